package main

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/results"
)

func TestMain(m *testing.M) {
	if len(os.Args) == 2 && (os.Args[1] == childArg || os.Args[1] == priceArg) {
		main() // serves as the host child or the calibration child
		return
	}
	os.Exit(m.Run())
}

// pt is a point with the host's cost and serbench's own time and total.
func pt(dataset, codec, op string, host, own, total float64) point {
	return point{cell: cell{dataset, codec, op}, HostNs: host, OwnNs: own, TotalNs: total}
}

func TestCompare(t *testing.T) {
	points := []point{
		// small marshal: a 100, b 200, c 105 (within 10% of a: no pair).
		pt("small", "a", "marshal", 100, 90, 110),
		pt("small", "b", "marshal", 200, 80, 190), // own inverts a-b; total keeps it
		pt("small", "c", "marshal", 105, 50, 100), // total inverts c-a, but a-c is a tie
		// small unmarshal: b beats a in the host; the total inverts them.
		pt("small", "a", "unmarshal", 100, 100, 100),
		pt("small", "b", "unmarshal", 50, 40, 150),
		// Another dataset: never paired with small.
		pt("hero", "a", "marshal", 1000, 1000, 1000),
	}
	got := compare(points)
	// Pairs: a-b and b-c on small marshal (c-b: 105 vs 200), a-b on
	// small unmarshal. Total orders a-b marshal and c-b marshal alike,
	// inverts a-b unmarshal: 2 of 3. Own inverts a-b marshal (90 > 80)
	// and keeps c-b (50 < 80) and a-b unmarshal (40 < 100): 2 of 3.
	if got.Cells != 6 || got.Pairs != 3 {
		t.Fatalf("compare: %d cells, %d pairs; want 6 cells, 3 pairs", got.Cells, got.Pairs)
	}
	if got.InOrderTotal != 2.0/3 || got.InOrderOwn != 2.0/3 {
		t.Errorf("compare: in order %g by total, %g by own; want 2/3 both", got.InOrderTotal, got.InOrderOwn)
	}
	// |log| of total/host: 0.0953, 0.0513, 0.0488, 0, 1.0986, 0: median
	// (0.0488+0.0513)/2.
	if want := (math.Log(105.0/100) + math.Log(200.0/190)) / 2; math.Abs(got.LogTotal-want) > 1e-12 {
		t.Errorf("compare: median |log| of total %g; want %g", got.LogTotal, want)
	}
	if got.pass() {
		t.Errorf("compare: %+v passes with 2 of 3 pairs in order", got)
	}
}

// The host's halves: the share of pairs its two halves order alike.
func TestCompareHostHalves(t *testing.T) {
	a := pt("d", "a", "marshal", 100, 100, 100)
	b := pt("d", "b", "marshal", 200, 200, 200)
	c := pt("d", "c", "marshal", 400, 400, 400)
	a.HalfNs, b.HalfNs, c.HalfNs = [2]float64{90, 110}, [2]float64{150, 250}, [2]float64{500, 100}
	// a-b: 90 < 150 and 110 < 250, alike; a-c: 90 < 500 but 110 > 100;
	// b-c: 150 < 500 but 250 > 100. One pair of three.
	if got := compare([]point{a, b, c}); got.Pairs != 3 || got.InOrderHost != 1.0/3 {
		t.Errorf("compare: %d pairs, the host's halves agree on %g; want 3 pairs, 1/3", got.Pairs, got.InOrderHost)
	}
}

func TestComparePasses(t *testing.T) {
	got := compare([]point{pt("d", "a", "marshal", 100, 80, 101), pt("d", "b", "marshal", 300, 100, 290)})
	want := figures{Cells: 2, Pairs: 1, InOrderTotal: 1, InOrderOwn: 1, LogTotal: (math.Log(1.01) + math.Log(300.0/290)) / 2, LogOwn: (math.Log(100.0/80) + math.Log(3)) / 2}
	if math.Abs(got.LogTotal-want.LogTotal) > 1e-12 || math.Abs(got.LogOwn-want.LogOwn) > 1e-12 {
		t.Errorf("compare: %+v; want %+v", got, want)
	}
	if !math.IsNaN(got.InOrderHost) {
		t.Errorf("compare without halves: the host's halves agree on %g of pairs; want NaN", got.InOrderHost)
	}
	got.LogTotal, got.LogOwn, want.LogTotal, want.LogOwn, got.InOrderHost = 0, 0, 0, 0, 0
	if got != want || !got.pass() {
		t.Errorf("compare: %+v, pass %v; want %+v, a pass", got, got.pass(), want)
	}
	// No pair at all shows nothing: a fail.
	if f := compare([]point{pt("d", "a", "marshal", 100, 100, 100)}); f.Pairs != 0 || f.pass() {
		t.Errorf("compare of one cell: %+v, pass %v; want no pair and a fail", f, f.pass())
	}
}

func TestHostCells(t *testing.T) {
	a, b := cell{"small", "a", "marshal"}, cell{"small", "b", "marshal"}
	chunks := []chunk{
		{step: step{a, 1}, Ops: 10, CPUNs: 3000, Bytes: 100, Cycles: 1, HeldOps: 30, HeldCPUNs: 1500},
		{step: step{a, 0}, Ops: 10, CPUNs: 1000, Bytes: 100, HeldOps: 10, HeldCPUNs: 1500},
		{step: step{a, 2}, Ops: 20, CPUNs: 4000, Bytes: 200, Cycles: 2},
		{step: step{b, 0}, Ops: 10, CPUNs: 1000},
		{step: step{b, 1}, Error: "panic: boom\nstack"},
	}
	cells, failed := hostCells(chunks, false, 2)
	got := cells[a]
	if got.ns != 200 || got.bytes != 10 || got.cycles != 3 || len(got.chunkNs) != 3 || got.chunkNs[0] != 100 || got.chunkNs[1] != 300 {
		t.Errorf("a: %+v; want the median 200 ns/op of chunks 100, 300, 200 in order, 10 B/op, 3 collections", got)
	}
	if got.heldNs != 3000.0/40 {
		t.Errorf("a held: %g ns/op; want the held chunks pooled, 3000 ns over 40 ops", got.heldNs)
	}
	if _, ok := cells[b]; ok || failed[b] != "panic: boom\nstack" {
		t.Errorf("b, one chunk failed: %+v, failure %q; want it left out with its error", cells[b], failed[b])
	}
	if got.halves != [2]float64{200, 200} {
		t.Errorf("a's halves: %v; want chunks 0 and 1's median 200 and chunk 2's 200", got.halves)
	}
	pooled, _ := hostCells(chunks, true, 2)
	if pooled[a].ns != 8000.0/40 || pooled[a].halves != [2]float64{4000.0 / 20, 4000.0 / 20} {
		t.Errorf("a pooled: %g ns/op, halves %v; want 8000 ns over 40 ops, and 4000 over 20 in each half", pooled[a].ns, pooled[a].halves)
	}
	if one, _ := hostCells(chunks, true, 0); one[a].halves != [2]float64{} {
		t.Errorf("a timed once: halves %v; want none", one[a].halves)
	}
}

func TestJoin(t *testing.T) {
	a, b, c, d := cell{"small", "a", "marshal"}, cell{"small", "b", "marshal"}, cell{"small", "c", "marshal"}, cell{"small", "d", "marshal"}
	host := map[cell]hostCell{a: {ns: 100}, c: {ns: 50}, d: {ns: 70}}
	run1 := &results.File{Results: []results.Result{
		{Dataset: "small", Codec: "a", Variant: "default", Op: "marshal", OwnNs: 80, GCNsPerOp: 30, MedianNs: 110},
		{Dataset: "small", Codec: "a", Variant: "reuse", Op: "marshal", OwnNs: 10, MedianNs: 10},
		{Dataset: "small", Codec: "d", Variant: "default", Op: "marshal", OwnNs: 60, MedianNs: 60},
	}}
	run2 := &results.File{Results: []results.Result{
		{Dataset: "small", Codec: "a", Variant: "default", Op: "marshal", OwnNs: 100, GCNsPerOp: 40, MedianNs: 140},
	}}
	points, missing := join([]cell{a, b, c, d}, host, map[cell]string{b: "panic: boom\nstack"}, []*results.File{run1, run2})
	if len(points) != 1 || points[0].cell != a || points[0].TotalNs != 125 || points[0].ChargeNs != 35 || points[0].OwnNs != 90 {
		t.Errorf("join: %+v; want a alone, its default variant's figures averaged over the two runs", points)
	}
	if len(missing) != 3 || !strings.Contains(missing[0], "small/b/marshal: the host failed: panic: boom") || strings.Contains(missing[0], "stack") ||
		!strings.Contains(missing[1], "small/c/marshal: 0 of the 2 serbench runs have an own time") ||
		!strings.Contains(missing[2], "small/d/marshal: 1 of the 2 serbench runs") {
		t.Errorf("join left out %q; want b's failure's first line, c missing from both runs and d from one", missing)
	}
}

func TestParseHosts(t *testing.T) {
	got, err := parseHosts("64MiB; 64MiB,flat;1GiB,gogc=200")
	want := []host{
		{"64MiB", gchost.Host{HeapBytes: 64 << 20, GOGC: 100}},
		{"64MiB,flat", gchost.Host{HeapBytes: 64 << 20, Flat: true, GOGC: 100}},
		{"1GiB,gogc=200", gchost.Host{HeapBytes: 1 << 30, GOGC: 200}},
	}
	if err != nil || len(got) != len(want) {
		t.Fatalf("parseHosts = %+v, %v; want %+v", got, err, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("host %d = %+v; want %+v", i+1, got[i], want[i])
		}
	}
	if name := got[2].name(); name != "1GiB-gogc200" {
		t.Errorf("%q names its files %q; want 1GiB-gogc200", got[2].Spec, name)
	}
	for _, tt := range []struct{ in, want string }{
		{"64MiB;64MB", `host 2: gchost: host "64MB"`},
		{"64MiB,1GiB", `host 1: gchost: host "64MiB,1GiB": unknown option "1GiB"`},
		{"64MiB;;1GiB", "host 2 is empty"},
		{"", "host 1 is empty"},
		{"64MiB;67108864,dense", `host 2, "67108864,dense", is host "64MiB" again`},
	} {
		if _, err := parseHosts(tt.in); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseHosts(%q): %v; want an error saying %s", tt.in, err, tt.want)
		}
	}
}

func TestSelectCells(t *testing.T) {
	cells, err := selectCells("small", "^json$")
	if err != nil || len(cells) != 2 || cells[0] != (cell{"small", "json", "marshal"}) || cells[1] != (cell{"small", "json", "unmarshal"}) {
		t.Errorf("selectCells(small, ^json$) = %v, %v; want json's marshal and unmarshal on small", cells, err)
	}
	for _, tt := range []struct{ datasets, codecs, want string }{
		{"smal", "^json$", `no dataset "smal"`},
		{"small", "^nothing$", "no codec matching"},
		{"small", "(", "-codecs"},
	} {
		if _, err := selectCells(tt.datasets, tt.codecs); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("selectCells(%q, %q): %v; want an error saying %s", tt.datasets, tt.codecs, err, tt.want)
		}
	}
}

func TestOrder(t *testing.T) {
	cells := []cell{{"d", "a", "marshal"}, {"d", "b", "marshal"}, {"d", "c", "marshal"}}
	steps := order(cells, 2, 7)
	if len(steps) != 6 {
		t.Fatalf("order: %d steps; want 6", len(steps))
	}
	for i, s := range steps {
		if s.Chunk != i/3 {
			t.Errorf("step %d is chunk %d; want every cell's chunk %d before any's chunk %d", i, s.Chunk, i/3, i/3+1)
		}
	}
	again := order(cells, 2, 7)
	for i := range steps {
		if steps[i] != again[i] {
			t.Fatalf("order with seed 7 twice: %v, then %v; want the same", steps, again)
		}
	}
}

func TestSplits(t *testing.T) {
	// held is pt's point timed held too; its charge is total less own.
	held := func(p point, heldNs float64) point {
		p.HeldNs, p.ChargeNs = heldNs, p.TotalNs-p.OwnNs
		return p
	}
	points := []point{
		held(pt("small", "a", "marshal", 200, 100, 180), 100), // held = own; garbage 100 of charge 80
		held(pt("small", "b", "marshal", 400, 100, 500), 200), // held twice own; garbage 200 of charge 400
		held(pt("edge", "a", "marshal", 300, 100, 400), 100),  // garbage 200 of charge 300
		held(pt("edge", "b", "marshal", 300, 100, 400), 0),    // not timed held: left out
	}
	got := splits(points)
	if len(got) != 3 || got[0].Dataset != "small" || got[1].Dataset != "edge" || got[2].Dataset != "" {
		t.Fatalf("splits: %+v; want small, edge, then all", got)
	}
	small := got[0]
	if small.Cells != 2 || small.Own != 1.5 || small.Garbage != (100.0/80+200.0/400)/2 {
		t.Errorf("small: %+v; want 2 cells, held/own the median of 1 and 2, garbage/charge of 1.25 and 0.5", small)
	}
	// Own time true: (100+80)/200 and (200+400)/400; charge true: (100+100)/200 and (100+200)/400.
	wantOwn := (math.Abs(math.Log(0.9)) + math.Abs(math.Log(1.5))) / 2
	wantCharge := (0 + math.Abs(math.Log(0.75))) / 2
	if math.Abs(small.LogOwnTrue-wantOwn) > 1e-12 || math.Abs(small.LogChargeTrue-wantCharge) > 1e-12 {
		t.Errorf("small: |log| own true %g, charge true %g; want %g and %g", small.LogOwnTrue, small.LogChargeTrue, wantOwn, wantCharge)
	}
	if got[2].Cells != 3 || got[1].Cells != 1 {
		t.Errorf("splits: edge %d cells, all %d; want 1 and 3", got[1].Cells, got[2].Cells)
	}
	if s := splits(points[3:]); s != nil {
		t.Errorf("splits without held times: %+v; want none", s)
	}
}

// The child protocol end to end: one cell, in a small host, answers a
// positive cost and counts, and a codec that does not support the dataset
// answers an error rather than a figure.
func TestRunHost(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ok := cell{"small", "baseline", "marshal"}
	bad := cell{"small", "nosuchcodec", "marshal"}
	j := job{Host: "8MiB", Chunk: 50 * time.Millisecond, Warm: 5 * time.Millisecond, Steps: []step{{ok, 0}, {bad, 0}, {bad, 1}}, Held: true}
	heap, chunks, err := runHost(context.Background(), exe, []string{childArg}, j)
	if err != nil {
		t.Fatal(err)
	}
	if heap.LiveBytes < 8<<20 || heap.GoalBytes <= heap.LiveBytes {
		t.Errorf("runHost: the child held %+v; want at least the host's 8MiB live, and a goal above it", heap)
	}
	if len(chunks) != 3 {
		t.Fatalf("runHost: %d chunks; want 3", len(chunks))
	}
	if c := chunks[0]; c.cell != ok || c.Error != "" || c.Ops <= 0 || c.CPUNs <= 0 || c.Bytes == 0 {
		t.Errorf("runHost: %+v; want %v timed, a positive processor time over some ops that allocated", c, ok)
	}
	if c := chunks[0]; c.HeldOps <= 0 || c.HeldCPUNs <= 0 {
		t.Errorf("runHost held: %d ops in %d ns; want the step timed again with the collector held off", c.HeldOps, c.HeldCPUNs)
	}
	for _, c := range chunks[1:] {
		if c.cell != bad || !strings.Contains(c.Error, "unsupported") || c.Ops != 0 {
			t.Errorf("runHost: %+v; want %v unsupported, untimed", c, bad)
		}
	}
}

func TestRunHostRefuses(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = runHost(context.Background(), exe, []string{childArg}, job{Host: "64MB", Chunk: time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), `unknown unit "MB"`) {
		t.Errorf("runHost in host 64MB: %v; want the child's error naming the unit", err)
	}
}

func TestCommandLine(t *testing.T) {
	got := commandLine([]string{"-hosts", "64MiB;1GiB,flat", "-codecs", "^(a|b)$", "-seconds", "0.5", "it's"})
	want := `-hosts '64MiB;1GiB,flat' -codecs '^(a|b)$' -seconds 0.5 'it'\''s'`
	if got != want {
		t.Errorf("commandLine = %s; want %s", got, want)
	}
}

// Bad flags are refused before any host is timed.
func TestRunRefusesFlags(t *testing.T) {
	good := config{hosts: "64MiB", codecs: "^json$", datasets: "small", seconds: 1, chunks: 1, repeats: 2, out: t.TempDir()}
	for _, tt := range []struct {
		change func(*config)
		want   string
	}{
		{func(c *config) { c.repeats = 0 }, "-repeats at least 1"},
		{func(c *config) { c.seconds = 0 }, "-seconds must be positive"},
		{func(c *config) { c.rounds = -1 }, "-rounds at least 0"},
		{func(c *config) { c.reuse = reuseFlag{"64MiB": "dir"} }, "give -repeats 1"},
		{func(c *config) { c.reuse = reuseFlag{"1GiB": "dir"} }, `no host of -hosts is spelt "1GiB"`},
	} {
		c := good
		tt.change(&c)
		if err := run(context.Background(), c); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("run(%+v): %v; want an error saying %s", c, err, tt.want)
		}
	}
}

// The price beside a host's turn: n rounds measured in a calibration child
// before the timing and n after, none without rounds.
func TestTimeBeside(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	h := gchost.Host{HeapBytes: 8 << 20}
	var rounds []gchost.Round
	before := -1
	err = timeBeside(context.Background(), exe, h, 2, &rounds, func() error {
		before = len(rounds)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if before != 2 || len(rounds) != 4 {
		t.Errorf("timeBeside with 2 rounds: %d rounds before the timing, %d in all; want 2 and 4", before, len(rounds))
	}
	if _, err := gchost.PriceOf(h, rounds); err != nil {
		t.Logf("the 8MiB host's price lost in the noise: %v", err)
	}
	rounds, before = nil, -1
	if err := timeBeside(context.Background(), exe, h, 0, &rounds, func() error { before = len(rounds); return nil }); err != nil || before != 0 || len(rounds) != 0 {
		t.Errorf("timeBeside with no rounds: %v, %d rounds before the timing, %d in all; want the timing alone", err, before, len(rounds))
	}
}

// The table gives the figures at the price measured beside the host
// beside those at the runs' own prices.
func TestWriteTableBeside(t *testing.T) {
	r := hostResult{host: host{Spec: "64MiB"}, Prices: []results.Price{{PerByte: 0.9}}, Priced: "64MiB pointer-dense, GOGC=100",
		figures:  figures{Cells: 2, Pairs: 1, InOrderTotal: 1, LogTotal: 0.3},
		Beside:   &gchost.Price{NsPerByte: 0.6, NsPerAlloc: 10, Rounds: []float64{0.5, 0.6, 0.7}, AllocRounds: []float64{9, 10, 11}},
		AtBeside: figures{Cells: 2, Pairs: 1, InOrderTotal: 1, LogTotal: 0.1}}
	var b strings.Builder
	if err := writeTable(&b, []hostResult{r}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| 64MiB | 0.9 ns/B + 0 ns/alloc (64MiB pointer-dense, GOGC=100) | 2 | 1 | 100.0% |", "| 0.300 |", "FAIL",
		"| 64MiB | 0.6 ns/B + 10 ns/alloc | 3 | 100.0% | 0.100 | PASS |"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}

// The evidence names the processor its serbench runs report, since a
// check's level moves with it.
func TestWriteEvidenceProcessor(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evidence.md")
	r := hostResult{host: host{Spec: "64MiB"}, Processors: []string{"AMD EPYC"}, Prices: []results.Price{{PerByte: 0.9}}}
	if err := writeEvidence(path, []hostResult{r}, config{seconds: 1, chunks: 1, repeats: 1}, "-hosts 64MiB"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := "(AMD EPYC, as the serbench runs report it)"; !strings.Contains(string(b), want) {
		t.Errorf("the evidence lacks %q:\n%s", want, b)
	}
}
