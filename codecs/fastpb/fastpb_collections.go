package fastpb

//go:generate go run ../../internal/gencopy -from ../protobuf/convert/logsmesh.go -o convert_logsmesh.go -replace "|codecs/protobuf/pb|codecs/fastpb/pb" -replace "|package convert|package fastpb" -replace "|uint32(l.Code), Size: l.Size|uint32(l.Code), ResponseSize: l.Size" -replace "|uint16(l.Code), Size: l.Size|uint16(l.Code), Size: l.ResponseSize" -replace "|ToLogs|toLogs" -replace "|FromLogs|fromLogs" -replace "|ToMesh|toMesh" -replace "|FromMesh|fromMesh"
//go:generate go run ../../internal/gencopy -from ../protobuf/collections.proto -o fastpb_collections.proto -replace "|package serbench.protobuf;|package serbench.fastpb;" -replace "|codecs/protobuf/pb|codecs/fastpb/pb" -replace "|uint64 size = 7;|uint64 response_size = 7;" -replace "|Vector3d|Vector3D" -replace "|Vector2f|Vector2F"
//go:generate sh -c "d=$(mktemp -d) && go build -o \"$DOLLAR{d}/protoc-gen-fastpb\" github.com/cloudwego/fastpb/protoc-gen-fastpb && protoc --plugin=protoc-gen-go=\"$(go tool -n protoc-gen-go)\" --plugin=protoc-gen-fastpb=\"$DOLLAR{d}/protoc-gen-fastpb\" --go_out=pb --go_opt=paths=source_relative --fastpb_out=pb --fastpb_opt=paths=source_relative fastpb_collections.proto; s=$DOLLAR?; rm -rf \"$DOLLAR{d}\"; exit $DOLLAR{s}"
//go:generate go run ../../internal/gencopy -from ../protobuf/convert/collections.go -o convert_collections.go -replace "|package convert|package fastpb" -replace "|codecs/protobuf/pb|codecs/fastpb/pb" -replace "|ToSave|toSave" -replace "|FromSave|fromSave" -replace "|ToUpdates|toUpdates" -replace "|FromUpdates|fromUpdates"
//go:generate go run ../../internal/gencopy -from ../protobuf/convert/optional.go -o convert_optional.go -replace "|package convert|package fastpb" -replace "|codecs/protobuf/pb|codecs/fastpb/pb"

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
	serbench.Support(name, logs.Dataset, serbench.Converting(toLogs, fromLogs, ops[pb.Logs]()))
	serbench.Support(name, mesh.Dataset, serbench.Converting(toMesh, fromMesh, ops[pb.Mesh]()))
	serbench.Support(name, savedata.Dataset, serbench.Converting(toSave, fromSave, ops[pb.Save]()))
	serbench.Support(name, updates.Dataset, serbench.Converting(toUpdates, fromUpdates, ops[pb.Updates]()))
}
