package gojay

import (
	"github.com/francoispqt/gojay"

	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The large collections, on the named copies genobjects writes
// (objects.gen.go): nil pointers are omitted (savedata's item kind union
// writes the member that is set), []byte is base64 text, and a list
// decodes into an empty slice first, so that [] comes back empty, as it
// went. An int8 of -128, as some of savedata's item counts and updates'
// altitudes are, fails to decode, as math.MinInt64 does in edge.
//
// This file sorts after gojay.go, whose init registers the codec.
func init() {
	support(logs.Dataset, func(v *logs.Logs) *logsObject { return (*logsObject)(v) })
	support(mesh.Dataset, func(v *mesh.Mesh) *meshObject { return (*meshObject)(v) })
	support(savedata.Dataset, func(v *savedata.Save) *saveObject { return (*saveObject)(v) })
	support(updates.Dataset, func(v *updates.Updates) *updatesObject { return (*updatesObject)(v) })
}

// jsonArray is a slice as a JSON array, each element written by enc and read
// by dec; decoding appends.
type jsonArray[E any] struct {
	s   *[]E
	enc func(*gojay.Encoder, *E)
	dec func(*gojay.Decoder, *E) error
}

func (l jsonArray[E]) MarshalJSONArray(enc *gojay.Encoder) {
	for i := range *l.s {
		l.enc(enc, &(*l.s)[i])
	}
}

func (l jsonArray[E]) IsNil() bool { return *l.s == nil }

func (l jsonArray[E]) UnmarshalJSONArray(dec *gojay.Decoder) error {
	var e E
	err := l.dec(dec, &e)
	*l.s = append(*l.s, e)
	return err
}

// decodeList reads a JSON array into *s, which it makes empty first.
func decodeList[E any](dec *gojay.Decoder, l jsonArray[E]) error {
	*l.s = []E{}
	return dec.Array(l)
}
