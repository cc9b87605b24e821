package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// TestColdStartBadInput refuses bad flags in one line with exit status 2,
// before any process starts.
func TestColdStartBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	damaged := t.TempDir()
	os.WriteFile(filepath.Join(damaged, "results.json"), []byte("hello"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--processes", "0"}, "--processes must be at least 1, not 0"},
		{[]string{"--datasets", "nope"}, `unknown dataset "nope"`},
		{[]string{"--codecs", "fory"}, "no codec selected supports a dataset selected"},
		{[]string{"--codecs", "json", "--out", filepath.Join(file, "sub")}, "cannot write --out"},
		{[]string{"--codecs", "json", "--out", damaged}, "cannot add to " + filepath.Join(damaged, "results.json")},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		stdout, stderr, code := runCLI(t, append([]string{"coldstart"}, c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 || stdout != "" {
			t.Errorf("coldstart %v: exit %d, stderr %q; want 2 and one line with %q", c.args, code, stderr, c.want)
		}
	}
}

// TestColdStart times two codecs in fresh processes, a sample per process,
// adds the rows to --out's results.json and prints their table.
func TestColdStart(t *testing.T) {
	out := t.TempDir()
	stdout, stderr, code := runCLI(t, "coldstart", "--codecs", "json,gjson", "--processes", "3", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.ColdStart) != 2 {
		t.Fatalf("rows %+v; want json and gjson on small", f.ColdStart)
	}
	for _, r := range f.ColdStart {
		wantMarshal := 3
		if r.Codec == "gjson" { // decode-only: its input is encoding/json's, untimed
			wantMarshal = 0
		}
		if r.Dataset != "small" || r.Error != "" || len(r.UnmarshalNs) != 3 || len(r.MarshalNs) != wantMarshal {
			t.Errorf("%+v; want 3 unmarshal and %d marshal samples on small", r, wantMarshal)
		}
	}
	if !strings.Contains(stdout, "| json |") || !strings.Contains(stdout, "### Cold start") {
		t.Errorf("table:\n%s", stdout)
	}
}

// mergeRows keeps the old rows that fresh does not measure again, takes
// fresh's for the others, and orders them by key.
func TestMergeRows(t *testing.T) {
	key := func(r results.ColdStart) string { return r.Dataset + "\x00" + r.Codec }
	old := []results.ColdStart{{Dataset: "small", Codec: "json", Error: "old"}, {Dataset: "hero", Codec: "gob"}}
	fresh := []results.ColdStart{{Dataset: "small", Codec: "json", Error: "new"}, {Dataset: "cart", Codec: "json"}}
	got := mergeRows(old, fresh, key)
	var keys []string
	for _, r := range got {
		keys = append(keys, r.Dataset+"/"+r.Codec+":"+r.Error)
	}
	if want := "cart/json: hero/gob: small/json:new"; strings.Join(keys, " ") != want {
		t.Errorf("merged %v; want %s", keys, want)
	}
}
