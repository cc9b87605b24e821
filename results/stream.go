package results

// Stream is one codec's stream of the logs dataset's entries (serbench
// stream): every entry of the first record encoded one after another to
// one stream with the library's encoder over an io.Writer, then read back
// with its decoder over an io.Reader, in fresh processes. The times are
// own time per entry, the collector held during a sample and collecting
// between samples, with the garbage beside them rather than charged.
type Stream struct {
	Dataset string `json:"dataset"`
	Codec   string `json:"codec"`
	Entries int    `json:"entries"` // values in the stream
	// StreamBytes is the stream's length.
	StreamBytes int `json:"stream_bytes"`
	// Fidelity is the decoded entries against the originals: exact,
	// lossy (with Differences, the first few) or error.
	Fidelity    string   `json:"fidelity"`
	Differences []string `json:"differences,omitempty"`
	// EncodeNs and DecodeNs hold each sample's own time per entry, in the
	// order taken; Worker names the process that took each sample.
	EncodeNs []float64 `json:"encode_ns"`
	DecodeNs []float64 `json:"decode_ns"`
	Worker   []int     `json:"worker"`
	// EncodeAllocBytes and the others are each sample's bytes and
	// allocations per entry.
	EncodeAllocBytes []float64 `json:"encode_alloc_bytes"`
	EncodeAllocs     []float64 `json:"encode_allocs"`
	DecodeAllocBytes []float64 `json:"decode_alloc_bytes"`
	DecodeAllocs     []float64 `json:"decode_allocs"`
	// Error says why a process gave no figure, the first such.
	Error string `json:"error,omitempty"`
}
