//go:build !binsize

package flatbuffers

import "github.com/serbench/serbench/codecs/flatbuffers/evolvefb"

// serbench evolve's records through the per-version schemas of evolvefb;
// a program that uses the codec does not link them (binsize builds with
// the tag binsize).
func init() {
	evolvefb.Support(name)
}
