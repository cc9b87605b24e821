package vtprotobuf

import (
	vtstructpb "github.com/planetscale/vtprotobuf/types/known/structpb"
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
// dynamic documents as google.protobuf.Struct, through the VT methods that
// vtprotobuf's types/known/structpb adds to the well-known types.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Converting(convert.ToLogs, convert.FromLogs, ops(pb.LogsFromVTPool)))
	serbench.Support(name, mesh.Dataset, serbench.Converting(convert.ToMesh, convert.FromMesh, ops(pb.MeshFromVTPool)))
	serbench.Support(name, savedata.Dataset, serbench.Converting(convert.ToSave, convert.FromSave, ops(pb.SaveFromVTPool)))
	serbench.Support(name, updates.Dataset, serbench.Converting(convert.ToUpdates, convert.FromUpdates, ops(pb.UpdatesFromVTPool)))
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, vtstructpb.Struct]{
		ToNative:   func(v *map[string]any) *vtstructpb.Struct { return (*vtstructpb.Struct)(convert.ToStruct(v)) },
		FromNative: func(s *vtstructpb.Struct) *map[string]any { return convert.FromStruct((*structpb.Struct)(s)) },
		Variants:   structOps(),
	})
}

// structOps returns the variants for the well-known Struct, which has no
// vtproto pool: the reuse variant keeps the output buffer only.
func structOps() map[serbench.Variant]serbench.Ops[vtstructpb.Struct] {
	var buf []byte
	unmarshal := func(data []byte) (*vtstructpb.Struct, error) {
		v := new(vtstructpb.Struct)
		return v, v.UnmarshalVT(data)
	}
	return map[serbench.Variant]serbench.Ops[vtstructpb.Struct]{
		serbench.Default: {
			Marshal:   func(v *vtstructpb.Struct) ([]byte, error) { return v.MarshalVT() },
			Unmarshal: unmarshal,
		},
		serbench.Reuse: {
			Marshal: func(v *vtstructpb.Struct) ([]byte, error) {
				var err error
				buf, err = marshalInto(buf, v)
				return buf, err
			},
			Unmarshal: unmarshal,
			Note:      "SizeVT and MarshalToSizedBufferVT into one buffer; UnmarshalVT into a fresh Struct (the well-known types have no vtproto pool)",
		},
	}
}
