package crosscheck_test

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/all"
	"github.com/serbench/serbench/crosscheck"
	"github.com/serbench/serbench/results"
)

func TestSpearman(t *testing.T) {
	for _, c := range []struct {
		name   string
		xs, ys []float64
		want   float64
	}{
		{"same order", []float64{1, 2, 3, 4}, []float64{10, 20, 30, 400}, 1},
		{"reversed", []float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1},
		// Two neighbours swapped twice: 1 - 6·4/(5·24).
		{"two swaps", []float64{1, 2, 3, 4, 5}, []float64{2, 1, 4, 3, 5}, 0.8},
		// Tied values share rank 2.5: the Pearson correlation of
		// (1, 2.5, 2.5, 4) and (1, 2, 3, 4) is 4.5/√22.5.
		{"ties", []float64{1, 2, 2, 3}, []float64{1, 2, 3, 4}, 4.5 / math.Sqrt(22.5)},
	} {
		if got := crosscheck.Spearman(c.xs, c.ys); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: Spearman = %v, want %v", c.name, got, c.want)
		}
	}
	for _, c := range [][2][]float64{
		{{1, 2}, {1, 2}},          // too few pairs
		{{1, 2, 3}, {5, 5, 5}},    // one side has no order
		{{1, 2, 3}, {1, 2, 3, 4}}, // unpaired
	} {
		if got := crosscheck.Spearman(c[0], c[1]); !math.IsNaN(got) {
			t.Errorf("Spearman(%v, %v) = %v, want NaN", c[0], c[1], got)
		}
	}
}

func TestOutside(t *testing.T) {
	for f, want := range map[float64]bool{1: false, 2: false, 2.01: true, 0.5: false, 0.49: true, 29: true} {
		if got := crosscheck.Outside(f); got != want {
			t.Errorf("Outside(%v) = %v, want %v", f, got, want)
		}
	}
}

// result is a timed cell with the given median.
func result(codec, variant, op string, ns float64) results.Result {
	return results.Result{Dataset: "small", Codec: codec, Variant: variant, Op: op, MedianNs: ns}
}

// The 2× rule on figures whose ratios are known: the seed and serbench
// agree on a, b and c; d is three times slower in serbench relative to
// the rest, e 1.9 times, and f, timed with its conversion, agrees.
func TestCompare(t *testing.T) {
	csv := "seed,dataset,library,op,ns_per_op,bytes_per_op,allocs_per_op,codec,variant,convert\n" +
		"009,small,A,marshal,100,,,a,default,\n" +
		"009,small,B,marshal,200,,,b,default,\n" +
		"009,small,C,marshal,400,,,c,default,\n" +
		"009,small,D,marshal,100,,,d,default,\n" +
		"009,small,E,marshal,100,,,e,reuse,\n" +
		"009,small,F,marshal,300,,,f,default,yes\n" +
		"009,small,G,marshal,100,,,g,default,\n" +
		"009,small,H,unmarshal,,,3,a,default,\n" +
		"009,hero,I,marshal,100,,,a,default,\n"
	figs, err := crosscheck.ParseFigures(strings.NewReader(csv))
	if err != nil {
		t.Fatal(err)
	}
	d := &crosscheck.Data{Figures: figs, Explanations: map[string]string{"009 d": "d does more"}}
	// Serbench's times are the seed's times over 10, but d's ×3 and e's
	// ×1.9; f's marshal and convert add up to its tenth; g is not timed.
	f := &results.File{Results: []results.Result{
		result("a", "default", "marshal", 10), result("b", "default", "marshal", 20), result("c", "default", "marshal", 40),
		result("d", "default", "marshal", 30), result("e", "reuse", "marshal", 19), result("e", "default", "marshal", 1),
		result("f", "default", "marshal", 20), result("f", "default", "convert", 10),
	}}
	rep := d.Compare(f)
	if len(rep.Comparisons) != 3 {
		t.Fatalf("%d comparisons, want small's marshal and unmarshal and hero's marshal", len(rep.Comparisons))
	}
	if h := rep.Comparisons[2]; !h.Absent || len(h.Rows) != 0 || len(h.Missing) != 0 {
		t.Errorf("hero, which the run lacks: %+v, want absent with nothing compared or missing", h)
	}
	c := rep.Comparisons[0]
	if len(c.Rows) != 6 || len(c.Missing) != 1 || c.Missing[0].Codec != "g" {
		t.Fatalf("%d rows and missing %+v; want 6 and g", len(c.Rows), c.Missing)
	}
	// d's and e's offsets shift the geometric mean by (3·1.9)^(1/6).
	shift := math.Pow(3*1.9, 1.0/6)
	for _, r := range c.Rows {
		want := 1 / shift
		switch r.Codec {
		case "d":
			want = 3 / shift
		case "e":
			want = 1.9 / shift
		}
		if math.Abs(r.Factor-want) > 1e-9 {
			t.Errorf("%s: factor %v, want %v", r.Codec, r.Factor, want)
		}
		if r.Outlier != (r.Codec == "d") {
			t.Errorf("%s: outlier %v at factor %.2f", r.Codec, r.Outlier, r.Factor)
		}
	}
	if out := c.Outliers(); len(out) != 1 || out[0].Explanation != "d does more" {
		t.Errorf("outliers %+v, want d with its explanation", out)
	}
	if c.Spearman == nil || *c.Spearman < 0.5 {
		t.Errorf("Spearman %v, want a clear positive correlation", c.Spearman)
	}
	u := rep.Comparisons[1]
	if len(u.Rows) != 0 || u.Spearman != nil || len(u.Missing) != 1 || u.Missing[0].Reason != "the seed publishes no time" {
		t.Errorf("unmarshal: %+v, want nothing compared and the allocs-only figure missing", u)
	}
	var md bytes.Buffer
	if err := rep.WriteMarkdown(&md, ""); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| 009 | small | marshal | 6 |", "| 009 | hero | marshal | not in this run | — | — |", "| 009 | marshal | d | D | 100 | 30.0 |", "2.2× slower | d does more |",
		"Not compared:\n\n- 009 marshal, not timed in this run: g\n- 009 unmarshal a (H): the seed publishes no time\n"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	d.Explanations = nil
	md.Reset()
	if err := d.Compare(f).WriteMarkdown(&md, ""); err != nil || !strings.Contains(md.String(), "2.2× slower | unexplained |") {
		t.Errorf("an outlier without a recorded reason is not marked unexplained: %v\n%s", err, md.String())
	}
}

func TestParseErrors(t *testing.T) {
	const head = "seed,dataset,library,op,ns_per_op,bytes_per_op,allocs_per_op,codec,variant,convert\n"
	for _, c := range []struct{ csv, want string }{
		{"seed,dataset\n", "wrong number of fields"},
		{"seed,dataset,library,op,ns,bytes_per_op,allocs_per_op,codec,variant,convert\n", "header"},
		{head + "0,small,A,marshal,1,,,a,default,\n", `line 2: seed "0"`},
		{head + "# a comment\n000,small,A,encode,1,,,a,default,\n", `line 3: op "encode"`},
		{head + "000,small,A,marshal,fast,,,a,default,\n", `line 2: ns_per_op: "fast" is not a figure`},
		{head + "000,small,A,marshal,-1,,,a,default,\n", `"-1" is not a figure`},
		{head + "000,small,A,marshal,0,0,0,a,default,\n", "line 2: ns_per_op: 0 is not a time"},
		{head + "000,small,A,marshal,1,,,,default,\n", "line 2: dataset, library, codec and variant are required"},
		{head + "000,small,A,marshal,1,,,a,default,no\n", `convert "no"`},
		{head + "000,small,A,marshal,1,,,a,default,\n000,small,A,marshal,2,,,b,default,\n", "line 3: seed 000's A marshal is on line 2 already"},
	} {
		_, err := crosscheck.ParseFigures(strings.NewReader(c.csv))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.csv, err, c.want)
		}
	}
	for _, c := range []struct{ txt, want string }{
		{"  orphan\n", "line 1: an indented line outside an entry"},
		{"000 a b: text\n", `line 1: want "SEED CODEC: text"`},
		{"0 a: text\n", `line 1: want "SEED CODEC: text"`},
		{"000 a: one\n\n000 a: two\n", "line 3: 000 a explained twice"},
		{"000 a:\n", "000 a: empty explanation"},
	} {
		_, err := crosscheck.ParseExplanations(strings.NewReader(c.txt))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.txt, err, c.want)
		}
	}
	got, err := crosscheck.ParseExplanations(strings.NewReader("# note\n000 a: one\n  two\n\n001 b: three\n"))
	if err != nil || got["000 a"] != "one two" || got["001 b"] != "three" || len(got) != 2 {
		t.Errorf("ParseExplanations = %v, %v", got, err)
	}
}

// Every row of seeds.csv names a registered codec, and a variant and op
// the codec offers on that dataset, unless the codec cannot be built or
// cannot encode the dataset; every explanation is of a seed's codec.
func TestDataMapsToRegisteredCodecs(t *testing.T) {
	d, err := crosscheck.Load()
	if err != nil {
		t.Fatal(err)
	}
	registered := map[string]bool{}
	for _, c := range serbench.Codecs() {
		registered[c.Name] = true
	}
	datasets := map[string]bool{}
	for _, e := range serbench.Datasets() {
		datasets[e.Name] = true
	}
	seeds := map[string]bool{}
	named := map[string]bool{}
	for _, f := range d.Figures {
		seeds[f.Seed] = true
		named[f.Seed+" "+f.Codec] = true
		where := f.Seed + " " + f.Library + " " + f.Op
		if !registered[f.Codec] || !datasets[f.Dataset] {
			t.Errorf("line %d (%s): codec %s or dataset %s is not registered", f.Line, where, f.Codec, f.Dataset)
			continue
		}
		b := serbench.Lookup(f.Codec, f.Dataset)
		if b.Unsupported != "" {
			continue // listed as not compared, with the reason
		}
		if !slices.Contains(b.Ops(serbench.Variant(f.Variant)), serbench.Op(f.Op)) {
			t.Errorf("line %d (%s): %s has no %s op in variant %s on %s", f.Line, where, f.Codec, f.Op, f.Variant, f.Dataset)
		}
		if f.Convert && !slices.Contains(b.Ops(serbench.Default), serbench.Convert) {
			t.Errorf("line %d (%s): %s has no convert op on %s", f.Line, where, f.Codec, f.Dataset)
		}
	}
	if len(seeds) != 5 {
		t.Errorf("figures from %d seeds, want the five", len(seeds))
	}
	for k := range d.Explanations {
		if !named[k] {
			t.Errorf("explanation %q is of no seed's codec", k)
		}
	}
}
