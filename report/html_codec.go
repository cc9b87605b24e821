package report

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/results"
)

// The HTML report's page per codec: hidden sections of the same file,
// one of which the page's script shows in place of the report when the
// fragment is #codec=NAME.

// A codecPage is everything the report knows of one codec.
type codecPage struct {
	Name     string
	Facts    []fact        // what the results say of the library
	Variants []variantNote // default first
	Figures  table         // a row per dataset, variant and run
	// Losses says, per dataset and variant checked, what a round trip
	// that was not exact changed; NoLosses stands in when none.
	Losses   []string
	NoLosses string
	// Robustness is the codec's rows of the robustness matrices, nil
	// when none probed it (NotProbed says so), and RobustFindings each
	// distinct failure with its smallest input.
	Robustness     *table
	RobustFindings []string
	NotProbed      string
}

type fact struct{ Name, Value string }

type variantNote struct{ Name, Note string }

// pageCodecs are the codecs that get a page: those the results describe
// and those timed without a description, by name.
func pageCodecs(m *Model) []results.Codec {
	out := slices.Clone(m.Codecs)
	for _, t := range m.Tables {
		for _, l := range t.Lines {
			if !slices.ContainsFunc(out, func(c results.Codec) bool { return c.Name == l.Codec }) {
				out = append(out, results.Codec{Name: l.Codec})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b results.Codec) int { return strings.Compare(a.Name, b.Name) })
	return out
}

func codecPageOf(m *Model, c results.Codec) codecPage {
	p := codecPage{Name: c.Name}
	if c.Format != "" {
		p.Facts = []fact{{"library", orDash(c.Package)}, {"module", orDash(c.Module)}, {"version", orDash(c.Version)},
			{"format", c.Format}, {"kind", orDash(c.Kind)}, {"schema", yesNo(c.Schema)}, {"cross-language", yesNo(c.CrossLanguage)},
			{"upstream", orDash(c.Upstream)}, {"measured aliasing", m.Aliasing(c.Name)}, {"notes", orDash(c.Notes)}}
	} else {
		p.Facts = []fact{{"description", "— (the results do not describe this codec)"}}
	}
	for _, v := range variantsOf(c) {
		p.Variants = append(p.Variants, variantNote{Name: v, Note: c.Variants[v]})
	}
	p.Figures = codecFigures(m, c.Name)
	p.Losses, p.NoLosses = codecLosses(m, c.Name)
	p.Robustness, p.RobustFindings, p.NotProbed = robustnessOf(m, c.Name)
	return p
}

// codecFigures is a codec's row on every dataset, variant and run.
func codecFigures(m *Model, codec string) table {
	tb := table{ID: "t-codec-" + codec, Class: "figures"}
	names := []string{"dataset", "variant"}
	if len(m.Runs) > 1 {
		names = append(names, "run")
	}
	tb.Heads = heads(append(names, "#", "marshal ns/op", "unmarshal ns/op", "total ns/op", "convert ns/op",
		"B/op", "allocs/op", "bytes", "gzip", "zstd", "fidelity")...)
	for _, t := range m.Tables {
		for _, l := range t.Lines {
			if l.Codec != codec {
				continue
			}
			for i, x := range l.Cells {
				if x == nil {
					continue
				}
				r := row{Ref: l.Reference()}
				r.Cells = append(r.Cells, txt(t.Dataset.Name), txt(l.Variant))
				if len(m.Runs) > 1 {
					r.Cells = append(r.Cells, txt(m.Runs[i].Label))
				}
				place := placeText(l.Place[Native], l.Reference())
				if l.Loses != "" {
					place = "loses data"
				}
				conv := num(convertCell(x), math.NaN())
				if x.Convert != nil {
					conv.Sort = fmt.Sprintf("%g", x.Convert.MedianNs)
				}
				b, a := allocs(x)
				r.Cells = append(r.Cells, num(place, float64(l.Place[Native].order)),
					timingCell(x, "marshal", t.Dataset.Throughput), timingCell(x, "unmarshal", t.Dataset.Throughput),
					num(totalText(x, Native), x.RoundTripNs(Native)), conv, num(b, sumOf(x, true)), num(a, sumOf(x, false)))
				if x.Size != nil {
					r.Cells = append(r.Cells, num(fmtBytes(x.Size.Bytes), x.Size.Bytes),
						num(fmtBytes(x.Size.GzipBytes), x.Size.GzipBytes), num(fmtBytes(x.Size.ZstdBytes), x.Size.ZstdBytes))
				} else {
					r.Cells = append(r.Cells, num("—", math.NaN()), num("—", math.NaN()), num("—", math.NaN()))
				}
				r.Cells = append(r.Cells, fidelityCellHTML(x.Fidelity))
				tb.Rows = append(tb.Rows, r)
			}
		}
	}
	return tb
}

// shownFindings is how many of a verdict's findings, the most frequent,
// a codec's page lists; some verdicts have hundreds.
const shownFindings = 5

// codecLosses says what each verdict on codec other than exact changed,
// and whether that is a loss or only a convention (see carriesData).
func codecLosses(m *Model, codec string) (losses []string, none string) {
	checked := false
	for _, run := range m.Runs {
		for i := range run.File.Fidelity {
			x := &run.File.Fidelity[i]
			if x.Codec != codec {
				continue
			}
			checked = true
			if exact(x) {
				continue
			}
			s := fmt.Sprintf("%s (%s)%s: %s", x.Dataset, x.Variant, runSuffix(m, run, " in "), x.Status)
			if ok, _ := carriesData(x.Report); ok {
				s += ", conventions only: ranked"
			} else if !broken(x.Status) {
				s += ", loses data: not ranked"
			}
			if x.Reason != "" {
				s += ": " + truncate(x.Reason, 200)
			}
			var fs []string
			for _, f := range x.Findings[:min(len(x.Findings), shownFindings)] {
				fs = append(fs, fmt.Sprintf("%s in %d of %d records (%s)", truncate(f.Sample, 160), f.Records, x.Records, f.Kind))
			}
			if n := len(x.Findings) - shownFindings; n > 0 {
				fs = append(fs, fmt.Sprintf("and %d fields more", n))
			}
			if len(fs) > 0 {
				s += ": " + strings.Join(fs, "; ")
			}
			losses = append(losses, s)
		}
	}
	if !checked {
		return nil, "No fidelity verdict in the results."
	}
	return losses, "Exact on every dataset and variant checked."
}

// robustnessOf is codec's rows of every run's robustness matrix, with
// each distinct failure, or why there are none.
func robustnessOf(m *Model, codec string) (*table, []string, string) {
	tb := &table{ID: "t-codec-robustness-" + codec}
	names := []string{"dataset"}
	if len(m.Runs) > 1 {
		names = append(names, "run")
	}
	for _, col := range robustColumns {
		names = append(names, col.name)
	}
	tb.Heads = heads(append(names, "not probed")...)
	var findings []string
	probed := false
	for _, run := range m.Runs {
		probed = probed || len(run.File.Robustness) > 0
		for i := range run.File.Robustness {
			x := &run.File.Robustness[i]
			if x.Codec != codec {
				continue
			}
			r := row{}
			r.Cells = append(r.Cells, txt(x.Dataset))
			if len(m.Runs) > 1 {
				r.Cells = append(r.Cells, txt(run.Label))
			}
			for _, col := range robustColumns {
				n := col.of(x)
				r.Cells = append(r.Cells, num(strconv.Itoa(n), float64(n)))
			}
			r.Cells = append(r.Cells, cell{Text: orDash(truncate(x.Reason, 60)), Title: x.Reason})
			tb.Rows = append(tb.Rows, r)
			for _, f := range x.Findings {
				what := f.Message
				if f.Frame != "" {
					what += " at " + f.Frame
				}
				s := fmt.Sprintf("%s%s: %s, %d input(s): %s; smallest (%d bytes): %s", x.Dataset, runSuffix(m, run, " in "), f.Class, f.Count, what, f.Bytes, f.File)
				if f.Replay != "" {
					s += "; replay: " + f.Replay
				}
				findings = append(findings, s)
			}
		}
	}
	switch {
	case len(tb.Rows) > 0:
		return tb, findings, ""
	case probed:
		return nil, nil, "serbench robust did not probe this codec."
	}
	return nil, nil, "No run in this report was probed with serbench robust."
}
