// Package noop registers a codec that encodes nothing: its marshal returns
// no bytes and its unmarshal a shared zero value, without allocating. Its
// figures are the harness's own cost per op, which every other figure
// includes; BenchmarkOverhead holds it to 2 ns and no allocation.
package noop

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:     "noop",
		Package:  "github.com/serbench/serbench/codecs/noop",
		Format:   "none",
		Kind:     serbench.KindNoop,
		Upstream: "maintained",
		Notes:    "encodes nothing: measures the harness's overhead per op; lossy by design",
	})
	support(small.Dataset)
	support(edge.Dataset)
	support(colorgroup.Dataset)
	support(hero.Dataset)
	support(cart.Dataset)
	support(farcaster.Dataset)
	for _, name := range []string{"logs", "mesh", "savedata", "updates", "dynamic"} {
		serbench.Unsupported("noop", name, "the harness's overhead per op does not depend on the data: it is measured on the six seed datasets")
	}
}

func support[T any](d *serbench.Dataset[T]) {
	zero := new(T)
	serbench.Support("noop", d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal:   func(*T) ([]byte, error) { return nil, nil },
			Unmarshal: func([]byte) (*T, error) { return zero, nil },
		},
	}})
}
