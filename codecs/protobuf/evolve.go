//go:build !binsize

package protobuf

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
)

// serbench evolve's records through the per-version schemas of evolvepb;
// a program that uses the codec does not link them (binsize builds with
// the tag binsize).
func init() {
	evolvepb.Support(name, evolvepb.Codec{Marshal: proto.Marshal, Unmarshal: proto.Unmarshal})
}
