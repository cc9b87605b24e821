package convert

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/protobuf/pb"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/datasets/updates"
)

// variants is a codec's ops on message type M, by variant.
type variants[M any] = map[serbench.Variant]serbench.Ops[M]

// SupportSeeds registers codec name on the seed datasets through these
// conversions: small and edge as A, colorgroup, hero, the cart as User and
// farcaster as a Cast. Each argument returns the codec's variants on its
// message type; it is called once a dataset, so that no two datasets share
// a variant's buffers.
func SupportSeeds(name string, aOps func() variants[pb.A], groupOps func() variants[pb.ColorGroup],
	heroOps func() variants[pb.Hero], userOps func() variants[pb.User], castOps func() variants[Cast]) {
	serbench.Support(name, small.Dataset, serbench.Converting(ToA, FromA, aOps()))
	serbench.Support(name, edge.Dataset, serbench.Converting(ToA, FromA, aOps()))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(ToColorGroup, FromColorGroup, groupOps()))
	serbench.Support(name, hero.Dataset, serbench.Converting(ToHero, FromHero, heroOps()))
	serbench.Support(name, cart.Dataset, serbench.Converting(ToUser, FromUser, userOps()))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(ToCast, FromCast, castOps()))
}

// SupportCollections registers codec name on the large collections (logs,
// mesh, savedata, updates) through these conversions, with the variants
// each argument returns, as SupportSeeds does.
func SupportCollections(name string, logsOps func() variants[pb.Logs], meshOps func() variants[pb.Mesh],
	saveOps func() variants[pb.Save], updatesOps func() variants[pb.Updates]) {
	serbench.Support(name, logs.Dataset, serbench.Converting(ToLogs, FromLogs, logsOps()))
	serbench.Support(name, mesh.Dataset, serbench.Converting(ToMesh, FromMesh, meshOps()))
	serbench.Support(name, savedata.Dataset, serbench.Converting(ToSave, FromSave, saveOps()))
	serbench.Support(name, updates.Dataset, serbench.Converting(ToUpdates, FromUpdates, updatesOps()))
}
