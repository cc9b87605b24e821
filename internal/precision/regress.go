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
// times each, with runFlags selecting what is timed:
//   - A/A: two runs one after the other, then compare --fail-on-regression 5;
//   - A/A interleaved: ab with the same binary as old and new;
//   - A/B: ab with the new side's codec slowed by the test-only slowdown
//     (harness.SlowdownEnv), which must be flagged slower and nothing else.
func regress(exe, work string, reps int, runFlags, slow string) error {
	codec, _, ok := strings.Cut(slow, "=")
	if !ok {
		return fmt.Errorf("-slow %q: want CODEC=FACTOR", slow)
	}
	slowExe := filepath.Join(work, "serbench-slowed")
	script := fmt.Sprintf("#!/bin/sh\n%s=%s exec %s \"$@\"\n", harness.SlowdownEnv, slow, exe)
	if err := os.WriteFile(slowExe, []byte(script), 0o755); err != nil {
		return err
	}
	args := strings.Fields(runFlags)
	var aaFlagged, aaPass, abaaClean, abHit int
	for i := range reps {
		dir := func(name string) string { return filepath.Join(work, fmt.Sprintf("rep%d-%s", i+1, name)) }
		if _, err := runOnce(exe, dir("aa-1"), args); err != nil {
			return err
		}
		if _, err := runOnce(exe, dir("aa-2"), args); err != nil {
			return err
		}
		aa, code, err := judge(exe, "compare", "--json", "--fail-on-regression", "5", dir("aa-1"), dir("aa-2"))
		if err != nil {
			return err
		}
		aaFlagged += len(aa.flagged())
		if code == 0 {
			aaPass++
		}
		fmt.Printf("rep %d A/A sequential: drift %+.1f%% (%s), %d of %d cells flagged %v, --fail-on-regression 5 exit %d\n",
			i+1, aa.Drift.Pct, aa.Drift.Method, len(aa.flagged()), len(aa.Changes), aa.flagged(), code)

		abaa, _, err := judge(exe, append([]string{"ab", "--json", "--old", exe, "--new", exe, "--out", dir("ab-aa")}, args...)...)
		if err != nil {
			return err
		}
		if len(abaa.flagged()) == 0 {
			abaaClean++
		}
		fmt.Printf("rep %d A/A interleaved: %d of %d cells flagged %v\n", i+1, len(abaa.flagged()), len(abaa.Changes), abaa.flagged())

		ab, _, err := judge(exe, append([]string{"ab", "--json", "--old", exe, "--new", slowExe, "--out", dir("ab-slow")}, args...)...)
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
		fmt.Printf("rep %d A/B interleaved, %s: %v\n", i+1, slow, ab.flagged())
	}
	fmt.Printf("\nTargets over %d repetitions (%s):\n", reps, runFlags)
	fmt.Printf("A/A sequential: %.1f cells flagged per comparison on average; --fail-on-regression 5 exited 0 in %d of %d\n", float64(aaFlagged)/float64(reps), aaPass, reps)
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
