package twmbavro

import "github.com/serbench/serbench/datasets/farcaster"

// Cast is a farcaster record as twmb/avro encodes it: the dataset's
// envelope and its data, both the dataset's own types (the library writes
// the data's uint64s as long, checking that they fit).
type Cast = farcaster.Cast[farcaster.Envelope, farcaster.MessageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[farcaster.Envelope]{
	Set: func(e *farcaster.Envelope, data []byte) { e.Data = data },
	Get: func(e *farcaster.Envelope) []byte { return e.Data },
}

func toCast(v *farcaster.Message) *Cast {
	return &Cast{Envelope: v.Envelope(nil), Data: v.Data}
}

func fromCast(c *Cast) *farcaster.Message {
	m := &farcaster.Message{Data: c.Data}
	c.Envelope.Open(m)
	return m
}
