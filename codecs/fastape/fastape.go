// Package fastape registers github.com/nazarifard/fastape, seed 000's
// fastape: a tape per type, written by hand from the library's tapes
// (UnitTape copies a fixed-size value's memory, StringTape, TimeTape,
// SliceTape, MapTape, PtrTape), each with Sizeof, Marshal into a buffer of
// that size, and Unmarshal.
//
// UnitTape copies memory as it lies, so ints, floats and bools travel in
// the machine's byte order at full width. TimeTape keeps Unix nanoseconds
// and decodes them with time.Unix in the local zone. StringTape's decoded
// strings alias the input, so the default copies each one (the unsafe
// variant does not). Lengths of 256 and more (of strings, slices, maps) are
// written correctly but read back wrong by the library (LenTape.Unmarshal
// combines their bytes with & instead of |), so records holding one fail
// to decode, sometimes by a panic inside the library, which each Unmarshal
// recovers into an error.
package fastape

import (
	"fmt"
	"slices"

	"github.com/nazarifard/fastape"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "fastape"

func init() {
	serbench.Register(serbench.Codec{
		Name:     name,
		Package:  "github.com/nazarifard/fastape",
		Format:   "fastape",
		Kind:     serbench.KindManual,
		Upstream: "unknown",
		Notes: "hand-written tapes per type from fastape's UnitTape (raw memory, machine byte order), StringTape, TimeTape " +
			"(UnixNano, decoded in the local zone), SliceTape, MapTape and PtrTape; output sized by Sizeof; decoded strings copied " +
			"(StringTape aliases the input); lengths of 256 and more are misread by the library (LenTape), so records holding one fail, or come back empty (the large collections); " +
			"decoder panics recovered into errors; " +
			"farcaster: MessageData rolled first, then the envelope holding its bytes; savedata's item-kind union as a tag byte and the chosen kind",
	})
	support(small.Dataset, aTape[ownedString]{}, aTape[fastape.StringTape]{})
	support(edge.Dataset, aTape[ownedString]{}, aTape[fastape.StringTape]{})
	support(colorgroup.Dataset, colorGroupTape[ownedString]{}, colorGroupTape[fastape.StringTape]{})
	support(hero.Dataset, heroTape[ownedString]{}, heroTape[fastape.StringTape]{})
	support(cart.Dataset, userTape[ownedString]{}, userTape[fastape.StringTape]{})
	supportFarcaster()
}

// roll encodes v on a tape of its size, taken from buf when it fits.
func roll[T any](t fastape.Tape[T], buf []byte, v *T) ([]byte, error) {
	n := t.Sizeof(*v)
	buf = slices.Grow(buf[:0], n)[:n]
	k, err := t.Marshal(*v, buf)
	return buf[:k], err
}

// unroll decodes data into v, turning a panic of the library into an error.
func unroll[T any](t fastape.Tape[T], data []byte, v *T) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("fastape: unrolling %T: %v", v, r)
		}
	}()
	if _, err := t.Unmarshal(data, v); err != nil {
		return fmt.Errorf("fastape: unrolling %T: %w", v, err)
	}
	return nil
}

// support registers safe on d, and unsafe, whose strings alias the input,
// as the unsafe variant.
func support[T any](d *serbench.Dataset[T], safe, unsafe fastape.Tape[T]) {
	var buf []byte
	target := new(T)
	serbench.Support(name, d, serbench.Impl[T, T]{Variants: map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {
			Marshal: func(v *T) ([]byte, error) { return roll(safe, nil, v) },
			Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, unroll(safe, data, v)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *T) (b []byte, err error) {
				buf, err = roll(safe, buf, v)
				return buf, err
			},
			Unmarshal: func(data []byte) (*T, error) {
				*target = *new(T) // MapTape adds to a map it finds
				return target, unroll(safe, data, target)
			},
			Note: "one output buffer grown to Sizeof; decodes into one value",
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*T, error) {
				v := new(T)
				return v, unroll(unsafe, data, v)
			},
			Note: "StringTape as it is: decoded strings alias the input",
		},
	}})
}

// supportFarcaster rolls a message in two levels, as Farcaster signs the
// data apart from the envelope: MessageData to bytes, then the envelope.
func supportFarcaster() {
	marshal := func(v *farcaster.Message, data, out []byte) ([]byte, []byte, error) {
		data, err := roll(messageDataTape[ownedString]{}, data, &v.Data)
		if err != nil {
			return nil, nil, fmt.Errorf("data: %w", err)
		}
		e := v.Envelope(data)
		out, err = roll(envelopeTape{}, out, &e)
		return data, out, err
	}
	unmarshal := func(dataTape fastape.Tape[farcaster.MessageData]) func(b []byte) (*farcaster.Message, error) {
		return func(b []byte) (*farcaster.Message, error) {
			var e farcaster.Envelope
			if err := unroll(envelopeTape{}, b, &e); err != nil {
				return nil, err
			}
			v := new(farcaster.Message)
			e.Open(v)
			if err := unroll(dataTape, e.Data, &v.Data); err != nil {
				return nil, fmt.Errorf("data: %w", err)
			}
			return v, nil
		}
	}
	var data, out []byte
	serbench.Support(name, farcaster.Dataset, serbench.Impl[farcaster.Message, farcaster.Message]{
		Variants: map[serbench.Variant]serbench.Ops[farcaster.Message]{
			serbench.Default: {
				Marshal: func(v *farcaster.Message) ([]byte, error) {
					_, b, err := marshal(v, nil, nil)
					return b, err
				},
				Unmarshal: unmarshal(messageDataTape[ownedString]{}),
			},
			serbench.Reuse: {
				Marshal: func(v *farcaster.Message) (b []byte, err error) {
					data, out, err = marshal(v, data, out)
					return out, err
				},
				Note: "one buffer for the data and one for the envelope, grown to Sizeof",
			},
			serbench.Unsafe: {
				Unmarshal: unmarshal(messageDataTape[fastape.StringTape]{}),
				Note:      "StringTape as it is: decoded strings alias the input",
			},
		},
	})
}
