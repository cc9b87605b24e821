package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// TestStreamBadInput refuses bad flags in one line with exit status 2,
// before any process starts.
func TestStreamBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--samples", "0"}, "--processes and --samples must be at least 1, not 4 and 0"},
		{[]string{"--codecs", "gencode"}, `unknown codec "gencode"; valid: `},
		{[]string{"--codecs", "json", "--out", filepath.Join(file, "sub")}, "cannot write --out"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		stdout, stderr, code := runCLI(t, append([]string{"stream"}, c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 || stdout != "" {
			t.Errorf("stream %v: exit %d, stderr %q; want 2 and one line with %q", c.args, code, stderr, c.want)
		}
	}
}

// TestStream times two codecs' streams in fresh processes, adds the rows
// to --out's results.json and prints their table.
func TestStream(t *testing.T) {
	out := t.TempDir()
	stdout, stderr, code := runCLI(t, "stream", "--codecs", "json,gob", "--processes", "2", "--samples", "2", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Stream) != 2 {
		t.Fatalf("rows %+v; want gob and json", f.Stream)
	}
	for _, r := range f.Stream {
		if r.Dataset != "logs" || r.Fidelity != "exact" || r.Error != "" || len(r.EncodeNs) != 4 || len(r.DecodeNs) != 4 ||
			r.Entries != 10000 || r.StreamBytes == 0 || !slices.Equal(r.Worker, []int{0, 0, 1, 1}) {
			t.Errorf("%+v; want 4 exact samples each way from processes 0, 0, 1, 1", r)
		}
	}
	if !strings.Contains(stdout, "| gob | exact |") || !strings.Contains(stdout, "### Streaming") {
		t.Errorf("table:\n%s", stdout)
	}
}
