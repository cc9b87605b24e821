package pulsar

//go:generate sh -c "protoc --plugin=protoc-gen-go-pulsar=\"$(go tool -n protoc-gen-go-pulsar)\" --go-pulsar_out=pb --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsar_struct.proto"
//go:generate perl -0777 -pi -e "s/(\\tswitch d\\.FullName\\(\\) \\{\\n\\tdefault:\\n\\t\\tpanic\\([^\\n]*\\)\\n\\t\\}\\n)\\tpanic\\(\"unreachable\"\\)\\n/\\1/g" pb/pulsar_struct.pulsar.go
//go:generate go run ../../internal/gencopy -from ../gogoprotobuf/convert/dynamic.go -o convert_dynamic.go -replace "|package convert|package pulsar" -replace "|\"github.com/gogo/protobuf/types\"|\"github.com/serbench/serbench/codecs/pulsar/pb\"" -replace "|types.|pb." -replace "|ToStruct|toDocument" -replace "|FromStruct|fromDocument"

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/pulsar/pb"
	"github.com/serbench/serbench/datasets/dynamic"
)

// The dynamic documents as google.protobuf.Struct, the well-known type
// protobuf's documentation gives for arbitrary JSON objects, in a local
// copy (pulsar_struct.proto) that the generator writes code for; the
// conversions are codecs/gogoprotobuf's, generated from them. Every number
// is a double.
func init() {
	serbench.Support(name, dynamic.Dataset, serbench.Impl[map[string]any, pb.Struct]{
		ToNative: toDocument, FromNative: fromDocument, Variants: ops[pb.Struct](),
	})
}
