package main

import (
	"bytes"
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
	"github.com/serbench/serbench/harness"
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
	out := fs.String("out", "out", "directory whose results.json gets the matrix (made or updated), robustness.md the matrix, and robust/ the failing inputs")
	asJSON := fs.Bool("json", false, "write the matrix as JSON instead of markdown")
	replay := fs.String("replay", "", "decode the input in `FILE` as the probe did, through the one codec and dataset named")
	resume := fs.String("resume", "", "finish the interrupted probe in `DIR`, with its settings")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *memory < 16 {
		return usagef("--memory must be at least 16 MiB, not %d", *memory)
	}
	if *replay != "" {
		return replayInput(*replay, *codecs, *datasets, *memory<<20)
	}
	var (
		dir     string
		journal *results.Journal
		header  *results.File // the journal's: the settings, and the pairs done
		err     error
	)
	if *resume != "" {
		var other string
		fs.Visit(func(f *flag.Flag) {
			if f.Name != "resume" && f.Name != "json" {
				other = f.Name
			}
		})
		if other != "" {
			return usagef("--resume takes the probe's own settings; drop --%s", other)
		}
		dir = *resume
		if journal, header, err = reopenProbe(dir); err != nil {
			return err
		}
	} else {
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
		dir = *out
		if err := writable("--out", dir); err != nil {
			return err
		}
		header = &results.File{SchemaVersion: results.SchemaVersion, Env: environment(),
			Config: results.Config{Datasets: plan.Datasets, Codecs: plan.Codecs,
				Probe: &results.Probe{Inputs: *inputs, Seed: *seed, Timeout: timeout.String(), Memory: *memory << 20}}}
	}
	// A results.json that is there but unreadable is refused, not replaced.
	path := filepath.Join(dir, "results.json")
	file, err := results.Read(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		file = &results.File{SchemaVersion: results.SchemaVersion, Env: header.Env, Config: header.Config}
	case err != nil:
		if journal != nil {
			journal.Close()
		}
		return usagef("cannot add to %s", oneLine(err.Error()))
	}
	file.Config.Probe = header.Config.Probe
	if journal == nil {
		if journal, err = results.CreateProbeJournal(dir, header); err != nil {
			return usagef("cannot write --out %s: %v", dir, err)
		}
	}
	defer journal.Close()

	p := header.Config.Probe
	all := robustPairs(header.Config.Datasets, header.Config.Codecs)
	done := map[robust.Pair]results.Robustness{}
	for _, r := range header.Robustness {
		done[robust.Pair{Codec: r.Codec, Dataset: r.Dataset}] = r
	}
	var pairs []robust.Pair
	for _, pair := range all {
		if _, ok := done[pair]; !ok {
			pairs = append(pairs, pair)
		}
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	bar := newProgress(len(all) * p.Inputs)
	if len(done) > 0 {
		bar.add(len(done)*p.Inputs, "resumed")
	}
	fmt.Fprintf(os.Stderr, "serbench robust: %d codec and dataset pairs (%d to go), %d inputs each besides truncations, seed %d; writing %s\n",
		len(all), len(pairs), p.Inputs, p.Seed, dir)
	limit, _ := time.ParseDuration(p.Timeout) // checked when made or reopened
	stop := make(chan struct{})
	release := onInterrupt(func() { close(stop) })
	rows, err := robust.Run(robust.Config{Exe: exe, Inputs: p.Inputs, Seed: p.Seed, Timeout: limit, Memory: p.Memory,
		Dir: dir, Progress: bar.add, Parallel: runtime.GOMAXPROCS(0), Stop: stop,
		Done: func(r results.Robustness) error { return journal.Add(results.Entry{Robustness: &r}) }}, pairs)
	release()
	bar.bar.Finish()
	interrupted := errors.Is(err, robust.ErrInterrupted)
	if err != nil && !interrupted {
		return err
	}
	for _, r := range rows {
		done[robust.Pair{Codec: r.Codec, Dataset: r.Dataset}] = r
	}
	file.Robustness = nil
	for _, pair := range all {
		if r, ok := done[pair]; ok {
			file.Robustness = append(file.Robustness, r)
		}
	}
	if err := file.Write(path); err != nil {
		return err
	}
	var md bytes.Buffer
	if err := report.RobustnessMarkdown(&md, file.Robustness); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "robustness.md"), md.Bytes(), 0o644); err != nil {
		return err
	}
	if interrupted {
		return fmt.Errorf("%w: partial matrix in %s; serbench robust --resume %s finishes the rest", harness.ErrInterrupted, dir, dir)
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(file.Robustness)
	}
	_, err = os.Stdout.Write(md.Bytes())
	return err
}

// reopenProbe continues the probe journaled in dir with its own settings.
func reopenProbe(dir string) (*results.Journal, *results.File, error) {
	j, header, err := results.OpenProbeJournal(dir)
	if err != nil {
		return nil, nil, usagef("cannot resume %s: %v", dir, oneLine(err.Error()))
	}
	p := header.Config.Probe
	if p == nil || p.Inputs < 1 || p.Memory < 16<<20 {
		j.Close()
		return nil, nil, usagef("cannot resume %s: its journal has no probe settings", dir)
	}
	if d, err := time.ParseDuration(p.Timeout); err != nil || d <= 0 {
		j.Close()
		return nil, nil, usagef("cannot resume %s: its journal has no valid timeout", dir)
	}
	if err := knownNames(dir, header.Config); err != nil {
		j.Close()
		return nil, nil, err
	}
	return j, header, nil
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
