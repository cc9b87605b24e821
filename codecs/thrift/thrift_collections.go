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
		serbench.Support(p.name, logs.Dataset, serbench.Converting(conv.ToLogs, conv.FromLogs, ops[collections.Logs](f)))
		serbench.Support(p.name, mesh.Dataset, serbench.Converting(conv.ToMesh, conv.FromMesh, ops[collections.Mesh](f)))
		serbench.Support(p.name, savedata.Dataset, serbench.Converting(conv.ToSave, conv.FromSave, ops[collections.Save](f)))
		serbench.Support(p.name, updates.Dataset, serbench.Converting(conv.ToUpdates, conv.FromUpdates, ops[collections.Updates](f)))
		serbench.Unsupported(p.name, "dynamic", conv.DynamicReason)
	}
}
