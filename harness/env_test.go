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
	if v, _ := lastValue(workerEnv(-1), "GODEBUG"); v != "madvdontneed=0" {
		t.Errorf("GODEBUG %q, want madvdontneed=0", v)
	}
	if _, ok := lastValue(workerEnv(-1), cpuEnv); ok {
		t.Errorf("an unpinned worker has %s", cpuEnv)
	}
	t.Setenv("GODEBUG", "madvdontneed=1,gctrace=1")
	env := workerEnv(1)
	if v, _ := lastValue(env, "GODEBUG"); v != "madvdontneed=0,madvdontneed=1,gctrace=1" {
		t.Errorf("GODEBUG %q, want ours first and the user's after, so that the user's win", v)
	}
	if v, _ := lastValue(env, cpuEnv); v != "1" {
		t.Errorf("%s %q, want 1", cpuEnv, v)
	}
}
