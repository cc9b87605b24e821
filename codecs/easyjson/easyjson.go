// Package easyjson registers github.com/mailru/easyjson, a JSON code
// generator that reads Go type declarations and writes MarshalEasyJSON and
// UnmarshalEasyJSON methods for them.
//
// easyjson generates methods only for types of the package it writes into,
// so types.go copies each dataset's types; records are converted to them and
// back outside the timed ops. Times go through time.Time's own MarshalJSON
// (RFC 3339 with nanoseconds and offset), byte slices as base64.
package easyjson

//go:generate go run ../../internal/gentwin -package easyjson -named underlying -o types.go ../../datasets/small/small.go ../../datasets/colorgroup/colorgroup.go ../../datasets/hero/hero.go ../../datasets/cart/cart.go:User,CartItem,Item ../../datasets/farcaster/farcaster.go:MessageData,CastAddBody,CastID,Envelope
//go:generate go tool easyjson -all types.go
//go:generate go run ../../internal/gentwin -package easyjson -o logsmesh.go ../../datasets/logs/logs.go:Logs,Log,Address ../../datasets/mesh/mesh.go:Mesh,Triangle,Vector3
//go:generate go tool easyjson -all logsmesh.go

import (
	"unsafe"

	"github.com/mailru/easyjson"
	"github.com/mailru/easyjson/jwriter"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/easyjson/nocopy"
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
		Name:          "easyjson",
		Package:       "github.com/mailru/easyjson",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindCodegen,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "go tool easyjson -all on copies of the dataset types; easyjson.Marshal and easyjson.Unmarshal as the README shows (their jwriter buffers are pooled); " +
			"times as RFC 3339 text by time.Time's MarshalJSON; " +
			"farcaster's MessageData is marshalled first and its bytes carried in the Envelope as base64; " +
			"dynamic: a generated map[string]interface{} type, whose values easyjson hands to encoding/json's Marshal and reads with jlexer's Interface (every number a float64)",
	})
	serbench.Support("easyjson", small.Dataset, twin.Impl[small.A, A](variants[A, nocopy.A]()))
	serbench.Support("easyjson", edge.Dataset, twin.Impl[small.A, A](variants[A, nocopy.A]()))
	serbench.Support("easyjson", colorgroup.Dataset, twin.Impl[colorgroup.ColorGroup, ColorGroup](variants[ColorGroup, nocopy.ColorGroup]()))
	serbench.Support("easyjson", hero.Dataset, twin.Impl[hero.Hero, Hero](variants[Hero, nocopy.Hero]()))
	serbench.Support("easyjson", cart.Dataset, twin.Impl[cart.User, User](variants[User, nocopy.User]()))
	serbench.Support("easyjson", farcaster.Dataset, twin.Impl[farcaster.Message, Message](messageVariants()))
}

// codec is what easyjson generates for a struct N, on *N.
type codec[N any] interface {
	*N
	easyjson.MarshalerUnmarshaler
}

// reuseWriter marshals v with one jwriter.Writer, whose chunks easyjson
// pools, and copies the result into buf, which grows to the largest record.
func reuseWriter(w *jwriter.Writer, buf []byte, v easyjson.Marshaler) ([]byte, error) {
	v.MarshalEasyJSON(w)
	return w.BuildBytes(buf[:0])
}

const reuseNote = "one jwriter.Writer whose output is built into one reused buffer; Unmarshal into one reused value"

// asTwin views a value of a nocopy type as the same value of its twin here:
// the two differ only in struct tags (twin_test.go checks the layouts).
func asTwin[N, U any](v *U) *N { return (*N)(unsafe.Pointer(v)) }

const unsafeNote = "decodes with the nocopy twin types, whose string fields carry easyjson's nocopy tag: " +
	"those strings alias the input unless they hold escapes; strings in slices are still copied"

// variants call easyjson.Marshal, which builds a fresh slice from pooled
// chunks, and easyjson.Unmarshal; the unsafe variant decodes into the
// nocopy twin U of N.
func variants[N, U any, P codec[N], Q codec[U]]() map[serbench.Variant]serbench.Ops[N] {
	var w jwriter.Writer
	var buf []byte
	target := P(new(N))
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return easyjson.Marshal(P(v)) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				return v, easyjson.Unmarshal(data, P(v))
			},
		},
		serbench.Reuse: {
			Marshal: func(v *N) (b []byte, err error) {
				buf, err = reuseWriter(&w, buf, P(v))
				return buf, err
			},
			Unmarshal: func(data []byte) (*N, error) { return (*N)(target), easyjson.Unmarshal(data, target) },
			Note:      reuseNote,
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*N, error) {
				v := new(U)
				return asTwin[N](v), easyjson.Unmarshal(data, Q(v))
			},
			Note: unsafeNote,
		},
	}
}

// Message is a farcaster.Message as easyjson users hold it: the
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

func (m *Message) open(e *Envelope) error {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
	return easyjson.Unmarshal(e.Data, &m.Data)
}

// messageVariants encode in two levels, MessageData then the Envelope.
func messageVariants() map[serbench.Variant]serbench.Ops[Message] {
	var w jwriter.Writer
	var dataBuf, envBuf []byte
	var target Message
	var env Envelope
	return map[serbench.Variant]serbench.Ops[Message]{
		serbench.Default: {
			Marshal: func(v *Message) ([]byte, error) {
				data, err := easyjson.Marshal(&v.Data)
				if err != nil {
					return nil, err
				}
				e := v.envelope(data)
				return easyjson.Marshal(&e)
			},
			Unmarshal: func(data []byte) (*Message, error) {
				var e Envelope
				if err := easyjson.Unmarshal(data, &e); err != nil {
					return nil, err
				}
				m := new(Message)
				return m, m.open(&e)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *Message) (b []byte, err error) {
				if dataBuf, err = reuseWriter(&w, dataBuf, &v.Data); err != nil {
					return nil, err
				}
				e := v.envelope(dataBuf)
				envBuf, err = reuseWriter(&w, envBuf, &e)
				return envBuf, err
			},
			Unmarshal: func(data []byte) (*Message, error) {
				if err := easyjson.Unmarshal(data, &env); err != nil {
					return nil, err
				}
				return &target, target.open(&env)
			},
			Note: reuseNote,
		},
		serbench.Unsafe: {
			Unmarshal: func(data []byte) (*Message, error) {
				var e Envelope
				if err := easyjson.Unmarshal(data, &e); err != nil {
					return nil, err
				}
				m := new(Message)
				m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
					e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
				return m, easyjson.Unmarshal(e.Data, asTwin[nocopy.MessageData](&m.Data))
			},
			Note: unsafeNote,
		},
	}
}
