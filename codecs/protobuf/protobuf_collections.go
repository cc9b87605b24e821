package protobuf

//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-go-vtproto=\"$(go tool -n protoc-gen-go-vtproto)\" --go_out=pb --go_opt=paths=source_relative --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/codecs/protobuf/pb.* collections.proto"

import (
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/protobuf/convert"
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/dynamic"
)

// The large collections (collections.proto) and the dynamic documents, as
// google.protobuf.Struct, the well-known type protobuf's documentation
// gives for "arbitrary JSON objects": it holds every number as a double.
func init() {
	convert.SupportCollections(name, ops[pb.Logs], ops[pb.Mesh], ops[pb.Save], ops[pb.Updates])
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, structpb.Struct]{
		ToNative: convert.ToStruct, FromNative: convert.FromStruct, Variants: ops[structpb.Struct](),
	})
}
