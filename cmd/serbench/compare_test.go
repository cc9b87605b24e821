package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// writeRun writes a results.json with one cell whose samples are around
// center ns/op.
func writeRun(t *testing.T, center float64) string {
	t.Helper()
	return writeRunIn(t, t.TempDir(), center)
}

// writeRunIn is writeRun into dir, which it makes.
func writeRunIn(t *testing.T, dir string, center float64) string {
	t.Helper()
	var ns, zeros []float64
	for i := range 10 {
		ns = append(ns, center+float64(i%5))
		zeros = append(zeros, 0)
	}
	f := &results.File{SchemaVersion: results.SchemaVersion,
		Results: []results.Result{results.NewResult("small", "json", "default", "marshal", 1000, results.Samples{Own: ns, Bytes: zeros, Allocs: zeros}, results.Pricing{}, 0)}}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "results.json")
	if err := f.Write(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// The injected-delay test in package compare shows compare's statistics
// flag a real slowdown; this one holds the exit statuses to the flag.
func TestCompareExitStatus(t *testing.T) {
	old, slow := writeRun(t, 1000), writeRun(t, 1500)
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"compare", old, slow}, 0},
		{[]string{"compare", "--fail-on-regression", "10", old, slow}, 1},
		{[]string{"compare", old, slow, "--fail-on-regression", "60"}, 0},
		{[]string{"compare", "--fail-on-regression", "0", slow, old}, 0},
		{[]string{"compare", "--fail-on-regression", "0", old, old}, 0},
	} {
		code, stdout, stderr := runCaptured(t, tc.args...)
		if code != tc.code {
			t.Errorf("%q: exit %d, want %d; %s", tc.args, code, tc.code, stderr)
		}
		if !strings.Contains(stdout, "| small/json/default/marshal |") {
			t.Errorf("%q: no table:\n%s", tc.args, stdout)
		}
	}
	_, stdout, stderr := runCaptured(t, "compare", "--fail-on-regression", "10", old, slow)
	if !strings.Contains(stdout, "| +49.90% |") || !strings.Contains(stdout, "| slower |") || !strings.Contains(stderr, "small/json/default/marshal +49.9%") {
		t.Errorf("slowdown not reported as significant:\n%s%s", stdout, stderr)
	}
}

// Given ab's --out directory, compare judges its replicas again, at ab's
// minimum effect unless told another; a directory without old/ and new/
// is bad input.
func TestCompareABRun(t *testing.T) {
	out := t.TempDir()
	for k, side := range []string{"old", "new", "old-2", "new-2"} {
		writeRunIn(t, filepath.Join(out, side), []float64{1000, 1040}[k%2])
	}
	for _, tc := range []struct {
		args    []string
		code    int
		verdict string
	}{
		{[]string{"compare", out}, 0, "| slower |"},
		{[]string{"compare", "--fail-on-regression", "3", out}, 1, "| slower |"},
		{[]string{"compare", "--min-effect", "5", out}, 0, "| same |"},
	} {
		code, stdout, stderr := runCaptured(t, tc.args...)
		if code != tc.code || !strings.Contains(stdout, tc.verdict) || !strings.Contains(stdout, "2 replicas") {
			t.Errorf("%q: exit %d, want %d and %s of 2 replicas:\n%s%s", tc.args, code, tc.code, tc.verdict, stdout, stderr)
		}
	}
	if err := os.RemoveAll(filepath.Join(out, "new")); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCaptured(t, "compare", out)
	if code != 2 || !strings.Contains(stderr, "is not the --out directory of an ab run") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("no new/: exit %d, stderr %q; want 2 and one line", code, stderr)
	}
}

func TestCompareBadInput(t *testing.T) {
	old := writeRun(t, 1000)
	for _, args := range [][]string{
		{"compare", old},
		{"compare", old, old, old},
		{"compare", "--fail-on-regression", "-5", old, old},
		{"compare", old, filepath.Join(t.TempDir(), "missing.json")},
		{"compare", "--min-effect", "-1", old, old},
		{"compare", "--alpha", "1", old, old},
		{"compare", "--alpha", "0", old, old},
		{"compare", "--correction", "bonferroni", old, old},
		{"compare", "--drift", "median", old, old},
		{"compare", "--drift", "reference", old, old},
		{"ab"},
		{"ab", "--old", old},
		{"ab", "--old", old, "--new", "no-such-revision-xyz"},
		{"ab", "--old", "no-such-revision-xyz", "--new", old, "--datasets", "small"},
		{"ab", "--old", old, "--new", old, "--count", "0"},
		{"ab", "--old", old, "--new", old, "--codecs", "nonesuch"},
		{"ab", "--old", old, "--new", old, "--min-effect", "-3"},
		{"ab", "--old", old, "--new", old, "--replicas", "0"},
	} {
		code, _, stderr := runCaptured(t, args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line", args, code, stderr)
		}
	}
}

// --json writes the comparison as JSON, with each cell's verdict and the
// drift estimates; the exit status still follows --fail-on-regression.
func TestCompareJSON(t *testing.T) {
	old, slow := writeRun(t, 1000), writeRun(t, 1500)
	code, stdout, stderr := runCaptured(t, "compare", "--json", "--fail-on-regression", "10", old, slow)
	var c struct {
		Drift struct {
			Method string `json:"method"`
		} `json:"drift"`
		Changes []struct {
			Verdict string  `json:"verdict"`
			Effect  float64 `json:"effect_pct"`
		} `json:"changes"`
	}
	if err := json.Unmarshal([]byte(stdout), &c); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, stdout)
	}
	if code != 1 || len(c.Changes) != 1 || c.Changes[0].Verdict != "slower" || c.Drift.Method != "none" {
		t.Errorf("exit %d, %+v; want 1 and one slower cell, no drift to read; %s", code, c, stderr)
	}
}
