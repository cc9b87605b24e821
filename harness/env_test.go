package harness

import (
	"slices"
	"strings"
	"testing"
)

// lastValue is what a child started with env sees for name: the last
// entry wins.
func lastValue(env []string, name string) (string, bool) {
	for _, kv := range slices.Backward(env) {
		if v, ok := strings.CutPrefix(kv, name+"="); ok {
			return v, true
		}
	}
	return "", false
}

// TestWorkerEnv checks that a worker starts with MADV_FREE unless the
// user's GODEBUG says otherwise, and with its processor when pinned.
func TestWorkerEnv(t *testing.T) {
	t.Setenv("GODEBUG", "")
	if v, _ := lastValue(workerEnv(-1, 0), "GODEBUG"); v != "madvdontneed=0" {
		t.Errorf("GODEBUG %q, want madvdontneed=0", v)
	}
	if _, ok := lastValue(workerEnv(-1, 0), cpuEnv); ok {
		t.Errorf("an unpinned worker has %s", cpuEnv)
	}
	t.Setenv("GODEBUG", "madvdontneed=1,gctrace=1")
	env := workerEnv(1, 0)
	if v, _ := lastValue(env, "GODEBUG"); v != "madvdontneed=0,madvdontneed=1,gctrace=1" {
		t.Errorf("GODEBUG %q, want ours first and the user's after, so that the user's win", v)
	}
	if v, _ := lastValue(env, cpuEnv); v != "1" {
		t.Errorf("%s %q, want 1", cpuEnv, v)
	}
}

// TestWorkerGOMEMLIMIT checks that a worker held to a memory limit starts
// with it as its soft limit, unless the user set GOMEMLIMIT, whose value
// it keeps, and that an unlimited worker gets none of ours.
func TestWorkerGOMEMLIMIT(t *testing.T) {
	t.Setenv("GOMEMLIMIT", "")
	if v, _ := lastValue(workerEnv(-1, 6<<30), "GOMEMLIMIT"); v != "6144MiB" {
		t.Errorf("GOMEMLIMIT %q under a limit of 6 GiB, want 6144MiB", v)
	}
	if v, _ := lastValue(workerEnv(-1, 0), "GOMEMLIMIT"); v != "" {
		t.Errorf("GOMEMLIMIT %q without a limit, want none", v)
	}
	t.Setenv("GOMEMLIMIT", "3GiB")
	if v, _ := lastValue(workerEnv(-1, 6<<30), "GOMEMLIMIT"); v != "3GiB" {
		t.Errorf("GOMEMLIMIT %q, want the user's 3GiB", v)
	}
}
