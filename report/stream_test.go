package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// The stream table ranks the exact codecs by encode + decode, then those
// that lose data, with what they lose, then those without figures.
func TestStreamMarkdown(t *testing.T) {
	row := func(codec, fidelity string, enc, dec float64) results.Stream {
		r := results.Stream{Dataset: "logs", Codec: codec, Entries: 10, StreamBytes: 1000, Fidelity: fidelity}
		for i := range 6 {
			r.EncodeNs, r.DecodeNs = append(r.EncodeNs, enc), append(r.DecodeNs, dec)
			r.EncodeAllocBytes, r.EncodeAllocs = append(r.EncodeAllocBytes, 0), append(r.EncodeAllocs, 0)
			r.DecodeAllocBytes, r.DecodeAllocs = append(r.DecodeAllocBytes, 64), append(r.DecodeAllocs, 2)
			r.Worker = append(r.Worker, i%2)
		}
		return r
	}
	lossy := row("lossy", "lossy", 100, 100)
	lossy.Differences = []string{"entry 0: UserID: alice became "}
	rows := []results.Stream{row("slow", "exact", 1000, 2000), lossy, {Codec: "broken", Error: "crash (exit status 2): boom"},
		row("fast", "exact", 300, 900)}
	var b bytes.Buffer
	if err := StreamMarkdown(&b, rows); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	var order []string
	for _, line := range strings.Split(md, "\n") {
		if f := strings.Split(line, " | "); len(f) > 2 && strings.HasPrefix(line, "| ") && f[0] != "| codec" {
			order = append(order, strings.TrimPrefix(f[0], "| "))
		}
	}
	if strings.Join(order, ",") != "fast,slow,lossy,broken" {
		t.Errorf("order %v, want fast, slow, lossy, broken:\n%s", order, md)
	}
	for _, want := range []string{"| fast | exact | 100.0 | 300 [300, 300] | 900 [900, 900] | 1200 | 0, 0.0 | 64, 2.0 |", "lossy: entry 0: UserID", "| broken | crash (exit status 2): boom |"} {
		if !strings.Contains(md, want) {
			t.Errorf("the table lacks %q:\n%s", want, md)
		}
	}
}
