package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
	"github.com/serbench/serbench/stream"
)

// streamChildArg makes the serbench binary check and time one codec's
// stream and exit: serbench streamChildArg CODEC SAMPLES.
const streamChildArg = "__stream"

// streamAnswer is what a stream child prints: its check and samples, or
// why it has none.
type streamAnswer struct {
	Bytes       int             `json:"bytes"`
	Fidelity    string          `json:"fidelity"`
	Differences []string        `json:"differences,omitempty"`
	Samples     []stream.Sample `json:"samples,omitempty"`
	Error       string          `json:"error,omitempty"`
}

// serveStream is the child: it checks the stream once, then times it.
func serveStream(args []string) error {
	if len(args) != 2 {
		return errors.New("serbench: the stream child mode is started by serbench stream itself")
	}
	ops := serbench.Stream(args[0])
	n, err := strconv.Atoi(args[1])
	if ops == nil || err != nil || n < 1 {
		return fmt.Errorf("serbench: the stream child got codec %q and %q samples", args[0], args[1])
	}
	entries := stream.Entries()
	c := stream.Verify(ops, entries)
	a := streamAnswer{Bytes: c.Bytes, Fidelity: string(c.Status), Differences: c.Differences}
	if c.Err != nil {
		a.Error = c.Err.Error()
	} else if a.Samples, err = stream.Measure(ops, entries, n); err != nil {
		a.Error = err.Error()
	}
	return json.NewEncoder(os.Stdout).Encode(a)
}

// streamTimeout bounds one child: a YAML library takes seconds a pass.
const streamTimeout = 2 * time.Minute

func cmdStream(args []string) error {
	fs := flag.NewFlagSet("stream", flag.ContinueOnError)
	codecs := fs.String("codecs", "", "codecs: comma-separated names or a regexp (default every codec with a stream)")
	processes := fs.Int("processes", 4, "fresh processes per codec, taken round after round")
	samples := fs.Int("samples", 5, "samples each process takes")
	out := fs.String("out", "", "directory whose results.json gets the stream section (made or updated); none by default")
	asJSON := fs.Bool("json", false, "print the rows as JSON instead of markdown")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *processes < 1 || *samples < 1 {
		return usagef("--processes and --samples must be at least 1, not %d and %d", *processes, *samples)
	}
	names, err := selectNames("codec", *codecs, serbench.Streaming(), serbench.Streaming())
	if err != nil {
		return err
	}
	section, err := newAddition(*out, results.Config{Datasets: []string{"logs"}, Codecs: names})
	if err != nil {
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	rows, entries := make([]results.Stream, len(names)), len(stream.Entries())
	for i, name := range names {
		rows[i] = results.Stream{Dataset: "logs", Codec: name, Entries: entries}
	}
	fmt.Fprintf(os.Stderr, "serbench stream: %d codecs, %d fresh processes of %d samples each\n", len(rows), *processes, *samples)
	err = inRounds(*processes, len(rows), 0x57ea, func(ctx context.Context, round, i int) string {
		streamProcess(ctx, exe, *samples, round, &rows[i])
		return rows[i].Codec
	})
	if err != nil {
		return err
	}
	if _, err := section.add(func(f *results.File) {
		f.Stream = mergeRows(f.Stream, rows, func(r results.Stream) string { return r.Dataset + "\x00" + r.Codec })
	}); err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	return report.StreamMarkdown(os.Stdout, rows)
}

// streamProcess runs one fresh process for r and adds its samples, or its
// error when r has none yet.
func streamProcess(ctx context.Context, exe string, samples, worker int, r *results.Stream) {
	var a streamAnswer
	if why := childAnswer(ctx, exe, streamTimeout, &a, streamChildArg, r.Codec, strconv.Itoa(samples)); why != "" {
		a.Error = why
	}
	if a.Fidelity != "" {
		r.StreamBytes, r.Fidelity, r.Differences = a.Bytes, a.Fidelity, a.Differences
	}
	if a.Error != "" {
		r.Error = cmp.Or(r.Error, a.Error)
		return
	}
	for _, s := range a.Samples {
		r.EncodeNs, r.DecodeNs = append(r.EncodeNs, s.EncodeNs), append(r.DecodeNs, s.DecodeNs)
		r.EncodeAllocBytes, r.EncodeAllocs = append(r.EncodeAllocBytes, s.EncodeBytes), append(r.EncodeAllocs, s.EncodeAllocs)
		r.DecodeAllocBytes, r.DecodeAllocs = append(r.DecodeAllocBytes, s.DecodeBytes), append(r.DecodeAllocs, s.DecodeAllocs)
		r.Worker = append(r.Worker, worker)
	}
}
