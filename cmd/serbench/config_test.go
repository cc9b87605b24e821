package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/results"
)

// A plan recorded in a journal's header and read back, as a resumed run
// reads it, is the plan that was recorded. Every field of the plan is set,
// so that a field added to harness.Plan and left out of the mapping fails
// here.
func TestPlanRoundTrip(t *testing.T) {
	p := &harness.Plan{
		Datasets:  []string{"small", "cart"},
		Codecs:    []string{"json", "gob"},
		Variants:  []serbench.Variant{"reuse"},
		Count:     12,
		Benchtime: 3 * time.Millisecond,
		Timeout:   90 * time.Second,
		MaxCount:  40,
		Budget:    1500 * time.Millisecond,
		Collect:   true,
		OpLimit:   2 * time.Second,
		GCPrice:   results.Price{PerByte: 0.25, PerAlloc: 9.5},
		Processes: 2,
		Runway:    96 << 20,
		Latency:   true,
		Parallel:  true,
		Memory:    true,
	}
	v := reflect.ValueOf(p).Elem()
	for i := range v.NumField() {
		if v.Field(i).IsZero() {
			t.Fatalf("the test plan leaves %s unset; set it so that its mapping is tested", v.Type().Field(i).Name)
		}
	}
	b, err := json.Marshal(newHeader(p, nil, 0, true, true))
	if err != nil {
		t.Fatal(err)
	}
	var h results.File
	if err := json.Unmarshal(b, &h); err != nil {
		t.Fatal(err)
	}
	if !h.Config.Quick || !h.Config.Pin {
		t.Errorf("config %+v: quick and pin not recorded", h.Config)
	}
	got, err := planOf(h.Config, &h.Env)
	if err != nil {
		t.Fatal(err)
	}
	g := reflect.ValueOf(got).Elem()
	for i := range v.NumField() {
		if w, x := v.Field(i).Interface(), g.Field(i).Interface(); !reflect.DeepEqual(x, w) {
			t.Errorf("plan read back: %s is %v, want %v", v.Type().Field(i).Name, x, w)
		}
	}
}

// A journal of an older serbench, without a budget or an op limit, resumes
// with neither; a duration that does not parse is named.
func TestPlanOfOldAndBadConfigs(t *testing.T) {
	c := results.Config{Datasets: []string{"small"}, Codecs: []string{"json"}, Count: 5, Benchtime: "2ms", Timeout: "1m0s"}
	p, err := planOf(c, &results.Env{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Budget != 0 || p.OpLimit != 0 || p.Benchtime != 2*time.Millisecond || p.Timeout != time.Minute || p.Processes != 0 {
		t.Errorf("plan %+v, want no budget, no op limit, 2ms samples, a 1m timeout", p)
	}
	for name, bad := range map[string]results.Config{
		"benchtime": {Benchtime: "", Timeout: "1m0s"},
		"timeout":   {Benchtime: "2ms", Timeout: "soon"},
		"budget":    {Benchtime: "2ms", Timeout: "1m0s", Budget: "1 second"},
		"op_limit":  {Benchtime: "2ms", Timeout: "1m0s", OpLimit: "2"},
	} {
		if _, err := planOf(bad, &results.Env{}); err == nil || !strings.HasPrefix(err.Error(), name+" ") {
			t.Errorf("config with a bad %s: error %v, want one that names it", name, err)
		}
	}
}
