//go:build !binsize

package vtprotobuf

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf/evolvepb"
)

// serbench evolve's records through codecs/protobuf's per-version
// schemas; a program that uses the codec does not link them (binsize
// builds with the tag binsize).
func init() {
	evolvepb.Support(name, evolvepb.Codec{
		Marshal:   func(m proto.Message) ([]byte, error) { return m.(vtMessage).MarshalVT() },
		Unmarshal: func(data []byte, m proto.Message) error { return m.(vtMessage).UnmarshalVT(data) },
	})
}

// vtMessage is a message with the methods of protoc-gen-go-vtproto's
// marshal and unmarshal features, which evolvepb's messages have.
type vtMessage interface {
	MarshalVT() ([]byte, error)
	UnmarshalVT([]byte) error
}
