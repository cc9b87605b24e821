//go:build !binsize

package pulsar

// serbench evolve's records through the per-version schemas of evolvepb,
// copies of codecs/protobuf/evolvepb's under proto packages and file
// names of their own (one binary registers every copy, and protobuf-go
// refuses two files of one path or two messages of one full name), v2's
// optional age a one-field oneof, as in the datasets' copy. The records
// are encoded with the default variant's proto.Marshal and
// proto.Unmarshal, which call the generated fast-reflection methods.

//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v1/evolve.proto -o evolvepb/v1/pulsar_evolve.proto -replace "|package serbench.evolve.v1;|package serbench.pulsar.evolve.v1;" -replace "|codecs/protobuf/evolvepb|codecs/pulsar/evolvepb" -replace "|/evolve.proto|/pulsar_evolve.proto"
//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/v2/evolve.proto -o evolvepb/v2/pulsar_evolve.proto -replace "|package serbench.evolve.v2;|package serbench.pulsar.evolve.v2;" -replace "|codecs/protobuf/evolvepb|codecs/pulsar/evolvepb" -replace "|/evolve.proto|/pulsar_evolve.proto" -regexp "|(?m)^(\\s*)optional (\\w+) (\\w+) = (\\d+);$|$DOLLAR{1}oneof $DOLLAR{3}_present {\n$DOLLAR{1}  $DOLLAR{2} $DOLLAR{3} = $DOLLAR{4};\n$DOLLAR{1}}"
//go:generate sh -c "protoc --plugin=protoc-gen-go-pulsar=\"$(go tool -n protoc-gen-go-pulsar)\" --go-pulsar_out=. --go-pulsar_opt=paths=source_relative,features=protoc+fast evolvepb/v1/pulsar_evolve.proto evolvepb/v2/pulsar_evolve.proto"
//go:generate perl -0777 -pi -e "s/(\\tswitch d\\.FullName\\(\\) \\{\\n\\tdefault:\\n\\t\\tpanic\\([^\\n]*\\)\\n\\t\\}\\n)\\tpanic\\(\"unreachable\"\\)\\n/\\1/g" evolvepb/v1/pulsar_evolve.pulsar.go evolvepb/v2/pulsar_evolve.pulsar.go
//go:generate go run ../../internal/gencopy -from ../protobuf/evolvepb/evolvepb.go -o evolvepb/support.go -regexp "#(?s)^// Package evolvepb .*?\npackage evolvepb\n\n//go:generate [^\\n]*\n#package evolvepb\n" -replace "|codecs/protobuf/evolvepb/v|codecs/pulsar/evolvepb/v" -replace "|ops[newer.MadeOptional, evolvev2.MadeOptional](c)|convertedOps(c, toMadeOptional, fromMadeOptional)"

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/pulsar/evolvepb"
)

func init() {
	evolvepb.Support(name, evolvepb.Codec{Marshal: proto.Marshal, Unmarshal: proto.Unmarshal})
}
