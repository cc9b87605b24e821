package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
	"github.com/serbench/serbench/robust"
)

func cmdRobust(args []string) error {
	fs := flag.NewFlagSet("robust", flag.ContinueOnError)
	datasets := fs.String("datasets", "", "datasets: comma-separated names or a regexp (default the seed datasets)")
	codecs := fs.String("codecs", "", "codecs: comma-separated names or a regexp (default all)")
	inputs := fs.Int("inputs", 1000, "mutated and random inputs per codec and dataset, besides the truncations")
	seed := fs.Uint64("seed", 1, "the seed the inputs derive from: the same seed gives the same inputs")
	timeout := fs.Duration("timeout", robustTimeout, "wall time one input may take before it is a hang")
	memory := fs.Int64("memory", 256, "memory limit of a decoding child, in `MiB` (the kernel stops it at twice as much)")
	out := fs.String("out", "out", "directory whose results.json gets the matrix (made or updated) and robust/ the failing inputs")
	asJSON := fs.Bool("json", false, "write the matrix as JSON instead of markdown")
	replay := fs.String("replay", "", "decode the input in `FILE` as the probe did, through the one codec and dataset named")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *memory < 16 {
		return usagef("--memory must be at least 16 MiB, not %d", *memory)
	}
	mem := *memory << 20
	if *replay != "" {
		return replayInput(*replay, *codecs, *datasets, mem)
	}
	if *inputs < 1 {
		return usagef("--inputs must be at least 1, not %d", *inputs)
	}
	if *timeout <= 0 {
		return usagef("--timeout must be positive")
	}
	if *datasets == "" {
		*datasets = seedList()
	}
	plan, err := selection(*datasets, *codecs, "")
	if err != nil {
		return err
	}
	if err := writable("--out", *out); err != nil {
		return err
	}
	// A results.json that is there but unreadable is refused, not replaced.
	path := filepath.Join(*out, "results.json")
	file, err := results.Read(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		file = &results.File{SchemaVersion: results.SchemaVersion, Env: environment(),
			Config: results.Config{Datasets: plan.Datasets, Codecs: plan.Codecs}}
	case err != nil:
		return usagef("cannot add to %s", oneLine(err.Error()))
	}
	pairs := robustPairs(plan.Datasets, plan.Codecs)
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	bar := newProgress(len(pairs) * *inputs)
	fmt.Fprintf(os.Stderr, "serbench robust: %d codec and dataset pairs, %d inputs each besides truncations, seed %d; writing %s\n",
		len(pairs), *inputs, *seed, *out)
	rows, err := robust.Run(robust.Config{Exe: exe, Inputs: *inputs, Seed: *seed, Timeout: *timeout, Memory: mem,
		Dir: *out, Progress: bar.add, Parallel: runtime.GOMAXPROCS(0)}, pairs)
	bar.bar.Finish()
	if err != nil {
		return err
	}
	file.Robustness = rows
	if err := file.Write(path); err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	return report.RobustnessMarkdown(os.Stdout, rows)
}

// robustTimeout is the default wall time of one input.
const robustTimeout = time.Second

// robustPairs lists the pairs a probe decodes: every supported codec that
// decodes, on each dataset, but the noop codec, which reads nothing.
func robustPairs(datasets, codecs []string) []robust.Pair {
	var pairs []robust.Pair
	for _, d := range datasets {
		for _, c := range codecs {
			b := serbench.Lookup(c, d)
			if b.Unsupported != "" || b.Codec.Kind == serbench.KindNoop ||
				!slices.Contains(b.Ops(serbench.Default), serbench.Unmarshal) {
				continue
			}
			pairs = append(pairs, robust.Pair{Codec: c, Dataset: d})
		}
	}
	return pairs
}

// replayInput decodes one kept input in this process and prints what came
// of it; a panic or fatal error ends the process with the runtime's trace.
func replayInput(file, codec, dataset string, mem int64) error {
	if !slices.Contains(codecNames(), codec) || !slices.Contains(datasetNames(), dataset) {
		return usagef("--replay needs one known codec (--codecs) and one known dataset (--datasets), not %q and %q", codec, dataset)
	}
	if _, err := os.Stat(file); err != nil {
		return usagef("cannot read --replay %s: %v", file, errors.Unwrap(err))
	}
	outcome, err := robust.Replay(file, codec, dataset, mem)
	if err != nil {
		return err
	}
	fmt.Println(outcome)
	return nil
}
