// Command precision measures how far serbench's figures can be trusted on
// the machine it runs on, against the targets of docs/methodology.md: the
// width of each cell's 95% interval, the agreement of two runs made one
// after the other, cell by cell and in the order of codec pairs, and the
// wall time of each run.
//
//	go run ./internal/precision                 # two full runs of small, two --quick runs, the figures
//	go run ./internal/precision -full=false     # only the two --quick runs
//	go run ./internal/precision -compare A B    # the figures of two existing run directories (and, for --quick runs, their pairs 10% apart)
//	go run ./internal/precision -ab 'FLAGS'     # two pairs of small runs: default flags, then with FLAGS added, alternating
//	go run ./internal/precision -regress 10     # the regression checks' targets: A/A compare, A/A and A/B ab, 10 times each
//
// It prints every figure for each estimator the suite could use (the
// median of ns/op, which the suite uses; the minimum; and the median of
// ns/op relative to the reference op timed beside each sample), so that
// the choice among them rests on measurements that anyone can repeat, and
// for two runs of small the median of own time alone and of both runs
// charged at one price, as compare charges them, so that a miss shows as
// the machine's or the price's. It never fails on a figure: it reports
// them.
package main

import (
	"cmp"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/serbench/serbench/results"
)

func main() {
	full := flag.Bool("full", true, "also make two full default runs of small")
	quick := flag.Bool("quick", true, "also make two --quick runs")
	compare := flag.Bool("compare", false, "compare the two run directories given as arguments instead of running")
	ab := flag.String("ab", "", "run small twice with the default flags and twice with these added, alternating, and compare within each")
	work := flag.String("work", "", "directory for the runs (default a temporary one)")
	reps := flag.Int("regress", 0, "measure the regression checks' targets this many times instead (see regress.go)")
	sequential := flag.Bool("sequential", true, "with -regress: also the A/A comparisons of sequential runs")
	runFlags := flag.String("run-flags", "--datasets small", "with -regress: the flags of the sequential runs")
	abFlags := flag.String("ab-flags", "", "with -regress: the run flags of the ab runs (default -run-flags)")
	slow := flag.String("slow", "json=1.10", "with -regress: the codec the A/B runs slow, and by what factor")
	flag.Parse()
	if err := run(*full, *quick, *compare, *ab, *work, flag.Args(), regressFlags{*reps, *sequential, *runFlags, cmp.Or(*abFlags, *runFlags), *slow}); err != nil {
		fmt.Fprintln(os.Stderr, "precision:", err)
		os.Exit(2)
	}
}

// regressFlags are the flags of the -regress mode.
type regressFlags struct {
	reps                    int
	sequential              bool
	runFlags, abFlags, slow string
}

func run(full, quick, compare bool, ab, work string, args []string, rf regressFlags) error {
	if compare {
		if len(args) != 2 {
			return fmt.Errorf("-compare takes two run directories, not %d arguments", len(args))
		}
		a, err := load(args[0])
		if err != nil {
			return err
		}
		b, err := load(args[1])
		if err != nil {
			return err
		}
		printPrice(os.Stdout, args[0], a.File)
		printPrice(os.Stdout, args[1], b.File)
		printPair(os.Stdout, args[0], args[1], a, b, 0.05)
		if a.Config.Quick && b.Config.Quick {
			printQuick(os.Stdout, a, b)
		}
		return nil
	}
	if len(args) > 0 {
		return fmt.Errorf("unexpected arguments %q (directories go with -compare)", args)
	}
	if work == "" {
		dir, err := os.MkdirTemp("", "precision-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		work = dir
	}
	exe := filepath.Join(work, "serbench")
	if out, err := exec.Command("go", "build", "-o", exe, "./cmd/serbench").CombinedOutput(); err != nil {
		return fmt.Errorf("building serbench: %v\n%s", err, out)
	}
	if ab != "" {
		return runAB(exe, work, ab)
	}
	if rf.reps > 0 {
		return regress(exe, work, rf.reps, rf.sequential, rf.runFlags, rf.abFlags, rf.slow)
	}
	if full {
		a, b, err := twoRuns(exe, work, "small", []string{"--datasets", "small"})
		if err != nil {
			return err
		}
		printPrice(os.Stdout, "small run 1", a.File)
		printPrice(os.Stdout, "small run 2", b.File)
		printPair(os.Stdout, "small run 1", "small run 2", a, b, 0.05)
	}
	if quick {
		a, b, err := twoRuns(exe, work, "quick", []string{"--quick"})
		if err != nil {
			return err
		}
		printQuick(os.Stdout, a, b)
	}
	return nil
}

// timed is a run's results and its wall time.
type timed struct {
	*results.File
	wall time.Duration
}

func load(dir string) (*timed, error) {
	f, err := results.ReadAny(dir)
	if err != nil {
		return nil, err
	}
	return &timed{File: f}, nil
}

// twoRuns makes two runs of serbench with args, one after the other.
func twoRuns(exe, work, name string, args []string) (*timed, *timed, error) {
	var out [2]*timed
	for i := range out {
		dir := filepath.Join(work, fmt.Sprintf("%s-%d", name, i+1))
		t, err := runOnce(exe, dir, args)
		if err != nil {
			return nil, nil, err
		}
		out[i] = t
	}
	return out[0], out[1], nil
}

func runOnce(exe, dir string, args []string) (*timed, error) {
	cmd := exec.Command(exe, append([]string{"run", "--out", dir}, args...)...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("serbench run %q: %w", args, err)
	}
	wall := time.Since(start)
	t, err := load(dir)
	if err != nil {
		return nil, err
	}
	t.wall = wall
	fmt.Fprintf(os.Stderr, "precision: run %s took %v\n", dir, wall.Round(time.Second))
	return t, nil
}

// runAB alternates runs of small without and with extra flags, A B A B,
// and prints the figures of each pair of like runs.
func runAB(exe, work, extra string) error {
	flagsB := append([]string{"--datasets", "small"}, splitFlags(extra)...)
	var a, b [2]*timed
	for i := range 2 {
		var err error
		if a[i], err = runOnce(exe, filepath.Join(work, fmt.Sprintf("a-%d", i+1)), []string{"--datasets", "small"}); err != nil {
			return err
		}
		if b[i], err = runOnce(exe, filepath.Join(work, fmt.Sprintf("b-%d", i+1)), flagsB); err != nil {
			return err
		}
	}
	printPair(os.Stdout, "A: default flags, run 1", "A: run 2", a[0], a[1], 0.05)
	printPair(os.Stdout, "B: with "+extra+", run 1", "B: run 2", b[0], b[1], 0.05)
	return nil
}

func splitFlags(s string) []string { return strings.Fields(s) }
