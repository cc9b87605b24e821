package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/serbench/serbench/results"
)

// The test binary runs as serbench itself when asked, so the tests can
// start it as a user would, workers included.
func TestMain(m *testing.M) {
	if os.Getenv("SERBENCH_TEST_AS_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func command(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "SERBENCH_TEST_AS_MAIN=1")
	return cmd
}

func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	cmd := command(args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

func TestBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "no command given"},
		{[]string{"bogus"}, `unknown command "bogus"`},
		{[]string{"list", "extra"}, `unexpected argument "extra"`},
		{[]string{"run", "--codecs", "nope"}, `unknown codec "nope"; valid: `},
		{[]string{"run", "--codecs", "json,nope"}, `unknown codec "nope"; valid: `},
		{[]string{"validate", "--datasets", "nope"}, `unknown dataset "nope"; valid: cart, colorgroup, dynamic, edge, farcaster, hero, logs, mesh, savedata, small, updates`},
		{[]string{"run", "--variants", "fastest,nope"}, `unknown variant "nope"`},
		{[]string{"run", "--codecs", "(["}, `bad regexp for codecs "(["`},
		{[]string{"validate", "--datasets", "zz|yy"}, `regexp "zz|yy" matches no dataset`},
		{[]string{"run", "--benchtime", "fast"}, `invalid value "fast" for flag -benchtime`},
		{[]string{"run", "--timeout", "-1s"}, "must be positive"},
		{[]string{"run", "--count", "0"}, "--count must be at least 1"},
		{[]string{"run", "--budget", "-1s"}, "--budget must not be negative"},
		{[]string{"run", "--processes", "0"}, "--processes must be at least 1"},
		{[]string{"run", "--gc-rate", "fast"}, `--gc-rate "fast": want a price such as 0.3ns/B`},
		{[]string{"run", "--gc-rate", "-1ns/B"}, `--gc-rate "-1ns/B": want a price such as 0.3ns/B`},
		{[]string{"run", "--gc-rate", "0.3"}, `--gc-rate "0.3": want a price such as 0.3ns/B`},
		{[]string{"run", "--gc-rate", "0.3ns/B", "--gogc", "200"}, "--gc-rate declares the price; drop --gc-heap and --gogc"},
		{[]string{"run", "--gc-heap", "64XB"}, "--gc-heap 64XB:"},
		{[]string{"run", "--gogc", "0"}, "--gogc must be positive"},
		{[]string{"ab", "--old", "HEAD", "--new", "HEAD", "--processes", "2"}, "drop --processes"},
		{[]string{"run", "--nope"}, "flag provided but not defined: -nope"},
		{[]string{"run", "--out", filepath.Join(file, "sub")}, "cannot write --out"},
		{[]string{"run", "--payloads", filepath.Join(file, "sub")}, "cannot write --payloads"},
		{[]string{"run", "--resume", t.TempDir()}, "cannot resume"},
		{[]string{"run", "--resume", t.TempDir(), "--count", "3"}, "--resume takes the run's own settings; drop --count"},
		{[]string{"run", "--quick", "--variants", "reuse"}, "--quick times default variants only"},
		{[]string{"crosscheck", filepath.Join(file, "results.json")}, "cannot read " + filepath.Join(file, "results.json")},
		{[]string{"crosscheck", file}, "cannot read " + file},
	} {
		stdout, stderr, code := runCLI(t, c.args...)
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(stderr, c.want) || stdout != "" {
			t.Errorf("serbench %s: exit %d, stderr %q, stdout %q; want exit 2 and one line with %q",
				strings.Join(c.args, " "), code, stderr, stdout, c.want)
		}
	}
}

func TestList(t *testing.T) {
	stdout, stderr, code := runCLI(t, "list", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var l listing
	if err := json.Unmarshal([]byte(stdout), &l); err != nil {
		t.Fatal(err)
	}
	var datasets []string
	for _, d := range l.Datasets {
		datasets = append(datasets, d.Name)
		if d.Records == 0 || d.Description == "" {
			t.Errorf("dataset %s: %d records, description %q", d.Name, d.Records, d.Description)
		}
	}
	if got := strings.Join(datasets, ","); got != "cart,colorgroup,dynamic,edge,farcaster,hero,logs,mesh,savedata,small,updates" {
		t.Errorf("datasets %s", got)
	}
	codecs := map[string]codecListing{}
	for _, c := range l.Codecs {
		codecs[c.Name] = c
	}
	for name, module := range map[string]string{"json": "std", "xml": "std", "gob": "std",
		"noop": "github.com/serbench/serbench", "baseline": "github.com/serbench/serbench"} {
		c, ok := codecs[name]
		if !ok || c.Module != module || len(c.Datasets) < 5 {
			t.Errorf("codec %s: %+v, want module %s and at least 5 datasets", name, c, module)
		}
	}
	for _, name := range []string{"bebop-wellquite", "puffer", "micro-bson"} { // refused by the module proxy
		if c, ok := codecs[name]; !ok || len(c.Datasets) != 0 {
			t.Errorf("unobtainable codec %s: %+v, want listed with no datasets", name, c)
		}
	}
	if c := codecs["json"]; !strings.HasPrefix(c.Version, "go1.") {
		t.Errorf("json's version %q is not the Go version", c.Version)
	}
}

func TestValidate(t *testing.T) {
	stdout, stderr, code := runCLI(t, "validate", "--json", "--codecs", "baseline,gob,json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var v struct{ Fidelity []results.Fidelity }
	if err := json.Unmarshal([]byte(stdout), &v); err != nil {
		t.Fatal(err)
	}
	status := map[string]string{}
	for _, f := range v.Fidelity {
		status[f.Codec+"/"+f.Variant+"/"+f.Dataset] = string(f.Status)
	}
	for _, d := range []string{"small", "colorgroup", "cart", "farcaster", "hero", "edge", "logs", "mesh", "savedata", "updates"} {
		if s := status["baseline/default/"+d]; s != "exact" {
			t.Errorf("baseline on %s: %q, want exact", d, s)
		}
	}
	if s := status["gob/default/small"]; s != "exact" {
		t.Errorf("gob on small: %q, want exact", s)
	}
	if s := status["json/reuse/cart"]; s != "lossy" {
		t.Errorf("json's reuse variant on cart: %q, want lossy (a reused map target keeps old entries)", s)
	}
	if len(v.Fidelity) != 3*11+11 { // every pair, plus json's reuse variant on each dataset
		t.Errorf("%d fidelity rows, want %d", len(v.Fidelity), 3*11+11)
	}
}

// The text form of validate names what a faster mode costs.
func TestValidateVariantCosts(t *testing.T) {
	stdout, stderr, code := runCLI(t, "validate", "--codecs", "jsoniter", "--datasets", "small")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := "- jsoniter (fastest) on small: lossy: Money: "
	if !strings.Contains(stdout, "| jsoniter | exact |") || !strings.Contains(stdout, want) {
		t.Errorf("validate output lacks the exact default or %q:\n%s", want, stdout)
	}
}

// TestResume kills a run with SIGKILL after its first dataset is saved,
// resumes it, and expects every cell exactly once.
func TestResume(t *testing.T) {
	dir := t.TempDir()
	args := []string{"run", "--datasets", "colorgroup,hero,small", "--codecs", "baseline,gob,json",
		"--count", "5", "--max-count", "5", "--benchtime", "20ms", "--out", dir}
	cmd := command(args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	const cells = 3 * 3 * 2
	deadline := time.Now().Add(2 * time.Minute)
	for {
		n := journalResults(t, dir)
		if n > 0 && n < cells {
			cmd.Process.Signal(syscall.SIGKILL)
			break
		}
		if n == cells || time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("could not kill the run halfway: %d of %d cells saved", n, cells)
		}
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Wait()
	if _, err := os.Stat(filepath.Join(dir, "results.json")); err == nil {
		t.Fatal("the killed run wrote results.json")
	}

	f := resume(t, dir)
	seen := map[results.Cell]int{}
	for _, r := range f.Results {
		seen[r.Key()]++
		if len(r.SamplesNs) != 5 {
			t.Errorf("%s: %d samples, want 5", r.Key(), len(r.SamplesNs))
		}
	}
	for _, x := range f.Failures {
		t.Errorf("%s failed: %s", x.Key(), x.Reason)
	}
	if len(seen) != cells {
		t.Errorf("%d distinct cells, want %d", len(seen), cells)
	}
	for k, n := range seen {
		if n != 1 {
			t.Errorf("%s appears %d times", k, n)
		}
	}
	fids := map[results.Unit]int{}
	for _, x := range f.Fidelity {
		fids[x.Key()]++
	}
	for k, n := range fids {
		if n != 1 {
			t.Errorf("fidelity %s appears %d times", k, n)
		}
	}
}

// TestPayloads: --payloads leaves one encoded record per dataset and codec,
// which decodes as the format says.
func TestPayloads(t *testing.T) {
	dir := t.TempDir()
	_, stderr, code := runCLI(t, "run", "--datasets", "hero", "--codecs", "json,baseline", "--count", "1", "--max-count", "1",
		"--benchtime", "1ms", "--out", dir, "--payloads", filepath.Join(dir, "payloads"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Not on a terminal, progress comes as plain lines, not bar frames.
	if !strings.Contains(stderr, "serbench: 100% (") || strings.Contains(stderr, "\r") {
		t.Errorf("progress on a pipe: %q", stderr)
	}
	js, err := os.ReadFile(filepath.Join(dir, "payloads", "hero", "json.json"))
	if err != nil {
		t.Fatal(err)
	}
	var h struct{ Name string }
	if err := json.Unmarshal(js, &h); err != nil || h.Name != "Wolverine" {
		t.Errorf("hero/json.json: %q, %v; want seed 004's Wolverine", js, err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "payloads", "hero", "baseline.bin")); err != nil || !bytes.Contains(b, []byte("Wolverine")) {
		t.Errorf("hero/baseline.bin: %q, %v", b, err)
	}
}

// journalResults counts the whole result lines in dir's journal.
func journalResults(t *testing.T, dir string) int {
	data, err := os.ReadFile(filepath.Join(dir, results.JournalName))
	if err != nil {
		return 0
	}
	n := 0
	s := bufio.NewScanner(bytes.NewReader(data))
	s.Buffer(nil, 1<<24)
	for s.Scan() {
		if bytes.HasPrefix(s.Bytes(), []byte(`{"result"`)) {
			n++
		}
	}
	return n
}
