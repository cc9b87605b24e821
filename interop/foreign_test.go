package interop

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// venvPython is the python of the environment .ci/install-interop makes,
// and the repository's root; without it the test is skipped.
func venvPython(t *testing.T) (python, root string) {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root, err = Root(wd)
	if err != nil {
		t.Fatal(err)
	}
	python = filepath.Join(root, Venv, "bin", "python")
	if _, err := os.Stat(python); err != nil {
		t.Skipf("no Python for the peers: %s makes %s", Install, Venv)
	}
	return python, root
}

// fakePython runs testdata/fakepeer.py in place of refcheck.py: a peer
// named "fake:MODE" does what MODE says.
func fakePython(t *testing.T) *Python {
	python, root := venvPython(t)
	script, err := filepath.Abs(filepath.Join("testdata", "fakepeer.py"))
	if err != nil {
		t.Fatal(err)
	}
	return &Python{Command: []string{python, script}, Root: root}
}

// TestPeers checks a Go codec against peers whose answers are known: one
// that writes back what it read is equal both ways, one that changes a
// value is different in that field both ways, one that refuses the
// bytes, dies, hangs, cannot write or writes garbage fails, each row with
// its own reason; a decode-only codec gets the peer's writing alone.
func TestPeers(t *testing.T) {
	py := fakePython(t)
	modes := []string{"faithful", "renames", "refuses", "crashes", "hangs", "cannot-write", "garbage"}
	var peers []Peer
	for _, m := range modes {
		peers = append(peers, Peer{Name: "fake:" + m, Wire: wire, Adapter: "json"})
	}
	tasks := Tasks([]string{"small"}, []string{"interop-honest", "interop-readonly"}, peers...)
	const timeout = 5 * time.Second
	n := 0
	rows, err := Run(Config{Exe: os.Args[0], Timeout: timeout, Memory: 256 << 20, Parallel: 2, Python: py,
		Progress: func(k int, _ string) { n += k }}, tasks)
	if err != nil {
		t.Fatal(err)
	}
	// honest and readonly read each other's bytes where one writes: 1
	// pair; each peer pairs twice with honest, once with readonly.
	if want := 1 + 3*len(modes); len(rows) != want || n != want || Pairs(tasks) != want {
		t.Fatalf("%d rows, %d reported, Pairs %d, want %d", len(rows), n, Pairs(tasks), want)
	}
	get := func(writer, reader string) results.Interop {
		t.Helper()
		for _, r := range rows {
			if r.Writer == writer && r.Reader == reader {
				return r
			}
		}
		t.Fatalf("no row for %s read by %s", writer, reader)
		return results.Interop{}
	}
	records := len(small.Records())

	for _, r := range []results.Interop{get("interop-honest", "fake:faithful"), get("fake:faithful", "interop-honest"),
		get("fake:faithful", "interop-readonly")} {
		if r.Status != results.InteropEqual || r.Records != records || r.Identical == nil || *r.Identical != records {
			t.Errorf("%s read by %s: %+v, want equal over %d records, all identical", r.Writer, r.Reader, r, records)
		}
	}
	if slices.ContainsFunc(rows, func(r results.Interop) bool { return r.Writer == "interop-readonly" }) {
		t.Errorf("the decode-only codec has rows as a writer")
	}

	for _, r := range []results.Interop{get("interop-honest", "fake:renames"), get("fake:renames", "interop-honest")} {
		want := `became "renamed"`
		if r.Status != results.InteropDifferent || len(r.Findings) != 1 || r.Findings[0].Field != "Name" ||
			!strings.Contains(r.Findings[0].Sample, want) || r.Own() || *r.Identical != 0 {
			t.Errorf("%s read by %s: %+v, want different in Name (%s), no convention, none identical", r.Writer, r.Reader, r, want)
		}
	}

	// encoding/json's own words for the garbage byte, which Go releases
	// quote differently.
	var v any
	garbage := "record 0: unmarshal: " + json.Unmarshal([]byte{0xff}, &v).Error()
	for _, c := range []struct{ writer, reader, reason string }{
		{"interop-honest", "fake:refuses", "record 0: ValueError: not my bytes"},
		{"fake:refuses", "interop-honest", "fake:refuses could not read interop-honest's bytes, so wrote none: record 0: ValueError: not my bytes"},
		{"interop-honest", "fake:crashes", "python died: exit status 1: RuntimeError: boom"},
		{"fake:crashes", "interop-honest", "python died: exit status 1: RuntimeError: boom"},
		{"interop-honest", "fake:hangs", "hang: python gave no answer in 5s"},
		{"fake:hangs", "interop-readonly", "hang: python gave no answer in 5s"},
		{"interop-honest", "fake:cannot-write", "unchecked: read every record but could not write record 1: TypeError: cannot write"},
		{"fake:cannot-write", "interop-honest", "could not write record 1: TypeError: cannot write"},
		{"interop-honest", "fake:garbage", "unchecked: read every record, but interop-honest could not read what it wrote back: " +
			garbage},
		{"fake:garbage", "interop-readonly", garbage},
	} {
		r := get(c.writer, c.reader)
		if r.Status != results.InteropFails || r.Reason != c.reason || r.Records != 0 {
			t.Errorf("%s read by %s: %s (%q), want fails with %q", c.writer, c.reader, r.Status, r.Reason, c.reason)
		}
	}
	if r := get("fake:refuses", "interop-honest"); r.ReaderOwn != fidelity.Exact {
		t.Errorf("a peer's writing read by honest: the reader's own verdict %q, want exact", r.ReaderOwn)
	}
}

// TestRefcheck runs the real refcheck.py's json adapter on a Go codec:
// Python's json reads and writes back JSON of small.A without loss.
func TestRefcheck(t *testing.T) {
	python, root := venvPython(t)
	py, err := NewPython(python, root)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(py.Peers, func(p Peer) bool { return p.Adapter == "json" })
	if i < 0 || !strings.HasPrefix(py.Peers[i].Name, "python:json@3.") {
		t.Fatalf("peers %v: want python:json@3.x", py.Peers)
	}
	p := py.Peers[i]
	p.Wire = wire
	rows, err := Run(Config{Exe: os.Args[0], Timeout: time.Minute, Memory: 256 << 20, Python: py},
		Tasks([]string{"small"}, []string{"interop-honest"}, p))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("rows %+v, want two", rows)
	}
	for _, r := range rows {
		if r.Status != results.InteropEqual {
			t.Errorf("%s read by %s: %s %s %+v, want equal", r.Writer, r.Reader, r.Status, r.Reason, r.Findings)
		}
	}
}

// TestNewPythonMissing says in one line which library a Python lacks, and
// how to install it.
func TestNewPythonMissing(t *testing.T) {
	python, _ := venvPython(t)
	root := t.TempDir()
	b, err := os.ReadFile(filepath.Join("testdata", "fakepeer.py"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, filepath.Dir(Script)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, Script), b, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = NewPython(python, root)
	want := "lacks msgpack (ModuleNotFoundError: No module named 'msgpack'): " + Install + " installs the pinned libraries"
	if err == nil || !strings.HasSuffix(err.Error(), want) || strings.Contains(err.Error(), "\n") {
		t.Errorf("NewPython: %v, want one line ending %q", err, want)
	}
	if _, err := NewPython(filepath.Join(root, "no-python"), root); err == nil || !strings.Contains(err.Error(), Install) {
		t.Errorf("NewPython without a python: %v, want an error naming %s", err, Install)
	}
}

// TestConventions marks the findings that a peer's documented convention
// makes, and no others.
func TestConventions(t *testing.T) {
	finding := func(kind, sample string) results.InteropFinding {
		return results.InteropFinding{Finding: fidelity.Finding{Field: "F", Kind: kind, Sample: sample}}
	}
	r := results.Interop{Writer: "python:cbor2@6.2.1", Reader: "cbor", Status: results.InteropDifferent,
		Findings: []results.InteropFinding{
			finding(fidelity.KindInstant, "BirthDay: 2003-05-29T12:08:59.911630605Z became 2003-05-29T12:08:59.911631Z"),
			finding(fidelity.KindInstant, "BirthDay: 2003-05-29T12:08:59.911630605Z became 2003-05-29T13:31:59+01:23"),
			finding(fidelity.KindNumberType, "id: int64 5 became uint8 5 (same value)"),
		}}
	markConventions(&r, map[string]string{"python:cbor2@6.2.1": "cbor"})
	if got := []bool{r.Findings[0].Convention != "", r.Findings[1].Convention != "", r.Findings[2].Convention != ""}; !slices.Equal(got, []bool{true, false, false}) {
		t.Errorf("conventions marked %v, want only the time within a microsecond", got)
	}
	m := results.Interop{Writer: "msgp", Reader: "python:msgpack@1.2.4", Status: results.InteropDifferent,
		Findings: []results.InteropFinding{finding(fidelity.KindNumberType, "id: int64 2134687546685653331 became uint64 2134687546685653331 (same value)")}}
	markConventions(&m, map[string]string{"python:msgpack@1.2.4": "msgpack"})
	if !strings.Contains(m.Findings[0].Convention, "smallest format") || !m.Own() {
		t.Errorf("msgpack's unsigned ints: %+v, want the convention, and the row ≈", m.Findings[0])
	}
	j := results.Interop{Writer: "json", Reader: "python:json@3.11.7", Status: results.InteropDifferent,
		Findings: []results.InteropFinding{finding(fidelity.KindValue, "Money: -0 became 0"), finding(fidelity.KindValue, "Money: 1 became 0")}}
	markConventions(&j, map[string]string{"python:json@3.11.7": "json"})
	if j.Findings[0].Convention == "" || j.Findings[1].Convention != "" || j.Own() {
		t.Errorf("json's -0: %+v, want only -0 marked", j.Findings)
	}
}

// TestFrames reads back what writeFrames writes, empty records included,
// and refuses a file cut short.
func TestFrames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	recs := [][]byte{[]byte("one"), {}, []byte("three")}
	if err := writeFrames(path, recs); err != nil {
		t.Fatal(err)
	}
	got, err := readFrames(path)
	if err != nil || len(got) != 3 || string(got[0]) != "one" || len(got[1]) != 0 || string(got[2]) != "three" {
		t.Fatalf("readFrames = %q, %v", got, err)
	}
	b, _ := os.ReadFile(path)
	if err := os.WriteFile(path, b[:len(b)-1], 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readFrames(path); err == nil || !strings.Contains(err.Error(), "unexpected EOF") {
		t.Errorf("a cut file: %v, want unexpected EOF", err)
	}
}
