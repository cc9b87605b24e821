package thrift

//go:generate sh -c "rm -rf collections && thrift --gen go -out . collections.thrift && gofmt -w collections"

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/thrift/collections"
	"github.com/serbench/serbench/codecs/thrift/conv"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections on both protocols; no dynamic documents.
func init() {
	for _, p := range protocols {
		f := p.factory
		serbench.Support(p.name, logs.Dataset, serbench.Impl[logs.Logs, collections.Logs]{
			ToNative: conv.ToLogs, FromNative: conv.FromLogs, Variants: ops[collections.Logs](f),
		})
		serbench.Support(p.name, mesh.Dataset, serbench.Impl[mesh.Mesh, collections.Mesh]{
			ToNative: conv.ToMesh, FromNative: conv.FromMesh, Variants: ops[collections.Mesh](f),
		})
		serbench.Support(p.name, savedata.Dataset, serbench.Impl[savedata.Save, collections.Save]{
			ToNative: conv.ToSave, FromNative: conv.FromSave, Variants: ops[collections.Save](f),
		})
		serbench.Support(p.name, updates.Dataset, serbench.Impl[updates.Updates, collections.Updates]{
			ToNative: conv.ToUpdates, FromNative: conv.FromUpdates, Variants: ops[collections.Updates](f),
		})
		serbench.Unsupported(p.name, "dynamic", conv.DynamicReason)
	}
}
