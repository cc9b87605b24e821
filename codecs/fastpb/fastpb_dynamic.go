package fastpb

//go:generate sh -c "d=$(mktemp -d) && go build -o \"$DOLLAR{d}/protoc-gen-fastpb\" github.com/cloudwego/fastpb/protoc-gen-fastpb && protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-fastpb=\"$DOLLAR{d}/protoc-gen-fastpb\" --go_out=pb --go_opt=paths=source_relative --fastpb_out=pb --fastpb_opt=paths=source_relative fastpb_struct.proto; s=$DOLLAR?; rm -rf \"$DOLLAR{d}\"; exit $DOLLAR{s}"
//go:generate go run ../../internal/gencopy -from ../gogoprotobuf/convert/dynamic.go -o convert_dynamic.go -replace "|package convert|package fastpb" -replace "|\"github.com/gogo/protobuf/types\"|\"github.com/serbench/serbench/codecs/fastpb/pb\"" -replace "|types.|pb." -replace "|ToStruct|toDocument" -replace "|FromStruct|fromDocument"

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/fastpb/pb"
	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents as google.protobuf.Struct, the well-known type
// protobuf's documentation gives for arbitrary JSON objects, in a local
// copy (fastpb_struct.proto) that the generator writes code for; the
// conversions are codecs/gogoprotobuf's, generated from them. Every number
// is a double.
func init() {
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, pb.Struct]{
		ToNative: toDocument, FromNative: fromDocument, Variants: ops[pb.Struct](),
	})
}
