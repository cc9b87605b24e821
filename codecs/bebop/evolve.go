//go:build !binsize

package bebop

import "github.com/serbench/serbench/codecs/bebop/evolvebop"

// serbench evolve's records through the per-version schemas of evolvebop;
// a program that uses the codec does not link them (binsize builds with
// the tag binsize).
func init() {
	evolvebop.Support(name)
}
