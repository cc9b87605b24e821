package pulsar

//go:generate go run ../../internal/gencopy -from ../protobuf/convert/logsmesh.go -o convert_logsmesh.go -replace "|codecs/protobuf/pb|codecs/pulsar/pb" -replace "|package convert|package pulsar" -replace "|ToLogs|toLogs" -replace "|FromLogs|fromLogs" -replace "|ToMesh|toMesh" -replace "|FromMesh|fromMesh"
//go:generate go run ../../internal/gencopy -from ../protobuf/collections.proto -o pulsar_collections.proto -replace "|package serbench.protobuf;|package serbench.pulsar;" -replace "|codecs/protobuf/pb|codecs/pulsar/pb" -regexp "|(?m)^(\\s*)optional (\\w+) (\\w+) = (\\d+);$|$DOLLAR{1}oneof $DOLLAR{3}_present {\n$DOLLAR{1}  $DOLLAR{2} $DOLLAR{3} = $DOLLAR{4};\n$DOLLAR{1}}"
//go:generate sh -c "protoc --plugin=protoc-gen-go-pulsar=\"$(go tool -n protoc-gen-go-pulsar)\" --go-pulsar_out=pb --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsar_collections.proto"
//go:generate perl -0777 -pi -e "s/(\\tswitch d\\.FullName\\(\\) \\{\\n\\tdefault:\\n\\t\\tpanic\\([^\\n]*\\)\\n\\t\\}\\n)\\tpanic\\(\"unreachable\"\\)\\n/\\1/g" pb/pulsar_collections.pulsar.go
//go:generate go run ../../internal/gencopy -from ../gogoprotobuf/convert/collections.go -o convert_collections.go -replace "|package convert|package pulsar" -replace "|codecs/gogoprotobuf/pb|codecs/pulsar/pb" -replace "|ToSave|toSave" -replace "|FromSave|fromSave" -replace "|ToUpdates|toUpdates" -replace "|FromUpdates|fromUpdates"
//go:generate go run ../../internal/gencopy -from ../gogoprotobuf/convert/optional.go -o convert_optional.go -replace "|package convert|package pulsar" -replace "|codecs/gogoprotobuf/pb|codecs/pulsar/pb"

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
	serbench.Support(name, logs.Dataset, serbench.Converting(toLogs, fromLogs, ops[pb.Logs]()))
	serbench.Support(name, mesh.Dataset, serbench.Converting(toMesh, fromMesh, ops[pb.Mesh]()))
	serbench.Support(name, savedata.Dataset, serbench.Converting(toSave, fromSave, ops[pb.Save]()))
	serbench.Support(name, updates.Dataset, serbench.Converting(toUpdates, fromUpdates, ops[pb.Updates]()))
}
