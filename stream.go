package serbench

import (
	"io"
	"maps"
	"slices"
)

// StreamOps is a library's encoder over an io.Writer and decoder over an
// io.Reader, for a sequence of values in one stream (JSON lines,
// concatenated MessagePack or CBOR items, a gob stream, YAML documents),
// as its documentation gives them. Each takes the dataset's own types by
// reflection.
type StreamOps struct {
	// NewEncoder starts a stream on w. It returns the function that
	// writes the next value and the one that ends the stream, flushing
	// what the encoder buffers; end is nil when nothing needs ending.
	NewEncoder func(w io.Writer) (encode func(v any) error, end func() error)
	// NewDecoder starts reading the stream r and returns the function that
	// reads its next value into v, a pointer.
	NewDecoder func(r io.Reader) func(v any) error
	// Note says how the library is used, for reports.
	Note string
}

// SupportStream registers the stream ops of a codec, which serbench
// stream times (package stream). The codec may be registered after, in
// another init of its package; Streaming checks that it was.
func SupportStream(codecName string, ops StreamOps) {
	registry.Lock()
	defer registry.Unlock()
	if ops.NewEncoder == nil || ops.NewDecoder == nil {
		panic("serbench: codec " + codecName + " registers a stream without an encoder and a decoder")
	}
	if registry.streams == nil {
		registry.streams = map[string]*StreamOps{}
	}
	if registry.streams[codecName] != nil {
		panic("serbench: codec " + codecName + " registers its stream twice")
	}
	registry.streams[codecName] = &ops
}

// Stream returns the stream ops of a codec, or nil when it has none.
func Stream(codecName string) *StreamOps {
	registry.Lock()
	defer registry.Unlock()
	return registry.streams[codecName]
}

// Streaming lists the codecs with stream ops, sorted. It panics if one of
// them was never registered.
func Streaming() []string {
	registry.Lock()
	defer registry.Unlock()
	names := slices.Sorted(maps.Keys(registry.streams))
	for _, name := range names {
		codec(name)
	}
	return names
}
