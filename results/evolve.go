package results

// Evolve is one codec's verdict on one schema change read in one direction
// (serbench evolve): records of one version of a Go type written with the
// codec's default variant and read into the other version by the same
// codec.
type Evolve struct {
	Codec     string `json:"codec"`
	Change    string `json:"change"`    // "field added", ...
	Direction string `json:"direction"` // "old data, new reader" or "new data, old reader"
	// Status is compatible, error, silent or unsupported (package evolve).
	Status string `json:"status"`
	// Reason is the reader's error, or why the case is unsupported.
	Reason string `json:"reason,omitempty"`
	// Differences are a silent case's fields that came back different,
	// with both values (the first few).
	Differences []string `json:"differences,omitempty"`
}
