// Package zebrapack registers github.com/glycerine/zebrapack, a fork of the
// msgp code generator whose format keys struct maps by field numbers (zid
// tags) instead of names and omits empty fields, as protobuf does.
//
// zebrapack generates methods only for types declared in the file it reads,
// so types.go copies each dataset's types; records are converted to them and
// back outside the timed ops. Generated with the tool's defaults (each
// struct carries its name on the wire) but -no-embedded-schema: the tool
// writes the embedded schema in Go map order, so it would change on every
// run, and the code does not use it.
package zebrapack

//go:generate go run ../../internal/gentwin -package zebrapack -named underlying -zid -o types.go ../../datasets/small/small.go ../../datasets/colorgroup/colorgroup.go ../../datasets/hero/hero.go ../../datasets/cart/cart.go:User,CartItem,Item ../../datasets/farcaster/farcaster.go:MessageData,CastAddBody,CastID,Envelope
//go:generate go tool zebrapack -file types.go -o types_gen.go -tests=false -io=false -no-embedded-schema
//go:generate go run ../../internal/gentwin -package zebrapack -zid -o logsmesh.go ../../datasets/logs/logs.go:Logs,Log,Address ../../datasets/mesh/mesh.go:Mesh,Triangle,Vector3
//go:generate go tool zebrapack -file logsmesh.go -o logsmesh_gen.go -tests=false -io=false -no-embedded-schema

import (
	"github.com/glycerine/zebrapack/msgp"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "zebrapack",
		Package:       "github.com/glycerine/zebrapack/msgp",
		Format:        "ZebraPack (MessagePack, fields keyed by number)",
		Wire:          "MessagePack",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "go tool zebrapack on copies of the dataset types with zid tags; the generated MarshalMsg(nil) and UnmarshalMsg (a kept buffer is the reuse variant); every field is omitted when empty; " +
			"time.Time as a MessagePack extension of Unix seconds and nanoseconds, decoded in time.Local, so offsets are lost; " +
			"farcaster's MessageData is marshalled first and its bytes carried in the Envelope; " +
			"dynamic: the runtime's interface helpers (AppendMapStrIntf, ReadMapStrIntfBytes: plain MessagePack), which keep int64, uint64 and float64 apart",
	})
	serbench.Support("zebrapack", small.Dataset, twin.Impl[small.A, A](variants[A]()))
	serbench.Support("zebrapack", edge.Dataset, twin.Impl[small.A, A](variants[A]()))
	serbench.Support("zebrapack", colorgroup.Dataset, twin.Impl[colorgroup.ColorGroup, ColorGroup](variants[ColorGroup]()))
	serbench.Support("zebrapack", hero.Dataset, twin.Impl[hero.Hero, Hero](variants[Hero]()))
	serbench.Support("zebrapack", cart.Dataset, twin.Impl[cart.User, User](variants[User]()))
	serbench.Support("zebrapack", farcaster.Dataset, twin.Impl[farcaster.Message, Message](messageVariants()))
}

// fastStrings is what `zebrapack -fast-strings` makes UnmarshalMsg pass.
var fastStrings = &msgp.RuntimeConfig{UnsafeZeroCopy: true}

const fastStringsNote = "UnmarshalMsgWithCfg with UnsafeZeroCopy, as -fast-strings generates; " +
	"at this version the zero-copy path is taken only on error (read_bytes.go:981), so strings are still copied"

// msg is what zebrapack generates for a type N, on *N.
type msg[N any] interface {
	*N
	MarshalMsg([]byte) ([]byte, error)
	UnmarshalMsg([]byte) ([]byte, error)
	UnmarshalMsgWithCfg([]byte, *msgp.RuntimeConfig) ([]byte, error)
}

// variants are the ways the generated methods are called: MarshalMsg(nil)
// allocates the output; the reuse variant appends to one buffer and decodes
// into one value, whose slices and maps are refilled in place.
func variants[N any, P msg[N]]() map[serbench.Variant]serbench.Ops[N] {
	var buf []byte
	target := P(new(N))
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return P(v).MarshalMsg(nil) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				_, err := P(v).UnmarshalMsg(data)
				return v, err
			},
		},
		serbench.Reuse: {
			Marshal: func(v *N) (b []byte, err error) {
				buf, err = P(v).MarshalMsg(buf[:0])
				return buf, err
			},
			Unmarshal: func(data []byte) (*N, error) {
				_, err := target.UnmarshalMsg(data)
				return (*N)(target), err
			},
			Note: "MarshalMsg appends to one reused buffer; UnmarshalMsg into one reused value",
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				_, err := P(v).UnmarshalMsgWithCfg(data, fastStrings)
				return v, err
			},
			Note: fastStringsNote,
		},
	}
}

// Message is a farcaster.Message as zebrapack users hold it: the
// MessageData, marshalled on its own, and the envelope fields that travel
// with its bytes.
type Message struct {
	Data            MessageData
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}

func (m *Message) envelope(data []byte) Envelope {
	return Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

func (m *Message) open(e *Envelope, cfg *msgp.RuntimeConfig) error {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
	_, err := m.Data.UnmarshalMsgWithCfg(e.Data, cfg)
	return err
}

// messageVariants encode in two levels, MessageData then the Envelope.
func messageVariants() map[serbench.Variant]serbench.Ops[Message] {
	var dataBuf, envBuf []byte
	var target Message
	var env Envelope
	unmarshal := func(data []byte, cfg *msgp.RuntimeConfig) (*Message, error) {
		var e Envelope
		if _, err := e.UnmarshalMsgWithCfg(data, cfg); err != nil {
			return nil, err
		}
		m := new(Message)
		return m, m.open(&e, cfg)
	}
	return map[serbench.Variant]serbench.Ops[Message]{
		serbench.Default: {
			Marshal: func(v *Message) ([]byte, error) {
				data, err := v.Data.MarshalMsg(nil)
				if err != nil {
					return nil, err
				}
				e := v.envelope(data)
				return e.MarshalMsg(nil)
			},
			Unmarshal: func(data []byte) (*Message, error) { return unmarshal(data, nil) },
		},
		serbench.Reuse: {
			Marshal: func(v *Message) (b []byte, err error) {
				if dataBuf, err = v.Data.MarshalMsg(dataBuf[:0]); err != nil {
					return nil, err
				}
				e := v.envelope(dataBuf)
				envBuf, err = e.MarshalMsg(envBuf[:0])
				return envBuf, err
			},
			Unmarshal: func(data []byte) (*Message, error) {
				if _, err := env.UnmarshalMsg(data); err != nil {
					return nil, err
				}
				return &target, target.open(&env, nil)
			},
			Note: "both levels append to reused buffers; UnmarshalMsg into one reused envelope and message",
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*Message, error) { return unmarshal(data, fastStrings) },
			Note:      fastStringsNote,
		},
	}
}
