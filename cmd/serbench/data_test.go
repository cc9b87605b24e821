package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/results"
)

// Each kind of bad --data gets one line that places the problem, and exit
// status 2, for run and validate alike.
func TestDataBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	bad := write("bad.jsonl", "{\"a\": 1}\n{\"b\": 2}\n{\"c\": ,}\n")
	cut := write("cut.jsonl", "{\"a\": 1}\n{\"b\": [1, 2")
	empty := write("empty.json", " \n")
	noDocs := write("nodocs.json", "[]")
	taken := write("small.json", "{}")
	for _, c := range []struct {
		file, want string
	}{
		{bad, "--data " + bad + ": line 3, column 7 (byte offset 24): invalid character ',' looking for beginning of value"},
		{cut, "--data " + cut + ": line 2, column 12 (byte offset 20): the input ends inside a JSON value"},
		{empty, "no JSON document in it"},
		{noDocs, "its JSON array holds no document"},
		{taken, `its dataset name "small" is taken by a dataset of serbench's; rename the file`},
		{filepath.Join(dir, "missing.json"), "no such file or directory"},
	} {
		for _, cmd := range []string{"run", "validate"} {
			stdout, stderr, code := runCLI(t, cmd, "--data", c.file, "--out", filepath.Join(dir, "out"))
			if cmd == "validate" {
				stdout, stderr, code = runCLI(t, cmd, "--data", c.file)
			}
			lines := strings.Split(strings.TrimSpace(stderr), "\n")
			if code != 2 || len(lines) != 1 || !strings.Contains(stderr, c.want) || stdout != "" {
				t.Errorf("serbench %s --data %s: exit %d, stderr %q; want exit 2 and one line with %q",
					cmd, filepath.Base(c.file), code, stderr, c.want)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); err == nil {
		t.Errorf("a run with bad --data created its --out before refusing")
	}
}

// goListJSONLines writes the output of `go list -json std`, a file not
// written for serbench, as JSON lines: one compact document a line.
func goListJSONLines(t *testing.T, path string) int {
	out, err := exec.Command("go", "list", "-json", "std").Output()
	if err != nil {
		t.Skipf("go list -json std: %v", err)
	}
	var lines bytes.Buffer
	dec := json.NewDecoder(bytes.NewReader(out))
	n := 0
	for {
		var doc json.RawMessage
		if err := dec.Decode(&doc); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		if err := json.Compact(&lines, doc); err != nil {
			t.Fatal(err)
		}
		lines.WriteByte('\n')
		n++
	}
	if err := os.WriteFile(path, lines.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return n
}

// validateData runs validate --data file on codecs and returns each
// codec/variant's verdict, failing the test if a verdict is not of the
// file's dataset, named dataset.
func validateData(t *testing.T, file, codecs, dataset string) map[string]results.Fidelity {
	t.Helper()
	stdout, stderr, code := runCLI(t, "validate", "--data", file, "--codecs", codecs, "--json")
	if code != 0 {
		t.Fatalf("validate: exit %d: %s", code, stderr)
	}
	var v struct{ Fidelity []results.Fidelity }
	if err := json.Unmarshal([]byte(stdout), &v); err != nil {
		t.Fatal(err)
	}
	status := map[string]results.Fidelity{}
	for _, f := range v.Fidelity {
		if f.Dataset != dataset {
			t.Errorf("validate --data checked dataset %s, want only %s", f.Dataset, dataset)
		}
		status[f.Codec+"/"+f.Variant] = f
	}
	return status
}

// run --data and validate --data on the standard library's package list:
// the dataset is named after the file, every codec that carries dynamic
// documents is checked and timed on it, and the results say so.
func TestDataGoList(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list and a small run")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "go-list.std.jsonl")
	docs := goListJSONLines(t, file)

	status := validateData(t, file, "json,msgpack-v5,xml,baseline,msgp", "go-list-std")
	if f := status["msgpack-v5/default"]; f.Status != "exact" || f.Records != docs {
		t.Errorf("msgpack-v5: %s on %d records, want exact on %d", f.Status, f.Records, docs)
	}
	// Codecs bound to dynamic by code of their own carry the file's objects too.
	for _, c := range []string{"baseline/default", "msgp/default"} {
		if f := status[c]; f.Status != "exact" || f.Records != docs {
			t.Errorf("%s: %s (%s) on %d records, want exact on %d", c, f.Status, f.Reason, f.Records, docs)
		}
	}
	if f := status["xml/default"]; f.Status != "unsupported" || !strings.Contains(f.Reason, "cannot encode maps") {
		t.Errorf("xml: %s (%s), want unsupported as on dynamic", f.Status, f.Reason)
	}
	if f := status["json/default"]; f.Status != "exact" && f.Status != "lossy" {
		t.Errorf("json: %s (%s)", f.Status, f.Reason)
	}

	out := filepath.Join(dir, "out")
	_, stderr, code := runCLI(t, "run", "--data", file, "--codecs", "json,msgpack-v5", "--count", "3", "--max-count", "3",
		"--benchtime", "1ms", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Datasets) != 1 || f.Datasets[0].Name != "go-list-std" || f.Datasets[0].Records != docs {
		t.Errorf("datasets %+v, want go-list-std with %d records", f.Datasets, docs)
	}
	cells := map[string]bool{}
	for _, r := range f.Results {
		cells[r.Codec+"/"+r.Op] = len(r.SamplesNs) == 3
	}
	for _, c := range []string{"json/marshal", "json/unmarshal", "msgpack-v5/marshal", "msgpack-v5/unmarshal"} {
		if !cells[c] {
			t.Errorf("no 3 samples for %s on go-list-std", c)
		}
	}
}

// A file whose documents are not all objects is carried by the codecs that
// take any value; those whose code carries JSON objects say why they do not.
func TestDataNotObjects(t *testing.T) {
	file := filepath.Join(t.TempDir(), "mixed.json")
	if err := os.WriteFile(file, []byte(`[{"a": 1}, [1, "x"], 3.5, null]`), 0o644); err != nil {
		t.Fatal(err)
	}
	status := validateData(t, file, "baseline,json", "mixed")
	if f := status["baseline/default"]; f.Status != "unsupported" || !strings.Contains(f.Reason, "mixed.json holds other documents") {
		t.Errorf("baseline: %s (%s), want unsupported: the file holds other documents", f.Status, f.Reason)
	}
	if f := status["json/default"]; f.Status != "exact" && f.Status != "lossy" || f.Records != 4 {
		t.Errorf("json: %s (%s) on %d records, want a verdict on 4", f.Status, f.Reason, f.Records)
	}
}
