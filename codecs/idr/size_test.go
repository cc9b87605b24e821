package idr

import (
	"math"
	"testing"

	"github.com/chmike/ditp/idr/low"

	"github.com/serbench/serbench"
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

// varUintLen and varIntLen agree with low at every length's bounds, up to
// the ninth byte, which holds eight bits.
func TestVarLen(t *testing.T) {
	for shift := range 64 {
		for _, u := range []uint64{1<<shift - 1, 1 << shift, math.MaxUint64 >> shift} {
			if got, want := varUintLen(u), len(low.PutVarUint64(nil, u)); got != want {
				t.Errorf("varUintLen(%#x) = %d, low writes %d bytes", u, got, want)
			}
			for _, i := range []int64{int64(u), -int64(u), int64(u) - 1} {
				if got, want := varIntLen(i), len(low.PutVarInt64(nil, i)); got != want {
					t.Errorf("varIntLen(%d) = %d, low writes %d bytes", i, got, want)
				}
			}
		}
	}
}

// Every sizeX gives the length putX writes, on every record of its dataset
// (the large collections cut short, which leaves every kind of field).
func TestSizeIsEncodedLength(t *testing.T) {
	checkSize(t, "small", small.Records(), putA, sizeA)
	checkSize(t, "edge", edge.Records(), putA, sizeA)
	checkSize(t, "colorgroup", colorgroup.Records(), putColorGroup, sizeColorGroup)
	checkSize(t, "hero", hero.Records(), putHero, sizeHero)
	checkSize(t, "cart", cart.Records(), putUser, sizeUser)
	messages := farcaster.Records()
	envelopes := make([]farcaster.Envelope, len(messages))
	for i := range messages {
		m := &messages[i]
		checkSize(t, "farcaster data", []farcaster.MessageData{m.Data}, putMessageData, sizeMessageData)
		envelopes[i] = m.Envelope(putMessageData(nil, &m.Data))
	}
	checkSize(t, "farcaster", envelopes, putEnvelope, sizeEnvelope)
	checkSize(t, "savedata", savedata.Records(), putSave, sizeSave)
	checkSize(t, "updates", updates.Records(), putUpdates, sizeUpdates)
	l := logs.Records()[0]
	l.Logs = l.Logs[:1000]
	checkSize(t, "logs", []logs.Logs{l, {}}, putLogs, sizeLogs)
	m := mesh.Records()[0]
	m.Triangles = m.Triangles[:1000]
	checkSize(t, "mesh", []mesh.Mesh{m, {}}, putMesh, sizeMesh)
}

func checkSize[T any](t *testing.T, dataset string, records []T, put encoder[T], size sizer[T]) {
	t.Helper()
	for i := range records {
		if got, want := size(&records[i]), len(put(nil, &records[i])); got != want {
			t.Errorf("%s record %d: size %d, encoded length %d", dataset, i, got, want)
		}
	}
}

// The default Marshal allocates its output and nothing else: once, or once
// per level for farcaster.
func TestDefaultMarshalAllocatesOnce(t *testing.T) {
	for _, d := range serbench.Datasets() {
		b := serbench.Lookup(name, d.Name)
		if b.Unsupported != "" || d.Large {
			continue // the collections' pools take long to build; TestSizeIsEncodedLength covers their sizes
		}
		want := 1.0
		if d.Name == farcaster.Dataset.Name {
			want = 2
		}
		x := b.Instance(serbench.Default)
		for i := range d.Len() { // the visiting order's first stretch is a permutation of the pool
			var err error
			if got := testing.AllocsPerRun(1, func() { err = x.Run(serbench.Marshal, i, 1) }); got != want || err != nil {
				t.Errorf("%s: marshal at position %d: %v allocations, error %v; want %v", d.Name, i, got, err, want)
			}
		}
	}
}
