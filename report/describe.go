package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/serbench/serbench/results"
)

// Describe is the run's environment in a line: the machine, the workers'
// environment where the run recorded it, and how its ns/op are priced.
func (r Run) Describe() string {
	e, c := r.File.Env, r.File.Config
	samples := fmt.Sprintf("%d samples per cell", c.Count)
	if c.MaxCount > c.Count {
		samples = fmt.Sprintf("%d to %d samples per cell (more while the budget lasts)", c.Count, c.MaxCount)
		if c.Precision > 0 {
			samples = fmt.Sprintf("%d to %d samples per cell (more while wider than ±%g%%)", c.Count, c.MaxCount, 100*c.Precision)
		}
	}
	d := fmt.Sprintf("Go %s, %s/%s, %s, GOMAXPROCS=%d, %s, commit %s, %s",
		orDash(e.GoVersion), orDash(e.GOOS), orDash(e.GOARCH), orDash(e.CPU), e.GOMAXPROCS, orDash(e.Date), orDash(e.Commit), samples)
	if w := workersText(e.Workers); w != "" {
		d += "; " + w
	}
	if p := r.Pricing(); p != "" {
		d += "; " + p
	}
	if t := r.File.Took(); t.Seconds() > 0 {
		d += "; timed in " + t.String()
	}
	return d
}

// Pricing says what a figure of the run is: its own time plus the
// collector's charge at the run's one rate, and where the rate came from.
// Runs made before own time was measured say what their figures hold.
func (r Run) Pricing() string {
	e := r.File.Env
	if !hasOwnTime(r.File) {
		if slices.ContainsFunc(r.File.Results, func(res results.Result) bool { return res.GCNsPerOp > 0 }) {
			return "ns/op include each worker's own charge for the garbage collector's processor time " +
				"(a run made before own time was measured: own time and charge are not shown apart)"
		}
		return ""
	}
	if e.Price().Zero() {
		if e.GCPrice == nil {
			return "ranked by own time alone (no price of garbage recorded)"
		}
		return "ranked by own time alone (--gc-rate 0)"
	}
	rate := "ns/op = own time + " + priceText(e.Price())
	p := e.GCPrice
	switch {
	case p == nil:
		return rate + " (its source not recorded)"
	case p.Source == "declared":
		return rate + " (the collector's cost, declared with --gc-rate)"
	case p.Source == "host":
		return rate + " (the collector's cost in " + hostText(p) + ", measured this run" + roundsText(p.RoundsNsPerByte, "ns/B") +
			roundsText(p.RoundsNsPerAlloc, "ns an allocation") + ")"
	}
	return rate + " (" + p.Source + ")"
}

// hasOwnTime reports whether f's cells measured own time apart from the
// collector's charge; older runs did not.
func hasOwnTime(f *results.File) bool {
	return slices.ContainsFunc(f.Results, func(res results.Result) bool { return res.OwnNs > 0 })
}

func fmtRate(ns float64) string { return fmt.Sprintf("%.3g", ns) }

// priceText says what garbage costs: "0.77 ns per allocated byte + 44 ns
// per allocation".
func priceText(p results.Price) string {
	s := fmtRate(p.PerByte) + " ns per allocated byte"
	if p.PerAlloc != 0 {
		s += " + " + fmtRate(p.PerAlloc) + " ns per allocation"
	}
	return s
}

// hostText describes the calibration host: as the run wrote it, or from
// its heap, pointer density and GOGC.
func hostText(p *results.GCPrice) string {
	if p.Host != "" {
		return p.Host
	}
	density := "pointer-dense"
	if p.Flat {
		density = "pointer-free"
	}
	s := fmt.Sprintf("a %dMiB %s host", p.HeapBytes>>20, density)
	if p.GOGC != 0 {
		s += fmt.Sprintf(", GOGC=%d", p.GOGC)
	}
	return s
}

// roundsText is the spread of the calibration rounds of a rate in unit,
// with the interval of their median where the rounds are enough to bound
// it, or "" for fewer than two rounds. The rounds are bounded as a cell's
// samples are: the machine's states last long enough to make rounds 40 s
// apart correlate.
func roundsText(rounds []float64, unit string) string {
	if len(rounds) < 2 {
		return ""
	}
	s := fmt.Sprintf(", the median of %d rounds from %s to %s %s", len(rounds), fmtRate(slices.Min(rounds)), fmtRate(slices.Max(rounds)), unit)
	if iv := results.PooledMedianInterval(rounds, nil, 0, 0, 0); iv.Lo > 0 {
		s += fmt.Sprintf(" (its %g%% interval %s to %s)", 100*results.Confidence, fmtRate(iv.Lo), fmtRate(iv.Hi))
	}
	return s
}

// workersText is the workers' environment, or "" when the run did not
// record it.
func workersText(w *results.Workers) string {
	if w == nil {
		return ""
	}
	env := func(name, v string) string {
		if v == "" {
			return name + " unset"
		}
		return name + "=" + v
	}
	parts := []string{env("GOGC", w.GOGC), env("GOMEMLIMIT", w.GOMEMLIMIT), env("GODEBUG", w.GODEBUG),
		fmt.Sprintf("GOMAXPROCS=%d", w.GOMAXPROCS)}
	if w.MemoryReturn != "" {
		parts = append(parts, "memory returned with "+w.MemoryReturn)
	}
	if w.MemoryLimit > 0 {
		parts = append(parts, fmt.Sprintf("a memory limit of %d MiB each", w.MemoryLimit>>20))
	}
	switch {
	case w.Processes == 1:
		parts = append(parts, "one worker process per library")
	case w.Processes > 1:
		parts = append(parts, fmt.Sprintf("%d worker processes per library, samples interleaved", w.Processes))
	}
	if w.CollectorHeld {
		parts = append(parts, "the collector held off during each sample and run, untimed, between them")
	}
	if w.Runway > 0 {
		parts = append(parts, fmt.Sprintf("on the large collections once the heap had grown %d MiB past its live heap", w.Runway>>20))
	}
	return "workers: " + strings.Join(parts, ", ")
}

// Trust says how steady the machine was and how precise the figures are,
// in a sentence, or "" for a run that measured neither.
func (r Run) Trust() string {
	n := r.File.Noise()
	if n == nil {
		return ""
	}
	return fmt.Sprintf("Machine noise: %s. %s (marked †).", n, capitalize(r.File.Precision().String()))
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
