package main

import (
	"fmt"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/results"
)

// configOf is the Config that records plan p in a run's journal, so that
// planOf can resume the run from it. quick and pin are the command's own
// settings, which no Plan holds. The plan's price of garbage, worker
// processes and runway are the environment's, and newHeader records them
// in Env.
func configOf(p *harness.Plan, quick, pin bool) results.Config {
	c := results.Config{Datasets: p.Datasets, Codecs: p.Codecs, Count: p.Count, MaxCount: p.MaxCount,
		Budget: p.Budget.String(), Benchtime: p.Benchtime.String(), Timeout: p.Timeout.String(),
		Quick: quick, Pin: pin, GC: p.Collect, Latency: p.Latency, Parallel: p.Parallel,
		Memory: p.Memory, OpLimit: p.OpLimit.String()}
	for _, v := range p.Variants {
		c.Variants = append(c.Variants, string(v))
	}
	return c
}

// planOf is the plan that c and env record: configOf's inverse, with the
// price of garbage, the worker processes and the runway read from env. A journal of
// an older serbench may lack a budget or an op limit, which are then
// zero; a duration that does not parse is an error that names it.
func planOf(c results.Config, env *results.Env) (*harness.Plan, error) {
	p := &harness.Plan{Datasets: c.Datasets, Codecs: c.Codecs, Count: c.Count, MaxCount: c.MaxCount,
		Collect: c.GC, Latency: c.Latency, Parallel: c.Parallel, Memory: c.Memory, GCPrice: env.Price()}
	if env.Workers != nil {
		p.Processes, p.Runway = env.Workers.Processes, env.Workers.Runway
	}
	for _, v := range c.Variants {
		p.Variants = append(p.Variants, serbench.Variant(v))
	}
	durations := []struct {
		name     string
		text     string
		optional bool
		to       *time.Duration
	}{
		{"benchtime", c.Benchtime, false, &p.Benchtime},
		{"timeout", c.Timeout, false, &p.Timeout},
		{"budget", c.Budget, true, &p.Budget},
		{"op_limit", c.OpLimit, true, &p.OpLimit},
	}
	for _, d := range durations {
		if d.text == "" && d.optional {
			continue
		}
		x, err := time.ParseDuration(d.text)
		if err != nil {
			return nil, fmt.Errorf("%s %q is not a duration", d.name, d.text)
		}
		*d.to = x
	}
	return p, nil
}
