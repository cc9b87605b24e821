package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/serbench/serbench/report"
)

func cmdCompare(args []string) error {
	fs := flag.NewFlagSet("compare", flag.ContinueOnError)
	failPct := fs.Float64("fail-on-regression", math.NaN(), "exit 1 when a significant slowdown exceeds `PCT` percent")
	paths, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(paths) != 2 {
		return usagef("want OLD and NEW (results.json, results.txt or run directories), got %d argument(s)", len(paths))
	}
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "fail-on-regression" })
	if set && (math.IsNaN(*failPct) || *failPct < 0) {
		return usagef("--fail-on-regression must be a percentage of at least 0, not %v", *failPct)
	}
	files, err := readResults(paths)
	if err != nil {
		return err
	}
	c := report.Compare(files[0], files[1])
	if len(c.Changes) == 0 {
		return usagef("%s and %s have no timed cell in common", paths[0], paths[1])
	}
	if err := c.WriteMarkdown(os.Stdout); err != nil {
		return err
	}
	if !set {
		return nil
	}
	if regs := c.Regressions(*failPct); len(regs) > 0 {
		var names []string
		for _, r := range regs {
			names = append(names, fmt.Sprintf("%s %+.1f%% (p=%.3f)", strings.TrimPrefix(r.Key, "Serbench/"), r.Pct, r.P))
		}
		return fmt.Errorf("%d significant slowdown(s) over %g%%: %s", len(regs), *failPct, strings.Join(names, ", "))
	}
	return nil
}
