package golangprotobuf

import (
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/protobuf/convert"
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/dynamic"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections (codecs/protobuf's collections.proto) and the
// dynamic documents as google.protobuf.Struct (the old API's
// ptypes/struct is an alias of structpb), as codecs/protobuf carries them.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Converting(convert.ToLogs, convert.FromLogs, ops[pb.Logs]()))
	serbench.Support(name, mesh.Dataset, serbench.Converting(convert.ToMesh, convert.FromMesh, ops[pb.Mesh]()))
	serbench.Support(name, savedata.Dataset, serbench.Converting(convert.ToSave, convert.FromSave, ops[pb.Save]()))
	serbench.Support(name, updates.Dataset, serbench.Converting(convert.ToUpdates, convert.FromUpdates, ops[pb.Updates]()))
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, structpb.Struct]{
		ToNative: convert.ToStruct, FromNative: convert.FromStruct, Variants: ops[structpb.Struct](),
	})
}
