//go:build !binsize

package golangprotobuf

import (
	"github.com/golang/protobuf/proto"
	protov2 "google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
)

// serbench evolve's records through codecs/protobuf's per-version
// schemas; a program that uses the codec does not link them (binsize
// builds with the tag binsize).
func init() {
	// protoc-gen-go's messages are also the old API's proto.Message.
	evolvepb.Support(name, evolvepb.Codec{
		Marshal:   func(m protov2.Message) ([]byte, error) { return proto.Marshal(m.(proto.Message)) },
		Unmarshal: func(data []byte, m protov2.Message) error { return proto.Unmarshal(data, m.(proto.Message)) },
	})
}
