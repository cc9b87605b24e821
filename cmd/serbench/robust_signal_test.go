package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/serbench/serbench/results"
	"github.com/serbench/serbench/robust"
)

// robustArgs probe pairs enough that a signal lands halfway.
var robustArgs = []string{"robust", "--codecs", "json,gob,protobuf,cbor", "--datasets", "small,colorgroup", "--inputs", "300"}

const robustPairCount = 4 * 2

// TestRobustInterrupt sends SIGINT to a probe after its first pair is
// journaled: it stops, its children are gone, the partial matrix is written
// as results.json and robustness.md, which report reads, and --resume
// finishes the rest, every pair once.
func TestRobustInterrupt(t *testing.T) {
	dir := t.TempDir()
	cmd := command(append(robustArgs, "--out", dir)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var kids []process
	deadline := time.Now().Add(2 * time.Minute)
	for {
		kids = children(cmd.Process.Pid, robust.ChildArg)
		if n := probedPairs(dir); n > 0 && n < robustPairCount && len(kids) > 0 {
			cmd.Process.Signal(syscall.SIGINT)
			break
		} else if n == robustPairCount || time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("could not interrupt the probe halfway: %d of %d pairs done", n, robustPairCount)
		}
		time.Sleep(5 * time.Millisecond)
	}
	// The bound is loose: the machine may be paused by others' work.
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case <-exited:
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		t.Fatal("the probe did not stop after SIGINT")
	}
	if code := cmd.ProcessState.ExitCode(); code != exitInterrupted || !strings.Contains(stderr.String(), "robust --resume "+dir) {
		t.Errorf("exit %d, stderr %q; want %d and how to resume", code, stderr.String(), exitInterrupted)
	}
	for _, k := range kids {
		if alive(k) {
			t.Errorf("child %d outlived the probe", k.pid)
		}
	}
	partial, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil || len(partial.Robustness) == 0 || len(partial.Robustness) == robustPairCount {
		t.Fatalf("partial results: %v, %d rows; want some of the %d pairs", err, len(partial.Robustness), robustPairCount)
	}
	if md, err := os.ReadFile(filepath.Join(dir, "robustness.md")); err != nil || !bytes.Contains(md, []byte("### Robustness")) {
		t.Errorf("no partial robustness.md: %v", err)
	}
	out := t.TempDir()
	if _, stderr, code := runCLI(t, "report", dir, "--format", "md", "--out", out); code != 0 {
		t.Errorf("report of the partial probe: exit %d: %s", code, stderr)
	} else if md, _ := os.ReadFile(filepath.Join(out, "results.md")); !bytes.Contains(md, []byte("Robustness")) {
		t.Errorf("report of the partial probe shows no matrix")
	}
	resumeProbe(t, dir)
}

// TestRobustKill kills a probe with SIGKILL after its first pair is
// journaled; --resume finishes the rest, every pair once.
func TestRobustKill(t *testing.T) {
	dir := t.TempDir()
	cmd := command(append(robustArgs, "--out", dir)...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if n := probedPairs(dir); n > 0 && n < robustPairCount {
			cmd.Process.Signal(syscall.SIGKILL)
			break
		} else if n == robustPairCount || time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("could not kill the probe halfway: %d of %d pairs done", n, robustPairCount)
		}
		time.Sleep(5 * time.Millisecond)
	}
	cmd.Wait()
	resumeProbe(t, dir)
}

// resumeProbe finishes the probe in dir and checks that the journal and
// the matrix hold every pair once.
func resumeProbe(t *testing.T, dir string) {
	t.Helper()
	if _, stderr, code := runCLI(t, "robust", "--resume", dir); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, r := range f.Robustness {
		seen[r.Codec+"/"+r.Dataset]++
		if r.Inputs <= 300 || r.Reason != "" {
			t.Errorf("%s/%s: %d inputs, %q; want over 300", r.Codec, r.Dataset, r.Inputs, r.Reason)
		}
	}
	if len(seen) != robustPairCount || len(f.Robustness) != robustPairCount || probedPairs(dir) != robustPairCount {
		t.Errorf("after resuming: %d pairs in results.json (%v), %d in the journal; want each of %d once",
			len(f.Robustness), seen, probedPairs(dir), robustPairCount)
	}
	if p := f.Config.Probe; p == nil || p.Inputs != 300 || p.Seed != 1 {
		t.Errorf("probe settings %+v, want those of the first start", p)
	}
}

// probedPairs counts the pairs the probe journal in dir holds.
func probedPairs(dir string) int {
	data, _ := os.ReadFile(filepath.Join(dir, results.ProbeJournalName))
	return bytes.Count(data, []byte(`{"robustness"`))
}
