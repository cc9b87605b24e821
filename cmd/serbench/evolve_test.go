package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// TestEvolve refuses an unknown codec, or one that registers no evolve
// support, in one line, and adds every case of the codecs chosen to
// --out's results.json.
func TestEvolve(t *testing.T) {
	for _, args := range [][]string{{"--codecs", "nope"}, {"--codecs", "gencode"}} {
		stdout, stderr, code := runCLI(t, append([]string{"evolve"}, args...)...)
		if code != 2 || !strings.Contains(stderr, "unknown codec") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 || stdout != "" {
			t.Errorf("evolve %v: exit %d, stderr %q; want 2 and one line naming the codec", args, code, stderr)
		}
	}
	out := t.TempDir()
	stdout, stderr, code := runCLI(t, "evolve", "--codecs", "json,gob,protobuf", "--out", out)
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
	if len(f.Evolve) != 54 || silent["json"] != 0 || silent["gob"] == 0 || silent["protobuf"] != 2 {
		t.Errorf("%d rows, silent cells %v; want 54 rows, none for json, some for gob (a rename), 2 for protobuf", len(f.Evolve), silent)
	}
	if !strings.Contains(stdout, "### Schema evolution") || !strings.Contains(stdout, "**gob**, field renamed") {
		t.Errorf("matrix:\n%s", stdout)
	}
}
