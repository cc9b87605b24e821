package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/internal/child"
	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/results"
)

// gcHostArg makes the serbench binary serve as the calibration host that
// measures the run's price of garbage (internal/gchost).
const gcHostArg = "__gchost"

// Calibration rounds: each round is a collection cycle of each kind of
// garbage in the host, its pacer on against it held off, about 0.7 s. A
// run measures startRounds before its first sample, for a price to charge
// its rows as they finish, then a round every roundEvery while it samples,
// or more often in a run whose samples' budget is short, to spread
// spreadRounds over it, but no more often than every minRoundEvery; its
// price is the median of them all (every quickRoundEvery in a --quick
// run, whose 90 s can spare no more). The rounds of a run are close to
// independent and spread widely (a round's price per allocation most of
// all), so the price of a run of one dataset, a minute and a half, moves
// from run to run by the scatter of the median of its rounds, which more
// rounds shrink, besides the collector's cost drifting with the machine,
// which they cannot (docs/evidence/2026-12-07-short-run-rounds.md).
// ab measures abRounds before it starts and no more: its two sides share
// every round anyway.
const (
	startRounds     = 3
	spreadRounds    = 12
	roundEvery      = 40 * time.Second
	minRoundEvery   = 5 * time.Second
	quickRoundEvery = 30 * time.Second
	abRounds        = 7
)

// roundEveryFor is how often a run measures a round while it samples
// cells cells on a budget of budget each.
func roundEveryFor(budget time.Duration, cells int) time.Duration {
	return min(roundEvery, max(budget*time.Duration(cells)/spreadRounds, minRoundEvery))
}

// priceFlags declare the run's one price of garbage: a host whose
// collector is measured, or a rate.
type priceFlags struct {
	heap, rate *string
	gogc       *int
}

func definePriceFlags(fs *flag.FlagSet) *priceFlags {
	return &priceFlags{
		heap: fs.String("gc-heap", "64MiB", "the live heap of the host program whose collector prices garbage: a `size` (KiB, MiB, GiB), pointer-dense, or SIZE,flat for one without pointers"),
		gogc: fs.Int("gogc", 100, "the GOGC of that host program"),
		rate: fs.String("gc-rate", "", "declare the price of garbage instead of measuring it, as `PRICE` 0.3ns/B, 40ns/alloc or both joined by + (0: rank by own time alone)"),
	}
}

// maxRunway bounds the runway the workers take between collections from
// the declared host: eight workers at a time on the large collections,
// each under workerMemory.
const maxRunway = 1 << 30

// runway is how far past its live heap a worker's heap grows between the
// collections it makes between samples: the declared host's runway, or the
// default host's when the price is declared, at most maxRunway.
func (f *priceFlags) runway() int64 {
	h, err := gchost.ParseHost(*f.heap)
	if err != nil {
		return 0 // host reports it
	}
	h.GOGC = *f.gogc
	return min(h.Runway(), maxRunway)
}

// host checks the flags (set names those given) before any work, and
// returns the host to measure, or the declared price when there is none.
func (f *priceFlags) host(set map[string]bool) (gchost.Host, results.Price, error) {
	if *f.rate != "" {
		if set["gc-heap"] || set["gogc"] {
			return gchost.Host{}, results.Price{}, usagef("--gc-rate declares the price; drop --gc-heap and --gogc, which describe a host to measure it in")
		}
		p, err := results.ParsePrice(*f.rate)
		if err != nil {
			return gchost.Host{}, results.Price{}, usagef("--gc-rate %q: want a price such as 0.3ns/B, 40ns/alloc, 0.3ns/B+40ns/alloc, or 0", *f.rate)
		}
		return gchost.Host{}, p, nil
	}
	h, err := gchost.ParseHost(*f.heap)
	if err != nil {
		return gchost.Host{}, results.Price{}, usagef("--gc-heap %s: %v", *f.heap, err)
	}
	if *f.gogc <= 0 {
		return gchost.Host{}, results.Price{}, usagef("--gogc must be positive, not %d: a host whose collector is off prices garbage at nothing (use --gc-rate 0)", *f.gogc)
	}
	h.GOGC = *f.gogc
	return h, results.Price{}, nil
}

// pricing measures a run's price of garbage in a calibration host that
// lives as long as the run, journaling each round it measures.
type pricing struct {
	h       gchost.Host
	session *gchost.Session
	rounds  []gchost.Round
	journal *results.Journal // receives every round after the first ones, once set
}

// startPricing starts the calibration host h and measures its first rounds.
func startPricing(exe string, h gchost.Host, rounds int) (*pricing, error) {
	fmt.Fprintf(os.Stderr, "serbench: measuring the price of garbage in a host program (%v), %d rounds first\n", h, rounds)
	s, err := gchost.Start(context.Background(), exe, []string{gcHostArg}, h)
	if err != nil {
		return nil, err
	}
	p := &pricing{h: h, session: s}
	for range rounds {
		if err := p.round(); err != nil {
			s.Close()
			return nil, err
		}
	}
	return p, nil
}

// round measures one more round, and journals it once a journal is set.
func (p *pricing) round() error {
	r, err := p.session.Round()
	if err != nil {
		return err
	}
	p.rounds = append(p.rounds, r)
	if p.journal == nil {
		return nil
	}
	return p.journal.Add(results.Entry{PriceRound: &results.PriceRound{NsPerByte: r.NsPerByte, NsPerAlloc: r.NsPerAlloc}})
}

// price is the price the rounds so far measure, and how it was obtained.
func (p *pricing) price() (*results.GCPrice, results.Price, error) {
	m, err := gchost.PriceOf(p.h, p.rounds)
	if err != nil {
		return nil, results.Price{}, err
	}
	return &results.GCPrice{Source: "host", Host: p.h.String(), HeapBytes: p.h.HeapBytes, Flat: p.h.Flat, GOGC: p.h.GOGC,
		RoundsNsPerByte: m.Rounds, RoundsNsPerAlloc: m.AllocRounds}, results.Price{PerByte: m.NsPerByte, PerAlloc: m.NsPerAlloc}, nil
}

func (p *pricing) close() error { return p.session.Close() }

// hostOf is the calibration host a run's header describes, for a resumed
// run to go on measuring in, or false when its price was declared.
func hostOf(gp *results.GCPrice) (gchost.Host, bool) {
	if gp == nil || gp.Source != "host" {
		return gchost.Host{}, false
	}
	return gchost.Host{HeapBytes: gp.HeapBytes, Flat: gp.Flat, GOGC: gp.GOGC}, true
}

// workersEnv describes the workers' runtime settings as they start them.
func workersEnv(processes int, memoryLimit, runway int64) *results.Workers {
	godebug := child.GODEBUG()
	ret := "MADV_DONTNEED"
	for _, kv := range strings.Split(godebug, ",") {
		if kv == "madvdontneed=0" {
			ret = "MADV_FREE"
		} else if kv == "madvdontneed=1" {
			ret = "MADV_DONTNEED"
		}
	}
	return &results.Workers{GOGC: os.Getenv("GOGC"), GOMEMLIMIT: harness.WorkerGOMEMLIMIT(memoryLimit), GODEBUG: godebug,
		GOMAXPROCS: runtime.GOMAXPROCS(0), MemoryReturn: ret, Processes: processes, CollectorHeld: true,
		MemoryLimit: memoryLimit, Runway: runway}
}
