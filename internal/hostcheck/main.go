// Command hostcheck checks serbench's model of an op's cost against a real
// program (issue 29, item 3). serbench times an op with the collector held
// off and charges its garbage at one rate per byte, measured in a declared
// host (internal/gchost); hostcheck asks whether that total predicts what
// the op costs a program that holds the host's live heap with its pacer
// on.
//
//	go run ./internal/hostcheck -out out/hostcheck -evidence out/hostcheck/evidence.md
//	go run ./internal/hostcheck -hosts '64MiB;1GiB,flat' -codecs '^(json|msgp)$' -datasets small
//	go run ./internal/hostcheck -hosts 64MiB -results 64MiB=out/run64   # reuse a serbench run
//
// For each host it starts a child process that builds the host's live
// heap and GOGC (gchost.Hold) and times every selected cell, an op of a
// codec on a dataset, in chunks spread over a shuffled order, as the
// processor time of the whole process (every thread: the collector's too)
// per op. Then it runs serbench on the same cells, declaring the same
// host. It does both -repeats times, in turn, host first and serbench
// first alternately, so that the machine's fast and slow states fall on
// both sides alike; a cell's serbench figures are their mean over the
// runs. It compares: of the codec pairs whose cost in the host differs by
// 10% or more, the share that serbench's total orders alike, and the
// median |log| of serbench's total over the host's cost; both again for
// serbench's own time alone, for contrast. The targets are 95% of
// pairs in order and a median |log| of at most 0.15 for every host.
//
// Just before and just after each of the host's turns, a calibration
// child holding the same host measures -rounds rounds of its price, as a
// serbench run does (gchost.Start). The same figures are then made again
// with every serbench run charged at the median of those rounds: the
// price measured beside the host's timing, in the same states of the
// machine, so that a level missed at the runs' own prices can be told
// apart as the calibration's bias or the noise of the runs' few rounds.
//
// With -held the host times every chunk a second time, as long, with its
// collector held off, as serbench's workers hold it while they sample: the
// op's cost to the host without its garbage, in processor time. Its paced time less its held time is then
// what the op's garbage cost the host, and the evidence says, dataset by
// dataset, whether serbench's total errs in its own time or in its charge.
//
// It is a timing job: run it on a quiet machine. It assumes Linux, as
// gchost does, and the module's source at hand (it builds cmd/serbench).
package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/results"

	_ "github.com/serbench/serbench/codecs/all"
)

// defaultCodecs are codecs of unlike allocation: none to many small
// objects, reused or fresh buffers, generated code and reflection.
const defaultCodecs = "^(baseline|msgp|protobuf|vtprotobuf|colfer|gob|json|sonic|goccy-json|cbor|msgpack-v5|flatbuffers)$"

func main() {
	if len(os.Args) == 2 && (os.Args[1] == childArg || os.Args[1] == priceArg) {
		serve := serveHost
		if os.Args[1] == priceArg {
			serve = gchost.Child
		}
		if err := serve(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	var c config
	flag.StringVar(&c.hosts, "hosts", "64MiB;64MiB,flat;1GiB;1GiB,flat", "the hosts, separated by ';', each as serbench's --gc-heap reads it, with an optional gogc=N")
	flag.StringVar(&c.codecs, "codecs", defaultCodecs, "the codecs: a regular expression")
	flag.StringVar(&c.datasets, "datasets", "small,edge,hero", "the datasets: comma-separated names")
	flag.Float64Var(&c.seconds, "seconds", 0.5, "timed seconds a cell runs in a host, over its chunks")
	flag.IntVar(&c.chunks, "chunks", 3, "chunks a cell's time is split into in each repeat, spread over the order")
	flag.IntVar(&c.repeats, "repeats", 2, "times the host's timing and a serbench run alternate, each host; -seconds is shared among them")
	flag.IntVar(&c.rounds, "rounds", 5, "rounds of the host's price a calibration child measures just before and just after each of the host's turns; 0 for none")
	flag.Uint64Var(&c.seed, "seed", 1, "the seed of the cells' order")
	flag.BoolVar(&c.pooled, "pooled", false, "figure a cell by its chunks' total processor time over their total ops, not their median")
	flag.BoolVar(&c.held, "held", false, "time every chunk again with the host's collector held off, to tell own time's error from the charge's")
	flag.StringVar(&c.out, "out", "out/hostcheck", "directory for the hosts' chunks and the serbench runs")
	flag.Var(&c.reuse, "results", "reuse the serbench run in `HOST=DIR` for that host (repeatable)")
	flag.StringVar(&c.evidence, "evidence", "", "write the table, every cell's figures and the command to markdown `FILE`")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "hostcheck: unexpected arguments %q\n", flag.Args())
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, c); err != nil {
		fmt.Fprintln(os.Stderr, "hostcheck:", err)
		os.Exit(1)
	}
}

// config is what the flags ask for.
type config struct {
	hosts, codecs, datasets string
	seconds                 float64
	chunks, repeats, rounds int
	seed                    uint64
	pooled, held            bool
	out, evidence           string
	reuse                   reuseFlag
}

// reuseFlag maps a host, as -hosts spells it, to a serbench run directory.
type reuseFlag map[string]string

func (r *reuseFlag) String() string { return fmt.Sprint(map[string]string(*r)) }

func (r *reuseFlag) Set(s string) error {
	host, dir, ok := strings.Cut(s, "=")
	if !ok || host == "" || dir == "" {
		return fmt.Errorf("%q is not HOST=DIR", s)
	}
	if *r == nil {
		*r = reuseFlag{}
	}
	(*r)[host] = dir
	return nil
}

// A host is one of -hosts: its spelling and what it declares.
type host struct {
	Spec string
	gchost.Host
}

// name is the host's spelling fit for a file name.
func (h host) name() string {
	return strings.NewReplacer(",", "-", "=", "", " ", "").Replace(h.Spec)
}

// parseHosts parses -hosts: hosts separated by semicolons, since a host's
// own options are separated by commas.
func parseHosts(s string) ([]host, error) {
	var hosts []host
	for i, spec := range strings.Split(s, ";") {
		spec = strings.TrimSpace(spec)
		if spec == "" {
			return nil, fmt.Errorf("-hosts %q: host %d is empty", s, i+1)
		}
		h, err := gchost.ParseHost(spec)
		if err != nil {
			return nil, fmt.Errorf("-hosts: host %d: %v", i+1, err)
		}
		for _, seen := range hosts {
			if seen.Host == h {
				return nil, fmt.Errorf("-hosts: host %d, %q, is host %q again", i+1, spec, seen.Spec)
			}
		}
		hosts = append(hosts, host{spec, h})
	}
	return hosts, nil
}

// selectCells lists the default variant's marshal and unmarshal cells of
// the codecs matching the codecs regexp on the named datasets, by dataset,
// codec and op; pairs the codec does not support are left out.
func selectCells(datasets, codecs string) ([]cell, error) {
	re, err := regexp.Compile(codecs)
	if err != nil {
		return nil, fmt.Errorf("-codecs: %v", err)
	}
	var known []string
	for _, d := range serbench.Datasets() {
		known = append(known, d.Name)
	}
	var cells []cell
	for _, d := range strings.Split(datasets, ",") {
		if !slices.Contains(known, d) {
			return nil, fmt.Errorf("-datasets: no dataset %q (serbench list names them)", d)
		}
		for _, c := range serbench.Codecs() {
			if !re.MatchString(c.Name) {
				continue
			}
			b := serbench.Lookup(c.Name, d)
			for _, op := range []serbench.Op{serbench.Marshal, serbench.Unmarshal} {
				if b.Unsupported == "" && slices.Contains(b.Ops(serbench.Default), op) {
					cells = append(cells, cell{d, c.Name, string(op)})
				}
			}
		}
	}
	if len(cells) == 0 {
		return nil, fmt.Errorf("no codec matching -codecs %q supports -datasets %s", codecs, datasets)
	}
	return cells, nil
}

// order spreads chunks chunks of every cell over the order: a round of
// every cell per chunk, each round shuffled from seed.
func order(cells []cell, chunks int, seed uint64) []step {
	rng := rand.New(rand.NewPCG(seed, seed))
	var steps []step
	for k := range chunks {
		for _, i := range rng.Perm(len(cells)) {
			steps = append(steps, step{cells[i], k})
		}
	}
	return steps
}

// A hostResult is one host's check.
type hostResult struct {
	host
	// Heap is the live heap the host child held, and its goal.
	Heap heapState
	// Prices are the serbench runs' prices of garbage, a run a repeat, and
	// Priced the host they were measured in, as the first run describes
	// it.
	Prices []results.Price
	Priced string
	// Beside is the price measured beside the host's turns, and
	// AtBeside the figures with every run charged at it; Beside is nil
	// without rounds, and BesideErr says why when they made no price.
	Beside       *gchost.Price
	BesideErr    error
	AtBeside     figures
	BesidePoints []point  // the points with every run charged at Beside
	Runs         []string // the serbench runs' directories
	Processors   []string // the processors the runs report, each once
	Points       []point
	Missing      []string
	figures
}

func run(ctx context.Context, c config) error {
	hosts, err := parseHosts(c.hosts)
	if err != nil {
		return err
	}
	for spec := range c.reuse {
		if !slices.ContainsFunc(hosts, func(h host) bool { return h.Spec == spec }) {
			return fmt.Errorf("-results %s: no host of -hosts is spelt %q", spec, spec)
		}
	}
	if c.seconds <= 0 || c.chunks < 1 || c.repeats < 1 || c.rounds < 0 {
		return errors.New("-seconds must be positive, -chunks and -repeats at least 1, -rounds at least 0")
	}
	if len(c.reuse) > 0 && c.repeats != 1 {
		return errors.New("-results reuses one serbench run a host: give -repeats 1 with it")
	}
	cells, err := selectCells(c.datasets, c.codecs)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(c.out, 0o755); err != nil {
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	chunkLen := time.Duration(c.seconds / float64(c.chunks*c.repeats) * float64(time.Second))
	checks := make([]hostCheck, len(hosts))
	// serbench is built before anything is timed, so that a build that
	// fails costs no host's minutes.
	var serbenchExe string
	for _, h := range hosts {
		if _, ok := c.reuse[h.Spec]; !ok && serbenchExe == "" {
			if serbenchExe, err = buildSerbench(); err != nil {
				return err
			}
		}
	}
	// timeHost times every cell in host i, a chunk each, for repeat rep.
	timeHost := func(i, rep int) error {
		h := hosts[i]
		fmt.Fprintf(os.Stderr, "hostcheck: %s: timing %d cells in the host (repeat %d of %d)\n", h.Spec, len(cells), rep+1, c.repeats)
		j := job{Host: h.Spec, Chunk: chunkLen, Warm: chunkLen / 4, Steps: order(cells, c.chunks, c.seed+uint64(rep)), Held: c.held}
		for k := range j.Steps {
			j.Steps[k].Chunk += rep * c.chunks
		}
		var heap heapState
		var chunks []chunk
		err := timeBeside(ctx, exe, h.Host, c.rounds, &checks[i].rounds, func() (err error) {
			heap, chunks, err = runHost(ctx, exe, []string{childArg}, j)
			return err
		})
		if err != nil {
			return err
		}
		checks[i].heap = heap
		checks[i].chunks = append(checks[i].chunks, chunks...)
		return writeChunks(filepath.Join(c.out, "host-"+h.name()+".jsonl"), checks[i].chunks)
	}
	// runOnce runs serbench for host i, repeat rep, or reads the run
	// -results names.
	runOnce := func(i, rep int) error {
		h := hosts[i]
		dir, ok := c.reuse[h.Spec]
		if !ok {
			dir = filepath.Join(c.out, fmt.Sprintf("serbench-%s-%d", h.name(), rep+1))
			if err := runSerbench(ctx, serbenchExe, dir, h, cells); err != nil {
				return err
			}
		}
		f, err := results.Read(filepath.Join(dir, "results.json"))
		if err != nil {
			return err
		}
		checks[i].runs = append(checks[i].runs, f)
		checks[i].dirs = append(checks[i].dirs, dir)
		return nil
	}
	defer func() {
		if serbenchExe != "" {
			os.RemoveAll(filepath.Dir(serbenchExe))
		}
	}()
	// Each repeat times every host and runs serbench for it, the two in
	// turn, host first in even repeats and serbench first in odd ones
	// (ABBA): a drift of the machine's state over the check weighs on both
	// sides alike, as do its fast and slow states once there are enough
	// repeats.
	for rep := range c.repeats {
		for i := range hosts {
			first, second := timeHost, runOnce
			if rep%2 == 1 {
				first, second = runOnce, timeHost
			}
			if err := first(i, rep); err != nil {
				return err
			}
			if err := second(i, rep); err != nil {
				return err
			}
		}
	}
	var done []hostResult
	for i, h := range hosts {
		hc := checks[i]
		r := hostResult{host: h, Heap: hc.heap, Runs: hc.dirs}
		for _, f := range hc.runs {
			r.Prices = append(r.Prices, f.Env.Price())
			if !slices.Contains(r.Processors, f.Env.CPU) {
				r.Processors = append(r.Processors, f.Env.CPU)
			}
			if p := f.Env.GCPrice; p != nil && r.Priced == "" {
				r.Priced = cmp.Or(p.Host, p.Source)
			}
		}
		host, failed := hostCells(hc.chunks, c.pooled, c.repeats/2*c.chunks)
		r.Points, r.Missing = join(cells, host, failed, hc.runs)
		r.figures = compare(r.Points)
		if len(hc.rounds) > 0 {
			p, err := gchost.PriceOf(h.Host, hc.rounds)
			if err != nil {
				r.BesideErr = err
			} else {
				r.Beside = &p
				r.BesidePoints, _ = join(cells, host, failed, repriced(hc.runs, results.Price{PerByte: p.NsPerByte, PerAlloc: p.NsPerAlloc}))
				r.AtBeside = compare(r.BesidePoints)
			}
		}
		for _, m := range r.Missing {
			fmt.Fprintf(os.Stderr, "hostcheck: %s: left out %s\n", h.Spec, m)
		}
		done = append(done, r)
	}
	if err := writeTable(os.Stdout, done); err != nil {
		return err
	}
	if c.evidence != "" {
		return writeEvidence(c.evidence, done, c, commandLine(os.Args[1:]))
	}
	return nil
}

// A hostCheck gathers one host's measurements over the repeats: the heap
// its child held, every chunk timed in it, the rounds of its price
// measured beside them, and serbench's runs for it.
type hostCheck struct {
	heap   heapState
	chunks []chunk
	rounds []gchost.Round
	runs   []*results.File
	dirs   []string
}

// writeChunks writes a host's chunks as JSON lines, for the record.
func writeChunks(path string, chunks []chunk) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	for _, c := range chunks {
		if err := enc.Encode(c); err != nil {
			return err
		}
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// buildSerbench builds cmd/serbench into a temporary directory and returns
// the binary's path.
func buildSerbench() (string, error) {
	dir, err := os.MkdirTemp("", "hostcheck-")
	if err != nil {
		return "", err
	}
	exe := filepath.Join(dir, "serbench")
	if out, err := exec.Command("go", "build", "-o", exe, "github.com/serbench/serbench/cmd/serbench").CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return "", fmt.Errorf("building serbench: %v\n%s", err, out)
	}
	return exe, nil
}

// runSerbench runs serbench on the cells' datasets and codecs into dir,
// its price of garbage measured in host h. It takes one worker process a
// library and neither latency nor parallel chunks: only the figures
// compared.
func runSerbench(ctx context.Context, exe, dir string, h host, cells []cell) error {
	var datasets, codecs []string
	for _, c := range cells {
		if !slices.Contains(datasets, c.Dataset) {
			datasets = append(datasets, c.Dataset)
		}
		if !slices.Contains(codecs, c.Codec) {
			codecs = append(codecs, c.Codec)
		}
	}
	for i, c := range codecs {
		codecs[i] = regexp.QuoteMeta(c)
	}
	args := []string{"run", "--datasets", strings.Join(datasets, ","), "--codecs", "^(" + strings.Join(codecs, "|") + ")$",
		"--gc-heap", h.Spec, "--gogc", fmt.Sprint(h.GOGC), "--processes", "1", "--latency=false", "--parallel=false", "--out", dir}
	fmt.Fprintf(os.Stderr, "hostcheck: %s: %s %s\n", h.Spec, exe, commandLine(args))
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr // the tables are in dir's results.md
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("serbench run for host %s: %v", h.Spec, err)
	}
	return nil
}

// commandLine writes args as a shell reads them, quoting those that need
// it.
func commandLine(args []string) string {
	var quoted []string
	for _, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"\\$`|;&<>()*?[]{}^!#~") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		quoted = append(quoted, a)
	}
	return strings.Join(quoted, " ")
}
