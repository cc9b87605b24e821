// Package thriftiterator registers github.com/thrift-iterator/go
// ("thrifter"), seed 001's ThriftIterator: Thrift's binary protocol
// without IDL, through an encoding/json-like API over Go structs whose
// thrift tags give the field ids (types.go), bound by reflection.
//
// The variants are seed 001's: "dynamic" (ThriftIteratorDynamic) encodes
// and decodes general.Struct, the IDL-free form, filled from and read into
// the native structs by hand inside the op; "encoder" (ThriftIteratorEncoder)
// encodes that form with one thrifter.Encoder over a reused buffer, and
// "decoder" (ThriftIteratorDecoder) decodes it with one thrifter.Decoder
// reset onto each input. The library's static code generation (its
// thrifter command, through github.com/v2pro/wombat) is not used: it writes
// and builds a program under GOPATH/src in GOPATH mode, which a module
// build cannot do, and seed 001 does not use it either.
package thriftiterator

import (
	"bytes"
	"errors"

	thrifter "github.com/thrift-iterator/go"
	"github.com/thrift-iterator/go/general"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "thrift-iterator"

// The variants beside the default, seed 001's (see the package doc).
const (
	// Dynamic encodes and decodes general.Struct, the IDL-free form,
	// filled from and read into the structs inside the op.
	Dynamic serbench.Variant = "dynamic"
	// Encoder writes the general.Struct form through one thrifter.Encoder
	// and one reused buffer.
	Encoder serbench.Variant = "encoder"
	// Decoder reads the general.Struct form through one thrifter.Decoder
	// reset onto each input.
	Decoder serbench.Variant = "decoder"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/thrift-iterator/go",
		Format:        "Thrift",
		Wire:          "Thrift binary",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes: "thrifter.Marshal and thrifter.Unmarshal (binary protocol, reflection) on tagged structs with codecs/thrift's field ids; " +
			"times as a struct of i64 seconds, i32 nanoseconds, i32 offset and an optional zone name; Go ints as i64, unsigned " +
			"farcaster ints as i64, cart's float32 weight as double; nil pointers, slices and maps left out as optional fields; " +
			"farcaster's MessageData encoded first, then the Message envelope holding its bytes; the large collections on tagged copies " +
			"of their types (each int in the Thrift int of its width, float32 as a double read back through an spi.Extension), default variant only",
	})
	serbench.Support(name, small.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: ops(dynA)})
	serbench.Support(name, edge.Dataset, serbench.Impl[small.A, A]{ToNative: toA, FromNative: fromA, Variants: ops(dynA)})
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(toColorGroup, fromColorGroup, ops(dynColorGroup)))
	serbench.Support(name, hero.Dataset, serbench.Converting(toHero, fromHero, ops(dynHero)))
	serbench.Support(name, cart.Dataset, serbench.Converting(toUser, fromUser, ops(dynUser)))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

const (
	dynamicNote = "seed 001's ThriftIteratorDynamic: general.Struct filled from the struct by hand, thrifter.Marshal; " +
		"thrifter.Unmarshal into a general.Struct read back by hand (empty lists come back nil)"
	encoderNote = "seed 001's ThriftIteratorEncoder: the general.Struct form through one thrifter.Encoder writing to one reused buffer"
	decoderNote = "seed 001's ThriftIteratorDecoder: the general.Struct form through one thrifter.Decoder reset onto each input"
)

var errNoStruct = errors.New("thrift-iterator: decoded no struct")

// stream is one Encoder writing into one buffer and one Decoder, for the
// encoder and decoder variants. Reset(nil, data) points the decoder at
// data; the encoder flushes into buf at the end of each Encode.
type stream struct {
	buf bytes.Buffer
	enc *thrifter.Encoder
	dec *thrifter.Decoder
}

func newStream() *stream {
	s := new(stream)
	s.enc = thrifter.NewEncoder(&s.buf)
	s.dec = thrifter.NewDecoder(nil, nil)
	return s
}

func (s *stream) encode(v general.Struct) ([]byte, error) {
	s.buf.Reset()
	err := s.enc.Encode(v)
	return s.buf.Bytes(), err
}

func (s *stream) decode(data []byte) (general.Struct, error) {
	s.dec.Reset(nil, data)
	var v general.Struct
	if err := s.dec.Decode(&v); err != nil {
		return nil, err
	}
	if v == nil {
		return nil, errNoStruct
	}
	return v, nil
}

// unmarshalGeneral decodes data as a general.Struct.
func unmarshalGeneral(data []byte) (general.Struct, error) {
	var v general.Struct
	if err := thrifter.Unmarshal(data, &v); err != nil {
		return nil, err
	}
	if v == nil {
		return nil, errNoStruct
	}
	return v, nil
}

func ops[N any](d dynamic[N]) map[serbench.Variant]serbench.Ops[N] {
	s := newStream()
	fromGeneral := func(v general.Struct, err error) (*N, error) {
		if err != nil {
			return nil, err
		}
		return d.from(v), nil
	}
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return thrifter.Marshal(v) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				return v, thrifter.Unmarshal(data, v)
			},
		},
		Dynamic: {
			Marshal:   func(v *N) ([]byte, error) { return thrifter.Marshal(d.to(v)) },
			Unmarshal: func(data []byte) (*N, error) { return fromGeneral(unmarshalGeneral(data)) },
			Note:      dynamicNote,
		},
		Encoder: {
			Marshal: func(v *N) ([]byte, error) { return s.encode(d.to(v)) },
			Note:    encoderNote,
			Shared:  true,
		},
		Decoder: {
			Unmarshal: func(data []byte) (*N, error) { return fromGeneral(s.decode(data)) },
			Note:      decoderNote,
			Shared:    true,
		},
	}
}

// castOps encodes a farcaster record in two levels, data then envelope,
// in each variant's way.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	structs := farcaster.Levels[Message, MessageData]{
		MarshalEnvelope:   func(e *Message) ([]byte, error) { return thrifter.Marshal(e) },
		MarshalData:       func(d *MessageData) ([]byte, error) { return thrifter.Marshal(d) },
		UnmarshalEnvelope: func(e *Message, b []byte) error { return thrifter.Unmarshal(b, e) },
		UnmarshalData:     func(d *MessageData, b []byte) error { return thrifter.Unmarshal(b, d) },
		Field:             envelopeData,
	}
	// form returns the levels that go through the general form: encoded by
	// encData and encEnv, decoded by dec; nil functions leave an op out.
	form := func(encData, encEnv func(general.Struct) ([]byte, error), dec func([]byte) (general.Struct, error)) farcaster.Levels[Message, MessageData] {
		l := farcaster.Levels[Message, MessageData]{Field: envelopeData}
		if encData != nil {
			l.MarshalData = func(d *MessageData) ([]byte, error) { return encData(genMessageData(d)) }
			l.MarshalEnvelope = func(e *Message) ([]byte, error) { return encEnv(genMessage(e)) }
		}
		if dec != nil {
			l.UnmarshalEnvelope = func(e *Message, b []byte) error {
				s, err := dec(b)
				if err == nil {
					*e = fromGenMessage(s)
				}
				return err
			}
			l.UnmarshalData = func(d *MessageData, b []byte) error {
				s, err := dec(b)
				if err == nil {
					*d = fromGenMessageData(s)
				}
				return err
			}
		}
		return l
	}
	marshalGeneral := func(v general.Struct) ([]byte, error) { return thrifter.Marshal(v) }
	s, data := newStream(), newStream()
	// Each level has an encoder of its own: the data's bytes must outlive
	// the envelope's Encode.
	encoder := form(data.encode, s.encode, nil).Ops(nil, encoderNote+", one per level")
	decoder := form(nil, nil, s.decode).Ops(nil, decoderNote)
	encoder.Shared, decoder.Shared = true, true
	return map[serbench.Variant]serbench.Ops[Cast]{
		serbench.Default: structs.Ops(nil, ""),
		Dynamic:          form(marshalGeneral, marshalGeneral, unmarshalGeneral).Ops(nil, dynamicNote),
		Encoder:          encoder,
		Decoder:          decoder,
	}
}
