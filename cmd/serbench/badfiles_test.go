package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// TestBadFiles: a damaged results.json or journal given to report,
// compare, crosscheck, run --resume or robust gets one line and exit
// status 2, and is left as it was.
func TestBadFiles(t *testing.T) {
	header, _ := json.Marshal(results.Entry{Header: &results.File{SchemaVersion: results.SchemaVersion}})
	files := map[string]string{
		"truncated.json": `{"schema_version": 1, "results": [`,
		"text.json":      "hello",
		"v9.json":        `{"schema_version": 9}`,
	}
	dir := t.TempDir()
	for name, data := range files {
		os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644)
	}
	journalDir := filepath.Join(dir, "run")
	os.Mkdir(journalDir, 0o755)
	files[filepath.Join("run", results.JournalName)] = string(header) + "\n{\"result\": 3}\n"
	tornDir := filepath.Join(dir, "torn")
	os.Mkdir(tornDir, 0o755)
	files[filepath.Join("torn", results.JournalName)] = string(header) + "\n{\"size\": {\"dataset\": \"sm"
	files[filepath.Join("torn", results.ProbeJournalName)] = string(header) + "\n{\"robustness\": {\"dataset\": \"sm"
	noProbe := filepath.Join(dir, "noprobe")
	os.Mkdir(noProbe, 0o755)
	files[filepath.Join("noprobe", results.ProbeJournalName)] = string(header) + "\n"
	robustDir := filepath.Join(dir, "robust")
	os.Mkdir(robustDir, 0o755)
	files[filepath.Join("robust", "results.json")] = "hello"
	for name, data := range files {
		os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644)
	}
	p := func(name string) string { return filepath.Join(dir, name) }
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"report", p("truncated.json"), "--out", t.TempDir()}, "not a whole results.json"},
		{[]string{"report", p("text.json"), "--out", t.TempDir()}, "not a results.json: invalid character"},
		{[]string{"compare", p("v9.json"), p("text.json")}, "schema_version 9, want 1"},
		{[]string{"crosscheck", p("truncated.json")}, "not a whole results.json"},
		{[]string{"run", "--resume", journalDir}, "line 2 is not a journal entry"},
		{[]string{"run", "--resume", tornDir}, "line 2 is torn"},
		{[]string{"robust", "--codecs", "json", "--datasets", "small", "--out", robustDir}, "cannot add to " + p("robust/results.json")},
		{[]string{"robust", "--resume", tornDir}, "line 2 is torn"},
		{[]string{"robust", "--resume", noProbe}, "its journal has no probe settings"},
		{[]string{"robust", "--resume", tornDir, "--inputs", "5"}, "--resume takes the probe's own settings; drop --inputs"},
		{[]string{"robust", "--inputs", "0"}, "--inputs must be at least 1"},
		{[]string{"robust", "--timeout", "0s"}, "--timeout must be positive"},
		{[]string{"robust", "--memory", "8"}, "--memory must be at least 16 MiB"},
		{[]string{"robust", "--codecs", "nope"}, `unknown codec "nope"`},
		{[]string{"robust", "--replay", p("text.json"), "--codecs", "json,gob", "--datasets", "small"}, "--replay needs one known codec"},
		{[]string{"robust", "--replay", p("nothing.bin"), "--codecs", "json", "--datasets", "small"}, "cannot read --replay"},
	} {
		stdout, stderr, code := runCLI(t, c.args...)
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(stderr, c.want) || stdout != "" {
			t.Errorf("serbench %s: exit %d, stderr %q, stdout %q; want exit 2 and one line with %q",
				strings.Join(c.args, " "), code, stderr, stdout, c.want)
		}
	}
	for name, data := range files {
		if b, _ := os.ReadFile(filepath.Join(dir, name)); string(b) != data {
			t.Errorf("%s was changed", name)
		}
	}
}

// TestRobust probes two codecs on one dataset: the matrix goes into the
// results.json of --out, which report shows, and a kept input replays.
func TestRobust(t *testing.T) {
	dir := t.TempDir()
	stdout, stderr, code := runCLI(t, "robust", "--codecs", "json,flatbuffers", "--datasets", "small", "--inputs", "50", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "### Robustness") || !strings.Contains(stdout, "| json |") {
		t.Errorf("no matrix on stdout:\n%s", stdout)
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil || len(f.Robustness) != 2 {
		t.Fatalf("results.json: %v, %+v; want two robustness rows", err, f)
	}
	for _, r := range f.Robustness {
		if r.Inputs != r.Rejected+r.Accepted+r.ExcessAlloc+r.Panic+r.Fatal+r.Hang+r.OOM || r.Inputs <= 50 {
			t.Errorf("%s: %+v; want over 50 inputs, each classified", r.Codec, r)
		}
		// flatbuffers trusts its offsets: a truncated table panics.
		if r.Codec == "flatbuffers" && (r.Panic == 0 || len(r.Findings) == 0) {
			t.Errorf("flatbuffers: %+v, want panics with findings", r)
		}
	}
	out := t.TempDir()
	if _, stderr, code := runCLI(t, "report", dir, "--out", out, "--format", "md,html"); code != 0 {
		t.Fatalf("report: exit %d: %s", code, stderr)
	}
	for _, name := range []string{"results.md", "report.html"} {
		if b, _ := os.ReadFile(filepath.Join(out, name)); !strings.Contains(string(b), "Robustness") {
			t.Errorf("%s has no robustness section", name)
		}
	}
	var found *results.Finding
	for i := range f.Robustness {
		if len(f.Robustness[i].Findings) > 0 {
			found = &f.Robustness[i].Findings[0]
		}
	}
	if found == nil {
		t.Fatal("no finding to replay")
	}
	_, stderr, code = runCLI(t, "robust", "--replay", filepath.Join(dir, found.File), "--codecs", "flatbuffers", "--datasets", "small")
	if code != 2 || !strings.Contains(stderr, "panic: ") {
		t.Errorf("replay of %s: exit %d, stderr %q; want the panic", found.File, code, stderr)
	}
}
