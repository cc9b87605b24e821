package report

import (
	_ "embed"
	"encoding/json"

	"github.com/serbench/serbench/results"
)

// The HTML report's chooser: filters on the codecs' own attributes, a
// summary of each dataset's leaders and a calculator of messages per
// second. The page's script computes both from the figures embedded as
// JSON (chooserData), so that the filters narrow them as they narrow the
// tables.

//go:embed assets/chooser.js
var chooserJS string

// summaryText introduces the summary table.
const summaryText = "Each dataset's leaders among the codecs the filters keep that carry its data: " +
	"median ns/op (own time plus the garbage charge) and mean bytes per record; with several runs, from the run the calculator reads."

// calcText states how the calculator computes its figures.
const calcText = "Messages per second = min(CPU share × cores × 10⁹ / ns per message, bandwidth / bytes per message): " +
	"ns per message is the run's median marshal, unmarshal or their sum for the mode, with the compression's own time " +
	"when the run timed it; bytes per message the mean encoded record, each compressed alone; every message crosses " +
	"the link once; a month is 30 days. Codecs that lose the dataset's data are left out; the reference is shown unranked."

// binsizeFilterText says what the binary size filter keeps.
const binsizeFilterText = "Keeps the codecs whose library and serbench's glue add at most this much to a stripped program " +
	"(serbench binsize); codecs not measured are kept."

// robustFilterText says what the robustness filter keeps.
const robustFilterText = "Keeps the codecs that serbench robust probed and that neither panicked, died, hung nor ran out of memory " +
	"on any malformed input; codecs not probed are left out too."

// A bandwidthUnit is a choice of the calculator's bandwidth unit. The
// page's script holds each unit's bytes per second, by name.
type bandwidthUnit struct {
	Name    string
	Default bool
}

var bandwidthUnits = []bandwidthUnit{{Name: "Mbit/s"}, {Name: "Gbit/s", Default: true}, {Name: "MB/s"}, {Name: "GB/month"}, {Name: "TB/month"}}

// chooserData is what the page's chooser computes from.
type chooserData struct {
	Runs []chooserRun `json:"runs"`
}

// A chooserRun is one run's lines, in the order of the model's tables.
type chooserRun struct {
	Label string        `json:"label"`
	Lines []chooserLine `json:"lines"`
}

// A chooserLine is one codec variant on one dataset in one run.
type chooserLine struct {
	Dataset string `json:"dataset"`
	Codec   string `json:"codec"`
	Name    string `json:"name"` // as the tables name it: the codec, with a variant other than the default
	Ref     bool   `json:"ref,omitempty"`
	// Loses says why its round trip loses the dataset's data; "" when it
	// carries it.
	Loses string `json:"loses,omitempty"`
	// Attrs are the attributes the filters read, as a table row carries
	// them in its data-* attributes.
	Attrs map[string]string `json:"attrs"`
	// MarshalNs and UnmarshalNs are the ops' median ns/op; absent when
	// the op was not timed.
	MarshalNs   float64 `json:"marshal_ns,omitempty"`
	UnmarshalNs float64 `json:"unmarshal_ns,omitempty"`
	// Size is the results file's size row as it stands, so that any field
	// it gains (compression times) reaches the page's script.
	Size *results.Size `json:"size,omitempty"`
}

// chooserJSON is the chooser's figures for every run of m, as JSON; the
// encoder escapes <, > and &, so that it is safe inside a script element.
func chooserJSON(m *Model, own *ownFacts) ([]byte, error) {
	var d chooserData
	for i, run := range m.Runs {
		cr := chooserRun{Label: run.Label, Lines: []chooserLine{}}
		for _, t := range m.Tables {
			for _, l := range t.Lines {
				r := l.Cells[i]
				if r == nil {
					continue
				}
				cl := chooserLine{Dataset: t.Dataset.Name, Codec: l.Codec, Name: l.Name(), Ref: l.Reference(), Loses: r.losesData(),
					Attrs: codecAttrs(metaOf(l), l.Variant), Size: r.Size}
				cl.Attrs["exact"] = boolAttr(exact(r.Fidelity))
				cl.Attrs["unsafe"] = boolAttr(unsafeRow(r))
				own.add(cl.Attrs, m)
				if r.Marshal != nil {
					cl.MarshalNs = r.Marshal.MedianNs
				}
				if r.Unmarshal != nil {
					cl.UnmarshalNs = r.Unmarshal.MedianNs
				}
				cr.Lines = append(cr.Lines, cl)
			}
		}
		d.Runs = append(d.Runs, cr)
	}
	return json.Marshal(d)
}

// robustVerdicts is, by codec, whether serbench robust found its default
// variant safe on malformed input over every run that probed it: "1" when
// probed and never unsafe (see unsafeCount), "0" when unsafe somewhere,
// "-" when not probed. It is nil when no run has a robustness matrix.
func robustVerdicts(m *Model) map[string]string {
	var v map[string]string
	for _, run := range m.Runs {
		for i := range run.File.Robustness {
			r := &run.File.Robustness[i]
			if v == nil {
				v = map[string]string{}
			}
			switch {
			case r.Reason != "":
				// Not probed on this dataset: says nothing either way.
			case unsafeCount(r) > 0:
				v[r.Codec] = "0"
			case v[r.Codec] != "0":
				v[r.Codec] = "1"
			}
		}
	}
	return v
}

// ownFacts are what the filters know of a codec whatever the dataset or
// variant, beyond its description: robustVerdicts, and the stripped
// size in MiB that linking it adds to a program, as text (serbench
// binsize), from the first run that measured it.
type ownFacts struct {
	robust, binsize map[string]string
}

func newOwnFacts(m *Model) *ownFacts {
	f := &ownFacts{robust: robustVerdicts(m)}
	for _, run := range m.Runs {
		if len(run.File.BinarySize) == 0 {
			continue
		}
		f.binsize = map[string]string{}
		for _, b := range run.File.BinarySize {
			if b.Error == "" {
				f.binsize[b.Codec] = mebibytes(b.OverNoopStrippedBytes)
			}
		}
		break
	}
	return f
}

// addTo gives every row of tb that names its codec the codec's own
// attributes.
func (f *ownFacts) addTo(tb *table, m *Model) {
	if tb == nil {
		return
	}
	for i := range tb.Rows {
		f.add(tb.Rows[i].Attrs, m)
	}
}

// add adds to attrs, which name a codec, the attributes that the codec
// has whatever the dataset or variant: schema and crosslang ("1" or "0")
// when the results describe it, robust when a run probed any codec (see
// robustVerdicts) and binsize when one measured its binary size.
// Attributes left out never hide a row.
func (f *ownFacts) add(attrs map[string]string, m *Model) {
	name, ok := attrs["codec"]
	if !ok {
		return
	}
	if c := m.codecMeta(name); c != nil && c.Format != "" {
		attrs["schema"], attrs["crosslang"] = boolAttr(c.Schema), boolAttr(c.CrossLanguage)
	}
	if f.robust != nil {
		attrs["robust"] = f.robust[name]
		if attrs["robust"] == "" {
			attrs["robust"] = "-"
		}
	}
	if b, ok := f.binsize[name]; ok {
		attrs["binsize"] = b
	}
}

// codecLink is a cell of text that opens codec's page.
func codecLink(text, codec string) cell {
	return cell{Text: text, Href: "#codec=" + codec}
}
