//go:build !binsize

package fastpb

// serbench evolve's records through the per-version schemas of evolvepb,
// copies of codecs/protobuf/evolvepb's under proto packages and file
// names of their own (one binary registers every copy, and protobuf-go
// refuses two files of one path or two messages of one full name). The
// records are encoded with the default variant's calls: Size and
// FastWrite into a fresh buffer, fastpb.ReadMessage into a new message.
//
// The plugin is built into a temporary directory, removed after with
// protoc's status kept; the shell's variables are written $DOLLAR{...},
// as go generate expands $NAME itself.

//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v1/evolve.proto -o evolvepb/v1/fastpb_evolve.proto -replace "|package serbench.evolve.v1;|package serbench.fastpb.evolve.v1;" -replace "|codecs/protobuf/evolvepb|codecs/fastpb/evolvepb" -replace "|/evolve.proto|/fastpb_evolve.proto"
//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v2/evolve.proto -o evolvepb/v2/fastpb_evolve.proto -replace "|package serbench.evolve.v2;|package serbench.fastpb.evolve.v2;" -replace "|codecs/protobuf/evolvepb|codecs/fastpb/evolvepb" -replace "|/evolve.proto|/fastpb_evolve.proto"
//go:generate sh -c "d=$DOLLAR(mktemp -d) && go build -o \"$DOLLAR{d}/protoc-gen-fastpb\" github.com/cloudwego/fastpb/protoc-gen-fastpb && protoc --plugin=protoc-gen-go=\"$DOLLAR(go tool -n protoc-gen-go)\" --plugin=protoc-gen-fastpb=\"$DOLLAR{d}/protoc-gen-fastpb\" --go_out=. --go_opt=paths=source_relative --fastpb_out=. --fastpb_opt=paths=source_relative evolvepb/v1/fastpb_evolve.proto evolvepb/v2/fastpb_evolve.proto; s=$DOLLAR?; rm -rf \"$DOLLAR{d}\"; exit $DOLLAR{s}"
//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/evolvepb.go -o evolvepb/support.go -regexp "#(?s)^// Package evolvepb .*?\npackage evolvepb\n\n//go:generate [^\\n]*\n#package evolvepb\n" -replace "|codecs/protobuf/evolvepb/v|codecs/fastpb/evolvepb/v"

import (
	"google.golang.org/protobuf/proto"

	"github.com/cloudwego/fastpb"

	"github.com/serbench/serbench/codecs/fastpb/evolvepb"
)

func init() {
	evolvepb.Support(name, evolvepb.Codec{
		Marshal: func(m proto.Message) ([]byte, error) {
			w := m.(fastpb.Writer)
			buf := make([]byte, w.Size())
			return buf[:w.FastWrite(buf)], nil
		},
		Unmarshal: func(data []byte, m proto.Message) error { return unmarshal(data, m.(fastpb.Reader)) },
	})
}
