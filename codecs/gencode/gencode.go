// Package gencode registers github.com/andyleap/gencode, a generator that
// turns a Go-like schema (datasets.schema) into structs with Marshal and
// Unmarshal methods; the generated code imports no library.
//
// Records are converted to the generated structs and back outside the timed
// ops. gencode has no int and no maps: ints are vint64 (zigzag varints) and
// cart's map is a slice of key/value entries, as gencode users carry maps.
// Times use gencode's time type, time.Time.MarshalBinary in 15 bytes:
// instant and UTC offset in minutes, without the zone name.
package gencode

//go:generate go tool gencode go -schema datasets.schema -package gen -out gen/datasets.gen.go
//go:generate go tool gencode go -schema datasets.schema -package genunsafe -unsafe -out genunsafe/datasets.gen.go
//go:generate go tool gencode go -schema collections.schema -package coll -out coll/collections.gen.go
//go:generate go tool gencode go -schema collections.schema -package collunsafe -unsafe -out collunsafe/collections.gen.go

import (
	"unsafe"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gencode/gen"
	"github.com/serbench/serbench/codecs/gencode/genunsafe"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:     "gencode",
		Package:  "github.com/andyleap/gencode",
		Format:   "gencode binary",
		Kind:     serbench.KindCodegen,
		Schema:   true,
		Upstream: "maintained",
		Notes: "go tool gencode on datasets.schema; the generated Marshal(nil) and Unmarshal (Marshal into a kept buffer, what seed 001 times, is the reuse variant); ints as zigzag varints, cart's map as a slice of entries; " +
			"time.Time by MarshalBinary (instant and offset, no zone name); " +
			"farcaster's MessageData is marshalled first and its bytes carried in the Envelope; " +
			"the logs, mesh, savedata and updates types mirrored in collections.schema (package coll) with gencode's own " +
			"fixed-width small ints, float32, pointers for optional fields and savedata's item kinds, so conversion is a cast " +
			"(logs' Size is ResponseSize, as gencode's generated Size method takes the name); 32- and 64-bit ints as varints",
	})
	serbench.Support("gencode", small.Dataset, serbench.Converting(toA, fromA, variants[gen.A, genunsafe.A](64)))
	serbench.Support("gencode", edge.Dataset, serbench.Converting(toA, fromA, variants[gen.A, genunsafe.A](64)))
	serbench.Support("gencode", colorgroup.Dataset, serbench.Converting(toColorGroup, fromColorGroup, variants[gen.ColorGroup, genunsafe.ColorGroup](64)))
	serbench.Support("gencode", hero.Dataset, serbench.Converting(toHero, fromHero, variants[gen.Hero, genunsafe.Hero](128)))
	serbench.Support("gencode", cart.Dataset, serbench.Converting(toUser, fromUser, variants[gen.User, genunsafe.User](96<<10)))
	serbench.Support("gencode", farcaster.Dataset, serbench.Converting(toMessage, fromMessage, messageVariants()))
}

// coder is what gencode generates for a struct N, on *N.
type coder[N any] interface {
	*N
	Marshal(buf []byte) ([]byte, error)
	Unmarshal(buf []byte) (uint64, error)
}

// twin views a gen value as its genunsafe twin. Both packages are generated
// from datasets.schema, so the types have the same layout (twin_test.go
// checks it), and the unsafe variant encodes the same values as the others.
func twin[U, N any](v *N) *U { return (*U)(unsafe.Pointer(v)) }

const unsafeNote = "code generated with -unsafe: fixed-width numbers move through unsafe pointer casts " +
	"(little-endian hosts only); strings are still copied"

// variants call the generated methods: Marshal(nil) allocates a buffer of
// the exact size; the reuse variant marshals into one buffer, pre-sized to
// hint bytes, and unmarshals into one value whose slices gencode refills.
func variants[N, U any, P coder[N], Q coder[U]](hint int) map[serbench.Variant]serbench.Ops[N] {
	var buf []byte // made on first use, not in every process that links the codec
	target := P(new(N))
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return P(v).Marshal(nil) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				_, err := P(v).Unmarshal(data)
				return v, err
			},
		},
		serbench.Reuse: {
			Marshal: func(v *N) (b []byte, err error) {
				if buf == nil {
					buf = make([]byte, 0, hint)
				}
				buf, err = P(v).Marshal(buf)
				return buf, err
			},
			Unmarshal: func(data []byte) (*N, error) {
				_, err := target.Unmarshal(data)
				return (*N)(target), err
			},
			Note: "Marshal into one pre-sized buffer; Unmarshal into one reused value",
		},
		serbench.Unsafe: {
			Marshal: func(v *N) ([]byte, error) { return Q(twin[U](v)).Marshal(nil) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(U)
				_, err := Q(v).Unmarshal(data)
				return twin[N](v), err
			},
			Note: unsafeNote,
		},
	}
}

// Message is a farcaster.Message as gencode users hold it: the MessageData,
// marshalled on its own, and the envelope fields that travel with its bytes.
type Message struct {
	Data            gen.MessageData
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}

func (m *Message) envelope(data []byte) gen.Envelope {
	return gen.Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

func (m *Message) open(e *gen.Envelope) {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
}

// messageVariants encode in two levels, MessageData then the Envelope.
func messageVariants() map[serbench.Variant]serbench.Ops[Message] {
	dataBuf, envBuf := make([]byte, 0, 256), make([]byte, 0, 384)
	var target Message
	var env gen.Envelope
	return map[serbench.Variant]serbench.Ops[Message]{
		serbench.Default: {
			Marshal: func(v *Message) ([]byte, error) {
				data, err := v.Data.Marshal(nil)
				if err != nil {
					return nil, err
				}
				e := v.envelope(data)
				return e.Marshal(nil)
			},
			Unmarshal: func(data []byte) (*Message, error) {
				var e gen.Envelope
				if _, err := e.Unmarshal(data); err != nil {
					return nil, err
				}
				m := new(Message)
				m.open(&e)
				_, err := m.Data.Unmarshal(e.Data)
				return m, err
			},
		},
		serbench.Reuse: {
			Marshal: func(v *Message) (b []byte, err error) {
				if dataBuf, err = v.Data.Marshal(dataBuf); err != nil {
					return nil, err
				}
				e := v.envelope(dataBuf)
				envBuf, err = e.Marshal(envBuf)
				return envBuf, err
			},
			Unmarshal: func(data []byte) (*Message, error) {
				if _, err := env.Unmarshal(data); err != nil {
					return nil, err
				}
				target.open(&env)
				_, err := target.Data.Unmarshal(env.Data)
				return &target, err
			},
			Note: "both levels marshal into pre-sized reused buffers; Unmarshal into one reused envelope and message",
		},
		serbench.Unsafe: {
			Marshal: func(v *Message) ([]byte, error) {
				data, err := twin[genunsafe.MessageData](&v.Data).Marshal(nil)
				if err != nil {
					return nil, err
				}
				e := v.envelope(data)
				return twin[genunsafe.Envelope](&e).Marshal(nil)
			},
			Unmarshal: func(data []byte) (*Message, error) {
				var e genunsafe.Envelope
				if _, err := e.Unmarshal(data); err != nil {
					return nil, err
				}
				m := new(Message)
				m.open(twin[gen.Envelope](&e))
				_, err := twin[genunsafe.MessageData](&m.Data).Unmarshal(e.Data)
				return m, err
			},
			Note: unsafeNote,
		},
	}
}
