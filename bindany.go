package serbench

import (
	"slices"
	"strings"
)

// BindAny binds every reflection codec, those registered through
// [SupportAny] and able to encode some dataset, to d, a dataset that is
// not registered: a caller's own records, as package bench benchmarks them.
// The codecs' exceptions name registered datasets and do not apply. The
// bindings come in the order of the codecs' names.
func BindAny[T any](d *Dataset[T]) []*Binding {
	checkName("dataset", d.Name)
	registry.Lock()
	defer registry.Unlock()
	e := &DatasetEntry{Name: d.Name, Description: d.Description, d: d}
	var bs []*Binding
	for _, r := range registry.anys {
		if r.nowhere == "" {
			bs = append(bs, d.bindAny(e, r))
		}
	}
	slices.SortFunc(bs, func(a, b *Binding) int { return strings.Compare(a.Codec.Name, b.Codec.Name) })
	return bs
}
