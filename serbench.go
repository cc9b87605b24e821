// Package serbench holds the contracts that serbench's datasets and codecs
// implement, and the registry they join when their packages are imported.
//
// A dataset is a Go type T and a deterministic pool of records of that type.
// A codec is one serializer library used one way; for each dataset it is
// either supported, with an [Impl], or unsupported, with a reason. A codec may
// work on a native type N of its own (a generated struct, say); it then
// converts records from T to N and back outside the timed operations, and that
// conversion is measured as the op [Convert].
//
// The package knows no serializer library. Codec packages call [Register] and
// [Support] (or [SupportAny]) from their init functions; adding a codec means
// adding a package, never editing a list here.
package serbench

import (
	"fmt"
	"regexp"
	"sync"
)

// A Kind says how a codec comes by its encoding code.
type Kind string

// The kinds of codec.
const (
	KindReflect  Kind = "reflect"  // the library inspects types at run time
	KindCodegen  Kind = "codegen"  // a generator writes the encoding code
	KindManual   Kind = "manual"   // the user writes the encoding with the library's primitives
	KindBaseline Kind = "baseline" // serbench's own hand-written reference
	KindNoop     Kind = "noop"     // encodes nothing: measures the harness itself
)

// A Variant labels one way of using a codec. Only [Default] appears in
// reports unless a reader asks for more.
type Variant string

// The variants every report knows. A codec may add its own, such as a
// library's documented faster-but-lossy mode; such names must match
// [VariantPattern].
const (
	// Default marshals into a fresh output buffer and decodes into a fresh
	// value whose strings own their memory.
	Default Variant = "default"
	// Reuse marshals into a reused buffer or decodes into a reused value.
	Reuse Variant = "reuse"
	// Unsafe decodes strings that alias the input buffer.
	Unsafe Variant = "unsafe"
)

// VariantPattern is what a variant name must look like.
var VariantPattern = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

// An Op is one timed operation.
type Op string

// The ops the harness times.
const (
	Marshal   Op = "marshal"   // native value to bytes
	Unmarshal Op = "unmarshal" // bytes to a usable native value, every field read
	Convert   Op = "convert"   // dataset value to native value and back
	Access    Op = "access"    // bytes to one field, for zero-copy formats
	Update    Op = "update"    // fields changed in place in the bytes, for zero-copy formats
)

// AllOps lists the ops in the order reports show them.
var AllOps = []Op{Marshal, Unmarshal, Convert, Access, Update}

// Codec describes one serializer library used one way. Its module and
// version are not typed here: [Codec.Module] reads them from the build.
type Codec struct {
	// Name identifies the codec on the command line and in results:
	// lower case, such as "jsoniter" or "msgpack-v5".
	Name string
	// Package is the import path of the library package the codec calls,
	// or of the generator for generated code that imports nothing. Its
	// module and version are looked up from it; codecs that share a
	// Package share a child process.
	Package string
	// Format is the wire format, such as "JSON" or "MessagePack".
	Format string
	// Wire names the wire format the codec's bytes follow where other
	// libraries write it too, such as "MessagePack" or "Thrift binary":
	// codecs of one Wire are meant to read each other's bytes, and
	// serbench interop checks that they do. It is set by hand in the
	// codec's registration, not derived from Format, whose free text may
	// name one format for two wires (Thrift's protocols) or two formats
	// with one word ("binary"). Empty for a format only this library
	// writes.
	Wire string
	// Kind says how the encoding code comes about.
	Kind Kind
	// Schema reports whether the format needs a schema or IDL.
	Schema bool
	// CrossLanguage reports whether other languages read the format.
	CrossLanguage bool
	// Upstream is the library's status by its own README:
	// "maintained", "deprecated", "maintenance mode" or "unmaintained".
	Upstream string
	// Notes says what a reader should know: wrapper types, options,
	// how a type the format lacks is carried.
	Notes string
}

// Ext is the file extension of the codec's encoding: the format's own
// for text formats, "bin" for the rest.
func (c *Codec) Ext() string {
	switch c.Format {
	case "JSON":
		return "json"
	case "XML":
		return "xml"
	case "YAML":
		return "yaml"
	}
	return "bin"
}

// Ops is one variant of a codec on a native type N. A nil func means the
// variant lacks that op.
type Ops[N any] struct {
	// Marshal encodes v. In the Default variant the result is a fresh
	// slice that the next call leaves alone.
	Marshal func(v *N) ([]byte, error)
	// Unmarshal decodes data into a value it returns, having read every
	// field. In the Default variant the value is fresh and its strings own
	// their memory.
	Unmarshal func(data []byte) (*N, error)
	// Access reads a single field from data, as zero-copy formats are used,
	// and returns something derived from it (its value or its length) so
	// that the read cannot be optimised away.
	Access func(data []byte) (int, error)
	// Update changes fields of data in place, as zero-copy formats allow
	// (the Rust serialization benchmark's update op), and returns how many
	// fields it wrote, so that the writes cannot be optimised away. data is
	// a copy of an encoding that belongs to the caller and is updated again
	// and again, so an update must leave data valid; the values it writes
	// need not be the record's.
	Update func(data []byte) (int, error)
	// Note says what the variant changes, for reports.
	Note string
	// Shared says that the variant's calls share state across its
	// instances: a buffer, value, encoder or decoder made once, when the
	// variant was registered, where a program would keep one per
	// goroutine. Two of its instances must not run at once, so the
	// parallel chunk does not time it. The Reuse variant is always taken
	// as shared (see Binding.Shared).
	Shared bool
}

// Impl is a codec's support for one dataset of type T, working on native
// type N (N is T for codecs that encode the dataset's own type).
type Impl[T, N any] struct {
	// ToNative and FromNative convert between the dataset's type and the
	// codec's native type, each returning a fresh value. Both are nil when
	// N is T.
	ToNative   func(v *T) *N
	FromNative func(v *N) *T
	// Variants holds the codec's variants; Default is required.
	Variants map[Variant]Ops[N]
	// Input, for a decode-only codec (one with no Marshal), produces the
	// bytes its Unmarshal reads. It is never timed.
	Input func(v *N) ([]byte, error)
	// Output, for an encode-only codec (one with no Unmarshal), reads back
	// what its Marshal wrote, for the fidelity check alone: the format's
	// reference decoder. It is never timed, and says nothing of aliasing.
	Output func(data []byte) (*N, error)
	// Missing says why an op the codec lacks is missing, such as
	// {Marshal: "gjson only decodes"}.
	Missing map[Op]string
}

// Converting is the Impl of a codec whose native type N is converted from
// the dataset's T by to and back by from, with its variants.
func Converting[T, N any](to func(*T) *N, from func(*N) *T, variants map[Variant]Ops[N]) Impl[T, N] {
	return Impl[T, N]{ToNative: to, FromNative: from, Variants: variants}
}

// AnyOps is a library's reflection entry points, as most libraries offer
// them: Marshal(v any) and Unmarshal(data, v any).
type AnyOps struct {
	Marshal   func(v any) ([]byte, error)
	Unmarshal func(data []byte, v any) error
	// ReusesOutput says that Marshal's result is overwritten by its next
	// call, so that a caller keeping it must copy it. SupportAny sets it for
	// the Reuse variant; a library whose plain Marshal reuses its buffer
	// sets it on Default too.
	ReusesOutput bool
	// Note says what the variant changes, for reports.
	Note string
}

// Dataset is one data model: a Go type and a deterministic pool of records.
type Dataset[T any] struct {
	// Name identifies the dataset: lower case, such as "small".
	Name string
	// Description gives the shape and origin of the data in a line.
	Description string
	// Quick reports that --quick runs the dataset: records of a few
	// kilobytes at most, the models of the benchmark suites serbench grew
	// from and edge, written in their manner.
	Quick bool
	// Large reports that one record is a whole large collection
	// (megabytes, as in the Rust suite's datasets), whose ops take
	// milliseconds to minutes: past a few rounds the budget bounds its
	// sampling, and codec tests leave it to validate.
	Large bool
	// Throughput says that a record is a document whose bytes a second
	// a reader compares with a disk's or a network's: reports give MB/s
	// beside ns/op.
	Throughput bool
	// Records builds the pool of records, the same on every call: a fixed
	// random seed, no clock, no global state.
	Records func() []T
	// Nest, when set, says how a codec given as [AnyOps] encodes a record
	// whose parts are serialized separately (a signed envelope whose data
	// field holds an encoded inner message). It returns the ops to use on
	// *T values.
	Nest func(AnyOps) AnyOps

	once sync.Once
	recs []T
}

// pool builds the records once per process; callers must not modify them.
func (d *Dataset[T]) pool() []T {
	d.once.Do(func() { d.recs = d.Records() })
	return d.recs
}

// Name patterns for datasets and codecs.
var namePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)

func checkName(what, name string) {
	if !namePattern.MatchString(name) {
		panic(fmt.Sprintf("serbench: %s name %q must match %s", what, name, namePattern))
	}
}
