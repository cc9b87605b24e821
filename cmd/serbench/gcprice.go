package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/results"
)

// gcHostArg makes the serbench binary serve as the calibration host that
// measures the run's price of garbage (internal/gchost).
const gcHostArg = "__gchost"

// Calibration rounds: each round is a few collection cycles of the host
// with its pacer on and as many held off, alternating.
const (
	gcRounds      = 7
	quickGCRounds = 3
)

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

// price measures the price in host h, unless declared is set (p given),
// and says how it was obtained.
func price(exe string, h gchost.Host, declared bool, p results.Price, quick bool) (*results.GCPrice, results.Price, error) {
	if declared {
		return &results.GCPrice{Source: "declared"}, p, nil
	}
	rounds := gcRounds
	if quick {
		rounds = quickGCRounds
	}
	fmt.Fprintf(os.Stderr, "serbench: measuring the price of garbage in a host program (%v), %d rounds\n", h, rounds)
	m, err := gchost.Measure(context.Background(), exe, []string{gcHostArg}, h, rounds)
	if err != nil {
		return nil, results.Price{}, err
	}
	return &results.GCPrice{Source: "host", Host: h.String(), HeapBytes: h.HeapBytes, Flat: h.Flat, GOGC: h.GOGC,
		RoundsNsPerByte: m.Rounds, RoundsNsPerAlloc: m.AllocRounds}, results.Price{PerByte: m.NsPerByte, PerAlloc: m.NsPerAlloc}, nil
}

// workersEnv describes the workers' runtime settings as they start them.
func workersEnv(processes int, memoryLimit int64) *results.Workers {
	godebug := harness.WorkerGODEBUG()
	ret := "MADV_DONTNEED"
	for _, kv := range strings.Split(godebug, ",") {
		if kv == "madvdontneed=0" {
			ret = "MADV_FREE"
		} else if kv == "madvdontneed=1" {
			ret = "MADV_DONTNEED"
		}
	}
	return &results.Workers{GOGC: os.Getenv("GOGC"), GOMEMLIMIT: os.Getenv("GOMEMLIMIT"), GODEBUG: godebug,
		GOMAXPROCS: runtime.GOMAXPROCS(0), MemoryReturn: ret, Processes: processes, CollectorHeld: true,
		MemoryLimit: memoryLimit}
}
