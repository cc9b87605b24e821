package frugal

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/thrift/collections"
	"github.com/serbench/serbench/codecs/thrift/conv"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections on codecs/thrift's types for them, which carry
// frugal tags; no dynamic documents.
func init() {
	serbench.Support(name, logs.Dataset, serbench.Impl[logs.Logs, collections.Logs]{
		ToNative: conv.ToLogs, FromNative: conv.FromLogs, Variants: ops[collections.Logs](),
	})
	serbench.Support(name, mesh.Dataset, serbench.Impl[mesh.Mesh, collections.Mesh]{
		ToNative: conv.ToMesh, FromNative: conv.FromMesh, Variants: ops[collections.Mesh](),
	})
	serbench.Support(name, savedata.Dataset, serbench.Impl[savedata.Save, collections.Save]{
		ToNative: conv.ToSave, FromNative: conv.FromSave, Variants: ops[collections.Save](),
	})
	serbench.Support(name, updates.Dataset, serbench.Impl[updates.Updates, collections.Updates]{
		ToNative: conv.ToUpdates, FromNative: conv.FromUpdates, Variants: ops[collections.Updates](),
	})
	serbench.Unsupported(name, "dynamic", conv.DynamicReason)
}
