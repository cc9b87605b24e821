// Package ugorji registers github.com/ugorji/go/codec, one reflection
// library with a Handle per format: MessagePack, Binc, CBOR, JSON and its
// own Simple format. Each Handle is configured once at init and shared, as
// the package documentation prescribes; each call makes an Encoder or
// Decoder over bytes (NewEncoderBytes, NewDecoderBytes), as the seed suites
// do, and the reuse variant resets one of each with ResetBytes instead.
package ugorji

import (
	"io"

	"github.com/ugorji/go/codec"

	"github.com/serbench/serbench"
)

// A format is one of the library's Handles, built by handle with opt
// applied to its common options.
type format struct {
	name, format, notes string
	// wire is the codec's Wire: empty for the library's formats that no
	// other codec writes.
	wire   string
	handle func(opt func(*codec.BasicHandle)) codec.Handle
	// extra holds the format's own documented modes.
	extra map[serbench.Variant]variant
}

// A variant is a handle built with other options.
type variant struct {
	handle codec.Handle
	note   string
}

var formats = []format{{
	name:   "ugorji-msgpack",
	wire:   "MessagePack",
	format: "MessagePack",
	notes: "MsgpackHandle with WriteExt (the current spec: str and bin types, the timestamp extension); " +
		"times in UTC, so offsets and zone names are dropped; the zero time is written as nil",
	handle: func(opt func(*codec.BasicHandle)) codec.Handle {
		h := &codec.MsgpackHandle{WriteExt: true}
		opt(&h.BasicHandle)
		return h
	},
}, {
	name:   "ugorji-binc",
	format: "Binc",
	notes:  "BincHandle; times as Binc timestamps with their UTC offset but not their zone name; the zero time is written as nil",
	handle: func(opt func(*codec.BasicHandle)) codec.Handle {
		h := &codec.BincHandle{}
		opt(&h.BasicHandle)
		return h
	},
}, {
	name:   "ugorji-cbor",
	wire:   "CBOR",
	format: "CBOR",
	notes: "CborHandle; times as tag 1 epoch seconds, a float64 when fractional; the decoder rounds times " +
		"to the microsecond and returns them in UTC, so offsets and zone names are dropped; the zero time is written as nil",
	handle: cborHandle(false),
	extra: map[serbench.Variant]variant{
		"rfc3339": {cborHandle(true)(noOption), "TimeRFC3339: times as tag 0 RFC 3339 text with nanoseconds and " +
			"offset, which the decoder still rounds to the microsecond in UTC"},
	},
}, {
	name:   "ugorji-json",
	wire:   "JSON",
	format: "JSON",
	notes: "JsonHandle; times as RFC 3339 text with nanoseconds and offset, []byte as base64; " +
		"the zero time is written as null",
	handle: func(opt func(*codec.BasicHandle)) codec.Handle {
		h := &codec.JsonHandle{}
		opt(&h.BasicHandle)
		return h
	},
}, {
	name:   "ugorji-simple",
	format: "Simple",
	notes:  "SimpleHandle, the library's own unpublished format; times as time.Time.MarshalBinary; the zero time is written as nil",
	handle: func(opt func(*codec.BasicHandle)) codec.Handle {
		h := &codec.SimpleHandle{}
		opt(&h.BasicHandle)
		return h
	},
}}

func cborHandle(rfc3339 bool) func(opt func(*codec.BasicHandle)) codec.Handle {
	return func(opt func(*codec.BasicHandle)) codec.Handle {
		h := &codec.CborHandle{TimeRFC3339: rfc3339}
		opt(&h.BasicHandle)
		return h
	}
}

func noOption(*codec.BasicHandle) {}

func init() {
	for _, f := range formats {
		serbench.Register(serbench.Codec{
			Name:          f.name,
			Package:       "github.com/ugorji/go/codec",
			Format:        f.format,
			Wire:          f.wire,
			Kind:          serbench.KindReflect,
			CrossLanguage: f.format != "Simple",
			Upstream:      "maintained",
			Notes: "Handles built once and shared, as the package doc prescribes (safe for concurrent reads, where Encoders and Decoders are not), " +
				"with codec.NewEncoderBytes and NewDecoderBytes per call (reset ones are the reuse variant); " + f.notes,
		})
		h := f.handle(noOption)
		variants := map[serbench.Variant]serbench.AnyOps{
			serbench.Default: perCall(h, ""),
			serbench.Reuse:   reuse(h),
			serbench.Unsafe: {
				Unmarshal: perCall(f.handle(func(b *codec.BasicHandle) { b.ZeroCopy = true }), "").Unmarshal,
				Note:      "ZeroCopy: decoded strings and []byte point into the input",
			},
			"array": perCall(f.handle(func(b *codec.BasicHandle) { b.StructToArray = true }),
				"StructToArray: structs as arrays of field values, without names"),
		}
		for name, v := range f.extra {
			variants[name] = perCall(v.handle, v.note)
		}
		serbench.SupportAny(f.name, variants, nil)
		serbench.SupportStream(f.name, stream(h))
	}
}

// stream is an Encoder and a Decoder over the stream, each made once.
func stream(h codec.Handle) serbench.StreamOps {
	return serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return codec.NewEncoder(w, h).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return codec.NewDecoder(r, h).Decode },
		Note:       "codec.NewEncoder and codec.NewDecoder on the shared Handle: values one after another",
	}
}

// perCall makes an Encoder or a Decoder for each call, the library's plain
// use; the Encoder writes into a fresh slice.
func perCall(h codec.Handle, note string) serbench.AnyOps {
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			var out []byte
			err := codec.NewEncoderBytes(&out, h).Encode(v)
			return out, err
		},
		Unmarshal: func(data []byte, v any) error {
			return codec.NewDecoderBytes(data, h).Decode(v)
		},
		Note: note,
	}
}

// reuse resets one Encoder onto a slice it keeps and one Decoder onto each
// input, keeping the state the library caches in them.
func reuse(h codec.Handle) serbench.AnyOps {
	var (
		out []byte
		enc = codec.NewEncoderBytes(&out, h)
		dec = codec.NewDecoderBytes(nil, h)
	)
	return serbench.AnyOps{
		Marshal: func(v any) ([]byte, error) {
			enc.ResetBytes(&out)
			err := enc.Encode(v)
			return out, err
		},
		Unmarshal: func(data []byte, v any) error {
			dec.ResetBytes(data)
			return dec.Decode(v)
		},
		Note: "one Encoder reset onto a reused slice, one Decoder reset onto each input, one target value",
	}
}
