package zebrapack

import "github.com/serbench/serbench"

// zebrapack's generator inlines small structs (savedata's vectors, updates'
// chunk ids) differently from run to run, so its code for these datasets
// could not be committed and reproduced by go generate.
func init() {
	const reason = "zebrapack's generator writes different code on each run for these types (it inlines small structs at random), so generated code cannot be reproduced"
	serbench.Unsupported("zebrapack", "savedata", reason)
	serbench.Unsupported("zebrapack", "updates", reason)
}
