// Package evolve checks what each codec does when a record's type changes
// between the program that wrote the bytes and the one that reads them
// (serbench evolve): a field added, removed, renamed or moved, an int
// widened or narrowed, a field made optional, an enum value added, a
// nested struct gaining a field, each read in both directions where they
// differ.
//
// Each case writes records of one version with a codec's default variant
// and reads the bytes into the other version with the same codec, then
// compares what came back with what a reader of that version should see:
// the fields both versions have equal, a field the writer lacks at its
// zero value. A case is compatible when every record comes back so,
// error when the codec refuses the bytes, silent when it decodes them
// without error to other values (the dangerous case: the field and both
// values are given), and unsupported when the codec cannot round-trip the
// writer's own version exactly, or its format cannot express the change,
// so that no change can be judged.
//
// Each change's two versions are Go types of its name in packages older
// and newer. Two kinds of codec take part:
//
//   - Reflection codecs, registered through serbench.SupportAny: their
//     libraries map any Go type, so every change is expressible. They see
//     each version as a type named Record declared in a scope of its own,
//     so that a library that writes the type's name (XML's element,
//     hprose's class) sees the same name on both sides. A rename keeps the
//     field's name on the wire through the struct tags the libraries read
//     (json, msgpack, cbor, yaml, bson, xml, codec, hprose; msg is msgp's,
//     whose generator reads the same types); a library that
//     reads none of them matches the new field by its Go name, which is
//     what renaming does to its readers.
//   - Codecs that compile a schema or are written by hand, which register
//     through Support each change's two versions as they encode them (one
//     schema file per version, or one hand-written encoding per version),
//     converting the records of older and newer to their own types, or
//     through Inexpressible a change their format cannot express, which is
//     then unsupported with the reason. The codec packages register, so
//     that this package imports no serializer.
package evolve

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
)

// Status is the verdict on one codec and case.
type Status string

// The verdicts.
const (
	Compatible  Status = "compatible"  // every record read as a reader of its version should see it
	Error       Status = "error"       // the reader refused the bytes
	Silent      Status = "silent"      // read without error to other values
	Unsupported Status = "unsupported" // the codec does not round-trip the writer's version exactly
)

// A Case is one change read in one direction.
type Case struct {
	Change    string // "field added", ...
	Direction string // "old data, new reader" or "new data, old reader"
	from, to  side
}

// A Result is one codec's verdict on one case.
type Result struct {
	Case   *Case
	Codec  string
	Status Status
	// Reason is the reader's error, or why the case is unsupported.
	Reason string
	// Differences are a silent case's fields that came back different,
	// with both values (the first few).
	Differences []string
}

// maxDifferences is how many differences a silent result keeps.
const maxDifferences = 5

// Codecs lists the codecs evolve covers, sorted: every codec registered
// through serbench.SupportAny with an Unmarshal, and every codec that
// registers its encodings of the changes through Support or Inexpressible.
func Codecs() []string {
	names := schemaCodecs()
	for _, b := range serbench.BindAny(&serbench.Dataset[struct{ A int }]{Name: "evolve", Records: func() []struct{ A int } { return nil }}) {
		if slices.Contains(b.Ops(serbench.Default), serbench.Unmarshal) && !slices.Contains(names, b.Codec.Name) {
			names = append(names, b.Codec.Name)
		}
	}
	slices.Sort(names)
	return names
}

// Check runs c on codec.
func (c *Case) Check(codec string) (r Result) {
	r = Result{Case: c, Codec: codec}
	defer func() {
		if p := recover(); p != nil {
			r.Status, r.Reason, r.Differences = Error, fmt.Sprintf("panic: %v", p), nil
		}
	}()
	if reason := unsupported(codec, c.from.recordType(), c.to.recordType()); reason != "" {
		r.Status, r.Reason = Unsupported, reason
		return r
	}
	data, reason := c.from.write(codec)
	if reason != "" {
		r.Status, r.Reason = Unsupported, reason
		return r
	}
	if reason := c.to.roundTrips(codec); reason != "" {
		r.Status, r.Reason = Unsupported, "reader's version: "+reason
		return r
	}
	diffs, err := c.to.read(codec, data)
	switch {
	case err != nil:
		// One line: some libraries quote the input over several.
		r.Status, r.Reason = Error, strings.Join(strings.Fields(err.Error()), " ")
	case len(diffs) > 0:
		r.Status, r.Differences = Silent, diffs
	default:
		r.Status = Compatible
	}
	return r
}

// A side is one version of a record: the records it writes and what it
// should read from the other version's bytes.
type side interface {
	// recordType is the version's type in package older or newer.
	recordType() reflect.Type
	// write encodes the side's records with codec, or says why it could
	// not round-trip them exactly.
	write(codec string) ([][]byte, string)
	// roundTrips says why codec does not round-trip the side's records
	// exactly, or "".
	roundTrips(codec string) string
	// read decodes data, the other version's records, and compares them
	// with what this version should see.
	read(codec string, data [][]byte) ([]string, error)
}

// typedSide is a side whose records are of type S, of package older or
// newer, which the reflection codecs see as R. fromOther nil means that
// no value is right for the other version's bytes: a reader must refuse
// them.
type typedSide[S, R any] struct {
	records, fromOther []S
	as                 func(S) R
	bindings           map[string]*serbench.Binding // the reflection codecs, on R
}

func sideOf[S, R any](records, fromOther []S, as func(S) R) side {
	s := &typedSide[S, R]{records: records, fromOther: fromOther, as: as, bindings: map[string]*serbench.Binding{}}
	rs := func() []R {
		var rs []R
		for _, r := range records {
			rs = append(rs, as(r))
		}
		return rs
	}
	for _, b := range serbench.BindAny(&serbench.Dataset[R]{Name: "evolve", Records: rs}) {
		s.bindings[b.Codec.Name] = b
	}
	return s
}

func (s *typedSide[S, R]) recordType() reflect.Type { return reflect.TypeFor[S]() }

func (s *typedSide[S, R]) instance(codec string) (serbench.Instance, error) {
	b := s.bindings[codec]
	if b == nil {
		return nil, fmt.Errorf("%s is not a reflection codec", codec)
	}
	return b.Instance(serbench.Default), nil
}

func (s *typedSide[S, R]) roundTrips(codec string) string {
	if ops, ok := schemaOps[S](codec); ok {
		return ops.roundTrips(s.records)
	}
	x, err := s.instance(codec)
	if err != nil {
		return err.Error()
	}
	if r := x.Check(); r.Status != fidelity.Exact {
		reason := string(r.Status)
		if r.Reason != "" {
			reason += ": " + r.Reason
		}
		for _, f := range r.Findings {
			reason += "; " + f.Sample
		}
		return "does not round-trip its own records: " + reason
	}
	return ""
}

func (s *typedSide[S, R]) write(codec string) ([][]byte, string) {
	if reason := s.roundTrips(codec); reason != "" {
		return nil, "writer's version: " + reason
	}
	if ops, ok := schemaOps[S](codec); ok {
		return ops.encode(s.records)
	}
	x, _ := s.instance(codec)
	return x.Encoded(), ""
}

func (s *typedSide[S, R]) read(codec string, data [][]byte) ([]string, error) {
	var diffs []string
	if ops, ok := schemaOps[S](codec); ok {
		for i, b := range data {
			got, err := ops.Unmarshal(b)
			if err != nil {
				return nil, fmt.Errorf("record %d: %w", i, err)
			}
			diffs = append(diffs, compareTo(i, got, s.fromOther, s.fromOther == nil)...)
		}
		return diffs[:min(len(diffs), maxDifferences)], nil
	}
	x, err := s.instance(codec)
	if err != nil {
		return nil, err
	}
	var want []R
	for _, r := range s.fromOther {
		want = append(want, s.as(r))
	}
	for i, b := range data {
		v, err := x.(serbench.ValueReader).ReadValue(b)
		if err != nil {
			return nil, fmt.Errorf("record %d: %w", i, err)
		}
		diffs = append(diffs, compareTo(i, v.(*R), want, s.fromOther == nil)...)
	}
	return diffs[:min(len(diffs), maxDifferences)], nil
}

// compareTo says how got, record i, differs from want[i], or that it was
// read at all when none is right.
func compareTo[T any](i int, got *T, want []T, noneRight bool) []string {
	if noneRight {
		return []string{fmt.Sprintf("record %d: read as %+v where no value of the reader's type is right", i, *got)}
	}
	var diffs []string
	for _, d := range fidelity.Compare(&want[i], got) {
		diffs = append(diffs, fmt.Sprintf("record %d: %s", i, d))
	}
	return diffs
}
