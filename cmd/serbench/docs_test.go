package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
)

// report --readme rewrites a README's summary block with links to the
// pages --pages writes beside it, and refuses, in one line, a summary
// with no pages to link and a --robustness that holds no matrix.
func TestReportSummaryAndPages(t *testing.T) {
	dir := t.TempDir()
	readme := filepath.Join(dir, "README.md")
	doc := "# Project\n\n" + report.SummaryBegin + "\nstale\n" + report.SummaryEnd + "\n"
	if err := os.WriteFile(readme, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	pages := filepath.Join(dir, "docs", "results")
	if code, _, stderr := runCaptured(t, "report", fixtureJSON, "--format", "svg", "--out", filepath.Join(dir, "run"),
		"--readme", readme, "--pages", pages); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, _ := os.ReadFile(readme)
	if s := string(got); strings.Contains(s, "stale") || !strings.Contains(s, "[small](docs/results/small.md)") || !strings.HasPrefix(s, "# Project\n\n"+report.SummaryBegin+"\n") {
		t.Errorf("summary not rewritten with links to the pages:\n%s", s)
	}
	small, err := os.ReadFile(filepath.Join(pages, "small.md"))
	if err != nil || !strings.Contains(string(small), "](../../run/small-time.svg)") {
		t.Errorf("small.md: %v; want the charts linked from the pages:\n%s", err, small)
	}
	for _, args := range [][]string{
		{"report", fixtureJSON, "--out", t.TempDir(), "--readme", readme},
		{"report", fixtureJSON, "--out", t.TempDir(), "--robustness", fixtureJSON},
	} {
		code, _, stderr := runCaptured(t, args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "serbench report: ") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line", args, code, stderr)
		}
	}
}

// run prints one screen, not the tables, which go to results.md; its last
// line is the verdict.
func TestRunPrintsSummary(t *testing.T) {
	dir := t.TempDir()
	stdout, stderr, code := runCLI(t, "run", "--datasets", "small", "--codecs", "json,baseline", "--count", "4", "--max-count", "4",
		"--benchtime", "1ms", "--gc-rate", "0", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(lines) > report.SummaryLines || strings.Contains(stdout, "| codec |") || !strings.Contains(stdout, "Verdict: ") ||
		!strings.Contains(stdout, "Files in "+dir+": results.md") {
		t.Errorf("stdout is not the summary:\n%s", stdout)
	}
	if md, err := os.ReadFile(filepath.Join(dir, "results.md")); err != nil || !strings.Contains(string(md), "### small") {
		t.Errorf("results.md: %v; want the tables", err)
	}
}
