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
