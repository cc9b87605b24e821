//go:build !binsize

package thrift

import (
	"github.com/apache/thrift/lib/go/thrift"

	"github.com/serbench/serbench/codecs/thrift/evolvethrift"
)

// serbench evolve's records through the per-version schemas of
// evolvethrift, each codec on its own protocol through the default
// variant's pools; a program that uses the codecs does not link them
// (binsize builds with the tag binsize).
func init() {
	for _, p := range protocols {
		w := thrift.NewTSerializerPoolSizeFactory(bufSize, p.factory)
		r := thrift.NewTDeserializerPoolSizeFactory(bufSize, p.factory)
		evolvethrift.Support(p.name, evolvethrift.Codec{Write: w.Write, Read: r.Read})
	}
}
