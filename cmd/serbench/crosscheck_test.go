package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/crosscheck"
)

// The fixture times small, colorgroup and cart: seeds 000, 001 and 002 are
// compared, json among them; the others have nothing to compare.
func TestCrosscheck(t *testing.T) {
	code, stdout, stderr := runCaptured(t, "crosscheck", fixtureJSON)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"### " + crosscheck.Heading, "| 000 | small | marshal |", "| 002 | cart | unmarshal |", "Not compared:\n\n- 000 marshal, not timed in this run: gotiny, msgp, "} {
		if !strings.Contains(stdout, want) {
			t.Errorf("markdown lacks %q:\n%s", want, stdout)
		}
	}
	code, stdout, stderr = runCaptured(t, "crosscheck", "--json", fixtureJSON)
	if code != 0 {
		t.Fatalf("--json: exit %d: %s", code, stderr)
	}
	var rep crosscheck.Report
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("--json: %v\n%s", err, stdout)
	}
	compared := map[string]int{}
	for _, c := range rep.Comparisons {
		compared[c.Seed+"/"+c.Op] += len(c.Rows)
	}
	if compared["000/marshal"] < 2 || compared["001/unmarshal"] < 2 || compared["004/unmarshal"] != 0 {
		t.Errorf("rows compared per seed and op: %v", compared)
	}
}

// Without an argument crosscheck reads the newest run under reference-runs/.
func TestCrosscheckNewestReference(t *testing.T) {
	fixture, err := filepath.Abs(fixtureJSON)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(fixture)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, data := range map[string][]byte{"2026-01-01": []byte("not json"), "2026-02-01": b} {
		os.MkdirAll(filepath.Join(dir, "reference-runs", name), 0o755)
		if err := os.WriteFile(filepath.Join(dir, "reference-runs", name, "results.json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	if code, stdout, stderr := runCaptured(t, "crosscheck"); code != 0 || !strings.Contains(stdout, "| 000 | small | marshal |") {
		t.Errorf("exit %d, stderr %q; want the newest run compared:\n%s", code, stderr, stdout)
	}
	t.Chdir(t.TempDir())
	if code, _, stderr := runCaptured(t, "crosscheck"); code != 2 || !strings.Contains(stderr, "no reference run under reference-runs/") {
		t.Errorf("no reference-runs/: exit %d, stderr %q; want 2 and why", code, stderr)
	}
}

func TestCrosscheckBadInput(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "results.json")
	os.WriteFile(bad, []byte(`{"schema_version": 1, "results": [`), 0o644)
	for _, args := range [][]string{
		{"crosscheck", filepath.Join(t.TempDir(), "missing.json")},
		{"crosscheck", bad},
		{"crosscheck", "crosscheck_test.go"},
		{"crosscheck", fixtureJSON, fixtureJSON},
		{"crosscheck", "--bogus", fixtureJSON},
	} {
		code, stdout, stderr := runCaptured(t, args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "serbench crosscheck: ") || stdout != "" {
			t.Errorf("%q: exit %d, stderr %q, stdout %q; want 2 and one line", args, code, stderr, stdout)
		}
	}
}
