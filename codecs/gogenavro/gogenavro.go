// Package gogenavro registers gogen-avro (github.com/actgardner/gogen-avro),
// which generates Go types and Avro binary encoders from the schemas in
// schema/ into package gen; decoding runs the library's VM on a program
// compiled from the schema.
//
// Marshal is the generated Serialize into a bytes.Buffer. Unmarshal runs
// vm.Eval with a program compiled once per record type, as the maintainer
// advises for throughput (actgardner/gogen-avro#139): the generated
// DeserializeX functions are a convenience that compiles the schema, twice
// parsed, on every call, and the "percall" variant times them. The "framed"
// variant writes Avro single-object encoding with the library's soe package
// (the C3 01 marker and the schema's CRC-64-AVRO fingerprint, then the
// datum).
package gogenavro

// The seeds' schemas go to package gen, the large collections' to package
// coll: each package's type names are unique only within it (both have an
// Item).
//
//go:generate sh -c "rm -rf gen && mkdir gen && go tool gogen-avro -package gen gen schema/a.avsc schema/colorgroup.avsc schema/hero.avsc schema/message.avsc schema/messagedata.avsc schema/user.avsc && gofmt -w gen"
//go:generate sh -c "rm -rf coll && mkdir coll && go tool gogen-avro -package coll coll schema/logs.avsc schema/mesh.avsc schema/savedata.avsc schema/updates.avsc && gofmt -w coll"

import (
	"bytes"
	"errors"
	"io"

	"github.com/actgardner/gogen-avro/v10/compiler"
	"github.com/actgardner/gogen-avro/v10/soe"
	"github.com/actgardner/gogen-avro/v10/vm"
	"github.com/actgardner/gogen-avro/v10/vm/types"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/gen"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/edge"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/small"
)

const name = "gogen-avro"

// The codec's own variants.
const (
	// Framed writes Avro single-object encoding.
	Framed serbench.Variant = "framed"
	// PerCall decodes with the generated DeserializeX, compiling per call.
	PerCall serbench.Variant = "percall"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          name,
		Package:       "github.com/actgardner/gogen-avro/v10/vm",
		Format:        "Avro",
		Wire:          "Avro",
		Kind:          serbench.KindCodegen,
		Schema:        true,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "generated Serialize into a bytes.Buffer; decoding by vm.Eval with each schema compiled once, as the maintainer advises " +
			"for repeated use (gogen-avro#139), not the generated DeserializeX, which compiles it per call (variant percall); " +
			"generated types from codecs/gogenavro/schema, converted from the datasets; gogen-avro ignores logical types, " +
			"so timestamp-micros fields are int64 microseconds converted to and from UTC times (sub-microsecond digits, " +
			"offsets and zone names are lost); Go ints as long, unsigned farcaster ints as long, enums as int; " +
			"optional fields as unions with null; the cart as an Avro map; " +
			"farcaster's MessageData encoded first, then the Message envelope holding its bytes; " +
			"logs, mesh, savedata and updates as generated types (package coll) converted field by field (mesh, of the same layout, by a cast): ints widened to int and long, " +
			"pointers as the generated unions with null",
	})
	serbench.Support(name, small.Dataset, serbench.Converting(toA, fromA, ops[gen.A](gen.DeserializeA)))
	serbench.Support(name, edge.Dataset, serbench.Converting(toA, fromA, ops[gen.A](gen.DeserializeA)))
	serbench.Support(name, colorgroup.Dataset, serbench.Converting(toColorGroup, fromColorGroup, ops[gen.ColorGroup](gen.DeserializeColorGroup)))
	serbench.Support(name, hero.Dataset, serbench.Converting(toHero, fromHero, ops[gen.Hero](gen.DeserializeHero)))
	serbench.Support(name, cart.Dataset, serbench.Converting(toUser, fromUser, ops[gen.User](gen.DeserializeUser)))
	serbench.Support(name, farcaster.Dataset, serbench.Converting(toCast, fromCast, castOps()))
}

// record is a generated record type M, used through its pointer P.
type record[M any] interface {
	*M
	types.Field
	soe.AvroRecord
	Schema() string
}

// codec holds, for one record type, its Deserialize function (for the
// percall variant), its program compiled once and its fingerprint.
type codec[M any, P record[M]] struct {
	deserialize func(io.Reader) (M, error)
	program     *vm.Program
	fingerprint []byte
}

func newCodec[M any, P record[M]](deserialize func(io.Reader) (M, error)) codec[M, P] {
	schema := []byte(P(new(M)).Schema())
	program, err := compiler.CompileSchemaBytes(schema, schema)
	if err != nil {
		panic("gogen-avro: " + err.Error())
	}
	return codec[M, P]{deserialize, program, P(new(M)).AvroCRC64Fingerprint()}
}

func (c codec[M, P]) marshal(v *M) ([]byte, error) {
	var b bytes.Buffer
	err := P(v).Serialize(&b)
	return b.Bytes(), err
}

func (c codec[M, P]) unmarshal(data []byte) (*M, error) {
	return c.eval(bytes.NewReader(data))
}

func (c codec[M, P]) unmarshalPerCall(data []byte) (*M, error) {
	v, err := c.deserialize(bytes.NewReader(data))
	return &v, err
}

// eval decodes r with the compiled program into a fresh value: the
// generated types append to arrays and maps, so a reused one would grow.
func (c codec[M, P]) eval(r io.Reader) (*M, error) {
	v := new(M)
	return v, vm.Eval(r, c.program, P(v))
}

func (c codec[M, P]) marshalFramed(v *M) ([]byte, error) {
	var b bytes.Buffer
	err := soe.WriteRecord(&b, P(v))
	return b.Bytes(), err
}

var errFingerprint = errors.New("gogen-avro: single-object encoding of another schema")

func (c codec[M, P]) unmarshalFramed(data []byte) (*M, error) {
	r := bytes.NewReader(data)
	fp, err := soe.ReadHeader(r)
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(fp, c.fingerprint) {
		return nil, errFingerprint
	}
	return c.eval(r)
}

func ops[M any, P record[M]](deserialize func(io.Reader) (M, error)) map[serbench.Variant]serbench.Ops[M] {
	c := newCodec[M, P](deserialize)
	var buf bytes.Buffer
	var in bytes.Reader
	return map[serbench.Variant]serbench.Ops[M]{
		serbench.Default: {Marshal: c.marshal, Unmarshal: c.unmarshal},
		serbench.Reuse: {
			Marshal: func(v *M) ([]byte, error) {
				buf.Reset()
				err := P(v).Serialize(&buf)
				return buf.Bytes(), err
			},
			Unmarshal: func(data []byte) (*M, error) {
				in.Reset(data)
				return c.eval(&in)
			},
			Note: "Serialize into one bytes.Buffer; decoding from one bytes.Reader into a fresh value",
		},
		Framed: {Marshal: c.marshalFramed, Unmarshal: c.unmarshalFramed,
			Note: "Avro single-object encoding (soe.WriteRecord, soe.ReadHeader): 10 bytes of marker and fingerprint before the datum"},
		PerCall: {Unmarshal: c.unmarshalPerCall, Note: perCallNote},
	}
}

const perCallNote = "the generated DeserializeX, which compiles the schema (parsed twice) on every call: " +
	"the way the repository's record example decodes, and what seed 001 times"

// castOps encodes a farcaster record in two levels, with the variants of
// each level's record. A decoded level is copied into the Cast.
func castOps() map[serbench.Variant]serbench.Ops[Cast] {
	env, data := ops[gen.Message](gen.DeserializeMessage), ops[gen.MessageData](gen.DeserializeMessageData)
	notes := map[serbench.Variant]string{
		serbench.Reuse: "Serialize into two bytes.Buffers (data, envelope); decoding from one bytes.Reader",
		PerCall:        perCallNote,
		Framed:         "Avro single-object encoding of both the data and the envelope",
	}
	out := map[serbench.Variant]serbench.Ops[Cast]{}
	for v, e := range env {
		d := data[v]
		out[v] = farcaster.Levels[gen.Message, gen.MessageData]{
			MarshalEnvelope: e.Marshal, MarshalData: d.Marshal,
			UnmarshalEnvelope: copied(e.Unmarshal), UnmarshalData: copied(d.Unmarshal),
			Field: envelopeData,
		}.Ops(nil, notes[v])
	}
	return out
}

// copied returns unmarshal as a function that decodes into a value, or nil
// if unmarshal is nil.
func copied[M any](unmarshal func([]byte) (*M, error)) func(*M, []byte) error {
	if unmarshal == nil {
		return nil
	}
	return func(v *M, data []byte) error {
		d, err := unmarshal(data)
		if d != nil {
			*v = *d
		}
		return err
	}
}
