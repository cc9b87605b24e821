package ffjson

import "github.com/serbench/serbench/datasets/farcaster"

// Message is farcaster.Message with the native MessageData; it is not
// encoded itself (its data and its Envelope are), so it lives outside
// types.go.
type Message struct {
	Data            MessageData
	Hash            []byte
	HashScheme      farcaster.HashScheme
	Signature       []byte
	SignatureScheme farcaster.SignatureScheme
	Signer          []byte
}

func (m *Message) envelope(data []byte) Envelope {
	return Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature,
		SignatureScheme: m.SignatureScheme, Signer: m.Signer}
}

func (m *Message) open(e *Envelope) {
	m.Hash, m.HashScheme, m.Signature, m.SignatureScheme, m.Signer =
		e.Hash, e.HashScheme, e.Signature, e.SignatureScheme, e.Signer
}
