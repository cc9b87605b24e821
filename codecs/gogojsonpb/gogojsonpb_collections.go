package gogojsonpb

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

// The large collections (codecs/gogoprotobuf's collections.proto) and the
// dynamic documents as google.protobuf.Struct, which the JSON mapping
// writes as a JSON object (every number a double).
func init() {
	serbench.Support(name, logs.Dataset, serbench.Converting(convert.ToLogs, convert.FromLogs, ops[pb.Logs]()))
	serbench.Support(name, mesh.Dataset, serbench.Converting(convert.ToMesh, convert.FromMesh, ops[pb.Mesh]()))
	serbench.Support(name, savedata.Dataset, serbench.Converting(convert.ToSave, convert.FromSave, ops[pb.Save]()))
	serbench.Support(name, updates.Dataset, serbench.Converting(convert.ToUpdates, convert.FromUpdates, ops[pb.Updates]()))
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, types.Struct]{
		ToNative: convert.ToStruct, FromNative: convert.FromStruct, Variants: ops[types.Struct](),
	})
}
