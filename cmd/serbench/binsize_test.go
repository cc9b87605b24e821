package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// TestBinsizeBadInput refuses bad flags, and a directory outside serbench's
// module, in one line with exit status 2, before any work: no --out
// directory is made.
func TestBinsizeBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	damaged := t.TempDir()
	os.WriteFile(filepath.Join(damaged, "results.json"), []byte("hello"), 0o644)
	for _, c := range []struct {
		args []string
		dir  string // the working directory, when not this package's
		want string
	}{
		{args: []string{"--jobs", "0"}, want: "--jobs must be at least 1, not 0"},
		{args: []string{"--codecs", "nope"}, want: `unknown codec "nope"`},
		{args: []string{"--codecs", "(["}, want: `bad regexp for codecs "(["`},
		{args: []string{"--codecs", "fory,karmem"}, want: "no codec selected supports a dataset (fory, karmem)"},
		{args: []string{"extra"}, want: `unexpected argument "extra"`},
		{args: []string{"--bogus"}, want: "flag provided but not defined: -bogus"},
		{args: []string{"--codecs", "json"}, dir: t.TempDir(), want: "run it in a checkout of github.com/serbench/serbench"},
		{args: []string{"--codecs", "json", "--out", filepath.Join(file, "sub")}, want: "cannot write --out"},
		{args: []string{"--codecs", "json", "--out", damaged}, want: "cannot add to " + filepath.Join(damaged, "results.json")},
	} {
		out := filepath.Join(t.TempDir(), "out")
		args := append([]string{"binsize"}, c.args...)
		if !strings.Contains(strings.Join(c.args, " "), "--out") {
			args = append(args, "--out", out)
		}
		cmd := command(args...)
		cmd.Dir = c.dir
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := cmd.ProcessState.ExitCode()
		if err != nil && code < 0 {
			t.Fatal(err)
		}
		if code != 2 || !strings.Contains(stderr.String(), c.want) || strings.Count(strings.TrimSpace(stderr.String()), "\n") > 0 ||
			stdout.Len() > 0 || !strings.HasPrefix(stderr.String(), "serbench binsize: ") {
			t.Errorf("binsize %v: exit %d, stderr %q; want 2 and one line with %q", c.args, code, stderr.String(), c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("binsize %v made %s before refusing", c.args, out)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(damaged, "results.json")); string(b) != "hello" {
		t.Error("a damaged results.json was changed")
	}
}

// TestBinsize measures encoding/json, then noop from the cache: the table
// comes out on stdout, and the rows of both runs add up in results.json.
func TestBinsize(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs")
	}
	// The go command's own cache is under the user's cache directory too:
	// it stays where it was, warm.
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	cache, dir := t.TempDir(), t.TempDir()
	run := func(args ...string) (string, string) {
		t.Helper()
		cmd := command(append([]string{"binsize", "--out", dir}, args...)...)
		cmd.Env = append(cmd.Env, "XDG_CACHE_HOME="+cache, "GOCACHE="+strings.TrimSpace(string(gocache)))
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("binsize %v: %v: %s", args, err, stderr.String())
		}
		return stdout.String(), stderr.String()
	}
	stdout, _ := run("--codecs", "json")
	for _, want := range []string{"### Binary size", "| json | std@go", "the `noop` program is "} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	stdout, stderr := run("--codecs", "noop", "--json")
	var rows []results.BinarySize
	if err := json.Unmarshal([]byte(stdout), &rows); err != nil || len(rows) != 1 || rows[0].Codec != "noop" {
		t.Errorf("--json: %v, %+v; want noop's row", err, rows)
	}
	if !strings.Contains(stderr, "all cached") {
		t.Errorf("the baseline was built again:\n%s", stderr)
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.BinarySize) != 2 || f.BinarySize[0].Codec != "json" || f.BinarySize[1].Codec != "noop" ||
		f.BinarySize[0].OverNoopBytes <= 0 || f.BinarySize[0].Bytes-f.BinarySize[1].Bytes != f.BinarySize[0].OverNoopBytes {
		t.Errorf("binary_size: %+v; want json's and noop's rows", f.BinarySize)
	}
}
