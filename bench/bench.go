// Package bench benchmarks a caller's own Go values on serbench's
// reflection codecs (those registered through serbench.SupportAny), under
// go test -bench, with benchstat-ready names and metrics.
//
// In a _test.go file:
//
//	import (
//		"github.com/serbench/serbench/bench"
//		_ "github.com/serbench/serbench/codecs/all" // or chosen codec packages
//	)
//
//	func BenchmarkOrder(b *testing.B) { bench.Run(b, order1, order2) }
//
// Codecs join by being imported: this package knows none itself, as the
// rest of serbench. Importing codecs/all builds every library; importing
// codecs/stdjson, codecs/msgpackv5 and so on builds only those.
//
// For every selected codec and variant, Run first round-trips every sample
// and compares it exactly (serbench's fidelity package: floats by bits,
// times by instant, offset and zone name, nil apart from empty, unexported
// fields ignored). It logs the verdict and the first losses, then times
// each op in a sub-benchmark named <codec>/<variant>/<op>, such as
// json/default/marshal, cycling through the samples. Each reports B/op,
// allocs/op, MB/s of encoded bytes, and two metrics: encoded-B, the mean
// encoded size of a sample, and lost-fields, the number of fields the codec
// got wrong (0 when exact), so that a lossy codec is never timed silently.
// A codec that fails on the samples is skipped with its error.
//
// The samples must not be changed while Run runs. Unlike serbench's own
// datasets they are not built afresh for the comparison, so a codec that
// modifies its input is not caught here.
package bench

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
)

// Options chooses what RunOptions times.
type Options struct {
	// Codecs is a regular expression that selects codecs by name, such as
	// "^(json|msgpack-v5|cbor)$"; empty selects every reflection codec
	// imported.
	Codecs string
	// Variants is a regular expression that selects the variants timed
	// besides default, such as "reuse|unsafe"; empty times default only.
	Variants string
}

// Run benchmarks samples on every reflection codec imported, default
// variants only.
func Run[T any](b *testing.B, samples ...T) {
	b.Helper()
	RunOptions(b, Options{}, samples...)
}

// RunOptions benchmarks samples on the codecs and variants o selects.
func RunOptions[T any](b *testing.B, o Options, samples ...T) {
	b.Helper()
	cells, err := plan(o, samples)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range cells {
		b.Run(c.name, func(b *testing.B) { c.run(b) })
	}
}

// A cell is one codec variant on the samples, checked.
type cell struct {
	name    string // <codec>/<variant>
	binding *serbench.Binding
	variant serbench.Variant
	x       serbench.Instance
	report  fidelity.Report
}

// plan selects the codecs and variants of o and checks each on samples.
func plan[T any](o Options, samples []T) ([]*cell, error) {
	if len(samples) == 0 {
		return nil, fmt.Errorf("bench: no samples to benchmark")
	}
	codecs, err := regexp.Compile(o.Codecs)
	if err != nil {
		return nil, fmt.Errorf("bench: Options.Codecs: %v", err)
	}
	variants := regexp.MustCompile("^$")
	if o.Variants != "" {
		if variants, err = regexp.Compile(o.Variants); err != nil {
			return nil, fmt.Errorf("bench: Options.Variants: %v", err)
		}
	}
	d := &serbench.Dataset[T]{Name: "samples", Records: func() []T { return samples }}
	var cells []*cell
	for _, bd := range serbench.BindAny(d) {
		if !codecs.MatchString(bd.Codec.Name) {
			continue
		}
		for _, v := range bd.Variants {
			if v == serbench.Default || variants.MatchString(string(v)) {
				c := &cell{name: bd.Codec.Name + "/" + string(v), binding: bd, variant: v}
				c.check()
				cells = append(cells, c)
			}
		}
	}
	if len(cells) == 0 {
		return nil, fmt.Errorf("bench: no reflection codec matches %q; import codec packages (codecs/all has every one)", o.Codecs)
	}
	return cells, nil
}

// check prepares the instance and round-trips the samples; a codec that
// panics on them is a crash, not the end of the benchmark.
func (c *cell) check() {
	defer func() {
		if p := recover(); p != nil {
			c.x, c.report = nil, fidelity.Report{Status: fidelity.Crash, Reason: fmt.Sprint("panic: ", p)}
		}
	}()
	c.x = c.binding.Instance(c.variant)
	c.report = c.x.Check()
}

// verdict is the check's outcome in a line, with the first losses.
func (c *cell) verdict() string {
	r := c.report
	if r.Status != fidelity.Exact && r.Status != fidelity.Lossy {
		return fmt.Sprintf("%s: %s: %s", c.name, r.Status, r.Reason)
	}
	s := fmt.Sprintf("%s: %s on %d samples", c.name, r.Status, r.Records)
	var lost []string
	for i, f := range r.Findings {
		if i == 3 {
			lost = append(lost, fmt.Sprintf("and %d more fields", len(r.Findings)-i))
			break
		}
		lost = append(lost, f.Sample)
	}
	if len(lost) > 0 {
		s += "; lost: " + strings.Join(lost, "; ")
	}
	return s
}

// run logs the verdict and times each op, or skips a codec that failed.
func (c *cell) run(b *testing.B) {
	if c.report.Status != fidelity.Exact && c.report.Status != fidelity.Lossy {
		b.Skip(c.verdict())
	}
	b.Log(c.verdict())
	size := meanSize(c.x.Encoded())
	for _, op := range c.binding.Ops(c.variant) {
		b.Run(string(op), func(b *testing.B) {
			if op == serbench.Marshal || op == serbench.Unmarshal {
				b.SetBytes(int64(size))
			}
			b.ReportAllocs()
			b.ResetTimer()
			if err := c.x.Run(op, 0, b.N); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(size, "encoded-B")
			b.ReportMetric(float64(len(c.report.Findings)), "lost-fields")
		})
	}
}

func meanSize(records [][]byte) float64 {
	n := 0
	for _, r := range records {
		n += len(r)
	}
	return float64(n) / float64(max(len(records), 1))
}
