package serbench

import (
	"errors"
	"fmt"
	"time"
)

// ColdStart is the time of a codec's first marshal and first unmarshal in
// a process: what a program pays once, for a reflection codec's per-type
// plans or a JIT compiler's code, before any warm figure applies.
type ColdStart struct {
	MarshalNs   float64 // 0 for a variant with no Marshal of its own
	UnmarshalNs float64 // 0 for an encode-only codec
}

// ColdStart times variant v's first marshal of the dataset's first record
// and its first unmarshal of those bytes, after the record pool is built
// and converted. A variant with no Marshal of its own decodes what the
// default's Marshal or the codec's Input makes, untimed. Only a process's
// first call of a codec is cold: call it once, in a fresh process, before
// anything else calls the codec. It may panic if the codec does.
func (b *Binding) ColdStart(v Variant) (ColdStart, error) {
	if b.cold == nil || b.ops[v] == nil {
		return ColdStart{}, fmt.Errorf("serbench: %s on %s has no variant %q", b.Codec.Name, b.Dataset.Name, v)
	}
	return b.cold(v)
}

func coldStart[T, N any](d *Dataset[T], impl Impl[T, N], v Variant) (ColdStart, error) {
	records := d.pool()
	if len(records) == 0 {
		return ColdStart{}, errors.New("the dataset has no records")
	}
	var native *N
	if impl.ToNative == nil {
		native = any(&records[0]).(*N)
	} else {
		native = impl.ToNative(&records[0])
	}
	ops, def := impl.Variants[v], impl.Variants[Default]
	var c ColdStart
	var data []byte
	var err error
	switch {
	case ops.Marshal != nil:
		start := time.Now()
		data, err = ops.Marshal(native)
		c.MarshalNs = float64(time.Since(start).Nanoseconds())
	case def.Marshal != nil:
		data, err = def.Marshal(native)
	default:
		data, err = impl.Input(native)
	}
	if err != nil {
		return c, fmt.Errorf("record 0: marshal: %w", err)
	}
	unmarshal := ops.Unmarshal
	if unmarshal == nil {
		unmarshal = def.Unmarshal
	}
	if unmarshal == nil {
		return c, nil
	}
	start := time.Now()
	_, err = unmarshal(data)
	c.UnmarshalNs = float64(time.Since(start).Nanoseconds())
	if err != nil {
		return c, fmt.Errorf("record 0: unmarshal: %w", err)
	}
	return c, nil
}
