package gogoprotobuf

//go:generate go run ../../internal/gencopy -from ../protobuf/collections.proto -o collections.proto -replace "|package serbench.protobuf;|package serbench.gogoprotobuf;" -replace "|codecs/protobuf/pb|codecs/gogoprotobuf/pb" -regexp "|(?m)^(\\s*)optional (\\w+) (\\w+) = (\\d+);$|$DOLLAR{1}oneof $DOLLAR{3}_present {\n$DOLLAR{1}  $DOLLAR{2} $DOLLAR{3} = $DOLLAR{4};\n$DOLLAR{1}}"
//go:generate sh -c "protoc --plugin=protoc-gen-gogofaster=\"$(go tool -n protoc-gen-gogofaster)\" --gogofaster_out=paths=source_relative:pb collections.proto"

import (
	"github.com/gogo/protobuf/types"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogoprotobuf/convert"
	"github.com/serbench/serbench/codecs/gogoprotobuf/pb"
	"github.com/serbench/serbench/datasets/dynamic"
)

// The large collections (collections.proto) and the dynamic documents as
// gogo's google.protobuf.Struct (types.Struct), the well-known type for
// arbitrary JSON objects: it holds every number as a double.
func init() {
	convert.SupportCollections(name, ops[pb.Logs], ops[pb.Mesh], ops[pb.Save], ops[pb.Updates])
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, types.Struct]{
		ToNative: convert.ToStruct, FromNative: convert.FromStruct, Variants: ops[types.Struct](),
	})
}
