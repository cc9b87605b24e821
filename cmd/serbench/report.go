package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// reportFormats are what `serbench report --format` writes by default;
// textFormat, one run's results.txt for benchstat, is written when asked
// for, as it cannot hold several runs.
var reportFormats = []string{"md", "html", "png", "svg"}

const textFormat = "txt"

func cmdReport(args []string) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	out := fs.String("out", "report", "directory for results.md, report.html and the charts")
	readme := fs.String("readme", "", "rewrite the block between serbench's markers in `FILE` (a README)")
	formats := fs.String("format", strings.Join(reportFormats, ","), "what to write: comma-separated md, html, png, svg, txt (one run's results.txt)")
	variants := fs.String("variants", "", "variants to show besides default: comma-separated names or a regexp")
	paths, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		return usagef("no results given; pass results.json files or run directories")
	}
	want, err := selectNames("format", *formats, append(slices.Clip(reportFormats), textFormat), reportFormats)
	if err != nil {
		return err
	}
	if slices.Contains(want, textFormat) && len(paths) != 1 {
		return usagef("--format txt writes one run's results.txt; got %d results", len(paths))
	}
	files, err := readResults(paths)
	if err != nil {
		return err
	}
	var opts report.Options
	if *variants != "" {
		vs, err := selectNames("variant", *variants, fileVariants(files), nil)
		if err != nil {
			return err
		}
		opts.Variants = append([]string{"default"}, vs...)
	}
	if *readme != "" {
		// A README that cannot take the block is refused before any work.
		doc, err := os.ReadFile(*readme)
		if err != nil {
			return usagef("--readme %s: %v", *readme, errors.Unwrap(err))
		}
		if _, err := report.RewriteBlock(doc, nil); err != nil {
			return usagef("--readme %s: %v", *readme, err)
		}
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return usagef("cannot write --out %s: %v", *out, err)
	}
	m := report.Build(files, opts)
	var charts []string
	for _, f := range []string{"png", "svg"} {
		if slices.Contains(want, f) {
			charts = append(charts, f)
		}
	}
	if err := report.WriteCharts(*out, m, charts...); err != nil {
		return err
	}
	if slices.Contains(want, "md") {
		if err := writeMarkdown(filepath.Join(*out, "results.md"), m, chartLink(slices.Contains(want, "svg"), *out, *out)); err != nil {
			return err
		}
	}
	if slices.Contains(want, "html") {
		var b bytes.Buffer
		if err := report.HTML(&b, m); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(*out, "report.html"), b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if slices.Contains(want, textFormat) {
		var b bytes.Buffer
		if err := files[0].WriteText(&b); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(*out, "results.txt"), b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if *readme != "" {
		var b bytes.Buffer
		link := chartLink(slices.Contains(want, "svg"), filepath.Dir(*readme), *out)
		if err := report.MarkdownRuns(&b, m, link); err != nil {
			return err
		}
		if err := report.UpdateReadme(*readme, b.Bytes()); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "serbench report: wrote %s to %s\n", strings.Join(want, ", "), *out)
	return nil
}

// parseArgs parses flags that may come before, between or after the
// positional arguments, which it returns. Errors are worded as parse's.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(new(strings.Builder))
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, parse(fs, []string{"-h"})
			}
			return nil, usageError{err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// readResults reads each results.json, results.json.zst, results.txt or
// run directory. A results.json that is not there is read from the
// results.json.zst beside it.
func readResults(paths []string) ([]*results.File, error) {
	var files []*results.File
	for _, p := range paths {
		f, err := results.ReadAny(p)
		var pathErr *fs.PathError
		switch {
		case errors.As(err, &pathErr) && pathErr.Path == p:
			return nil, usagef("cannot read %s: %v", p, pathErr.Err)
		case err != nil:
			return nil, usagef("cannot read %s", oneLine(err.Error()))
		}
		files = append(files, f)
	}
	return files, nil
}

// fileVariants lists the variants the files hold results for.
func fileVariants(files []*results.File) []string {
	var out []string
	for _, f := range files {
		for _, r := range f.Results {
			if !slices.Contains(out, r.Variant) {
				out = append(out, r.Variant)
			}
		}
	}
	slices.Sort(out)
	return out
}

// chartLink is how markdown written in dir names the charts in out, or ""
// when no SVG charts, which markdown shows, are written.
func chartLink(svg bool, dir, out string) string {
	if !svg {
		return ""
	}
	absDir, err1 := filepath.Abs(dir)
	absOut, err2 := filepath.Abs(out)
	rel, err3 := filepath.Rel(absDir, absOut)
	if err := errors.Join(err1, err2, err3); err != nil {
		return filepath.ToSlash(out) + "/"
	}
	return filepath.ToSlash(rel) + "/"
}

func writeMarkdown(path string, m *report.Model, link string) error {
	var b bytes.Buffer
	if err := report.MarkdownRuns(&b, m, link); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }
