package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/results"
)

// abMinEffect is ab's default --min-effect, in percent. Two workers of the
// same binary differ by 1-3% in some cells, for the whole run (memory
// layout: where each process's heap and code land in the caches), and a
// sign test over hundreds of pairs finds such a difference significant: in
// A/A runs on a quiet machine it flagged changes of -1.4%, +1.8% and +2.5%.
// A change under 3% is below what one ab run can tell from that.
const abMinEffect = 3

// abBudget is ab's default --budget, more than run's: ab judges a cell by
// the sign of its pairs, and fewer pairs miss more of a small change; the
// regression checks' targets were met at this budget
// (docs/regressions.md), and run's smaller one cost ab a sixth of its
// pairs (docs/evidence/2026-12-07-regression-checks.md).
const abBudget = 300 * time.Millisecond

// cmdAB times two versions at once, their samples interleaved cell by
// cell in one run, and compares them pair by pair.
func cmdAB(args []string) error {
	fs := flag.NewFlagSet("ab", flag.ContinueOnError)
	oldSpec := fs.String("old", "", "the old side: a serbench `binary`, or a git revision of serbench to build")
	newSpec := fs.String("new", "", "the new side: a serbench `binary`, or a git revision of serbench to build")
	out := fs.String("out", "out/ab", "directory for the sides' results, in old/ and new/ (old-2/ and new-2/ for the second replica, ...)")
	replicas := fs.Int("replicas", 3, "pairs of workers per library, each pair an A/B run of its own; a cell changed only if every pair moved by --min-effect the same way")
	pf := definePlanFlags(fs, abBudget)
	v := newVerdictFlags(fs, compare.DriftAuto, abMinEffect)
	if err := parse(fs, args); err != nil {
		return err
	}
	if *oldSpec == "" || *newSpec == "" {
		return usagef("want --old and --new, each a serbench binary or a git revision")
	}
	if err := v.check(); err != nil {
		return err
	}
	if *replicas < 1 {
		return usagef("--replicas must be at least 1, not %d", *replicas)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["processes"] {
		return usagef("ab runs each side in --replicas workers of its own; drop --processes")
	}
	plan, err := pf.plan(set)
	if err != nil {
		return err
	}
	plan.Processes = 1
	// The sides are checked before anything is written, and built after.
	var exes [2]string
	specs := [2]string{*oldSpec, *newSpec}
	for i, spec := range specs {
		if exes[i], err = abSide([]string{"old", "new"}[i], spec); err != nil {
			return err
		}
	}
	// dirs[side][k] holds replica k's results of a side.
	var dirs [2][]string
	for side, name := range []string{"old", "new"} {
		for k := range *replicas {
			d := abReplicaDir(*out, name, k)
			if err := writable("--out", d); err != nil {
				return err
			}
			dirs[side] = append(dirs[side], d)
		}
	}
	tmp, err := os.MkdirTemp("", "serbench-ab-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for i, spec := range specs {
		if exes[i] == "" {
			if exes[i], err = buildRevision([]string{"old", "new"}[i], spec, tmp); err != nil {
				return err
			}
		}
	}

	// Both sides' garbage is priced alike, at the rate this serbench
	// measures or was told.
	self, err := os.Executable()
	if err != nil {
		return err
	}
	gp, pr, err := pf.measurePrice(self, plan, abRounds)
	if err != nil {
		return err
	}
	if pr != nil {
		if err := pr.close(); err != nil {
			return err
		}
	}
	bar := newProgress(2 * *replicas * plan.Steps())
	var runners [2][]*harness.Runner
	for side := range dirs {
		for _, d := range dirs[side] {
			j, err := results.CreateJournal(d, newHeader(plan, gp, 0, *pf.quick, *pf.pin))
			if err != nil {
				return usagef("cannot write --out %s: %v", d, err)
			}
			defer j.Close()
			r := &harness.Runner{Exe: exes[side], Journal: j, Pin: *pf.pin, Progress: bar.add}
			defer r.Close()
			runners[side] = append(runners[side], r)
		}
	}
	fmt.Fprintf(os.Stderr, "serbench: %s, old %s against new %s, interleaved, %d replicas; writing %s\n", plan, *oldSpec, *newSpec, *replicas, *out)
	err = harness.RunAB(runners[0], runners[1], plan)
	bar.bar.Finish()
	if err != nil {
		return err
	}
	var files [2][]*results.File
	for side := range dirs {
		for _, d := range dirs[side] {
			f, err := save(d)
			if err != nil {
				return err
			}
			files[side] = append(files[side], f)
		}
	}
	return v.compareReplicas(files[0], files[1], dirs[0][0], dirs[1][0])
}

// abReplicaDir is where ab writes replica k's (from 0) results of a side
// ("old" or "new") under out.
func abReplicaDir(out, side string, k int) string {
	if k == 0 {
		return filepath.Join(out, side)
	}
	return filepath.Join(out, side+"-"+strconv.Itoa(k+1))
}

// readABRun reads the replicas of an A/B run from ab's --out directory.
func readABRun(out string) (olds, news []*results.File, err error) {
	for k := 0; ; k++ {
		old, new := abReplicaDir(out, "old", k), abReplicaDir(out, "new", k)
		if _, err := os.Stat(old); k > 0 && errors.Is(err, fs.ErrNotExist) {
			return olds, news, nil
		}
		files, err := readResults([]string{old, new})
		if err != nil {
			if k == 0 {
				return nil, nil, usagef("%s is not the --out directory of an ab run: %v", out, err)
			}
			return nil, nil, err
		}
		olds, news = append(olds, files[0]), append(news, files[1])
	}
}

// abSide returns the executable of one side of ab when spec is a file, or
// "" when it is a git revision of the repository in the working directory,
// to be built by buildRevision.
func abSide(name, spec string) (string, error) {
	if fi, err := os.Stat(spec); err == nil && !fi.IsDir() {
		if fi.Mode()&0o111 == 0 {
			return "", usagef("--%s %s is not executable", name, spec)
		}
		return filepath.Abs(spec)
	}
	if exec.Command("git", "rev-parse", "--verify", "--quiet", spec+"^{commit}").Run() != nil {
		return "", usagef("--%s %q is neither an executable file nor a git revision of this repository", name, spec)
	}
	return "", nil
}

// buildRevision exports revision rev of the repository in the working
// directory with git archive into tmp and builds its serbench there. The
// revision must speak the worker protocol of the serbench that runs ab.
func buildRevision(name, rev, tmp string) (string, error) {
	src := filepath.Join(tmp, name)
	tar := src + ".tar"
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", err
	}
	exe := filepath.Join(tmp, "serbench-"+name)
	fmt.Fprintf(os.Stderr, "serbench: building %s for --%s\n", rev, name)
	for _, cmd := range []*exec.Cmd{
		exec.Command("git", "archive", "--format=tar", "-o", tar, rev),
		exec.Command("tar", "-xf", tar, "-C", src),
		exec.Command("go", "build", "-o", exe, "./cmd/serbench"),
	} {
		if cmd.Args[0] == "go" {
			cmd.Dir = src
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return "", fmt.Errorf("building --%s %s: %s: %v: %s", name, rev, cmd.Args[0], err, strings.TrimSpace(stderr.String()))
		}
	}
	return exe, nil
}
