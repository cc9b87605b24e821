package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
)

// fixtureJSON is report's fixture: a real quick run on three datasets.
var fixtureJSON = filepath.Join("..", "..", "report", "testdata", "results.json")

// runCaptured runs the command line args and returns its exit status and
// what it printed.
func runCaptured(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	oldOut, oldErr := os.Stdout, os.Stderr
	rOut, wOut, _ := os.Pipe()
	rErr, wErr, _ := os.Pipe()
	os.Stdout, os.Stderr = wOut, wErr
	outC, errC := make(chan string), make(chan string)
	go func() { b, _ := io.ReadAll(rOut); outC <- string(b) }()
	go func() { b, _ := io.ReadAll(rErr); errC <- string(b) }()
	code = run(args)
	wOut.Close()
	wErr.Close()
	os.Stdout, os.Stderr = oldOut, oldErr
	return code, <-outC, <-errC
}

func TestReportWritesAllFormats(t *testing.T) {
	out := t.TempDir()
	if code, _, stderr := runCaptured(t, "report", fixtureJSON, "--out", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, name := range []string{"results.md", "report.html", "small-time.png", "small-size.png", "cart-time.svg", "colorgroup-size.svg"} {
		if st, err := os.Stat(filepath.Join(out, name)); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", name, err)
		}
	}
	md, _ := os.ReadFile(filepath.Join(out, "results.md"))
	if !bytes.Contains(md, []byte("](./small-time.svg)")) {
		t.Errorf("results.md does not show the SVG charts beside it")
	}
}

func TestReportFormatsAndReadme(t *testing.T) {
	dir := t.TempDir()
	readme := filepath.Join(dir, "README.md")
	head, tail := "# Project\n\nSome text.\n\n"+report.BlockBegin, report.BlockEnd+"\n\n## License\n"
	if err := os.WriteFile(readme, []byte(head+"\nstale\n"+tail), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "docs", "results")
	if code, _, stderr := runCaptured(t, "report", "--format", "md,svg", "--readme", readme, "--out", out, fixtureJSON); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "report.html")); err == nil {
		t.Errorf("report.html written though --format asked for md,svg")
	}
	if _, err := os.Stat(filepath.Join(out, "small-time.png")); err == nil {
		t.Errorf("PNG written though --format asked for md,svg")
	}
	got, _ := os.ReadFile(readme)
	s := string(got)
	if !strings.HasPrefix(s, head+"\n") || !strings.HasSuffix(s, "\n"+tail) || strings.Contains(s, "stale") {
		t.Errorf("README block not rewritten in place:\n%s", s)
	}
	if !strings.Contains(s, "](docs/results/small-time.svg)") || !strings.Contains(s, "### Overall ranking") ||
		!strings.Contains(s, "### Cross-check against the seeds\n") {
		t.Errorf("README block lacks the ranking, the cross-check or charts linked from the README's directory")
	}
}

// Bad input gets one line naming the problem and exit status 2.
func TestReportBadInput(t *testing.T) {
	noBlock := filepath.Join(t.TempDir(), "README.md")
	os.WriteFile(noBlock, []byte("# no markers\n"), 0o644)
	for _, args := range [][]string{
		{"report", "--format", "md,pdf", fixtureJSON},
		{"report", filepath.Join(t.TempDir(), "missing.json")},
		{"report"},
		{"report", "--readme", noBlock, fixtureJSON},
		{"report", "--bogus", fixtureJSON},
		{"report", "--variants", "nosuch", fixtureJSON},
		{"report", "report_test.go"},
	} {
		code, _, stderr := runCaptured(t, args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "serbench report: ") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line", args, code, stderr)
		}
	}
}
