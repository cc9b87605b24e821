package main

import (
	"cmp"
	"context"

	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/results"
)

// The price beside the host: rounds of the host's price measured by a
// calibration child just before and just after each of the host's turns,
// at whose median every serbench run is charged again.

// priceArg makes the hostcheck binary serve as a calibration child, the
// process gchost.Start starts.
const priceArg = "__hostcheck-price"

// timeBeside runs timing between n rounds of h's price measured just
// before it and n just after, in a calibration child, and appends the
// rounds to rounds; with n 0 it runs timing alone.
func timeBeside(ctx context.Context, exe string, h gchost.Host, n int, rounds *[]gchost.Round, timing func() error) (err error) {
	if n == 0 {
		return timing()
	}
	s, err := gchost.Start(ctx, exe, []string{priceArg}, h)
	if err != nil {
		return err
	}
	defer func() { err = cmp.Or(err, s.Close()) }()
	if err := measureRounds(s, n, rounds); err != nil {
		return err
	}
	if err := timing(); err != nil {
		return err
	}
	return measureRounds(s, n, rounds)
}

// measureRounds measures n rounds of the price in s, appending them to
// rounds.
func measureRounds(s *gchost.Session, n int, rounds *[]gchost.Round) error {
	for range n {
		r, err := s.Round()
		if err != nil {
			return err
		}
		*rounds = append(*rounds, r)
	}
	return nil
}

// repriced is every run of runs charged at price p.
func repriced(runs []*results.File, p results.Price) []*results.File {
	out := make([]*results.File, len(runs))
	for i, f := range runs {
		out[i] = f.Repriced(p)
	}
	return out
}
