package main

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"

	"github.com/serbench/serbench/crosscheck"
	"github.com/serbench/serbench/results"
)

// referenceDir holds the committed reference runs, one directory each,
// named by date so that the newest sorts last.
const referenceDir = "reference-runs"

func cmdCrosscheck(args []string) error {
	fs := flag.NewFlagSet("crosscheck", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "write JSON instead of markdown")
	paths, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	switch len(paths) {
	case 0:
		p, err := newestReference(referenceDir)
		if err != nil {
			return err
		}
		paths = []string{p}
	case 1:
	default:
		return usagef("want at most one results file, got %d", len(paths))
	}
	files, err := readResults(paths)
	if err != nil {
		return err
	}
	data, err := crosscheck.Load()
	if err != nil {
		return err
	}
	rep := data.Compare(files[0])
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return rep.WriteMarkdown(os.Stdout, "")
}

// newestReference is the last run directory under dir that holds a
// results.json or a results.json.zst.
func newestReference(dir string) (string, error) {
	var runs []string
	for _, name := range []string{results.FileName, results.CompactName} {
		found, _ := filepath.Glob(filepath.Join(dir, "*", name)) // the pattern is well formed
		for _, f := range found {
			runs = append(runs, filepath.Dir(f))
		}
	}
	if len(runs) == 0 {
		return "", usagef("no reference run under %s/ (run from the repository's root, or pass a results.json)", dir)
	}
	return slices.Max(runs), nil
}
