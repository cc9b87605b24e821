package thriftiterator

import (
	"reflect"

	thrifter "github.com/thrift-iterator/go"
	"github.com/thrift-iterator/go/spi"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections on the tagged copies of collections.go, which have
// the datasets' layout and convert by a cast (codecs/internal/twin), default
// variant only (seed 001's variants, which go through general.Struct, time
// its small structs, not these), through DefaultConfig's settings with an
// extension that reads a double into a float32: thrift-iterator writes a
// float32 as a double but has no decoder for one. No dynamic documents.
func init() {
	serbench.Support(name, logs.Dataset, twin.Impl[logs.Logs](collectionOps[logsLogs]()))
	serbench.Support(name, mesh.Dataset, twin.Impl[mesh.Mesh](collectionOps[meshMesh]()))
	serbench.Support(name, savedata.Dataset, twin.Impl[savedata.Save](collectionOps[savedataSave]()))
	serbench.Support(name, updates.Dataset, twin.Impl[updates.Updates](collectionOps[updatesUpdates]()))
	serbench.Unsupported(name, "dynamic", dynamicReason)
}

// dynamicReason is why thrift-iterator does not carry the dynamic documents.
const dynamicReason = "thrift-iterator binds Go structs to Thrift structs and Thrift has no type for documents of unknown shape: " +
	"a map[string]any holds values of no declared Thrift type, and its general.Map needs one type for all of a map's values"

// float32Extension decodes a double into a float32 field, the way the
// library's spi.Extension lets users add a type.
type float32Extension struct{ spi.DummyExtension }

var float32Ptr = reflect.TypeFor[*float32]()

func (*float32Extension) DecoderOf(t reflect.Type) spi.ValDecoder {
	if t == float32Ptr {
		return float32Decoder{}
	}
	return nil
}

type float32Decoder struct{}

func (float32Decoder) Decode(v any, iter spi.Iterator) { *v.(*float32) = float32(iter.ReadFloat64()) }

// collectionAPI is thrifter.DefaultConfig's settings with float32Extension,
// built once.
var collectionAPI = thrifter.Config{Protocol: thrifter.ProtocolBinary}.AddExtension(&float32Extension{}).Froze()

func collectionOps[N any]() map[serbench.Variant]serbench.Ops[N] {
	return map[serbench.Variant]serbench.Ops[N]{
		serbench.Default: {
			Marshal: func(v *N) ([]byte, error) { return collectionAPI.Marshal(v) },
			Unmarshal: func(data []byte) (*N, error) {
				v := new(N)
				return v, collectionAPI.Unmarshal(data, v)
			},
		},
	}
}
