// Command workersplit lists the cells of a run whose worker processes
// allocated far apart per op: the median bytes per op of one worker's
// samples some times another's. The bytes an op allocates belong to the
// codec and its input, so a split says that something in the worker,
// not the codec, decided them (docs/evidence/2026-12-07-pools-between-samples.md:
// a pool's buffers lost between samples). It reads any run serbench wrote.
// From the repository's root:
//
//	go run ./internal/workersplit reference-runs/2026-12-07-2
//	go run ./internal/workersplit -ratio 2 -min 10000 out
package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/serbench/serbench/results"
)

func main() {
	ratio := flag.Float64("ratio", 4, "list a cell when its workers' median bytes per op lie this many times apart or more")
	least := flag.Float64("min", 100e3, "and its largest worker's median is at least this many bytes per op")
	flag.Parse()
	if flag.NArg() != 1 || *ratio <= 1 || *least < 0 {
		fmt.Fprintln(os.Stderr, "usage: workersplit [-ratio R > 1] [-min BYTES] RUN (a run directory or its results.json)")
		os.Exit(2)
	}
	f, err := results.ReadAny(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "workersplit:", err)
		os.Exit(2)
	}
	write(os.Stdout, splits(f.Results, *ratio, *least), spread(f.Results, *ratio, *least), len(f.Results))
}

// spread counts the results whose samples' bytes per op, whichever worker
// took them, lie ratio apart or more, the largest at least least bytes:
// the splits, and the cells whose workers moved between the two modes.
func spread(rs []results.Result, ratio, least float64) int {
	n := 0
	for _, r := range rs {
		if len(r.SamplesBytes) == 0 {
			continue
		}
		lo, hi := slices.Min(r.SamplesBytes), slices.Max(r.SamplesBytes)
		if hi >= least && hi >= ratio*lo {
			n++
		}
	}
	return n
}

// A split is a cell whose workers allocated far apart: the median bytes
// per op of each worker's samples, by worker number.
type split struct {
	result  *results.Result
	workers []float64
}

// splits lists the results taken by more than one worker whose largest
// worker median is ratio times the smallest or more, and at least least
// bytes, in the order of dataset, codec, variant and op.
func splits(rs []results.Result, ratio, least float64) []split {
	var out []split
	for i := range rs {
		r := &rs[i]
		if len(r.SamplesWorker) != len(r.SamplesBytes) || len(r.SamplesBytes) == 0 {
			continue
		}
		var workers []float64
		for w := 0; w <= slices.Max(r.SamplesWorker); w++ {
			var bytes []float64
			for j, k := range r.SamplesWorker {
				if k == w {
					bytes = append(bytes, r.SamplesBytes[j])
				}
			}
			if len(bytes) > 0 {
				workers = append(workers, results.Median(bytes))
			}
		}
		if len(workers) < 2 {
			continue
		}
		lo, hi := slices.Min(workers), slices.Max(workers)
		if hi >= least && hi >= ratio*lo {
			out = append(out, split{r, workers})
		}
	}
	slices.SortFunc(out, func(a, b split) int {
		return cmp.Or(cmp.Compare(a.result.Dataset, b.result.Dataset), cmp.Compare(a.result.Codec, b.result.Codec),
			cmp.Compare(a.result.Variant, b.result.Variant), cmp.Compare(a.result.Op, b.result.Op))
	})
	return out
}

// write prints the splits as a markdown table, then how many of all the
// cells they are and how many spread (see spread).
func write(w io.Writer, ss []split, spread, all int) {
	fmt.Fprintln(w, "| cell | bytes per op, by worker | figure | own |")
	fmt.Fprintln(w, "|---|--:|--:|--:|")
	for _, s := range ss {
		r := s.result
		fmt.Fprintf(w, "| %s %s %s %s |", r.Dataset, r.Codec, r.Variant, r.Op)
		for i, b := range s.workers {
			sep := ","
			if i == 0 {
				sep = ""
			}
			fmt.Fprintf(w, "%s %.2f MB", sep, b/1e6)
		}
		fmt.Fprintf(w, " | %.3g ms | %.3g ms |\n", r.MedianNs/1e6, r.OwnNs/1e6)
	}
	fmt.Fprintf(w, "\n%d of %d cells split between their workers; %d with samples as far apart, whichever worker took them.\n", len(ss), all, spread)
}
