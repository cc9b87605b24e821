package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/internal/child"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// coldChildArg makes the serbench binary time one codec's first calls and
// exit: serbench coldChildArg CODEC DATASET VARIANT.
const coldChildArg = "__coldstart"

// coldAnswer is what a cold-start child prints: its figures or why none.
type coldAnswer struct {
	serbench.ColdStart
	Error string `json:"error,omitempty"`
}

// serveColdStart is the child: nothing calls the codec before ColdStart.
func serveColdStart(args []string) error {
	if len(args) != 3 {
		return errors.New("serbench: the cold-start child mode is started by serbench coldstart itself")
	}
	b := serbench.Lookup(args[0], args[1])
	var a coldAnswer
	if b.Unsupported != "" {
		a.Error = "unsupported: " + b.Unsupported
	} else if c, err := b.ColdStart(serbench.Variant(args[2])); err != nil {
		a.Error = err.Error()
	} else {
		a.ColdStart = c
	}
	return json.NewEncoder(os.Stdout).Encode(a)
}

// coldTimeout bounds one child: building a large collection's pool and one
// op on it take seconds, a text codec's on mesh tens of them.
const coldTimeout = 2 * time.Minute

func cmdColdStart(args []string) error {
	fs := flag.NewFlagSet("coldstart", flag.ContinueOnError)
	datasets := fs.String("datasets", "small", "datasets: comma-separated names or a regexp")
	codecs := fs.String("codecs", "", "codecs: comma-separated names or a regexp (default all)")
	processes := fs.Int("processes", 7, "fresh processes per codec and dataset, each giving one sample")
	out := fs.String("out", "", "directory whose results.json gets the cold_start section (made or updated); none by default")
	asJSON := fs.Bool("json", false, "print the rows as JSON instead of markdown")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *processes < 1 {
		return usagef("--processes must be at least 1, not %d", *processes)
	}
	plan, err := selection(*datasets, *codecs, "")
	if err != nil {
		return err
	}
	rows := coldRows(plan.Datasets, plan.Codecs)
	if len(rows) == 0 {
		return usagef("no codec selected supports a dataset selected")
	}
	section, err := newAddition(*out, results.Config{Datasets: plan.Datasets, Codecs: plan.Codecs})
	if err != nil {
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "serbench coldstart: %d codecs and datasets, %d fresh processes each\n", len(rows), *processes)
	err = inRounds(*processes, len(rows), 0xc01d, func(ctx context.Context, _, i int) string {
		coldSample(ctx, exe, &rows[i])
		return rows[i].Dataset + "/" + rows[i].Codec
	})
	if err != nil {
		return err
	}
	file, err := section.add(func(f *results.File) {
		f.ColdStart = mergeRows(f.ColdStart, rows, func(r results.ColdStart) string {
			return r.Dataset + "\x00" + r.Codec + "\x00" + r.Variant
		})
	})
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	return report.ColdStartMarkdown(os.Stdout, rows, file)
}

// coldRows lists the default variants of codecs on datasets that support
// them, dataset by dataset.
func coldRows(datasets, codecs []string) []results.ColdStart {
	var rows []results.ColdStart
	for _, d := range datasets {
		for _, c := range codecs {
			if serbench.Lookup(c, d).Unsupported == "" {
				rows = append(rows, results.ColdStart{Dataset: d, Codec: c, Variant: string(serbench.Default)})
			}
		}
	}
	return rows
}

// coldSample runs one fresh process for r and adds its figures, or its
// error when r has none yet.
func coldSample(ctx context.Context, exe string, r *results.ColdStart) {
	var a coldAnswer
	if why := childAnswer(ctx, exe, coldTimeout, &a, coldChildArg, r.Codec, r.Dataset, r.Variant); why != "" {
		a.Error = why
	}
	if a.Error != "" {
		r.Error = cmp.Or(r.Error, a.Error)
		return
	}
	// An op the variant lacks (a decode-only codec's marshal, an
	// encode-only codec's unmarshal) has no figure.
	if a.MarshalNs > 0 {
		r.MarshalNs = append(r.MarshalNs, a.MarshalNs)
	}
	if a.UnmarshalNs > 0 {
		r.UnmarshalNs = append(r.UnmarshalNs, a.UnmarshalNs)
	}
}

// childAnswer runs one fresh process of the serbench binary with args,
// bounded by timeout, and decodes the JSON it prints into v; it returns
// why there is no answer (a hang, a crash, unreadable output), or "".
func childAnswer(ctx context.Context, exe string, timeout time.Duration, v any, args ...string) string {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	switch {
	case ctx.Err() == context.DeadlineExceeded:
		return fmt.Sprintf("hang: no answer in %v", timeout)
	case err != nil:
		return fmt.Sprintf("crash (%v): %s", err, child.FirstLine(stderr.String()))
	}
	if err := json.Unmarshal(out, v); err != nil {
		return "unreadable answer: " + child.FirstLine(string(out))
	}
	return ""
}

// inRounds calls run for each of n rows, round after round, every row in
// an order shuffled anew (from seed and the round), so that a slow spell of
// the machine falls on many rows a sample each; run returns the row's
// name for the progress bar. Ctrl-C cancels the context run is given and
// ends the rounds with harness.ErrInterrupted.
func inRounds(rounds, n int, seed uint64, run func(ctx context.Context, round, i int) string) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	release := onInterrupt(cancel)
	bar := newProgress(n * rounds)
	for round := range rounds {
		for _, i := range rand.New(rand.NewPCG(uint64(round), seed)).Perm(n) {
			if ctx.Err() != nil {
				break
			}
			bar.add(1, run(ctx, round, i))
		}
	}
	release()
	bar.bar.Finish()
	if ctx.Err() != nil {
		return harness.ErrInterrupted
	}
	return nil
}
