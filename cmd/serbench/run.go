package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// quickBudget is the nominal time --quick spreads over its samples: it
// sets their length. Ten samples a cell take some three times as long in
// wall time (the collection between samples, the warm-up, the first
// sample's calibration), and preparing and checking take the rest of its
// 90 seconds (docs/evidence/2026-11-27-quick-budget.md).
const quickBudget = 15 * time.Second

// quickLargeTimeout is a worker's time limit in a quick run of datasets
// that are not seed datasets, where one op can take many seconds.
const quickLargeTimeout = 5 * time.Minute

// workerMemory is the memory a worker may hold (harness.Runner.MemoryLimit):
// more than any codec holds on the largest dataset (a text codec's op on
// mesh, some 4.5 GiB at its peak with its pacer's garbage), and for two
// workers at a time far less than the machine has.
const workerMemory = 6 << 30

// runBudget is run's default --budget: it keeps small's targets, as 0.3 s
// did, and brings the full run within its 25 minutes
// (docs/evidence/2026-12-07-budget-250ms.md).
const runBudget = 250 * time.Millisecond

func cmdRun(args []string) error {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	pf := definePlanFlags(fs, runBudget)
	out := fs.String("out", "out", "directory for results.json, results.txt, results.md and the journal")
	resume := fs.String("resume", "", "continue the killed run in `DIR`, with its settings")
	payloads := fs.String("payloads", "", "write one encoded record per dataset and codec to `DIR`/<dataset>/<codec>.<ext>")
	if err := parse(fs, args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	var (
		plan    *harness.Plan
		journal *results.Journal
		done    *results.File
		dir     string
		pr      *pricing // the calibration host, while the run measures its price
		err     error
	)
	if *resume != "" {
		for name := range set {
			if name != "resume" {
				return usagef("--resume takes the run's own settings; drop --%s", name)
			}
		}
		dir = *resume
		if plan, journal, done, err = reopen(dir); err != nil {
			return err
		}
		*pf.pin = done.Config.Pin
		if h, ok := hostOf(done.Env.GCPrice); ok {
			exe, err := os.Executable()
			if err != nil {
				return err
			}
			if pr, err = startPricing(exe, h, 0); err != nil {
				journal.Close()
				return err
			}
		}
	} else {
		if plan, err = pf.plan(set); err != nil {
			return err
		}
		dir = *out
		if err := writable("--out", dir); err != nil {
			return err
		}
		if *payloads != "" {
			if err := writable("--payloads", *payloads); err != nil {
				return err
			}
		}
		exe, err := os.Executable()
		if err != nil {
			return err
		}
		var gp *results.GCPrice
		if gp, pr, err = pf.measurePrice(exe, plan, startRounds); err != nil {
			return err
		}
		header := newHeader(plan, gp, workerMemory, *pf.quick, *pf.pin)
		if journal, err = results.CreateJournal(dir, header); err != nil {
			if pr != nil {
				pr.close()
			}
			return usagef("cannot write --out %s: %v", dir, err)
		}
	}
	defer journal.Close()
	if pr != nil {
		pr.journal = journal
		defer pr.close()
	}

	exe, err := os.Executable()
	if err != nil {
		return err
	}
	bar := newProgress(plan.Steps())
	if done != nil {
		bar.add(steps(done), "resumed")
	}
	fmt.Fprintf(os.Stderr, "serbench: %s; writing %s\n", plan, dir)
	r := &harness.Runner{Exe: exe, Journal: journal, Done: done, Payloads: *payloads,
		Pin: *pf.pin, Progress: bar.add, MemoryLimit: workerMemory}
	if pr != nil {
		r.PriceRound, r.PriceEvery = pr.round, roundEveryFor(plan.Budget, plan.Cells())
		if *pf.quick || done != nil && done.Config.Quick {
			r.PriceEvery = quickRoundEvery
		}
	}
	stop := onInterrupt(r.Interrupt)
	err = r.Run(plan)
	stop()
	r.Close()
	bar.bar.Finish()
	if errors.Is(err, harness.ErrInterrupted) {
		// What was finished is reported as a run that stopped there.
		if err := finish(dir); err != nil {
			return err
		}
		return fmt.Errorf("%w: partial results in %s; serbench run --resume %s finishes the rest", err, dir, dir)
	}
	if err != nil {
		return err
	}
	return finish(dir)
}

// planFlags are the flags that say what a run times and how: run's and ab's.
type planFlags struct {
	datasets, codecs, variants *string
	count, maxCount, processes *int
	budget, benchtime, timeout *time.Duration
	quick, pin, gc             *bool
	latency, parallel, memory  *bool
	data                       *string
	opLimit                    *time.Duration
	price                      *priceFlags
	host                       gchost.Host // set by plan: where to measure the price of garbage
	declared                   bool        // set by plan: the price was declared (--gc-rate)
}

// measurePrice sets the plan's price of garbage, measuring rounds of it in
// the host unless the user declared it, and says how it was obtained. The
// host it returns, nil when the price was declared, goes on measuring for
// a run that spreads its rounds; the caller closes it.
func (f *planFlags) measurePrice(exe string, plan *harness.Plan, rounds int) (*results.GCPrice, *pricing, error) {
	if f.declared {
		return &results.GCPrice{Source: "declared"}, nil, nil
	}
	pr, err := startPricing(exe, f.host, rounds)
	if err != nil {
		return nil, nil, err
	}
	gp, p, err := pr.price()
	if err != nil {
		pr.close()
		return nil, nil, err
	}
	plan.GCPrice = p
	return gp, pr, nil
}

// definePlanFlags defines the plan's flags on fs, --budget defaulting to
// budget.
func definePlanFlags(fs *flag.FlagSet, budget time.Duration) *planFlags {
	return &planFlags{
		datasets:  fs.String("datasets", "", "datasets: comma-separated names or a regexp (default all; seed datasets with --quick)"),
		codecs:    fs.String("codecs", "", "codecs: comma-separated names or a regexp (default all)"),
		variants:  fs.String("variants", "", "variants to time besides default: comma-separated names or a regexp"),
		count:     fs.Int("count", 40, "samples every cell takes"),
		maxCount:  fs.Int("max-count", 500, "samples a cell may take while the budget lasts"),
		processes: fs.Int("processes", 2, "worker processes per library, their samples interleaved (1 with --quick unless set)"),
		budget:    fs.Duration("budget", budget, "sampling time a dataset may spend per cell, on average; every cell samples until it is spent"),
		benchtime: fs.Duration("benchtime", 2*time.Millisecond, "duration each sample aims at"),
		timeout:   fs.Duration("timeout", time.Minute, "longest a worker may take to answer one request (to check a codec on a large collection, four times as long)"),
		quick:     fs.Bool("quick", false, "every codec on the seed datasets, default variants, within 90 seconds"),
		pin:       fs.Bool("pin", true, "take every sample on one processor, the last"),
		gc:        fs.Bool("gc", false, "collect garbage before each sample, outside the timed region"),
		latency:   fs.Bool("latency", true, "time per-call latency (p50, p99, p99.9) in chunks beside the samples (off with --quick unless set)"),
		parallel:  fs.Bool("parallel", true, "time throughput with every processor busy against one, in chunks beside the samples (off with --quick unless set)"),
		memory:    fs.Bool("memory", true, "measure the peak memory of the first op of each cell of the large collections, before its samples"),
		data:      fs.String("data", "", dataFlagHelp),
		opLimit:   fs.Duration("op-limit", time.Second, "a cell whose op takes longer keeps its first sample and takes no more (0: no limit)"),
		price:     definePriceFlags(fs),
	}
}

// plan checks the flags (set names those given) and makes the plan.
func (f *planFlags) plan(set map[string]bool) (*harness.Plan, error) {
	if *f.count < 1 {
		return nil, usagef("--count must be at least 1, not %d", *f.count)
	}
	if *f.benchtime <= 0 || *f.timeout <= 0 {
		return nil, usagef("--benchtime and --timeout must be positive")
	}
	if *f.budget < 0 {
		return nil, usagef("--budget must not be negative")
	}
	if *f.processes < 1 {
		return nil, usagef("--processes must be at least 1, not %d", *f.processes)
	}
	host, rate, err := f.price.host(set)
	if err != nil {
		return nil, err
	}
	if *f.data != "" {
		name, err := useData(*f.data)
		if err != nil {
			return nil, err
		}
		if !set["datasets"] {
			*f.datasets = name
		}
	}
	if *f.quick && !set["datasets"] && *f.data == "" {
		*f.datasets = seedList()
	}
	if *f.quick && set["variants"] {
		return nil, usagef("--quick times default variants only; drop --variants")
	}
	plan, err := selection(*f.datasets, *f.codecs, *f.variants)
	if err != nil {
		return nil, err
	}
	plan.Processes, f.host, f.declared, plan.GCPrice = *f.processes, host, *f.price.rate != "", rate
	plan.Runway = f.price.runway()
	plan.Count, plan.Benchtime, plan.Timeout, plan.Collect = *f.count, *f.benchtime, *f.timeout, *f.gc
	plan.MaxCount, plan.Budget = *f.maxCount, *f.budget
	plan.Latency, plan.Parallel, plan.Memory, plan.OpLimit = *f.latency, *f.parallel, *f.memory, *f.opLimit
	if *f.quick {
		plan.Count, plan.MaxCount, plan.Timeout = 10, 20, 20*time.Second
		if !set["processes"] {
			plan.Processes = 1
		}
		plan.Latency, plan.Parallel = *f.latency && set["latency"], *f.parallel && set["parallel"]
		plan.Memory = *f.memory && set["memory"]
		cells := time.Duration(max(plan.Cells(), 1))
		// Ten samples and a calibration per cell, and what is left of
		// the budget for the widest cells.
		plan.Budget = quickBudget / cells
		plan.Benchtime = min(max(quickBudget/(cells*(time.Duration(plan.Count)+4)), 200*time.Microsecond), 5*time.Millisecond)
		if large := nonSeed(plan.Datasets); len(large) > 0 {
			// One op on these takes milliseconds to minutes, so no
			// fixed budget holds: each sample is one op at least.
			plan.Timeout = quickLargeTimeout
			fmt.Fprintf(os.Stderr, "serbench: --quick on %v, not seed datasets: no 90 s bound; every cell takes %d samples of at least one op, "+
				"so about %d times each codec's marshal and unmarshal time, and a worker may take %v a request\n",
				large, plan.Count, plan.Count, quickLargeTimeout)
		}
	}
	return plan, nil
}

// progress shows how far a run is: a bar with an ETA on a terminal;
// elsewhere, as in CI logs, a line at every tenth.
type progress struct {
	bar  *progressbar.ProgressBar
	tty  bool
	next float64 // the fraction at which the next line is printed
}

func newProgress(total int) *progress {
	tty := term.IsTerminal(int(os.Stderr.Fd()))
	var w io.Writer = io.Discard // the bar still counts, for the lines
	if tty {
		w = os.Stderr
	}
	return &progress{tty: tty, next: 0.1, bar: progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("serbench"),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionShowElapsedTimeOnFinish(),
		progressbar.OptionThrottle(250*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)}
}

func (p *progress) add(n int, what string) {
	p.bar.Describe(what)
	p.bar.Add(n)
	s := p.bar.State()
	if p.tty || s.CurrentPercent < p.next {
		return
	}
	left := time.Duration(s.SecondsLeft * float64(time.Second)).Round(time.Second)
	fmt.Fprintf(os.Stderr, "serbench: %.0f%% (%d of %d steps), about %v left\n", 100*s.CurrentPercent, s.CurrentNum, s.Max, left)
	for p.next <= s.CurrentPercent {
		p.next += 0.1
	}
}

// steps counts what a resumed run has done, for its progress bar.
func steps(f *results.File) int {
	n := len(f.Fidelity)
	for _, r := range f.Results {
		n += len(r.SamplesNs)
	}
	return n
}

// finish turns the journal into results.json, results.txt and results.md,
// and prints a summary of one screen (report.Summary): the full tables
// are in results.md, which it names. Its last line is the verdict, how
// far the figures can be trusted.
func finish(dir string) error {
	f, err := save(dir)
	if err != nil {
		return err
	}
	return report.Summary(os.Stdout, f, dir)
}

// save turns the journal in dir into results.json, results.txt and
// results.md, and returns the results.
func save(dir string) (*results.File, error) {
	f, err := results.LoadJournal(dir)
	if err != nil {
		return nil, err
	}
	f.Sort()
	if err := f.Write(filepath.Join(dir, "results.json")); err != nil {
		return nil, err
	}
	var txt bytes.Buffer
	if err := f.WriteText(&txt); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "results.txt"), txt.Bytes(), 0o644); err != nil {
		return nil, err
	}
	var md bytes.Buffer
	if err := report.Markdown(&md, f, report.Options{}); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "results.md"), md.Bytes(), 0o644); err != nil {
		return nil, err
	}
	return f, nil
}

// reopen continues the run journaled in dir with its own settings.
func reopen(dir string) (*harness.Plan, *results.Journal, *results.File, error) {
	j, done, err := results.OpenJournal(dir)
	if err != nil {
		return nil, nil, nil, usagef("cannot resume %s: %v", dir, err)
	}
	plan, err := planOf(done.Config, &done.Env)
	if err != nil {
		j.Close()
		return nil, nil, nil, usagef("cannot resume %s: its journal's %v", dir, err)
	}
	if err := knownNames(dir, done.Config); err != nil {
		j.Close()
		return nil, nil, nil, err
	}
	return plan, j, done, nil
}

// knownNames checks that the datasets and codecs of the run or probe
// journaled in dir are still known, so that it can be resumed.
func knownNames(dir string, c results.Config) error {
	for _, name := range c.Datasets {
		if !slices.Contains(datasetNames(), name) {
			return usagef("cannot resume %s: dataset %q is no longer known", dir, name)
		}
	}
	for _, name := range c.Codecs {
		if !slices.Contains(codecNames(), name) {
			return usagef("cannot resume %s: codec %q is no longer known", dir, name)
		}
	}
	return nil
}

// selection resolves the LIST flags into a plan.
func selection(datasets, codecs, variants string) (*harness.Plan, error) {
	ds, err := selectNames("dataset", datasets, datasetNames(), datasetNames())
	if err != nil {
		return nil, err
	}
	cs, err := selectNames("codec", codecs, codecNames(), codecNames())
	if err != nil {
		return nil, err
	}
	vs, err := selectNames("variant", variants, variantNames(), []string{string(serbench.Default)})
	if err != nil {
		return nil, err
	}
	plan := &harness.Plan{Datasets: ds, Codecs: cs}
	for _, v := range vs {
		plan.Variants = append(plan.Variants, serbench.Variant(v))
	}
	return plan, nil
}

// variantNames lists every variant some codec offers.
func variantNames() []string {
	names := []string{string(serbench.Default)}
	for _, c := range serbench.Codecs() {
		for _, d := range serbench.Datasets() {
			for _, v := range serbench.Lookup(c.Name, d.Name).Variants {
				if !slices.Contains(names, string(v)) {
					names = append(names, string(v))
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// nonSeed lists the named datasets that are not seed datasets.
func nonSeed(names []string) []string {
	var out []string
	for _, n := range names {
		if !slices.Contains(quickDatasets(), n) {
			out = append(out, n)
		}
	}
	return out
}

func seedList() string {
	s := ""
	for i, d := range quickDatasets() {
		if i > 0 {
			s += ","
		}
		s += d
	}
	return s
}

// writable makes sure the directory a flag names exists and takes files,
// before any work.
func writable(flag, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return usagef("cannot write %s %s: %v", flag, dir, err)
	}
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return usagef("cannot write %s %s: %v", flag, dir, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// newHeader is the journal's first line: the environment, the settings and
// what the datasets and codecs were.
func newHeader(p *harness.Plan, gp *results.GCPrice, memoryLimit int64, quick, pin bool) *results.File {
	h := &results.File{SchemaVersion: results.SchemaVersion, Env: environment(), Config: configOf(p, quick, pin)}
	h.Env.GCRateNsPerByte, h.Env.GCRateNsPerAlloc, h.Env.GCPrice = p.GCPrice.PerByte, p.GCPrice.PerAlloc, gp
	h.Env.Workers = workersEnv(max(p.Processes, 1), memoryLimit, p.Runway)
	for _, d := range serbench.Datasets() {
		if slices.Contains(p.Datasets, d.Name) {
			h.Datasets = append(h.Datasets, results.Dataset{Name: d.Name, Description: d.Description, Records: d.Len(),
				Throughput: d.Throughput})
		}
	}
	for _, c := range serbench.Codecs() {
		if slices.Contains(p.Codecs, c.Name) {
			h.Codecs = append(h.Codecs, describe(c, p.Datasets))
		}
	}
	return h
}
