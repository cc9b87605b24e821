package all_test

import (
	"encoding/json"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// TestGameSizes holds the savedata and updates package comments to their
// word: a record's size in encoding/json and in the compact baseline
// encoding is within 15% of what each states.
func TestGameSizes(t *testing.T) {
	for _, c := range []struct {
		name       string
		json, docJ float64 // encoding/json: measured, documented
		docB       float64 // the baseline encoding, documented
	}{
		{name: "savedata", json: meanJSON(t, savedata.Records()), docJ: 1_870_000, docB: 330_000},
		{name: "updates", json: meanJSON(t, updates.Records()), docJ: 6_700_000, docB: 1_000_000},
	} {
		enc := serbench.Lookup("baseline", c.name).Instance(serbench.Default).Encoded()
		n := 0
		for _, b := range enc {
			n += len(b)
		}
		baseline := float64(n) / float64(len(enc))
		if c.json < 0.85*c.docJ || c.json > 1.15*c.docJ {
			t.Errorf("%s: a record is %.0f B in encoding/json; its package says about %.0f", c.name, c.json, c.docJ)
		}
		if baseline < 0.85*c.docB || baseline > 1.15*c.docB {
			t.Errorf("%s: a record is %.0f B in the baseline encoding; its package says about %.0f", c.name, baseline, c.docB)
		}
	}
}

// TestGamesDeterministic: two builds of each pool are equal.
func TestGamesDeterministic(t *testing.T) {
	for name, build := range map[string]func() any{
		"savedata": func() any { return savedata.Records() }, "updates": func() any { return updates.Records() },
	} {
		a, _ := json.Marshal(build())
		b, _ := json.Marshal(build())
		if string(a) != string(b) {
			t.Errorf("%s: two builds differ", name)
		}
	}
}
