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
	serbench.Support(name, logs.Dataset, serbench.Converting(conv.ToLogs, conv.FromLogs, ops[collections.Logs]()))
	serbench.Support(name, mesh.Dataset, serbench.Converting(conv.ToMesh, conv.FromMesh, ops[collections.Mesh]()))
	serbench.Support(name, savedata.Dataset, serbench.Converting(conv.ToSave, conv.FromSave, ops[collections.Save]()))
	serbench.Support(name, updates.Dataset, serbench.Converting(conv.ToUpdates, conv.FromUpdates, ops[collections.Updates]()))
	serbench.Unsupported(name, "dynamic", conv.DynamicReason)
}
