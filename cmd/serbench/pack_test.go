package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// fixtureRun copies the report fixture into a new run directory as its
// results.json and returns the directory.
func fixtureRun(t *testing.T, parent string) string {
	t.Helper()
	b, err := os.ReadFile(fixtureJSON)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(parent, results.FileName), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return parent
}

// readDir returns the regular files of dir by name.
func readDir(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil && e.Type().IsRegular() {
			files[e.Name()] = b
		}
	}
	return files
}

// mustRun runs a command line that must succeed and returns its stdout.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	code, stdout, stderr := runCaptured(t, args...)
	if code != 0 {
		t.Fatalf("serbench %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	return stdout
}

// A packed run keeps its results compressed and its SVG charts; report
// rebuilds every other artefact from it byte for byte, README block
// included, and compare and crosscheck read it as they read results.json.
func TestPackReadBack(t *testing.T) {
	root := t.TempDir()
	dir := fixtureRun(t, filepath.Join(root, "run"))
	readme := filepath.Join(root, "README.md")
	block := "# Project\n\n" + report.BlockBegin + "\n" + report.BlockEnd + "\n"
	os.WriteFile(readme, []byte(block), 0o644)
	os.WriteFile(filepath.Join(dir, results.JournalName), []byte("{}\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "notes"), []byte("kept"), 0o644)

	rebuild := []string{"report", dir, "--out", dir, "--format", rebuildFormats, "--readme", readme}
	mustRun(t, rebuild...)
	before := readDir(t, dir)
	beforeReadme, _ := os.ReadFile(readme)
	beforeCompare := mustRun(t, "compare", fixtureJSON, dir)
	beforeCrosscheck := mustRun(t, "crosscheck", dir)

	mustRun(t, "pack", dir)
	packed := readDir(t, dir)
	var kept []string
	for name := range packed {
		kept = append(kept, name)
		if name != results.CompactName && name != "notes" && !strings.HasSuffix(name, ".svg") {
			t.Errorf("pack kept %s", name)
		}
	}
	if !slices.Contains(kept, results.CompactName) || !slices.Contains(kept, "small-time.svg") || !slices.Contains(kept, "notes") {
		t.Errorf("after pack: %v; want %s, the SVG charts and notes", kept, results.CompactName)
	}
	if len(packed[results.CompactName]) >= len(before[results.FileName]) {
		t.Errorf("%s is %d bytes, results.json %d", results.CompactName, len(packed[results.CompactName]), len(before[results.FileName]))
	}

	if got := mustRun(t, "compare", fixtureJSON, dir); got != beforeCompare {
		t.Errorf("compare of the packed run:\n%s\nwant\n%s", got, beforeCompare)
	}
	if got := mustRun(t, "crosscheck", dir); got != beforeCrosscheck {
		t.Errorf("crosscheck of the packed run:\n%s\nwant\n%s", got, beforeCrosscheck)
	}
	if got := mustRun(t, "crosscheck", filepath.Join(dir, results.FileName)); got != beforeCrosscheck {
		t.Errorf("crosscheck of the packed run's results.json, read from %s, differs", results.CompactName)
	}

	os.WriteFile(readme, []byte(block), 0o644)
	mustRun(t, rebuild...)
	after := readDir(t, dir)
	for name, b := range before {
		if name == results.JournalName || name == results.FileName {
			continue
		}
		if !bytes.Equal(after[name], b) {
			t.Errorf("%s rebuilt from the packed run differs (%d bytes, was %d)", name, len(after[name]), len(b))
		}
	}
	if afterReadme, _ := os.ReadFile(readme); !bytes.Equal(afterReadme, beforeReadme) {
		t.Errorf("README block rebuilt from the packed run differs")
	}

	// Packing again checks the compact file and removes what report
	// brought back.
	mustRun(t, "pack", dir)
	if _, err := os.Stat(filepath.Join(dir, "report.html")); err == nil {
		t.Errorf("second pack left report.html")
	}
}

// Without an argument crosscheck finds the newest reference run packed.
func TestCrosscheckNewestPacked(t *testing.T) {
	root := t.TempDir()
	want := mustRun(t, "crosscheck", fixtureJSON)
	fixtureRun(t, filepath.Join(root, "reference-runs", "2026-01-01"))
	mustRun(t, "pack", fixtureRun(t, filepath.Join(root, "reference-runs", "2026-02-01")))
	os.WriteFile(filepath.Join(root, "reference-runs", "2026-01-01", results.FileName), []byte("not json"), 0o644)
	t.Chdir(root)
	if got := mustRun(t, "crosscheck"); got != want {
		t.Errorf("crosscheck of the newest, packed run:\n%s\nwant\n%s", got, want)
	}
}

// Bad input gets one line naming the problem and exit status 2, and
// leaves the directory as it was.
func TestPackBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, []byte("x"), 0o644)
	damaged := t.TempDir()
	os.WriteFile(filepath.Join(damaged, results.FileName), []byte(`{"schema_version": 1, "results": [`), 0o644)
	os.WriteFile(filepath.Join(damaged, "results.md"), []byte("# kept"), 0o644)
	badCompact := t.TempDir()
	os.WriteFile(filepath.Join(badCompact, results.CompactName), []byte("not zstd"), 0o644)
	os.WriteFile(filepath.Join(badCompact, "results.md"), []byte("# kept"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pack"}, "want one run directory, got 0"},
		{[]string{"pack", t.TempDir(), t.TempDir()}, "want one run directory, got 2"},
		{[]string{"pack", filepath.Join(t.TempDir(), "missing")}, "no such file or directory"},
		{[]string{"pack", file}, "not a run directory"},
		{[]string{"pack", t.TempDir()}, "holds no results.json or results.json.zst"},
		{[]string{"pack", damaged}, "not a whole results.json"},
		{[]string{"pack", badCompact}, "not a zstd-compressed results.json"},
		{[]string{"pack", "--bogus", damaged}, "flag provided but not defined: -bogus"},
	} {
		code, stdout, stderr := runCaptured(t, c.args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "serbench pack: ") ||
			!strings.Contains(stderr, c.want) || stdout != "" {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line with %q", c.args, code, stderr, c.want)
		}
	}
	for _, dir := range []string{damaged, badCompact} {
		if files := readDir(t, dir); len(files) != 2 || string(files["results.md"]) != "# kept" {
			t.Errorf("%s changed by a refused pack: %d files", dir, len(files))
		}
	}
}

// report writes results.txt for one run only, and says so before any work.
func TestReportTextOneRun(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	code, _, stderr := runCaptured(t, "report", "--format", "md,txt", "--out", out, fixtureJSON, fixtureJSON)
	if code != 2 || stderr != "serbench report: --format txt writes one run's results.txt; got 2 results\n" {
		t.Errorf("two runs: exit %d, stderr %q; want 2 and why", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("refused report made %s", out)
	}
	mustRun(t, "report", "--format", "txt", "--out", out, fixtureJSON)
	f, err := results.ReadText(filepath.Join(out, "results.txt"))
	if err != nil || len(f.Results) == 0 {
		t.Errorf("results.txt: %v; want the fixture's cells", err)
	}
}
