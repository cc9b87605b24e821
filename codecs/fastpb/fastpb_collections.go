package fastpb

//go:generate sh -c "d=$(mktemp -d) && go build -o \"$d/protoc-gen-fastpb\" github.com/cloudwego/fastpb/protoc-gen-fastpb && protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-fastpb=\"$d/protoc-gen-fastpb\" --go_out=pb --go_opt=paths=source_relative --fastpb_out=pb --fastpb_opt=paths=source_relative fastpb_collections.proto; s=$?; rm -rf \"$d\"; exit $s"

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/fastpb/pb"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections (fastpb_collections.proto: a file name of its
// own, as google.golang.org/protobuf registers every file by name).
func init() {
	serbench.Support(name, logs.Dataset, serbench.Impl[logs.Logs, pb.Logs]{
		ToNative: toLogs, FromNative: fromLogs, Variants: ops[pb.Logs](),
	})
	serbench.Support(name, mesh.Dataset, serbench.Impl[mesh.Mesh, pb.Mesh]{
		ToNative: toMesh, FromNative: fromMesh, Variants: ops[pb.Mesh](),
	})
	serbench.Support(name, savedata.Dataset, serbench.Impl[savedata.Save, pb.Save]{
		ToNative: toSave, FromNative: fromSave, Variants: ops[pb.Save](),
	})
	serbench.Support(name, updates.Dataset, serbench.Impl[updates.Updates, pb.Updates]{
		ToNative: toUpdates, FromNative: fromUpdates, Variants: ops[pb.Updates](),
	})
}
