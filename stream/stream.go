// Package stream times codecs as a log shipper or a JSON-lines reader
// uses them: the entries of the logs dataset's first record written one
// after another to one stream by the library's encoder over an io.Writer,
// then read back one by one by its decoder over an io.Reader, and checked
// against the originals with package fidelity (serbench stream).
//
// A sample times the whole stream each way and divides by its entries.
// The collector is held during a sample and collects between samples, as
// in a run's samples, so a figure is the codec's own time; the garbage it
// made is given beside it, per entry, not charged. The stream is written
// to a buffer grown to its size by a first pass, so that growing the
// buffer is not timed.
package stream

import (
	"bytes"
	"fmt"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/fidelity"
)

// Entries are the values a stream carries: the entries of the logs
// dataset's first record.
func Entries() []logs.Log { return logs.Records()[0].Logs }

// maxDifferences is how many differences a lossy stream reports.
const maxDifferences = 5

// A Check is what one pass of the stream did: its length and how the
// decoded entries compare with the originals.
type Check struct {
	Bytes       int
	Status      fidelity.Status // exact, lossy or error
	Differences []string        // the first few, when lossy
	Err         error           // when Status is error
}

// Verify writes entries to one stream with ops and reads them back,
// comparing each with its original.
func Verify(ops *serbench.StreamOps, entries []logs.Log) Check {
	var buf bytes.Buffer
	if err := encode(ops, &buf, entries); err != nil {
		return Check{Status: fidelity.Error, Err: fmt.Errorf("encoding: %w", err)}
	}
	c := Check{Bytes: buf.Len(), Status: fidelity.Exact}
	got := make([]logs.Log, len(entries))
	if err := decode(ops, bytes.NewReader(buf.Bytes()), got); err != nil {
		return Check{Bytes: c.Bytes, Status: fidelity.Error, Err: fmt.Errorf("decoding: %w", err)}
	}
	for i := range entries {
		for _, d := range fidelity.Compare(&entries[i], &got[i]) {
			c.Status = fidelity.Lossy
			if len(c.Differences) < maxDifferences {
				c.Differences = append(c.Differences, fmt.Sprintf("entry %d: %s", i, d))
			}
		}
	}
	return c
}

// A Sample is one timing of the stream each way, per entry.
type Sample struct {
	EncodeNs, DecodeNs        float64
	EncodeBytes, EncodeAllocs float64
	DecodeBytes, DecodeAllocs float64
}

// Measure takes n samples of the stream of entries with ops, after one
// untimed pass that warms the codec and sizes the buffer.
func Measure(ops *serbench.StreamOps, entries []logs.Log, n int) ([]Sample, error) {
	var buf bytes.Buffer
	if err := encode(ops, &buf, entries); err != nil {
		return nil, err
	}
	size := buf.Len()
	got := make([]logs.Log, len(entries))
	if err := decode(ops, bytes.NewReader(buf.Bytes()), got); err != nil {
		return nil, err
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	per := float64(len(entries))
	samples := make([]Sample, n)
	for i := range samples {
		s := &samples[i]
		buf.Reset()
		buf.Grow(size)
		clear(got)
		runtime.GC()
		ns, b, allocs, err := timed(func() error { return encode(ops, &buf, entries) })
		if err != nil {
			return nil, fmt.Errorf("encoding: %w", err)
		}
		s.EncodeNs, s.EncodeBytes, s.EncodeAllocs = ns/per, b/per, allocs/per
		runtime.GC()
		ns, b, allocs, err = timed(func() error { return decode(ops, bytes.NewReader(buf.Bytes()), got) })
		if err != nil {
			return nil, fmt.Errorf("decoding: %w", err)
		}
		s.DecodeNs, s.DecodeBytes, s.DecodeAllocs = ns/per, b/per, allocs/per
	}
	return samples, nil
}

// timed runs f and returns its wall time and what it allocated.
func timed(f func() error) (ns, bytes, allocs float64, err error) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	err = f()
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	return float64(elapsed.Nanoseconds()), float64(after.TotalAlloc - before.TotalAlloc), float64(after.Mallocs - before.Mallocs), err
}

func encode(ops *serbench.StreamOps, buf *bytes.Buffer, entries []logs.Log) error {
	write, end := ops.NewEncoder(buf)
	for i := range entries {
		if err := write(&entries[i]); err != nil {
			return fmt.Errorf("entry %d: %w", i, err)
		}
	}
	if end != nil {
		return end()
	}
	return nil
}

func decode(ops *serbench.StreamOps, r *bytes.Reader, got []logs.Log) error {
	read := ops.NewDecoder(r)
	for i := range got {
		if err := read(&got[i]); err != nil {
			return fmt.Errorf("entry %d: %w", i, err)
		}
	}
	return nil
}
