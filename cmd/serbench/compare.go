package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// verdictFlags are the flags of compare and ab that say how cells are
// judged and what fails the command.
type verdictFlags struct {
	fs         *flag.FlagSet
	failPct    *float64
	minEffect  *float64
	alpha      *float64
	correction *string
	drift      *string
	json       *bool
}

// newVerdictFlags defines the verdict flags on fs, with the drift method and
// minimum effect (in percent) that the command uses by default.
func newVerdictFlags(fs *flag.FlagSet, drift string, minEffect float64) *verdictFlags {
	return &verdictFlags{fs: fs,
		failPct:    fs.Float64("fail-on-regression", math.NaN(), "exit 1 when a cell is judged slower by more than `PCT` percent after the drift"),
		minEffect:  fs.Float64("min-effect", minEffect, "call no cell slower or faster whose change after the drift is under `PCT` percent"),
		alpha:      fs.Float64("alpha", 0.05, "significance level after the correction"),
		correction: fs.String("correction", compare.Holm, "correction for testing many cells: "+strings.Join(compare.Corrections, ", ")),
		drift:      fs.String("drift", drift, "how the machine's drift between the runs is estimated and removed: "+strings.Join(compare.DriftMethods, ", ")),
		json:       fs.Bool("json", false, "write the comparison as JSON"),
	}
}

// check refuses bad values, before any work.
func (v *verdictFlags) check() error {
	if v.set("fail-on-regression") && (math.IsNaN(*v.failPct) || *v.failPct < 0) {
		return usagef("--fail-on-regression must be a percentage of at least 0, not %v", *v.failPct)
	}
	if *v.minEffect < 0 || math.IsNaN(*v.minEffect) {
		return usagef("--min-effect must be a percentage of at least 0, not %v", *v.minEffect)
	}
	if !(*v.alpha > 0 && *v.alpha < 1) {
		return usagef("--alpha must be between 0 and 1, not %v", *v.alpha)
	}
	if !slices.Contains(compare.Corrections, *v.correction) {
		return usagef("unknown --correction %q; valid: %s", *v.correction, strings.Join(compare.Corrections, ", "))
	}
	if !slices.Contains(compare.DriftMethods, *v.drift) {
		return usagef("unknown --drift %q; valid: %s", *v.drift, strings.Join(compare.DriftMethods, ", "))
	}
	return nil
}

func (v *verdictFlags) set(name string) bool {
	set := false
	v.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// options are the comparison options the flags give.
func (v *verdictFlags) options() compare.Options {
	return compare.Options{Drift: *v.drift, Correction: *v.correction, Alpha: *v.alpha, MinEffect: *v.minEffect}
}

// compare judges new against old, prints the comparison and fails on a
// regression past --fail-on-regression.
func (v *verdictFlags) compare(old, new *results.File, oldName, newName string) error {
	c, err := compare.Runs(old, new, v.options())
	if err != nil {
		return usagef("%v", err)
	}
	return v.print(c, oldName, newName)
}

// compareReplicas judges the replicas of an A/B run as compare does two
// runs.
func (v *verdictFlags) compareReplicas(olds, news []*results.File, oldName, newName string) error {
	c, err := compare.Replicas(olds, news, v.options())
	if err != nil {
		return usagef("%v", err)
	}
	return v.print(c, oldName, newName)
}

// print writes c and fails on a regression past --fail-on-regression.
func (v *verdictFlags) print(c *compare.Comparison, oldName, newName string) error {
	var err error
	if len(c.Changes) == 0 {
		return usagef("%s and %s have no timed cell in common", oldName, newName)
	}
	if *v.json {
		err = c.WriteJSON(os.Stdout)
	} else {
		err = report.MarkdownComparison(os.Stdout, c)
	}
	if err != nil || !v.set("fail-on-regression") {
		return err
	}
	if regs := c.Regressions(*v.failPct); len(regs) > 0 {
		var names []string
		for _, r := range regs {
			names = append(names, fmt.Sprintf("%s %+.1f%% (adjusted p=%.2g)", strings.TrimPrefix(r.Key, "Serbench/"), r.Effect, r.PAdj))
		}
		return fmt.Errorf("%d significant slowdown(s) over %g%%: %s", len(regs), *v.failPct, strings.Join(names, ", "))
	}
	return nil
}

func cmdCompare(args []string) error {
	fs := flag.NewFlagSet("compare", flag.ContinueOnError)
	v := newVerdictFlags(fs, compare.DriftAuto, 0)
	paths, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(paths) != 1 && len(paths) != 2 {
		return usagef("want OLD and NEW (results.json, results.txt or run directories), or an ab run's --out directory, got %d argument(s)", len(paths))
	}
	if err := v.check(); err != nil {
		return err
	}
	if len(paths) == 1 {
		// An ab run judged again, by ab's rule and minimum effect unless
		// told otherwise.
		olds, news, err := readABRun(paths[0])
		if err != nil {
			return err
		}
		if !v.set("min-effect") {
			*v.minEffect = abMinEffect
		}
		return v.compareReplicas(olds, news, abReplicaDir(paths[0], "old", 0), abReplicaDir(paths[0], "new", 0))
	}
	files, err := readResults(paths)
	if err != nil {
		return err
	}
	return v.compare(files[0], files[1], paths[0], paths[1])
}
