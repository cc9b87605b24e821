package report

import (
	"cmp"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// evolveIntro says what the evolution matrix holds.
const evolveIntro = "Records of one version of a type written with each codec's default variant and read into another " +
	"version by the same codec (serbench evolve), both ways where they differ: compatible (ok) when every field both versions " +
	"have comes back equal and a field the writer lacks reads as its zero value; error when the reader refuses the bytes; " +
	"**silent** when it reads them without error to other values, the dangerous case; — when the codec does not round-trip " +
	"the writer's own version exactly, or its format cannot express the change. Reflection codecs read Go types: a rename " +
	"keeps the wire name through the struct tags the libraries read (json, msgpack, cbor, yaml, bson, xml, codec, hprose; msgp's msg). " +
	"Codecs that compile a schema have one schema file per version, each change made as the format's documentation says " +
	"(protobuf's in codecs/protobuf/evolvepb: field numbers kept, a removed one reserved); hand-written codecs one encoding per version."

// evolveCell is a verdict as the matrix shows it.
func evolveCell(status string) string {
	switch status {
	case "compatible":
		return "ok"
	case "silent":
		return "**silent**"
	case "unsupported":
		return "—"
	}
	return status
}

// EvolveMarkdown writes the matrix of serbench evolve, a row per codec,
// the fewest silent cells first, then the silent and refused cells with
// what happened.
func EvolveMarkdown(w io.Writer, rows []results.Evolve) error {
	p := &mdtext.Printer{W: w}
	p.Printf("### Schema evolution\n\n%s\n\n", evolveIntro)
	var cases []string
	byCodec := map[string]map[string]results.Evolve{}
	for _, r := range rows {
		k := r.Change + ": " + r.Direction
		if !slices.Contains(cases, k) {
			cases = append(cases, k)
		}
		if byCodec[r.Codec] == nil {
			byCodec[r.Codec] = map[string]results.Evolve{}
		}
		byCodec[r.Codec][k] = r
	}
	codecs := slices.Sorted(maps.Keys(byCodec))
	slices.SortStableFunc(codecs, func(a, b string) int {
		return cmp.Compare(countStatus(byCodec[a], "silent"), countStatus(byCodec[b], "silent"))
	})
	p.Printf("| codec | silent | %s |\n|---|--:|%s\n", strings.Join(cases, " | "), strings.Repeat("---|", len(cases)))
	for _, c := range codecs {
		cells := []string{escape(c), strconv.Itoa(countStatus(byCodec[c], "silent"))}
		for _, k := range cases {
			cells = append(cells, evolveCell(byCodec[c][k].Status))
		}
		p.Printf("| %s |\n", strings.Join(cells, " | "))
	}
	p.Printf("\n")
	var notes []string
	for _, c := range codecs {
		for _, k := range cases {
			r := byCodec[c][k]
			switch {
			case r.Status == "silent":
				notes = append(notes, "- **"+escape(c)+"**, "+k+": silent: "+escape(strings.Join(r.Differences, "; ")))
			case r.Status == "error" || r.Status == "unsupported":
				notes = append(notes, "- "+escape(c)+", "+k+": "+r.Status+": "+escape(r.Reason))
			}
		}
	}
	if len(notes) > 0 {
		p.Printf("What the silent, refused and unsupported cells did:\n\n%s\n\n", strings.Join(notes, "\n"))
	}
	return p.Err
}

func countStatus(cells map[string]results.Evolve, status string) int {
	n := 0
	for _, r := range cells {
		if r.Status == status {
			n++
		}
	}
	return n
}
