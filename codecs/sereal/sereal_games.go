package sereal

import "github.com/serbench/serbench"

// savedata and updates are full of unsigned integers, which sereal's
// encoder reads with reflect.Value.Int and so panics on, at any width.
func init() {
	const reason = "sereal's encoder reads every integer with reflect.Value.Int, so it panics on unsigned fields (uint8 to uint32), which this dataset is full of"
	serbench.Unsupported("sereal", "savedata", reason)
	serbench.Unsupported("sereal", "updates", reason)
}
