package main

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/internal/mdtext"
	"github.com/serbench/serbench/results"
)

// writeTable writes the check's table: a row per host.
func writeTable(w io.Writer, rs []hostResult) error {
	p := &mdtext.Printer{W: w}
	p.Printf("| host | rate used | cells | pairs ≥%.0f%% apart | in order, total | in order, own | in order, host's halves | median \\|log\\|, total | median \\|log\\|, own | verdict |\n", minGap*100)
	p.Printf("|---|---|---:|---:|---:|---:|---:|---:|---:|---|\n")
	for _, r := range rs {
		verdict := "FAIL"
		if r.pass() {
			verdict = "PASS"
		}
		halves := "—"
		if !math.IsNaN(r.InOrderHost) {
			halves = fmt.Sprintf("%.1f%%", 100*r.InOrderHost)
		}
		p.Printf("| %s | %s (%s) | %d | %d | %.1f%% | %.1f%% | %s | %.3f | %.3f | %s |\n", r.Spec, pricesText(r.Prices), r.Priced,
			r.Cells, r.Pairs, 100*r.InOrderTotal, 100*r.InOrderOwn, halves, r.LogTotal, r.LogOwn, verdict)
	}
	p.Printf("\nTargets: at least %.0f%% of pairs in order and a median |log| of at most %.2f, by serbench's total, for every host. "+
		"The host's halves (its first repeats' chunks against the rest) show how far the host agrees with itself on the same pairs.\n", 100*minInOrder, maxLog)
	if !slices.ContainsFunc(rs, func(r hostResult) bool { return r.Beside != nil || r.BesideErr != nil }) {
		return p.Err
	}
	p.Printf("\nThe same runs charged at the price measured beside the host's turns:\n\n")
	p.Printf("| host | price beside the host | rounds | in order, total | median \\|log\\|, total | verdict |\n|---|---|---:|---:|---:|---|\n")
	for _, r := range rs {
		switch {
		case r.BesideErr != nil:
			p.Printf("| %s | none: %s | | | | |\n", r.Spec, firstLine(r.BesideErr.Error()))
		case r.Beside != nil:
			verdict := "FAIL"
			if r.AtBeside.pass() {
				verdict = "PASS"
			}
			p.Printf("| %s | %s | %d | %.1f%% | %.3f | %s |\n", r.Spec, pricesText([]results.Price{{PerByte: r.Beside.NsPerByte, PerAlloc: r.Beside.NsPerAlloc}}),
				len(r.Beside.Rounds), 100*r.AtBeside.InOrderTotal, r.AtBeside.LogTotal, verdict)
		}
	}
	return p.Err
}

// writeEvidence writes the check's evidence to path: how it was made, the
// table, and every cell's figures host by host.
func writeEvidence(path string, rs []hostResult, c config, command string) error {
	var b bytes.Buffer
	p := &mdtext.Printer{W: &b}
	estimator := "the median of its chunks' processor time per op"
	if c.pooled {
		estimator = "its chunks' total processor time over their total ops"
	}
	p.Printf("# The model checked against a real program (issue 29, item 3)\n\n")
	var processors []string
	for _, r := range rs {
		processors = append(processors, r.Processors...)
	}
	slices.Sort(processors)
	processors = slices.Compact(processors)
	p.Printf("Made %s with %s on %s/%s (%s, as the serbench runs report it), GOMAXPROCS=%d, by:\n\n", time.Now().UTC().Format(time.RFC3339),
		runtime.Version(), runtime.GOOS, runtime.GOARCH, cmp.Or(strings.Join(processors, "; "), "processor unknown"), runtime.GOMAXPROCS(0))
	p.Printf("```sh\ngo run ./internal/hostcheck %s\n```\n\n", command)
	p.Printf("In each host, a child process held the host's live heap at its GOGC, the pacer on, and ran every cell "+
		"for %gs in %d chunks spread over a shuffled order (seed %d, then the next seed each repeat), each after a "+
		"quarter chunk's warm-up; a cell's cost is %s, every thread of the process counted. serbench's figures are "+
		"own time (`own_ns`), charge (`gc_ns_per_op`) and total (`median_ns`) of a run declaring the same host, their "+
		"mean over the runs. The host's timing and serbench's run took turns, %d times each, host first in the first "+
		"turn and serbench first in the next, so that the machine's states fall on both alike.\n\n",
		c.seconds, c.chunks*c.repeats, c.seed, estimator, c.repeats)
	if c.rounds > 0 {
		p.Printf("Just before and just after each of the host's turns, a calibration child holding the same host measured %d rounds of "+
			"its price, as a serbench run does; the second table charges every serbench run at their median instead of its own price.\n\n", c.rounds)
	}
	if err := writeTable(&b, rs); err != nil {
		return err
	}
	for _, r := range rs {
		p.Printf("\n## %s\n\n", r.Spec)
		p.Printf("The host child held a live heap of %.1f MiB, the declared heap with what the program's packages keep, "+
			"and the collector's goal for it was %.1f MiB: a collection every %.1f MiB or so of garbage.\n\n",
			mib(r.Heap.LiveBytes), mib(r.Heap.GoalBytes), mib(r.Heap.GoalBytes-r.Heap.LiveBytes))
		p.Printf("The serbench runs: `%s`, their prices %s measured in %s.\n\n", strings.Join(r.Runs, "`, `"), pricesText(r.Prices), r.Priced)
		if b := r.Beside; b != nil {
			p.Printf("The rounds measured beside the host's turns, in the order measured: %s ns/B; %s ns/alloc.\n\n", roundsText(b.Rounds), roundsText(b.AllocRounds))
		}
		held := c.held && slices.ContainsFunc(r.Points, func(pt point) bool { return pt.HeldNs > 0 })
		if held {
			writeSplits(p, r)
		}
		heldHeader, heldRule := "", ""
		if held {
			heldHeader, heldRule = " host held | held/own | garbage/charge |", "---:|---:|---:|"
		}
		p.Printf("| dataset | op | codec | host CPU/op | chunks | collections | host B/op | own | charge | total | total/host | own/host |%s\n", heldHeader)
		p.Printf("|---|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|%s\n", heldRule)
		for _, pt := range r.Points {
			chunks := make([]string, len(pt.ChunkNs))
			for i, ns := range pt.ChunkNs {
				chunks[i] = mdtext.Ns(ns)
			}
			heldText := ""
			if held {
				heldText = fmt.Sprintf(" %s | %.3f | %.3f |", mdtext.Ns(pt.HeldNs), pt.HeldNs/pt.OwnNs, (pt.HostNs-pt.HeldNs)/pt.ChargeNs)
			}
			p.Printf("| %s | %s | %s | %s | %s | %d | %.0f | %s | %s | %s | %.3f | %.3f |%s\n", pt.Dataset, pt.Op, pt.Codec,
				mdtext.Ns(pt.HostNs), strings.Join(chunks, ", "), pt.Cycles, pt.HostBytes,
				mdtext.Ns(pt.OwnNs), mdtext.Ns(pt.ChargeNs), mdtext.Ns(pt.TotalNs), pt.TotalNs/pt.HostNs, pt.OwnNs/pt.HostNs, heldText)
		}
		if len(r.Missing) > 0 {
			p.Printf("\nLeft out:\n\n")
			for _, m := range r.Missing {
				p.Printf("- %s\n", m)
			}
		}
	}
	if p.Err != nil {
		return p.Err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("-evidence: %v", err)
	}
	return nil
}

// writeSplits writes where a host's totals err, own time or charge
// (splits), at the runs' own prices and at the price beside the host.
func writeSplits(p *mdtext.Printer, r hostResult) {
	p.Printf("Where the total errs: the host timed every chunk again with its collector held off. \"held/own\" is the host's held time over serbench's own time, " +
		"\"garbage/charge\" the host's time paced less its time held over serbench's charge; the last two columns are the median |log(total/host)| " +
		"left were serbench's own time the host's held time, and were its charge the host's garbage.\n\n")
	p.Printf("| dataset | priced at | cells | held/own | garbage/charge | \\|log\\|, own time true | \\|log\\|, charge true |\n|---|---|---:|---:|---:|---:|---:|\n")
	priced := []struct {
		name   string
		points []point
	}{{"the runs' prices", r.Points}, {"the price beside", r.BesidePoints}}
	for _, at := range priced {
		for _, s := range splits(at.points) {
			p.Printf("| %s | %s | %d | %.3f | %.3f | %.3f | %.3f |\n", cmp.Or(s.Dataset, "all"), at.name, s.Cells, s.Own, s.Garbage, s.LogOwnTrue, s.LogChargeTrue)
		}
	}
	p.Printf("\n")
}

// roundsText is rounds' rates to three digits, separated by commas.
func roundsText(rates []float64) string {
	texts := make([]string, len(rates))
	for i, r := range rates {
		texts[i] = fmt.Sprintf("%.3g", r)
	}
	return strings.Join(texts, ", ")
}

// mib is n bytes in MiB.
func mib(n uint64) float64 { return float64(n) / (1 << 20) }

// pricesText is the runs' prices of garbage to three digits, separated
// by semicolons.
func pricesText(ps []results.Price) string {
	texts := make([]string, len(ps))
	for i, p := range ps {
		texts[i] = fmt.Sprintf("%.3g ns/B + %.3g ns/alloc", p.PerByte, p.PerAlloc)
	}
	return strings.Join(texts, "; ")
}
