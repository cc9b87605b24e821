package results

import "github.com/serbench/serbench/fidelity"

// Interop is one ordered pair of codecs of one wire format on one dataset
// (serbench interop): the writer's encoding of every record, decoded by
// the reader and compared with the dataset's records as a round trip is.
//
// A writer or reader named "lang:library@version", such as
// "python:msgpack@1.2.4", is a reference implementation in another
// language, paired with one Go codec: it reads the Go codec's encoding of
// every record and writes what it read back, which the Go codec reads and
// compares. Both rows of the pair judge that trip (Go to the peer to Go):
// the peer's reading fails on its own error, the Go codec's reading on the
// peer's failure to write or its own.
type Interop struct {
	Wire    string `json:"wire"` // the wire format the two share, a Codec.Wire
	Dataset string `json:"dataset"`
	// Writer and Reader name the codecs, each in its default variant.
	Writer string `json:"writer"`
	Reader string `json:"reader"`
	// Status is InteropEqual, InteropDifferent or InteropFails.
	Status string `json:"status"`
	// Reason says why a pair fails: the reader's error and the record it
	// refused, a panic's or a fatal error's first line, or a hang.
	Reason string `json:"reason,omitempty"`
	// Records counts the records compared; 0 when the pair fails.
	Records int `json:"records"`
	// Findings are the fields that came back different, most frequent
	// first, each with its first difference (both values).
	Findings []InteropFinding `json:"findings,omitempty"`
	// WriterOwn and ReaderOwn are the writer's and the reader's own
	// round-trip verdicts on the dataset, as serbench validate gives them:
	// a pair can only be as equal as the writer's encoding and the
	// reader's decoding are. Empty when the codec does not encode (a
	// decode-only reader) or its verdict could not be had.
	WriterOwn fidelity.Status `json:"writer_own,omitempty"`
	ReaderOwn fidelity.Status `json:"reader_own,omitempty"`
	// Identical counts, for a pair with a peer in another language that
	// wrote every record back, the records whose bytes it wrote are the
	// Go codec's byte for byte; nil for pairs of Go codecs.
	Identical *int `json:"identical,omitempty"`
}

// The statuses of an Interop pair.
const (
	InteropEqual     = "equal"     // every record decoded equal to the dataset's
	InteropDifferent = "different" // decoded, some fields different (Findings)
	InteropFails     = "fails"     // the reader refused, panicked, died or hung (Reason)
)

// An InteropFinding is one field a pair loses, and whether either codec's
// own round trip loses it the same way: then the difference is that
// library's documented convention (a time's zone name, say), which a
// program using it alone sees as well, not a disagreement of the two.
type InteropFinding struct {
	fidelity.Finding
	WriterOwn bool `json:"writer_own,omitempty"` // the writer's own round trip loses the field so
	ReaderOwn bool `json:"reader_own,omitempty"` // the reader's own round trip loses the field so
	// Convention names the documented convention of a peer in another
	// language that makes the difference, such as Python's datetime
	// holding microseconds.
	Convention string `json:"convention,omitempty"`
}

// Own reports whether every finding is one that the writer's or the
// reader's own round trip loses as well, or a peer's documented
// convention: the two interoperate as well as each works alone.
func (r *Interop) Own() bool {
	for _, f := range r.Findings {
		if !f.WriterOwn && !f.ReaderOwn && f.Convention == "" {
			return false
		}
	}
	return r.Status == InteropDifferent
}
