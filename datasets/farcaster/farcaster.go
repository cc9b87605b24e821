// Package farcaster is the data model of seed 003 (serialization format
// benchmarks on Farcaster hub data): a signed envelope whose data field holds
// a separately serialized MessageData with a cast.
//
// A codec encodes two levels: MessageData to bytes, then the envelope with
// those bytes; decoding reverses both. A record is about 300 bytes in
// protobuf and about 600 in encoding/json (a test in datasets/all checks the
// latter). [Nest] writes the two levels for a codec that encodes the
// dataset's own types; [Cast], [Levels] and [NestVariants] for one with
// types of its own.
package farcaster

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/serbench/serbench"
)

// HashScheme names the hash of the data.
type HashScheme int32

// Hash schemes, as in Farcaster's protobuf.
const (
	HashSchemeNone   HashScheme = 0
	HashSchemeBlake3 HashScheme = 1
)

// SignatureScheme names the signature over the hash.
type SignatureScheme int32

// Signature schemes.
const (
	SignatureSchemeNone    SignatureScheme = 0
	SignatureSchemeEd25519 SignatureScheme = 1
	SignatureSchemeEip712  SignatureScheme = 2
)

// MessageType names the kind of message.
type MessageType int32

// Message types.
const (
	MessageTypeNone       MessageType = 0
	MessageTypeCastAdd    MessageType = 1
	MessageTypeCastRemove MessageType = 2
)

// Network names the Farcaster network.
type Network int32

// Networks.
const (
	NetworkNone    Network = 0
	NetworkMainnet Network = 1
	NetworkTestnet Network = 2
	NetworkDevnet  Network = 3
)

// Message is the envelope as an application holds it, with its data decoded.
type Message struct {
	Data            MessageData
	Hash            []byte // 20 bytes
	HashScheme      HashScheme
	Signature       []byte // 64 bytes
	SignatureScheme SignatureScheme
	Signer          []byte // 32 bytes
}

// MessageData is the signed content.
type MessageData struct {
	Type      MessageType
	Fid       uint64
	Timestamp uint32
	Network   Network
	Body      CastAddBody
}

// CastAddBody is a new cast.
type CastAddBody struct {
	Embeds       []string
	Mentions     []uint64
	ParentCastID *CastID
	Text         string
}

// CastID names a cast by its author and hash.
type CastID struct {
	Fid    uint64
	TsHash []byte // 20 bytes
}

// Envelope is the envelope as it travels: its data still encoded.
type Envelope struct {
	Data            []byte
	Hash            []byte
	HashScheme      HashScheme
	Signature       []byte
	SignatureScheme SignatureScheme
	Signer          []byte
}

// Size is the number of records in the pool.
const Size = 1000

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[Message]{
	Name:        "farcaster",
	Description: "seed 003's Farcaster cast: an envelope of hashes and keys holding separately encoded data; ~300 B in protobuf",
	Quick:       true,
	Records:     Records,
	Nest:        Nest,
}

func init() { serbench.AddDataset(Dataset) }

// Nest encodes a *Message with a library's any-typed functions in two
// levels: the MessageData first, then an Envelope holding its bytes. When
// the library reuses its output buffer, the inner bytes are copied before
// the envelope is encoded over them, as its users must.
func Nest(a serbench.AnyOps) serbench.AnyOps {
	out := serbench.AnyOps{Note: a.Note, ReusesOutput: a.ReusesOutput}
	if m := a.Marshal; m != nil {
		reuses := a.ReusesOutput
		out.Marshal = func(v any) ([]byte, error) {
			msg := v.(*Message)
			data, err := m(&msg.Data)
			if err != nil {
				return nil, fmt.Errorf("data: %w", err)
			}
			if reuses {
				data = bytes.Clone(data)
			}
			e := msg.Envelope(data)
			return m(&e)
		}
	}
	if u := a.Unmarshal; u != nil {
		out.Unmarshal = func(b []byte, v any) error {
			var e Envelope
			if err := u(b, &e); err != nil {
				return err
			}
			msg := v.(*Message)
			e.Open(msg)
			if err := u(e.Data, &msg.Data); err != nil {
				return fmt.Errorf("data: %w", err)
			}
			return nil
		}
	}
	return out
}

// Envelope returns m's envelope with data as its encoded MessageData.
func (m *Message) Envelope(data []byte) Envelope {
	return Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

// Open copies the envelope's fields, but its data, into m.
func (e *Envelope) Open(m *Message) {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
}

var words = strings.Fields(`gm frens shipping a new hub release today with faster sync and
	better peer scoring check the changelog for details and let us know what breaks
	warpcast channel onchain summer base frame mint casting replies likes recasts`)

// Records returns the pool: casts of about 123 bytes of text with one or two
// embeds, a few mentions and, for most, a parent cast.
func Records() []Message {
	r := rand.New(rand.NewPCG(0, 4))
	out := make([]Message, Size)
	for i := range out {
		body := CastAddBody{Text: text(r, 123)}
		for range 1 + r.IntN(2) {
			body.Embeds = append(body.Embeds, fmt.Sprintf("https://warpcast.com/~/channel/%s/%08x", words[r.IntN(len(words))], r.Uint32()))
		}
		for range r.IntN(4) {
			body.Mentions = append(body.Mentions, uint64(1+r.IntN(900_000)))
		}
		if r.IntN(4) != 0 {
			body.ParentCastID = &CastID{Fid: uint64(1 + r.IntN(900_000)), TsHash: bytesN(r, 20)}
		}
		out[i] = Message{
			Data: MessageData{Type: MessageTypeCastAdd, Fid: uint64(1 + r.IntN(900_000)),
				Timestamp: 100_000_000 + r.Uint32N(50_000_000), Network: NetworkMainnet, Body: body},
			Hash: bytesN(r, 20), HashScheme: HashSchemeBlake3,
			Signature: bytesN(r, 64), SignatureScheme: SignatureSchemeEd25519,
			Signer: bytesN(r, 32),
		}
	}
	return out
}

func bytesN(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func text(r *rand.Rand, n int) string {
	var b strings.Builder
	for b.Len() < n {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(words[r.IntN(len(words))])
	}
	return b.String()[:n]
}
