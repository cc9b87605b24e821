package protobufopaque

//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --go_out=pb --go_opt=paths=source_relative,default_api_level=API_OPAQUE protobufopaque_collections.proto"
//go:generate sh -c "protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --go_out=lazypb --go_opt=paths=source_relative,default_api_level=API_OPAQUE protobufopaque_lazy_collections.proto"

import (
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/protobuf/convert"
	"github.com/serbench/serbench/datasets/dynamic"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections (protobufopaque_collections.proto and its lazy
// copy) and the dynamic documents as google.protobuf.Struct, which
// protobuf-go's structpb holds in the Open Struct API: an Opaque API user
// has no other, so that row is codec protobuf's code, without the lazy
// variant (Struct's fields are map values and oneof members), converted
// by codecs/protobuf/convert.
func init() {
	serbench.Support(name, logs.Dataset, bind(toLogs, fromLogs, lazyFromLogs, forceLogs))
	serbench.Support(name, mesh.Dataset, bind(toMesh, fromMesh, lazyFromMesh, forceMesh))
	serbench.Support(name, savedata.Dataset, bind(toSave, fromSave, lazyFromSave, forceSave))
	serbench.Support(name, updates.Dataset, bind(toUpdates, fromUpdates, lazyFromUpdates, forceUpdates))
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, structpb.Struct]{
		ToNative: convert.ToStruct, FromNative: convert.FromStruct, Variants: structOps(),
	})
}

// structOps returns the default and reuse variants on a Struct, as
// codecs/protobuf has them.
func structOps() map[serbench.Variant]serbench.Ops[structpb.Struct] {
	var buf []byte
	target := new(structpb.Struct)
	return map[serbench.Variant]serbench.Ops[structpb.Struct]{
		serbench.Default: {
			Marshal: func(v *structpb.Struct) ([]byte, error) { return proto.Marshal(v) },
			Unmarshal: func(data []byte) (*structpb.Struct, error) {
				v := new(structpb.Struct)
				return v, proto.Unmarshal(data, v)
			},
		},
		serbench.Reuse: {
			Marshal: func(v *structpb.Struct) ([]byte, error) {
				var err error
				buf, err = proto.MarshalOptions{}.MarshalAppend(buf[:0], v)
				return buf, err
			},
			Unmarshal: func(data []byte) (*structpb.Struct, error) {
				return target, proto.UnmarshalOptions{}.Unmarshal(data, target)
			},
			Note: "proto.MarshalOptions.MarshalAppend into one buffer; UnmarshalOptions.Unmarshal into one Struct",
		},
	}
}
