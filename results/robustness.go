package results

// Robustness is how one codec's default variant fared on malformed inputs
// derived from one dataset's payloads (serbench robust): how many inputs
// fell in each class. The classes add up to Inputs.
type Robustness struct {
	Dataset     string `json:"dataset"`
	Codec       string `json:"codec"`
	Inputs      int    `json:"inputs"`
	Rejected    int    `json:"rejected"`     // an error came back: the safe outcome
	Accepted    int    `json:"accepted"`     // decoded without error
	Panic       int    `json:"panic"`        // the codec panicked
	Fatal       int    `json:"fatal"`        // a fatal runtime error, a stack overflow, or killed
	Hang        int    `json:"hang"`         // no answer within the time limit
	OOM         int    `json:"oom"`          // ran out of the memory limit
	ExcessAlloc int    `json:"excess_alloc"` // allocated over 1000 times the input's size
	// Reason, when set, says why the pair could not be probed (its valid
	// payloads could not be made); the counts are then 0.
	Reason string `json:"reason,omitempty"`
	// Findings are the smallest input kept for each distinct panic, fatal
	// error, hang and oom, with the command that replays it.
	Findings []Finding `json:"findings,omitempty"`
}

// A Finding is one distinct failure of a codec and its smallest input.
type Finding struct {
	Class   string `json:"class"`             // panic, fatal, hang or oom
	Message string `json:"message,omitempty"` // the panic's or fatal error's first line
	Frame   string `json:"frame,omitempty"`   // the library's top frame, for a panic
	Bytes   int    `json:"bytes"`             // the input's length
	File    string `json:"file"`              // the input, relative to the results directory
	Replay  string `json:"replay"`            // a command that decodes it again
	Count   int    `json:"count"`             // inputs that failed this way
}
