package results

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
)

// ReadText reads a results.txt, or any Go benchmark output whose names
// follow serbench's Serbench/DATASET/CODEC/VARIANT/OP, into a File holding
// the environment it names, the datasets, codecs and variants by name, and
// one Result per cell. The text format keeps no sizes, fidelity, failures
// or codec descriptions, so those stay empty; lines of other benchmarks
// are skipped.
func ReadText(path string) (*File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return parseText(fh, path)
}

// textCell gathers the samples of one cell in the order they were read.
type textCell struct {
	Cell
	iters             int
	ns, bytes, allocs []float64
	recordBytes       float64
}

func parseText(r io.Reader, path string) (*File, error) {
	f := &File{SchemaVersion: SchemaVersion}
	cells := map[Cell]*textCell{}
	var order []Cell
	br := benchfmt.NewReader(r, path)
	for br.Scan() {
		switch rec := br.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, rec
		case *benchfmt.Result:
			name := rec.Name.String()
			parts := strings.Split(name, "/")
			if len(parts) != 5 || parts[0] != "Serbench" {
				continue
			}
			op, procs, _ := strings.Cut(parts[4], "-")
			if n, err := strconv.Atoi(procs); err == nil {
				f.Env.GOMAXPROCS = n
			}
			if f.Env.GOOS == "" {
				f.Env.GOOS, f.Env.GOARCH = rec.GetConfig("goos"), rec.GetConfig("goarch")
				f.Env.CPU, f.Env.GoVersion, f.Env.Commit = rec.GetConfig("cpu"), rec.GetConfig("go"), rec.GetConfig("commit")
				if p, err := ParsePrice(rec.GetConfig("gc-rate")); err == nil {
					f.Env.GCRateNsPerByte, f.Env.GCRateNsPerAlloc = p.PerByte, p.PerAlloc
				}
			}
			ns, ok := origValue(rec, "ns/op")
			if !ok {
				return nil, fmt.Errorf("%s: %s has no ns/op", path, name)
			}
			k := Cell{Dataset: parts[1], Codec: parts[2], Variant: parts[3], Op: op}
			c := cells[k]
			if c == nil {
				c = &textCell{Cell: k, iters: rec.Iters}
				cells[k] = c
				order = append(order, k)
			}
			if own, ok := origValue(rec, "own-ns/op"); ok {
				ns = own
			}
			c.ns = append(c.ns, ns)
			b, okB := origValue(rec, "B/op")
			a, okA := origValue(rec, "allocs/op")
			if okB && okA {
				c.bytes, c.allocs = append(c.bytes, b), append(c.allocs, a)
			}
			if v, ok := origValue(rec, "MB/s"); ok && c.recordBytes == 0 {
				// MB/s was written as record bytes over own ns/op times
				// 1e3; undoing it recovers the record size that NewResult
				// wants.
				c.recordBytes = v * ns / 1e3
			}
		}
	}
	if err := br.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(order) == 0 {
		return nil, fmt.Errorf("%s: no Serbench/DATASET/CODEC/VARIANT/OP benchmark lines", path)
	}
	for _, k := range order {
		c := cells[k]
		f.Results = append(f.Results, NewResult(c.Dataset, c.Codec, c.Variant, c.Op, c.iters,
			Samples{Own: c.ns, Bytes: c.bytes, Allocs: c.allocs}, Pricing{Price: f.Env.Price()}, c.recordBytes))
		f.Config.Count = max(f.Config.Count, len(c.ns))
		if !slices.Contains(f.Config.Datasets, c.Dataset) {
			f.Config.Datasets = append(f.Config.Datasets, c.Dataset)
			f.Datasets = append(f.Datasets, Dataset{Name: c.Dataset})
		}
		if !slices.Contains(f.Config.Codecs, c.Codec) {
			f.Config.Codecs = append(f.Config.Codecs, c.Codec)
		}
		if !slices.Contains(f.Config.Variants, c.Variant) {
			f.Config.Variants = append(f.Config.Variants, c.Variant)
		}
	}
	f.Sort()
	return f, nil
}

// origValue finds a measurement by the unit it was written in, as benchfmt
// tidies ns/op into sec/op and MB/s into B/s when it reads them.
func origValue(r *benchfmt.Result, unit string) (float64, bool) {
	for _, v := range r.Values {
		switch {
		case v.OrigUnit == unit:
			return v.OrigValue, true
		case v.OrigUnit == "" && v.Unit == unit:
			return v.Value, true
		}
	}
	return 0, false
}

// ReadAny reads a results.json, a results.json.zst, a results.txt (by its
// .txt extension), or the results.json or results.json.zst in a run's
// directory. A results.json that is not there is read from the
// results.json.zst beside it, as Read does.
func ReadAny(path string) (*File, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return Read(filepath.Join(path, FileName))
	}
	if strings.HasSuffix(path, ".txt") {
		return ReadText(path)
	}
	return Read(path)
}
