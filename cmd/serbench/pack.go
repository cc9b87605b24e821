package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/serbench/serbench/results"
)

// rebuildFormats are the formats of `serbench report` that give back what
// pack removes.
const rebuildFormats = "md,html,png,svg,txt"

// cmdPack puts a finished run's directory in the form a reference run is
// committed in: its results.json zstd-compressed as results.json.zst, which
// every command reads as it reads results.json, and nothing that serbench
// report rebuilds from it, but the SVG charts the README shows. A packed
// run's journal goes too, so a run packed before it finished can no longer
// be resumed. Packing a packed directory checks its results and removes
// what has come back since, such as a rebuilt report.
func cmdPack(args []string) error {
	fs := flag.NewFlagSet("pack", flag.ContinueOnError)
	paths, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(paths) != 1 {
		return usagef("want one run directory, got %d argument(s)", len(paths))
	}
	dir := paths[0]
	if st, err := os.Stat(dir); err != nil {
		return usagef("cannot pack %s: %v", dir, errors.Unwrap(err))
	} else if !st.IsDir() {
		return usagef("cannot pack %s: not a run directory", dir)
	}
	plain, compact := filepath.Join(dir, results.FileName), filepath.Join(dir, results.CompactName)
	data, err := os.ReadFile(plain)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if _, err := os.Stat(compact); err != nil {
			return usagef("cannot pack %s: it holds no %s or %s", dir, results.FileName, results.CompactName)
		}
	case err != nil:
		return usagef("cannot pack %s", oneLine(err.Error()))
	default:
		// A damaged results.json is refused before anything is written
		// or removed, with the error about it rather than its copy.
		if _, err := results.Read(plain); err != nil {
			return usagef("cannot pack %s", oneLine(err.Error()))
		}
		if err := results.WriteCompact(compact, data); err != nil {
			return err
		}
	}
	// Nothing is removed unless the compact file reads back.
	if _, err := results.Read(compact); err != nil {
		return usagef("cannot pack %s", oneLine(err.Error()))
	}
	removed, err := removeRebuildable(dir)
	if err != nil {
		return err
	}
	st, err := os.Stat(compact)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "serbench pack: %s holds %s (%d bytes); removed %d files; "+
		"serbench report %s --out %s --format %s rebuilds them\n",
		dir, results.CompactName, st.Size(), len(removed), dir, dir, rebuildFormats)
	return nil
}

// rebuildable says whether pack removes the file of a run's directory
// named name: the results.json, once compressed; what serbench report
// writes but the SVG charts (results.md, report.html, results.txt and the
// PNG charts); and journals, which only an unfinished run needs.
func rebuildable(name string) bool {
	switch name {
	case results.FileName, "results.txt", "results.md", "report.html":
		return true
	}
	return strings.HasSuffix(name, ".png") || strings.HasSuffix(name, ".jsonl")
}

// removeRebuildable removes the rebuildable files of dir, not of its
// subdirectories, and returns their names.
func removeRebuildable(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, e := range entries {
		if !e.Type().IsRegular() || !rebuildable(e.Name()) {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
			return removed, err
		}
		removed = append(removed, e.Name())
	}
	return removed, nil
}
