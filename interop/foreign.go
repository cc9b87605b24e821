package interop

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/results"
)

// The peers in other languages: the reference implementation of a wire
// format, run as a program that reads the records a Go codec wrote and
// writes back what it read (see the package doc). The one language so far
// is Python, through interop/python/refcheck.py, whose protocol that file's
// doc gives: records framed as a 4-byte big-endian length and the bytes,
// a JSON spec naming the adapter and its schema, a JSON answer.

// The Python side's files, from the repository's root.
const (
	// Script is the Python program.
	Script = "interop/python/refcheck.py"
	// Venv is where .ci/install-interop makes the virtual environment
	// with the pinned reference libraries.
	Venv = ".cache/interop-venv"
	// Install is the command that makes Venv.
	Install = "bash .ci/install-interop"
)

// A Peer is a reference implementation of one wire format in another
// language.
type Peer struct {
	// Name is how rows name it: "python:msgpack@1.2.4".
	Name string
	Wire string
	// Adapter is the refcheck.py adapter that speaks the wire.
	Adapter string
}

// adapterWires are refcheck.py's adapters and the wires each speaks, as
// the Go codecs' Wire names them.
var adapterWires = map[string][]string{
	"json":     {"JSON"},
	"msgpack":  {"MessagePack"},
	"cbor":     {"CBOR"},
	"bson":     {"BSON"},
	"yaml":     {"YAML"},
	"avro":     {"Avro"},
	"protobuf": {"Protocol Buffers"},
	"capnp":    {"Cap'n Proto"},
	"thrift":   {"Thrift binary", "Thrift compact"},
}

// Python is the Python side: how to start refcheck.py, the repository its
// schema files come from, and the peers it offers.
type Python struct {
	// Command is the interpreter and the script.
	Command []string
	// Root is the repository's root, where the Go codecs' schema files
	// are.
	Root  string
	Peers []Peer

	scratch string // where a run's files go
	mu      sync.Mutex
	descs   map[string]string // protobuf message name to its descriptor set's file
}

// NewPython asks python, running root's Script, which reference libraries
// it has. A library that is missing, or a python that cannot run the
// script, is an error of one line that names Install.
func NewPython(python, root string) (*Python, error) {
	py := &Python{Command: []string{python, filepath.Join(root, Script)}, Root: root}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, py.Command[0], append(py.Command[1:], "versions")...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s cannot run %s (%v: %s): %s makes the Python side", python, Script, err,
			lastLine(stderr.String()), Install)
	}
	var v struct {
		Adapters map[string]struct{ Library, Version, Missing string }
	}
	if err := json.Unmarshal(out, &v); err != nil {
		return nil, fmt.Errorf("%s %s versions: %v", python, Script, err)
	}
	var missing []string
	for _, a := range slices.Sorted(maps.Keys(v.Adapters)) {
		lib := v.Adapters[a]
		if lib.Missing != "" {
			missing = append(missing, fmt.Sprintf("%s (%s)", lib.Library, lib.Missing))
			continue
		}
		for _, w := range adapterWires[a] {
			py.Peers = append(py.Peers, Peer{Name: "python:" + lib.Library + "@" + lib.Version, Wire: w, Adapter: a})
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s lacks %s: %s installs the pinned libraries", python, strings.Join(missing, ", "), Install)
	}
	return py, nil
}

// in is a copy of py that keeps its files in scratch.
func (py *Python) in(scratch string) *Python {
	return &Python{Command: py.Command, Root: py.Root, Peers: py.Peers, scratch: scratch, descs: map[string]string{}}
}

// peerAnswer is refcheck.py's answer to a check.
type peerAnswer struct {
	Read       int    `json:"read"`
	Written    int    `json:"written"`
	Identical  int    `json:"identical"`
	ReadError  string `json:"read_error"`
	WriteError string `json:"write_error"`
}

// peer checks t's reader against p: the child writes the reader's own
// encodings, p reads and writes them back, the child decodes p's bytes.
// It returns the rows of the pair; alive is false when the child is gone.
func (c *reader) peer(cfg Config, t Task, p Peer) (rows []results.Interop, alive bool, err error) {
	// fail makes the rows of a trip that went no further than it did:
	// reads is the reason of the peer's reading of the reader's bytes,
	// writes that of the reader's reading of the peer's.
	fail := func(reads, writes string) []results.Interop {
		var rows []results.Interop
		if t.Writes {
			rows = append(rows, failed(t, t.Reader, p.Name, reads))
		}
		return append(rows, failed(t, p.Name, t.Reader, writes))
	}
	py := cfg.Python
	if py == nil {
		return fail("no Python to run", "no Python to run"), true, nil
	}
	spec, err := py.spec(p, t)
	if err != nil {
		return fail(err.Error(), err.Error()), true, nil
	}
	dir, err := os.MkdirTemp(py.scratch, "pair-")
	if err != nil {
		return nil, true, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "go.frames"), filepath.Join(dir, "peer.frames")
	a, alive, err := c.ask(cfg, request{Dump: in})
	if err != nil || !alive || a.Fails != "" {
		why := "the reader's own encoding could not be had: " + a.Fails
		return fail(why, why), alive, err
	}
	spec["in"], spec["out"] = in, out
	ans, crash, err := py.check(cfg, spec, filepath.Join(dir, "spec.json"))
	if err != nil {
		return nil, true, err
	}
	switch {
	case crash != "":
		return fail(crash, crash), true, nil
	case ans.ReadError != "":
		return fail(ans.ReadError, fmt.Sprintf("%s could not read %s's bytes, so wrote none: %s", p.Name, t.Reader, ans.ReadError)), true, nil
	case ans.WriteError != "":
		return fail(fmt.Sprintf("unchecked: read every record but could not write %s", ans.WriteError),
			fmt.Sprintf("could not write %s", ans.WriteError)), true, nil
	}
	a, alive, err = c.ask(cfg, request{File: out})
	if err != nil {
		return nil, alive, err
	}
	identical := ans.Identical
	refused := a.Fails
	if refused == "" && a.Report.Status != fidelity.Exact && a.Report.Status != fidelity.Lossy {
		refused = a.Report.Reason
	}
	if refused != "" {
		rows = fail(fmt.Sprintf("unchecked: read every record, but %s could not read what it wrote back: %s", t.Reader, refused), refused)
	} else {
		if t.Writes {
			rows = append(rows, row(t, t.Reader, p.Name, *a.Report))
		}
		rows = append(rows, row(t, p.Name, t.Reader, *a.Report))
	}
	for i := range rows {
		rows[i].Identical = &identical
	}
	return rows, alive, nil
}

// check runs refcheck.py on spec, written to path, and returns its
// answer, or why there is none: it died, hung past cfg.Timeout or printed
// no answer. The error is ErrInterrupted when cfg.Stop closed.
func (py *Python) check(cfg Config, spec map[string]any, path string) (peerAnswer, string, error) {
	var ans peerAnswer
	b, err := json.Marshal(spec)
	if err != nil {
		return ans, "", err
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return ans, "", err
	}
	cmd := exec.Command(py.Command[0], append(slices.Clone(py.Command[1:]), "check", path)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	// A Python that hangs outlives no serbench that dies.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return ans, fmt.Sprintf("python could not start: %v", err), nil
	}
	ended := make(chan error, 1)
	go func() { ended <- cmd.Wait() }()
	timer := time.NewTimer(cfg.Timeout)
	defer timer.Stop()
	select {
	case err = <-ended:
	case <-timer.C:
		cmd.Process.Kill()
		<-ended
		return ans, fmt.Sprintf("hang: python gave no answer in %v", cfg.Timeout), nil
	case <-cfg.Stop:
		cmd.Process.Kill()
		<-ended
		return ans, "", ErrInterrupted
	}
	if err != nil {
		return ans, fmt.Sprintf("python died: %v: %s", err, lastLine(stderr.String())), nil
	}
	if err := json.Unmarshal(stdout.Bytes(), &ans); err != nil {
		return ans, fmt.Sprintf("python gave no answer (%v): %s", err, lastLine(stderr.String())), nil
	}
	return ans, "", nil
}

// lastLine is the last line of s that is not blank: a traceback's error.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// writeFrames writes records to path, each as its length (4 bytes, big
// endian) and its bytes.
func writeFrames(path string, records [][]byte) error {
	var b bytes.Buffer
	for _, r := range records {
		b.Write(binary.BigEndian.AppendUint32(nil, uint32(len(r))))
		b.Write(r)
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// readFrames reads the records that writeFrames writes.
func readFrames(path string) ([][]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out [][]byte
	for len(b) > 0 {
		if len(b) < 4 {
			return nil, fmt.Errorf("%s: %w in a frame's length", path, io.ErrUnexpectedEOF)
		}
		n := binary.BigEndian.Uint32(b)
		if uint64(len(b)-4) < uint64(n) {
			return nil, fmt.Errorf("%s: %w in a record of %d bytes", path, io.ErrUnexpectedEOF, n)
		}
		out = append(out, b[4:4+n])
		b = b[4+n:]
	}
	return out, nil
}

var errNoRoot = errors.New("not inside the serbench repository")

// Root is the serbench repository that holds dir: the nearest directory
// at or above it whose go.mod declares the module.
func Root(dir string) (string, error) {
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(b, []byte("module github.com/serbench/serbench\n")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errNoRoot
		}
		dir = parent
	}
}
