package results

// ColdStart is one codec variant's first marshal and first unmarshal on
// one dataset (serbench coldstart), each in a fresh process after the
// record pool is built: a sample per process, in the order taken.
type ColdStart struct {
	Dataset string `json:"dataset"`
	Codec   string `json:"codec"`
	Variant string `json:"variant"`
	// MarshalNs is empty for a variant with no Marshal of its own.
	MarshalNs   []float64 `json:"marshal_ns"`
	UnmarshalNs []float64 `json:"unmarshal_ns"`
	// Error says why a process gave no figure, the first such; the
	// samples are those of the processes that gave one.
	Error string `json:"error,omitempty"`
}
