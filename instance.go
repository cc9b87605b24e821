package serbench

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/serbench/serbench/fidelity"
)

// An Instance is one codec variant on one dataset, ready to check and time:
// its records are converted and encoded, and the order in which the timed
// loops visit them is fixed.
type Instance interface {
	// Check measures output reuse, round-trips every record and compares
	// it with a freshly built copy, and measures input aliasing.
	Check() fidelity.Report
	// Encoded returns each record's encoding, in pool order.
	Encoded() [][]byte
	// Decode unmarshals data, which may be any bytes at all, into a fresh
	// value through the variant's Unmarshal (the default's for a variant
	// without one) and returns the codec's error. The value is dropped:
	// this is how untrusted input meets the codec (see package robust).
	Decode(data []byte) error
	// Run performs op n times and nothing else: no allocation, no
	// conversion and no random numbers of its own, on the records of the
	// visiting order from position from on; the order repeats, and a
	// negative from counts back from its end. It returns the first error of
	// the codec. Any n consecutive positions visit every record of the
	// pool n/len(pool) times, fewer than two more or less; a caller that samples
	// repeatedly goes on from where the last sample stopped, so that
	// samples of fewer ops than the pool has records visit all of them in
	// turn rather than the same few.
	Run(op Op, from, n int) error
	// Latencies performs op in len(ns) batches of batch calls, going on
	// through the records where the last batch stopped, and stores each
	// batch's time over its calls in ns: per-call times for a latency
	// distribution, batched so that the clock's own cost (some 25 ns)
	// stays small beside the fastest ops.
	Latencies(op Op, batch int, ns []float64) error
}

// A ForeignReader checks bytes that another codec wrote. Every Instance
// that [Binding.Instance] returns is one; the method stands apart from
// Instance so that a test's stand-in for an Instance need not have it.
type ForeignReader interface {
	// CheckForeign decodes encoded, one encoding per record in pool order
	// as another codec's Encoded returns them, through the variant's
	// Unmarshal, and compares each record with a freshly built copy, as
	// Check does its own round trip. The report's status is Exact, Lossy
	// or Error; the codec's panics are not recovered.
	CheckForeign(encoded [][]byte) fidelity.Report
}

// A ValueReader decodes bytes into a fresh value of the dataset's type
// through the variant's Unmarshal and returns it (a *T): how serbench
// evolve reads what one version of a record type wrote as another. Every
// Instance of a codec that has an Unmarshal is one; the codec's panics are
// not recovered.
type ValueReader interface {
	ReadValue(data []byte) (any, error)
}

// orderLen is about the length of the visiting order: long enough that
// branch predictors cannot learn it, a whole number of the pool's
// permutations.
const orderLen = 1 << 12

type instance[T, N any] struct {
	d       *Dataset[T]
	impl    Impl[T, N]
	ops     Ops[N]
	marshal func(*N) ([]byte, error) // what produces the unmarshal input
	records []T
	natives []N
	encoded [][]byte
	updated [][]byte // copies of encoded that the update op changes
	encErr  error    // the first record that failed to encode, and why
	order   []uint32
	// lastOut is what the variant's Marshal returned for the pool's last
	// record, uncopied, kept for the Check of an Instance made by
	// Binding.Checked, which drops it (see overwrites).
	lastOut []byte

	sinkBytes []byte
	sinkN     *N
	sinkT     *T
	sinkInt   int
}

func newInstance[T, N any](d *Dataset[T], impl Impl[T, N], v Variant, checked bool) Instance {
	x := &instance[T, N]{d: d, impl: impl, ops: impl.Variants[v], records: d.pool()}
	x.marshal = x.ops.Marshal
	if x.marshal == nil {
		x.marshal = impl.Variants[Default].Marshal
	}
	if x.marshal == nil {
		x.marshal = impl.Input
	}
	if impl.ToNative == nil {
		x.natives = any(x.records).([]N)
	} else {
		x.natives = make([]N, len(x.records))
		for i := range x.records {
			x.natives[i] = *impl.ToNative(&x.records[i])
		}
	}
	x.encoded = make([][]byte, len(x.natives))
	for i := range x.natives {
		b, err := x.marshal(&x.natives[i])
		if err != nil && x.encErr == nil {
			// Check reports it; Run fails on the record.
			x.encErr = fmt.Errorf("record %d: marshal: %w", i, err)
		}
		x.encoded[i] = append([]byte{}, b...)
		if checked && i == len(x.natives)-1 && i > 0 && x.ops.Marshal != nil {
			x.lastOut = b
		}
	}
	if x.ops.Update != nil {
		// Updates write into their input: a copy of its own keeps the
		// encodings that unmarshal and Check read as they were.
		x.updated = make([][]byte, len(x.encoded))
		for i, b := range x.encoded {
			x.updated[i] = bytes.Clone(b)
		}
	}
	x.order = visitingOrder(len(x.records))
	return x
}

// visitingOrder is the fixed sequence of positions in a pool of size
// records that the timed loops visit and repeat: permutations of the pool
// one after the other, each shuffled on its own, orderLen positions or the
// nearest whole number of permutations below (one for a pool larger than
// orderLen). Any stretch of it then visits every record as often but for
// the two permutations cut at its ends. One shuffle of the pool repeated
// to orderLen would not: on edge, whose one 64 KiB record costs a hundred
// times the others, the share of that record in the first n positions,
// and so a sample's ns/op, would follow n.
func visitingOrder(size int) []uint32 {
	rng := rand.New(rand.NewPCG(1, uint64(size)))
	order := make([]uint32, 0, max(orderLen/size, 1)*size)
	for len(order) < cap(order) {
		for _, r := range rng.Perm(size) {
			order = append(order, uint32(r))
		}
	}
	return order
}

func (x *instance[T, N]) Encoded() [][]byte { return x.encoded }

func (x *instance[T, N]) fail(op Op, rec uint32, err error) error {
	return fmt.Errorf("%s record %d: %w", op, rec, err)
}

func (x *instance[T, N]) Latencies(op Op, batch int, ns []float64) error {
	for b := range ns {
		start := time.Now()
		if err := x.Run(op, b*batch, batch); err != nil {
			return err
		}
		ns[b] = float64(time.Since(start).Nanoseconds()) / float64(batch)
	}
	return nil
}

func (x *instance[T, N]) Run(op Op, from, n int) error {
	// The loops take the order a stretch at a time, up to its end, so
	// that the innermost loop is a plain range over a slice.
	order, j := x.order, from%len(x.order)
	if j < 0 {
		j += len(order)
	}
	switch op {
	case Marshal:
		m, pool := x.ops.Marshal, x.natives
		var last []byte
		for ; n > 0; j = 0 {
			stretch := order[j:min(len(order), j+n)]
			n -= len(stretch)
			for _, r := range stretch {
				b, err := m(&pool[r])
				if err != nil {
					return x.fail(op, r, err)
				}
				last = b
			}
		}
		x.sinkBytes = last
	case Unmarshal:
		u, enc := x.ops.Unmarshal, x.encoded
		var last *N
		for ; n > 0; j = 0 {
			stretch := order[j:min(len(order), j+n)]
			n -= len(stretch)
			for _, r := range stretch {
				v, err := u(enc[r])
				if err != nil {
					return x.fail(op, r, err)
				}
				last = v
			}
		}
		x.sinkN = last
	case Convert:
		to, back, pool := x.impl.ToNative, x.impl.FromNative, x.records
		var last *T
		for ; n > 0; j = 0 {
			stretch := order[j:min(len(order), j+n)]
			n -= len(stretch)
			for _, r := range stretch {
				last = back(to(&pool[r]))
			}
		}
		x.sinkT = last
	case Access, Update:
		a, enc := x.ops.Access, x.encoded
		if op == Update {
			a, enc = x.ops.Update, x.updated
		}
		sum := 0
		for ; n > 0; j = 0 {
			stretch := order[j:min(len(order), j+n)]
			n -= len(stretch)
			for _, r := range stretch {
				k, err := a(enc[r])
				if err != nil {
					return x.fail(op, r, err)
				}
				sum += k
			}
		}
		x.sinkInt = sum
	default:
		return fmt.Errorf("no op %q", op)
	}
	return nil
}

// Check compares each decoded record with a record built afresh, not with
// the pool the codec saw, so that a codec that modifies its input is caught.
func (x *instance[T, N]) Check() fidelity.Report {
	want := x.d.Records()
	var c fidelity.Collector
	aliasMeasured := false
	if x.encErr != nil {
		x.lastOut = nil
		return fidelity.Report{Status: fidelity.Error, Reason: x.encErr.Error()}
	}
	// Output reuse first: a decode below might write where the pool's last
	// marshal left its bytes.
	var overwrites *bool
	if x.ops.Marshal != nil && len(x.natives) > 1 {
		o := x.overwrites()
		overwrites = &o
	}
	read := x.unmarshal()
	if read == nil {
		read = x.impl.Output
	}
	for i := range x.records {
		in := bytes.Clone(x.encoded[i])
		got, err := x.decode(read, in)
		if err != nil {
			return fidelity.Report{Status: fidelity.Error, Reason: fmt.Sprintf("record %d: unmarshal: %v", i, err)}
		}
		before := fidelity.Compare(want[i], *got)
		c.Add(before)
		// Overwrite the input and look again: fields that change now
		// share the input's memory. An encode-only codec's reader is not
		// the codec's: what it aliases says nothing of the codec.
		for j := range in {
			in[j] ^= 0x5a
		}
		if len(in) > 0 && x.unmarshal() != nil {
			aliasMeasured = true
			c.AddAliased(before, fidelity.Compare(want[i], *got))
		}
	}
	r := c.Report()
	if aliasMeasured {
		aliased := len(r.AliasedFields) > 0
		r.AliasesInput = &aliased
	}
	r.OverwritesOutput = overwrites
	return r
}

func (x *instance[T, N]) CheckForeign(encoded [][]byte) fidelity.Report {
	want := x.d.Records()
	if len(encoded) != len(want) {
		return fidelity.Report{Status: fidelity.Error,
			Reason: fmt.Sprintf("%d encodings for a pool of %d records", len(encoded), len(want))}
	}
	var c fidelity.Collector
	for i := range want {
		// A copy, so that a decoder aliasing its input cannot change
		// the caller's bytes, which other readers decode after it.
		got, err := x.decode(x.unmarshal(), bytes.Clone(encoded[i]))
		if err != nil {
			return fidelity.Report{Status: fidelity.Error, Reason: fmt.Sprintf("record %d: unmarshal: %v", i, err)}
		}
		c.Add(fidelity.Compare(want[i], *got))
	}
	return c.Report()
}

func (x *instance[T, N]) ReadValue(data []byte) (any, error) {
	v, err := x.decode(x.unmarshal(), data)
	if err != nil {
		return nil, err
	}
	return v, nil
}

func (x *instance[T, N]) Decode(data []byte) error {
	u := x.unmarshal()
	if u == nil {
		return fmt.Errorf("no unmarshal")
	}
	_, err := u(data)
	return err
}

// unmarshal is the variant's decoder, or the default's for a variant
// without one, or nil.
func (x *instance[T, N]) unmarshal() func([]byte) (*N, error) {
	if u := x.ops.Unmarshal; u != nil {
		return u
	}
	return x.impl.Variants[Default].Unmarshal
}

// decode reads data back with u, a decoder of the codec's (a variant
// without Unmarshal is checked through the default's) or an encode-only
// codec's Output, and converts it to the dataset's type.
func (x *instance[T, N]) decode(u func([]byte) (*N, error), data []byte) (*T, error) {
	if u == nil {
		return nil, fmt.Errorf("no unmarshal to check against")
	}
	v, err := u(data)
	if err != nil {
		return nil, err
	}
	if v == nil {
		return nil, fmt.Errorf("unmarshal returned no value")
	}
	if x.impl.FromNative == nil {
		return any(v).(*T), nil
	}
	return x.impl.FromNative(v), nil
}

// overwrites reports whether a call of Marshal changed the bytes the call
// before it returned, the two calls' records encoding differently. The
// first call is the pool's last encoding when the instance kept it, else
// a call that encodes the first record again.
func (x *instance[T, N]) overwrites() bool {
	m := x.ops.Marshal
	first, snapshot := x.lastOut, x.encoded[len(x.encoded)-1]
	x.lastOut = nil
	if len(first) == 0 {
		var err error
		if first, err = m(&x.natives[0]); err != nil {
			return false
		}
		snapshot = bytes.Clone(first)
	}
	for i := range x.natives {
		if bytes.Equal(x.encoded[i], snapshot) {
			continue
		}
		if _, err := m(&x.natives[i]); err != nil {
			return false
		}
		return !bytes.Equal(first, snapshot)
	}
	return false
}
