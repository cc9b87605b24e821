package gogoprotobuf

//go:generate sh -c "protoc --plugin=protoc-gen-gogofaster=\"$(go tool -n protoc-gen-gogofaster)\" --gogofaster_out=paths=source_relative:pb collections.proto"

import (
	"github.com/gogo/protobuf/types"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogoprotobuf/convert"
	"github.com/serbench/serbench/codecs/gogoprotobuf/pb"
	"github.com/serbench/serbench/datasets/dynamic"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections (collections.proto) and the dynamic documents as
// gogo's google.protobuf.Struct (types.Struct), the well-known type for
// arbitrary JSON objects: it holds every number as a double.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Impl[logs.Logs, pb.Logs]{
		ToNative: convert.ToLogs, FromNative: convert.FromLogs, Variants: ops[pb.Logs](),
	})
	serbench.Support(name, mesh.Dataset, serbench.Impl[mesh.Mesh, pb.Mesh]{
		ToNative: convert.ToMesh, FromNative: convert.FromMesh, Variants: ops[pb.Mesh](),
	})
	serbench.Support(name, savedata.Dataset, serbench.Impl[savedata.Save, pb.Save]{
		ToNative: convert.ToSave, FromNative: convert.FromSave, Variants: ops[pb.Save](),
	})
	serbench.Support(name, updates.Dataset, serbench.Impl[updates.Updates, pb.Updates]{
		ToNative: convert.ToUpdates, FromNative: convert.FromUpdates, Variants: ops[pb.Updates](),
	})
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, types.Struct]{
		ToNative: convert.ToStruct, FromNative: convert.FromStruct, Variants: ops[types.Struct](),
	})
}
