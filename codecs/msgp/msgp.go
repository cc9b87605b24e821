// Package msgp registers github.com/tinylib/msgp, a MessagePack code
// generator that reads Go type declarations and writes MarshalMsg and
// UnmarshalMsg methods for them.
//
// msgp generates methods only for types declared in the file it reads, so
// types.go copies each dataset's types; records are converted to them and
// back outside the timed ops. Times use msgp's built-in time.Time extension
// (type 5: Unix seconds and nanoseconds), read back as UTC through the
// //msgp:timezone utc directive: the instant survives, the offset does not.
package msgp

//go:generate go run ../../internal/gentwin -package msgp -named underlying -directive "//msgp:timezone utc" -o types.go ../../datasets/small/small.go ../../datasets/colorgroup/colorgroup.go ../../datasets/hero/hero.go ../../datasets/cart/cart.go:User,CartItem,Item ../../datasets/farcaster/farcaster.go:MessageData,CastAddBody,CastID,Envelope
//go:generate go tool msgp -file types.go -o types_gen.go -tests=false -io=false
//go:generate go run ../../internal/gentwin -package msgp -o logsmesh.go ../../datasets/logs/logs.go:Logs,Log,Address ../../datasets/mesh/mesh.go:Mesh,Triangle,Vector3
//go:generate go tool msgp -file logsmesh.go -o logsmesh_gen.go -tests=false -io=false

import (
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
		Name:          "msgp",
		Package:       "github.com/tinylib/msgp/msgp",
		Format:        "MessagePack",
		Wire:          "MessagePack",
		Kind:          serbench.KindCodegen,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "go tool msgp on copies of the dataset types (maps keyed by field name); the generated MarshalMsg(nil) and UnmarshalMsg (MarshalMsg appending to a kept buffer, as the README suggests for reuse, is the reuse variant); " +
			"time.Time as msgp's extension 5 (seconds, nanoseconds), decoded as UTC (//msgp:timezone utc), so offsets are lost; " +
			"farcaster's MessageData is marshalled first and its bytes carried in the Envelope; " +
			"dynamic: the runtime's interface helpers (AppendMapStrIntf, ReadMapStrIntfBytes), which keep int64, uint64 and float64 apart",
	})
	serbench.Support("msgp", small.Dataset, twin.Impl[small.A, A](variants[A]()))
	serbench.Support("msgp", edge.Dataset, twin.Impl[small.A, A](variants[A]()))
	serbench.Support("msgp", colorgroup.Dataset, twin.Impl[colorgroup.ColorGroup, ColorGroup](variants[ColorGroup]()))
	serbench.Support("msgp", hero.Dataset, twin.Impl[hero.Hero, Hero](variants[Hero]()))
	serbench.Support("msgp", cart.Dataset, twin.Impl[cart.User, User](variants[User]()))
	serbench.Support("msgp", farcaster.Dataset, twin.Impl[farcaster.Message, Message](messageVariants()))
}

// msg is what msgp generates for a type N, on *N.
type msg[N any] interface {
	*N
	MarshalMsg([]byte) ([]byte, error)
	UnmarshalMsg([]byte) ([]byte, error)
}

// variants are the ways the generated methods are called: MarshalMsg(nil)
// allocates the output; the reuse variant appends to one buffer and decodes
// into one value, whose slices and maps msgp refills in place.
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
	}
}

// Message is a farcaster.Message as msgp users hold it: the MessageData,
// marshalled on its own, and the envelope fields that travel with its bytes.
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

func (m *Message) open(e *Envelope) error {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
	_, err := m.Data.UnmarshalMsg(e.Data)
	return err
}

// messageVariants encode in two levels, MessageData then the Envelope.
func messageVariants() map[serbench.Variant]serbench.Ops[Message] {
	var dataBuf, envBuf []byte
	var target Message
	var env Envelope
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
			Unmarshal: func(data []byte) (*Message, error) {
				var e Envelope
				if _, err := e.UnmarshalMsg(data); err != nil {
					return nil, err
				}
				m := new(Message)
				return m, m.open(&e)
			},
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
				return &target, target.open(&env)
			},
			Note: "both levels append to reused buffers; UnmarshalMsg into one reused envelope and message",
		},
	}
}
