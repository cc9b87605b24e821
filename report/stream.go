package report

import (
	"cmp"
	"io"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// streamIntro says what the stream table holds.
const streamIntro = "The 10,000 entries of `logs`' first record written one after another to one stream by each library's " +
	"encoder over an io.Writer and read back one by one by its decoder over an io.Reader, as a log shipper or a " +
	"JSON-lines reader uses them (serbench stream), in fresh processes taken round after round. Own time per entry, " +
	"the collector held during a sample: the garbage is given beside it, not charged. The median over the samples, " +
	"with its 95% interval, which counts the variation between processes; fidelity compares every decoded entry with its original."

// StreamMarkdown writes the table of serbench stream, the fastest encode +
// decode first, the codecs that lose data and those without figures last.
func StreamMarkdown(w io.Writer, rows []results.Stream) error {
	p := &mdtext.Printer{W: w}
	p.Printf("### Streaming\n\n%s\n\n", streamIntro)
	p.Printf("| codec | fidelity | stream B/entry | encode ns/entry | decode ns/entry | both | encode alloc B, allocs | decode alloc B, allocs |\n")
	p.Printf("|---|---|--:|--:|--:|--:|--:|--:|\n")
	for _, r := range SortedStreams(rows) {
		if len(r.DecodeNs) == 0 {
			p.Printf("| %s | %s | | | | | | |\n", escape(r.Codec), escape(cmp.Or(r.Error, r.Fidelity)))
			continue
		}
		fid := r.Fidelity
		if len(r.Differences) > 0 {
			fid += ": " + strings.Join(r.Differences, "; ")
		}
		p.Printf("| %s | %s | %.1f | %s | %s | %s | %s, %.1f | %s, %.1f |\n", escape(r.Codec), escape(fid),
			float64(r.StreamBytes)/float64(max(r.Entries, 1)), intervalText(r.EncodeNs, r.Worker), intervalText(r.DecodeNs, r.Worker),
			fmtTotal(StreamTotal(r)), fmtBytes(results.Median(r.EncodeAllocBytes)), results.Median(r.EncodeAllocs),
			fmtBytes(results.Median(r.DecodeAllocBytes)), results.Median(r.DecodeAllocs))
	}
	p.Printf("\n")
	return p.Err
}

// StreamTotal is a row's median encode plus median decode per entry, or 0
// when no process gave a figure.
func StreamTotal(r results.Stream) float64 {
	if len(r.DecodeNs) == 0 {
		return 0
	}
	return results.Median(r.EncodeNs) + results.Median(r.DecodeNs)
}

// SortedStreams returns rows exact first, by StreamTotal, then those that
// lose data, then those without figures.
func SortedStreams(rows []results.Stream) []results.Stream {
	rows = slices.Clone(rows)
	group := func(r results.Stream) int {
		switch {
		case len(r.DecodeNs) == 0:
			return 2
		case r.Fidelity != "exact":
			return 1
		}
		return 0
	}
	slices.SortStableFunc(rows, func(a, b results.Stream) int {
		return cmp.Or(cmp.Compare(group(a), group(b)), cmp.Compare(StreamTotal(a), StreamTotal(b)), cmp.Compare(a.Codec, b.Codec))
	})
	return rows
}
