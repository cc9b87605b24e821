package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/binsize"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

func cmdBinsize(args []string) error {
	fs := flag.NewFlagSet("binsize", flag.ContinueOnError)
	codecs := fs.String("codecs", "", "codecs: comma-separated names or a regexp (default every codec that supports a dataset)")
	out := fs.String("out", "", "directory whose results.json gets the binary_size section (made or updated); none by default")
	asJSON := fs.Bool("json", false, "print the rows as JSON instead of markdown")
	jobs := fs.Int("jobs", 2, "programs built at once")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *jobs < 1 {
		return usagef("--jobs must be at least 1, not %d", *jobs)
	}
	cs, err := selectNames("codec", *codecs, codecNames(), codecNames())
	if err != nil {
		return err
	}
	var measured, none []string
	for _, c := range cs {
		if supportsAny(c) {
			measured = append(measured, c)
		} else {
			none = append(none, c)
		}
	}
	if len(measured) == 0 {
		return usagef("no codec selected supports a dataset (%s); binsize measures codecs that do", strings.Join(none, ", "))
	}
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	section, err := newAddition(*out, results.Config{Codecs: measured})
	if err != nil {
		return err
	}
	cache := ""
	if dir, err := os.UserCacheDir(); err == nil {
		cache = filepath.Join(dir, "serbench", "binsize")
	}
	if len(none) > 0 {
		fmt.Fprintf(os.Stderr, "serbench binsize: leaving out %s, which support no dataset\n", strings.Join(none, ", "))
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	release := onInterrupt(cancel)
	rows, err := binsize.Measure(ctx, binsize.Config{Root: root, Codecs: measured, Jobs: *jobs, CacheDir: cache,
		Progress: func(line string) { fmt.Fprintln(os.Stderr, "serbench binsize: "+line) }})
	release()
	if ctx.Err() != nil {
		return harness.ErrInterrupted
	}
	if err != nil {
		return err
	}
	if _, err := section.add(func(f *results.File) {
		f.BinarySize = mergeRows(f.BinarySize, rows, func(r results.BinarySize) string { return r.Codec })
	}); err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(report.SortedBinarySizes(rows))
	}
	return report.BinarySizeMarkdown(os.Stdout, rows)
}

// supportsAny reports whether codec supports some dataset.
func supportsAny(codec string) bool {
	for _, d := range serbench.Datasets() {
		if serbench.Lookup(codec, d.Name).Unsupported == "" {
			return true
		}
	}
	return false
}

// moduleRoot is the directory of serbench's go.mod, found by the go command
// from the working directory: the programs binsize builds import the
// module's packages.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", usagef("binsize builds with the go command, which does not answer: %v", err)
	}
	gomod := strings.TrimSpace(string(out))
	data, err := os.ReadFile(gomod)
	if gomod == "" || gomod == os.DevNull || err != nil || modfile.ModulePath(data) != serbench.MainModule {
		return "", usagef("binsize builds programs in serbench's module: run it in a checkout of %s", serbench.MainModule)
	}
	return filepath.Dir(gomod), nil
}
