package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// TestEvolve refuses an unknown or non-reflection codec in one line, and
// adds every case of the codecs chosen to --out's results.json.
func TestEvolve(t *testing.T) {
	for _, args := range [][]string{{"--codecs", "nope"}, {"--codecs", "protobuf"}} {
		stdout, stderr, code := runCLI(t, append([]string{"evolve"}, args...)...)
		if code != 2 || !strings.Contains(stderr, "unknown codec") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 || stdout != "" {
			t.Errorf("evolve %v: exit %d, stderr %q; want 2 and one line naming the codec", args, code, stderr)
		}
	}
	out := t.TempDir()
	stdout, stderr, code := runCLI(t, "evolve", "--codecs", "json,gob", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	silent := map[string]int{}
	for _, r := range f.Evolve {
		if r.Status == "silent" {
			silent[r.Codec]++
		}
	}
	if len(f.Evolve) != 36 || silent["json"] != 0 || silent["gob"] == 0 {
		t.Errorf("%d rows, silent cells %v; want 36 rows, none for json and some for gob (a rename)", len(f.Evolve), silent)
	}
	if !strings.Contains(stdout, "### Schema evolution") || !strings.Contains(stdout, "**gob**, field renamed") {
		t.Errorf("matrix:\n%s", stdout)
	}
}
