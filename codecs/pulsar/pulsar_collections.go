package pulsar

//go:generate sh -c "protoc --plugin=protoc-gen-go-pulsar=\"$(go tool -n protoc-gen-go-pulsar)\" --go-pulsar_out=pb --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsar_collections.proto"
//go:generate perl -0777 -pi -e "s/(\\tswitch d\\.FullName\\(\\) \\{\\n\\tdefault:\\n\\t\\tpanic\\([^\\n]*\\)\\n\\t\\}\\n)\\tpanic\\(\"unreachable\"\\)\\n/\\1/g" pb/pulsar_collections.pulsar.go

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/pulsar/pb"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections (pulsar_collections.proto).
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
