// Package gotiny registers gotiny, a Go-only binary format whose encoders
// and decoders are built per type by reflection, once, and then work on
// unsafe pointers. Its output holds no type information; times are int64
// Unix nanoseconds decoded in the local zone. Marshal and Unmarshal return
// no error: gotiny panics on what it cannot handle.
//
// Seed 000's GotinyNoTime is the variant "notime" on seed 000's struct
// (datasets small and edge): BirthDay travels as an int64 field of Unix
// nanoseconds that the caller fills, not as a time.Time.
package gotiny

import (
	"time"

	"github.com/niubaoshu/gotiny"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/small"
)

// NoTime is seed 000's GotinyNoTime.
const NoTime serbench.Variant = "notime"

func init() {
	serbench.Register(serbench.Codec{
		Name:     "gotiny",
		Package:  "github.com/niubaoshu/gotiny",
		Format:   "gotiny",
		Wire:     "gotiny",
		Kind:     serbench.KindReflect,
		Upstream: "unmaintained",
		Notes: "gotiny.Marshal and gotiny.Unmarshal, the README's API (a new Encoder or Decoder per call, its engines cached per type; a kept Encoder and Decoder are the reuse variant); " +
			"time.Time as UnixNano, decoded with time.Unix in the local zone; decoded []byte alias the input",
	})
	serbench.SupportAny("gotiny", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: marshal, Unmarshal: unmarshal},
		serbench.Reuse:   reuse(),
	}, nil)
	// Seed 000's struct also has the notime variant, so it is bound here
	// rather than by SupportAny, with the same default and reuse.
	serbench.Support("gotiny", small.Dataset, serbench.Impl[small.A, small.A]{Variants: smallOps()})
	serbench.Support("gotiny", edge.Dataset, serbench.Impl[small.A, small.A]{Variants: smallOps()})
}

// noTimeA is seed 000's NoTimeA: struct A with its time as Unix nanoseconds.
type noTimeA struct {
	Name     string
	BirthDay int64
	Phone    string
	Siblings int
	Spouse   bool
	Money    float64
}

// smallOps is what SupportAny gives every dataset, typed, plus notime,
// which converts BirthDay to and from Unix nanoseconds inside the op, as
// a caller keeping time.Time values would, and decodes them with
// time.Unix in the local zone, as gotiny decodes a time.Time.
func smallOps() map[serbench.Variant]serbench.Ops[small.A] {
	r := reuse()
	target := new(small.A)
	return map[serbench.Variant]serbench.Ops[small.A]{
		serbench.Default: {
			Marshal: func(v *small.A) ([]byte, error) { return marshal(v) },
			Unmarshal: func(data []byte) (*small.A, error) {
				v := new(small.A)
				return v, unmarshal(data, v)
			},
		},
		serbench.Reuse: {
			Marshal:   func(v *small.A) ([]byte, error) { return r.Marshal(v) },
			Unmarshal: func(data []byte) (*small.A, error) { return target, r.Unmarshal(data, target) },
			Note:      r.Note,
		},
		NoTime: {
			Marshal: func(v *small.A) ([]byte, error) {
				return gotiny.Marshal(&noTimeA{Name: v.Name, BirthDay: v.BirthDay.UnixNano(), Phone: v.Phone,
					Siblings: v.Siblings, Spouse: v.Spouse, Money: v.Money}), nil
			},
			Unmarshal: func(data []byte) (*small.A, error) {
				var n noTimeA
				gotiny.Unmarshal(data, &n)
				return &small.A{Name: n.Name, BirthDay: time.Unix(0, n.BirthDay), Phone: n.Phone,
					Siblings: n.Siblings, Spouse: n.Spouse, Money: n.Money}, nil
			},
			Note: "seed 000's GotinyNoTime: a struct whose BirthDay is int64 Unix nanoseconds, converted from and to time.Time in the op",
		},
	}
}
