package farcaster

import (
	"fmt"

	"github.com/serbench/serbench"
)

// Cast is a farcaster record as a codec's own types hold it: the envelope
// E and the data D, both decoded. Marshalling encodes Data, stores its
// bytes in the envelope and encodes Envelope; unmarshalling reverses both.
// E and D are values or pointers, as the library has its types.
type Cast[E, D any] struct {
	Envelope E
	Data     D
}

// DataField reads and writes the field of an envelope M that holds the
// data's encoding.
type DataField[M any] struct {
	Set func(e *M, data []byte)
	Get func(e *M) []byte
}

// Levels are a codec's functions for the two levels of a Cast[E, D] in one
// variant, each working on the Cast's field. A nil Marshal or Unmarshal
// pair leaves the variant without that operation.
type Levels[E, D any] struct {
	MarshalEnvelope func(e *E) ([]byte, error)
	MarshalData     func(d *D) ([]byte, error)
	// UnmarshalEnvelope and UnmarshalData decode into the field as it is.
	UnmarshalEnvelope func(e *E, data []byte) error
	UnmarshalData     func(d *D, data []byte) error
	Field             DataField[E]
}

// Marshal encodes c in two levels. The data's bytes must outlive the
// envelope's encoding: a variant that reuses buffers keeps one per level.
func (l Levels[E, D]) Marshal(c *Cast[E, D]) ([]byte, error) {
	data, err := l.MarshalData(&c.Data)
	if err != nil {
		return nil, fmt.Errorf("data: %w", err)
	}
	l.Field.Set(&c.Envelope, data)
	return l.MarshalEnvelope(&c.Envelope)
}

// Unmarshal decodes the envelope into c, then the data it holds.
func (l Levels[E, D]) Unmarshal(c *Cast[E, D], b []byte) error {
	if err := l.UnmarshalEnvelope(&c.Envelope, b); err != nil {
		return err
	}
	if err := l.UnmarshalData(&c.Data, l.Field.Get(&c.Envelope)); err != nil {
		return fmt.Errorf("data: %w", err)
	}
	return nil
}

// Ops returns the variant's operations. Unmarshal decodes into *into on
// every call, or into a fresh Cast if into is nil.
func (l Levels[E, D]) Ops(into *Cast[E, D], note string) serbench.Ops[Cast[E, D]] {
	ops := serbench.Ops[Cast[E, D]]{Note: note}
	if l.MarshalEnvelope != nil {
		ops.Marshal = l.Marshal
	}
	if l.UnmarshalEnvelope != nil {
		ops.Unmarshal = func(b []byte) (*Cast[E, D], error) {
			c := into
			if c == nil {
				c = new(Cast[E, D])
			}
			return c, l.Unmarshal(c, b)
		}
	}
	return ops
}

// NestVariants returns the variants of a Cast of pointers made from a
// codec's variants for each level's type, for the variants both levels
// have. Marshal encodes the data with its level, stores the bytes in the
// envelope and encodes the envelope with its own: a level that reuses a
// buffer has one of its own, so the data's bytes outlive the envelope's
// encoding. Unmarshal decodes the envelope, then the data it holds, into
// a fresh Cast; outside the Default variant, into the Cast of the previous
// call if both levels returned the values they returned then, as they
// reuse them. A variant's note is notes' if it has one, else the
// envelope level's.
func NestVariants[M, MD any](env map[serbench.Variant]serbench.Ops[M], data map[serbench.Variant]serbench.Ops[MD],
	field DataField[M], notes map[serbench.Variant]string) map[serbench.Variant]serbench.Ops[Cast[*M, *MD]] {
	out := map[serbench.Variant]serbench.Ops[Cast[*M, *MD]]{}
	for v, e := range env {
		d, ok := data[v]
		if !ok {
			continue
		}
		note, ok := notes[v]
		if !ok {
			note = e.Note
		}
		out[v] = nest(e, d, field, v != serbench.Default, note)
	}
	return out
}

// nest joins one variant's operations of the two levels.
func nest[M, MD any](env serbench.Ops[M], data serbench.Ops[MD], field DataField[M], reuse bool, note string) serbench.Ops[Cast[*M, *MD]] {
	ops := serbench.Ops[Cast[*M, *MD]]{Note: note}
	if env.Marshal != nil && data.Marshal != nil {
		ops.Marshal = func(c *Cast[*M, *MD]) ([]byte, error) {
			b, err := data.Marshal(c.Data)
			if err != nil {
				return nil, fmt.Errorf("data: %w", err)
			}
			field.Set(c.Envelope, b)
			return env.Marshal(c.Envelope)
		}
	}
	if env.Unmarshal != nil && data.Unmarshal != nil {
		var last *Cast[*M, *MD]
		ops.Unmarshal = func(b []byte) (*Cast[*M, *MD], error) {
			e, err := env.Unmarshal(b)
			if err != nil {
				return nil, err
			}
			d, err := data.Unmarshal(field.Get(e))
			if err != nil {
				err = fmt.Errorf("data: %w", err)
			}
			if reuse && last != nil && last.Envelope == e && last.Data == d {
				return last, err
			}
			c := &Cast[*M, *MD]{Envelope: e, Data: d}
			if reuse {
				last = c
			}
			return c, err
		}
	}
	return ops
}
