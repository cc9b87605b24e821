package hambaavro

import "github.com/serbench/serbench/datasets/farcaster"

// Cast is a farcaster record as hamba encodes it: the dataset's envelope,
// and its data with int64s for the uint64s hamba cannot encode.
type Cast = farcaster.Cast[farcaster.Envelope, messageData]

// envelopeData is the envelope's field for the data's encoding.
var envelopeData = farcaster.DataField[farcaster.Envelope]{
	Set: func(e *farcaster.Envelope, data []byte) { e.Data = data },
	Get: func(e *farcaster.Envelope) []byte { return e.Data },
}

type messageData struct {
	Type      farcaster.MessageType
	Fid       int64
	Timestamp int64
	Network   farcaster.Network
	Body      castAddBody
}

type castAddBody struct {
	Embeds       []string
	Mentions     []int64
	ParentCastID *castID
	Text         string
}

type castID struct {
	Fid    int64
	TsHash []byte
}

func toCast(v *farcaster.Message) *Cast {
	d := &v.Data
	body := castAddBody{Embeds: d.Body.Embeds, Text: d.Body.Text}
	if d.Body.Mentions != nil {
		body.Mentions = make([]int64, len(d.Body.Mentions))
		for i, m := range d.Body.Mentions {
			body.Mentions[i] = int64(m)
		}
	}
	if p := d.Body.ParentCastID; p != nil {
		body.ParentCastID = &castID{Fid: int64(p.Fid), TsHash: p.TsHash}
	}
	return &Cast{Envelope: v.Envelope(nil),
		Data: messageData{Type: d.Type, Fid: int64(d.Fid), Timestamp: int64(d.Timestamp), Network: d.Network, Body: body}}
}

func fromCast(c *Cast) *farcaster.Message {
	d, b := &c.Data, &c.Data.Body
	m := &farcaster.Message{Data: farcaster.MessageData{Type: d.Type, Fid: uint64(d.Fid), Timestamp: uint32(d.Timestamp),
		Network: d.Network, Body: farcaster.CastAddBody{Embeds: b.Embeds, Text: b.Text}}}
	c.Envelope.Open(m)
	if b.Mentions != nil {
		m.Data.Body.Mentions = make([]uint64, len(b.Mentions))
		for i, x := range b.Mentions {
			m.Data.Body.Mentions[i] = uint64(x)
		}
	}
	if p := b.ParentCastID; p != nil {
		m.Data.Body.ParentCastID = &farcaster.CastID{Fid: uint64(p.Fid), TsHash: p.TsHash}
	}
	return m
}
