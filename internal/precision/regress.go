package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/serbench/serbench/harness"
)

// verdicts is what regress reads of a comparison's JSON (serbench compare
// --json, serbench ab --json).
type verdicts struct {
	Drift struct {
		Method string  `json:"method"`
		Pct    float64 `json:"pct"`
	} `json:"drift"`
	Changes []struct {
		Cell        string  `json:"cell"`
		Effect      float64 `json:"effect_pct"`
		Significant bool    `json:"significant"`
		Verdict     string  `json:"verdict"`
	} `json:"changes"`
}

// flagged names the cells judged slower or faster.
func (v *verdicts) flagged() []string {
	var out []string
	for _, c := range v.Changes {
		if c.Significant {
			out = append(out, fmt.Sprintf("%s %s %+.1f%%", strings.TrimPrefix(c.Cell, "Serbench/"), c.Verdict, c.Effect))
		}
	}
	return out
}

// regress measures the targets of the regression checks (issue 15), reps
// times each:
//   - A/A (unless sequential is false): reps+1 runs one after the other with runFlags, each compared
//     with the next (compare --fail-on-regression 5), so that each
//     comparison is of two sequential runs and a run serves in two of them;
//   - A/A interleaved: ab with the same binary as old and new (abFlags);
//   - A/B: ab with the new side's codec slowed by the test-only slowdown
//     (harness.SlowdownEnv), which must be flagged slower and nothing else.
func regress(exe, work string, reps int, sequential bool, runFlags, abFlags, slow string) error {
	codec, _, ok := strings.Cut(slow, "=")
	if !ok {
		return fmt.Errorf("-slow %q: want CODEC=FACTOR", slow)
	}
	slowExe := filepath.Join(work, "serbench-slowed")
	script := fmt.Sprintf("#!/bin/sh\n%s=%s exec %s \"$@\"\n", harness.SlowdownEnv, slow, exe)
	if err := os.WriteFile(slowExe, []byte(script), 0o755); err != nil {
		return err
	}
	dir := func(name string, i int) string { return filepath.Join(work, fmt.Sprintf("%s-%d", name, i)) }
	args, abArgs := strings.Fields(runFlags), strings.Fields(abFlags)

	var aaFlagged, aaPass int
	if sequential {
		if _, err := runOnce(exe, dir("seq", 0), args); err != nil {
			return err
		}
	}
	for i := 1; i <= reps && sequential; i++ {
		if _, err := runOnce(exe, dir("seq", i), args); err != nil {
			return err
		}
		aa, code, err := judge(exe, "compare", "--json", "--fail-on-regression", "5", dir("seq", i-1), dir("seq", i))
		if err != nil {
			return err
		}
		aaFlagged += len(aa.flagged())
		if code == 0 {
			aaPass++
		}
		fmt.Printf("rep %d A/A sequential: drift %+.1f%% (%s), %d of %d cells flagged %v, --fail-on-regression 5 exit %d\n",
			i, aa.Drift.Pct, aa.Drift.Method, len(aa.flagged()), len(aa.Changes), aa.flagged(), code)
	}

	var abaaClean, abHit int
	for i := 1; i <= reps; i++ {
		abaa, _, err := judge(exe, append([]string{"ab", "--json", "--old", exe, "--new", exe, "--out", dir("ab-aa", i)}, abArgs...)...)
		if err != nil {
			return err
		}
		if len(abaa.flagged()) == 0 {
			abaaClean++
		}
		fmt.Printf("rep %d A/A interleaved: %d of %d cells flagged %v\n", i, len(abaa.flagged()), len(abaa.Changes), abaa.flagged())

		ab, _, err := judge(exe, append([]string{"ab", "--json", "--old", exe, "--new", slowExe, "--out", dir("ab-slow", i)}, abArgs...)...)
		if err != nil {
			return err
		}
		hit, other := true, 0
		for _, c := range ab.Changes {
			if strings.Split(c.Cell, "/")[2] == codec {
				hit = hit && c.Verdict == "slower"
			} else if c.Significant {
				other++
			}
		}
		if hit && other == 0 {
			abHit++
		}
		fmt.Printf("rep %d A/B interleaved, %s: %v\n", i, slow, ab.flagged())
	}
	fmt.Printf("\nTargets over %d repetitions (runs: %s; ab: %s):\n", reps, runFlags, abFlags)
	if sequential {
		fmt.Printf("A/A sequential: %.1f cells flagged per comparison on average; --fail-on-regression 5 exited 0 in %d of %d\n", float64(aaFlagged)/float64(reps), aaPass, reps)
	}
	fmt.Printf("A/A interleaved: no cell flagged in %d of %d\n", abaaClean, reps)
	fmt.Printf("A/B interleaved, %s: every %s cell flagged slower and no other cell in %d of %d\n", slow, codec, abHit, reps)
	return nil
}

// judge runs a serbench command that prints a comparison as JSON and
// returns it with the exit status, which may be 0 or 1.
func judge(exe string, args ...string) (*verdicts, int, error) {
	cmd := exec.Command(exe, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 1 {
		code = 1
	} else if err != nil {
		return nil, 0, fmt.Errorf("serbench %s: %w", strings.Join(args, " "), err)
	}
	v := &verdicts{}
	if err := json.Unmarshal(out, v); err != nil {
		return nil, 0, fmt.Errorf("serbench %s: reading its JSON: %w", strings.Join(args, " "), err)
	}
	return v, code, nil
}
