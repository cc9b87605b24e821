package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/results"
)

// TestInterrupt sends SIGINT to a run after its first dataset is saved: it
// stops, its workers are gone, its partial results are written and read
// by report, and --resume finishes the rest, every cell once.
func TestInterrupt(t *testing.T) {
	dir := t.TempDir()
	cmd := command("run", "--datasets", "colorgroup,hero,small", "--codecs", "baseline,gob,json",
		"--count", "5", "--max-count", "5", "--benchtime", "20ms", "--out", dir)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	const cells = 3 * 3 * 2
	deadline := time.Now().Add(2 * time.Minute)
	var workers []process
	for {
		workers = children(cmd.Process.Pid, harness.WorkerArg)
		if n := journalResults(t, dir); n > 0 && n < cells && len(workers) > 0 {
			cmd.Process.Signal(syscall.SIGINT)
			break
		} else if n == cells || time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("could not interrupt the run halfway: %d of %d cells saved", n, cells)
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
		t.Fatal("the run did not stop after SIGINT")
	}
	if code := cmd.ProcessState.ExitCode(); code != exitInterrupted || !strings.Contains(stderr.String(), "--resume "+dir) {
		t.Errorf("exit %d, stderr %q; want %d and how to resume", code, stderr.String(), exitInterrupted)
	}
	for _, w := range workers {
		if alive(w) {
			t.Errorf("worker %d outlived the run", w.pid)
		}
	}
	for _, name := range []string{"results.json", "results.txt", "results.md"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("no partial %s: %v", name, err)
		}
	}
	partial, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil || len(partial.Results) == 0 || len(partial.Results) == cells {
		t.Fatalf("partial results: %v, want some of the %d cells", err, cells)
	}
	if _, stderr, code := runCLI(t, "report", dir, "--out", t.TempDir(), "--format", "md"); code != 0 {
		t.Errorf("report of the partial run: exit %d: %s", code, stderr)
	}

	f := resume(t, dir)
	seen := map[results.Cell]int{}
	for _, r := range f.Results {
		seen[r.Key()]++
	}
	for _, x := range f.Failures {
		t.Errorf("%s failed: %s", x.Key(), x.Reason)
	}
	if len(seen) != cells || len(f.Results) != cells {
		t.Errorf("%d cells, %d distinct, want %d once each", len(f.Results), len(seen), cells)
	}
}

// resume finishes the run in dir and returns its results.
func resume(t *testing.T, dir string) *results.File {
	t.Helper()
	if _, stderr, code := runCLI(t, "run", "--resume", dir); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// A process is a child seen while the command ran: its pid and its start
// time, since the pid alone may be reused once it is gone (pid_max may be
// as low as 32768, and the probe's tests start children by the thousand).
type process struct {
	pid   int
	start string
}

// children lists the processes whose parent is pid and whose command line
// holds arg: a run's workers or a probe's children.
func children(pid int, arg string) []process {
	var out []process
	procs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, p := range procs {
		fields := statFields(p)
		if len(fields) > 19 && fields[1] == strconv.Itoa(pid) {
			cmdline, _ := os.ReadFile(filepath.Join(filepath.Dir(p), "cmdline"))
			if strings.Contains(string(cmdline), arg) {
				n, _ := strconv.Atoi(filepath.Base(filepath.Dir(p)))
				out = append(out, process{pid: n, start: fields[19]})
			}
		}
	}
	return out
}

// statFields reads a /proc/PID/stat file's fields after the command name
// (state, ppid, ...; the start time is the 20th), or nil.
func statFields(path string) []string {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	// pid (comm) state ppid ...: comm may hold spaces, so read after ")".
	s := string(b)
	return strings.Fields(s[strings.LastIndex(s, ")")+1:])
}

// alive says whether p still runs: the same process (by its start time),
// not a zombie.
func alive(p process) bool {
	fields := statFields("/proc/" + strconv.Itoa(p.pid) + "/stat")
	return len(fields) > 19 && fields[0] != "Z" && fields[19] == p.start
}
