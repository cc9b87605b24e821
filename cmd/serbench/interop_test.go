package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/interop"
	"github.com/serbench/serbench/results"
)

// TestInterop checks two wires of two codecs each on small, then one of
// them on another dataset: the rows of the first run stay beside those of
// the second, and the matrices come out on stdout and in interop.md.
func TestInterop(t *testing.T) {
	dir := t.TempDir()
	stdout, stderr, code := runCLI(t, "interop", "--python", "", "--datasets", "small", "--codecs", "mgo-bson,mongo-bson,cbor,ugorji-cbor", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"### Interoperability", "#### BSON", "#### CBOR", "| mgo-bson |"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	if md, _ := os.ReadFile(filepath.Join(dir, "interop.md")); string(md) != stdout {
		t.Errorf("interop.md differs from stdout:\n%s", md)
	}
	if _, stderr, code := runCLI(t, "interop", "--python", "", "--datasets", "colorgroup", "--codecs", "mgo-bson,mongo-bson", "--out", dir); code != 0 {
		t.Fatalf("second run: exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range f.Interop {
		got = append(got, r.Wire+" "+r.Dataset+" "+r.Writer+">"+r.Reader)
		ok := slices.Contains([]string{results.InteropEqual, results.InteropDifferent, results.InteropFails}, r.Status)
		if !ok || (r.Status == results.InteropFails) != (r.Reason != "") || (r.Status == results.InteropDifferent) != (len(r.Findings) > 0) {
			t.Errorf("%s read by %s on %s: status %q, reason %q, %d findings", r.Writer, r.Reader, r.Dataset, r.Status, r.Reason, len(r.Findings))
		}
	}
	want := []string{
		"BSON colorgroup mgo-bson>mongo-bson", "BSON colorgroup mongo-bson>mgo-bson",
		"BSON small mgo-bson>mongo-bson", "BSON small mongo-bson>mgo-bson",
		"CBOR small cbor>ugorji-cbor", "CBOR small ugorji-cbor>cbor",
	}
	if !slices.Equal(got, want) {
		t.Errorf("rows:\n got %q\nwant %q", got, want)
	}
}

// TestInteropBadInput refuses bad flags in one line with exit status 2,
// before any work: no --out directory is made.
func TestInteropBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--memory", "8"}, "--memory must be at least 16 MiB, not 8"},
		{[]string{"--timeout", "0s"}, "--timeout must be positive"},
		{[]string{"--codecs", "nope"}, `unknown codec "nope"`},
		{[]string{"--datasets", "["}, "bad regexp for datasets"},
		{[]string{"--python", "", "--codecs", "json"}, "no two of the codecs selected share a wire format"},
		{[]string{"--codecs", "alecthomas-binary,kelindar-binary"}, "no two of the codecs selected share a wire format"},
		{[]string{"--python", "/no/such/python"}, "/no/such/python cannot run interop/python/refcheck.py"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"--bogus"}, "flag provided but not defined: -bogus"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		_, stderr, code := runCLI(t, append([]string{"interop", "--out", out}, c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("interop %v: exit %d, stderr %q; want 2 and one line with %q", c.args, code, stderr, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("interop %v made %s before refusing", c.args, out)
		}
	}
}

// TestInteropPython pairs Go codecs with the Python peers of their wire on
// small: each writes for the Go codec and, when the codec writes, reads its
// bytes; the matrix names them. Skipped without .ci/install-interop's venv.
func TestInteropPython(t *testing.T) {
	wd, _ := os.Getwd()
	root, err := interop.Root(wd)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, interop.Venv, "bin", "python")); err != nil {
		t.Skipf("no Python peers: %s makes %s", interop.Install, interop.Venv)
	}
	dir := t.TempDir()
	stdout, stderr, code := runCLI(t, "interop", "--datasets", "small", "--codecs", "msgp,gjson,protobuf", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	peer := func(s string) bool { return strings.HasPrefix(s, "python:") }
	var got []string
	for _, r := range f.Interop {
		name := func(s string) string {
			if peer(s) {
				return strings.SplitN(s, "@", 2)[0]
			}
			return s
		}
		got = append(got, name(r.Writer)+">"+name(r.Reader)+" "+r.Status)
		if (peer(r.Writer) || peer(r.Reader)) && r.Status != results.InteropFails && (r.Identical == nil || r.Records != 1000) {
			t.Errorf("%s read by %s: identical %v over %d records, want a count over 1000", r.Writer, r.Reader, r.Identical, r.Records)
		}
	}
	// gjson decodes only: Python writes for it and reads nothing of it.
	want := []string{
		"python:json>gjson equal",
		"msgp>python:msgpack equal", "python:msgpack>msgp equal",
		"protobuf>python:protobuf equal", "python:protobuf>protobuf equal",
	}
	if !slices.Equal(got, want) {
		t.Errorf("rows:\n got %q\nwant %q", got, want)
	}
	for _, want := range []string{"#### JSON", "| python:json@3.", "#### MessagePack", "python:msgpack@1.2.4"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
}

// TestInteropResume goes on from a journal: the reader it holds is not
// checked again (its row, made up for the test, comes back as it was),
// the other is, and the journal goes once the check is done. Without a
// journal, --resume is refused before any work.
func TestInteropResume(t *testing.T) {
	dir := t.TempDir()
	codecs := []string{"mgo-bson", "mongo-bson"}
	var journaled interop.Task
	for _, task := range interop.Tasks([]string{"small"}, codecs) {
		if task.Reader == "mongo-bson" {
			journaled = task
		}
	}
	made := results.Interop{Wire: journaled.Wire, Dataset: "small", Writer: "mgo-bson", Reader: "mongo-bson",
		Status: results.InteropFails, Reason: "from the journal"}
	line, err := json.Marshal(interop.Finished{Task: journaled, Rows: []results.Interop{made}})
	if err != nil {
		t.Fatal(err)
	}
	// A kill cut the last line short.
	journal := filepath.Join(dir, interopJournal)
	if err := os.WriteFile(journal, append(line, []byte("\n{\"task\": {\"Wi")...), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runCLI(t, "interop", "--python", "", "--datasets", "small", "--codecs", strings.Join(codecs, ","), "--out", dir, "--resume")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range f.Interop {
		got = append(got, r.Writer+">"+r.Reader+" "+r.Status+" "+r.Reason)
	}
	// mongo-bson's reading was journaled; mgo-bson's is checked anew.
	if len(got) != 2 || got[0] != "mgo-bson>mongo-bson fails from the journal" || !strings.HasPrefix(got[1], "mongo-bson>mgo-bson ") ||
		strings.Contains(got[1], "fails") {
		t.Errorf("rows: %q; want the journal's row and a fresh check of mgo-bson reading mongo-bson's bytes", got)
	}
	if _, err := os.Stat(journal); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the journal of a finished check is still there: %v", err)
	}
	out := filepath.Join(t.TempDir(), "out")
	_, stderr, code = runCLI(t, "interop", "--python", "", "--codecs", strings.Join(codecs, ","), "--out", out, "--resume")
	if code != 2 || !strings.Contains(stderr, "has no journal") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
		t.Errorf("--resume without a journal: exit %d, stderr %q; want 2 and one line", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("--resume without a journal made %s", out)
	}
}
