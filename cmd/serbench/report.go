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
	readme := fs.String("readme", "", "rewrite the blocks between serbench's markers in `FILE` (a README): the summary, and the full report")
	pages := fs.String("pages", "", "write a markdown page per table to `DIR`, which the README's summary links")
	probe := fs.String("robustness", "", "show the matrix of the robustness probe in `DIR` (or its results.json) rather than the run's own")
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
	var probeFile *results.File
	if *probe != "" {
		probes, err := readResults([]string{*probe})
		if err != nil {
			return err
		}
		if probeFile = probes[0]; len(probeFile.Robustness) == 0 {
			return usagef("--robustness %s: no robustness matrix in it (serbench robust writes one)", *probe)
		}
	}
	if *readme != "" {
		// A README that cannot take its blocks is refused before any work.
		doc, err := os.ReadFile(*readme)
		if err != nil {
			return usagef("--readme %s: %v", *readme, errors.Unwrap(err))
		}
		if err := checkBlocks(doc, *pages != ""); err != nil {
			return usagef("--readme %s: %v", *readme, err)
		}
	}
	if *pages != "" {
		if err := writable("--pages", *pages); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return usagef("cannot write --out %s: %v", *out, err)
	}
	m := report.Build(files, opts)
	svg := slices.Contains(want, "svg")
	docs := newDocs(m, probeFile, docsPaths{run: paths[0], probe: *probe, readme: *readme, pages: *pages, charts: *out}, svg)
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
	if *pages != "" {
		ps, err := docs.Pages()
		if err != nil {
			return err
		}
		for _, p := range ps {
			if err := os.WriteFile(filepath.Join(*pages, p.Name), p.Text, 0o644); err != nil {
				return err
			}
		}
		fmt.Fprintf(os.Stderr, "serbench report: wrote %d pages to %s\n", len(ps), *pages)
	}
	if *readme != "" {
		link := chartLink(svg, filepath.Dir(*readme), *out)
		if err := report.EditFile(*readme, func(doc []byte) ([]byte, error) { return rewriteBlocks(doc, docs, link) }); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "serbench report: wrote %s to %s\n", strings.Join(want, ", "), *out)
	return nil
}

// checkBlocks says why a README cannot take serbench's blocks: it holds
// none, a block's markers are not one begin before one end, or it holds a
// summary, which links the pages, and no pages are written.
func checkBlocks(doc []byte, pages bool) error {
	blocks := 0
	for _, b := range []report.Block{report.SummaryBlock, report.ResultsBlock} {
		if !b.In(doc) {
			continue
		}
		blocks++
		if _, err := b.Rewrite(doc, nil); err != nil {
			return err
		}
	}
	switch {
	case blocks == 0:
		return fmt.Errorf("no %s … %s or %s … %s block", report.SummaryBegin, report.SummaryEnd, report.BlockBegin, report.BlockEnd)
	case report.SummaryBlock.In(doc) && !pages:
		return fmt.Errorf("its summary links the results pages: give --pages DIR")
	}
	return nil
}

// rewriteBlocks rewrites each of serbench's blocks that doc holds: the
// summary with docs's, the results block with the full report, its charts
// linked as link.
func rewriteBlocks(doc []byte, docs report.Docs, link string) ([]byte, error) {
	var err error
	if report.SummaryBlock.In(doc) {
		var b bytes.Buffer
		if err := docs.WriteSummary(&b); err != nil {
			return nil, err
		}
		if doc, err = report.SummaryBlock.Rewrite(doc, b.Bytes()); err != nil {
			return nil, err
		}
	}
	if report.ResultsBlock.In(doc) {
		var b bytes.Buffer
		if err := report.MarkdownRuns(&b, docs.Model, link); err != nil {
			return nil, err
		}
		if doc, err = report.ResultsBlock.Rewrite(doc, b.Bytes()); err != nil {
			return nil, err
		}
	}
	return doc, nil
}

// docsPaths are where the generated documentation's parts are: the run and
// the robustness probe read (a directory or a results file; probe "" for
// none), the README and the pages' directory written ("" for none), and
// the charts' directory.
type docsPaths struct{ run, probe, readme, pages, charts string }

// newDocs is the documentation report --readme and --pages generate, each
// part linking the others as they lie in paths; the pages show the SVG
// charts when svg is set.
func newDocs(m *report.Model, probe *results.File, paths docsPaths, svg bool) report.Docs {
	d := report.Docs{Model: m, Probe: probe}
	if paths.pages == "" {
		return d
	}
	d.PagesLink = chartLink(true, filepath.Dir(paths.readme), paths.pages)
	d.ChartsLink = chartLink(svg, paths.pages, paths.charts)
	d.RunLink = chartLink(true, paths.pages, runDir(paths.run))
	if paths.probe != "" {
		d.ProbeLink = chartLink(true, paths.pages, runDir(paths.probe))
	}
	return d
}

// runDir is the directory of a run given as its directory or as one of
// its results files.
func runDir(path string) string {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return path
	}
	return filepath.Dir(path)
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

// chartLink is how markdown written in dir names the directory out (the
// charts' or another), with a trailing slash, or "" when svg is false: no
// SVG charts, which markdown shows, are written.
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
