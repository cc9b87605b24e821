package evolve_test

import (
	"strings"
	"testing"

	_ "github.com/serbench/serbench/codecs/easyproto"
	_ "github.com/serbench/serbench/codecs/gogoprotobuf"
	_ "github.com/serbench/serbench/codecs/golangprotobuf"
	_ "github.com/serbench/serbench/codecs/msgp"
	_ "github.com/serbench/serbench/codecs/protobuf"
	_ "github.com/serbench/serbench/codecs/vtprotobuf"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// The verdicts on the schema codecs are what Protocol Buffers documents
// ("Updating A Message Type" in the proto3 language guide, and the
// encoding guide) and what easyproto's and msgp's functions do:
//   - a field added, removed (its number reserved), renamed or moved keeps
//     the other fields' numbers, so every reader is compatible;
//   - int32 and int64 are compatible, "if a number is parsed from the wire
//     which doesn't fit in the corresponding type, you will get the same
//     effect as if you had cast the number to that type in C++": a
//     narrowed value that does not fit is silently truncated;
//   - a field made optional: proto3 writes no zero value of a field
//     without presence, so the new reader sees the old data's 0 as absent;
//   - an unknown enum value is kept by an open (proto3) enum;
//   - easyproto's AppendInt32 writes a negative int32 in five bytes, which
//     FieldContext.Int64 reads as a large positive number, and its Int32
//     refuses a varint past 32 bits (an int64 or the ten bytes of a
//     negative one);
//   - msgp writes a struct as a map keyed by field name (the msg tag keeps
//     a renamed field's), its generated readers skip unknown keys and
//     refuse an int64 that overflows an int32 and a nil where an int32 is
//     due.
func TestSchemaCodecs(t *testing.T) {
	const (
		widened  = "int widened"
		narrowed = "int narrowed"
		overflow = "int narrowed, values that do not fit"
		optional = "field made optional"
	)
	protobuf := map[string]evolve.Status{
		overflow + evolve.OldToNew: evolve.Silent,
		optional + evolve.OldToNew: evolve.Silent,
	}
	easyproto := map[string]evolve.Status{
		widened + evolve.OldToNew:  evolve.Silent,
		widened + evolve.NewToOld:  evolve.Error,
		narrowed + evolve.OldToNew: evolve.Error,
		narrowed + evolve.NewToOld: evolve.Silent,
		overflow + evolve.OldToNew: evolve.Error,
		optional + evolve.OldToNew: evolve.Silent,
	}
	msgp := map[string]evolve.Status{
		overflow + evolve.OldToNew: evolve.Error,
		optional + evolve.NewToOld: evolve.Error,
	}
	msgpSays := map[string]string{overflow: "overflows int32", optional: `decode type "nil"`}
	says := map[string]string{ // in a silent protobuf case
		overflow: "read as {ID:1 Count:0}",
		optional: "record 1: Age: a value became nil",
	}
	for codec, want := range map[string]map[string]evolve.Status{
		"protobuf": protobuf, "vtprotobuf": protobuf, "golang-protobuf": protobuf, "gogoprotobuf": protobuf, "easyproto": easyproto, "msgp": msgp,
	} {
		for _, c := range evolve.Cases() {
			r := c.Check(codec)
			w, ok := want[c.Change+c.Direction]
			if !ok {
				w = evolve.Compatible
			}
			said := r.Reason + strings.Join(r.Differences, "; ")
			if r.Status != w || w == evolve.Silent && codec != "easyproto" && !strings.Contains(said, says[c.Change]) ||
				codec == "msgp" && w == evolve.Error && !strings.Contains(said, msgpSays[c.Change]) {
				t.Errorf("%s, %s, %s: %s %q; want %s", codec, c.Change, c.Direction, r.Status, said, w)
			}
		}
	}
}

// evolve-schemaless registers one change, as one its format cannot
// express.
func init() {
	evolve.Inexpressible[older.FieldRenamed, newer.FieldRenamed]("evolve-schemaless", "fields are known by position")
}

// A change a codec registers as inexpressible is unsupported with its
// reason, and one it does not register is unsupported too.
func TestInexpressible(t *testing.T) {
	for _, c := range evolve.Cases() {
		r := c.Check("evolve-schemaless")
		want := "no encoding of"
		if c.Change == "field renamed" {
			want = "fields are known by position"
		}
		if r.Status != evolve.Unsupported || !strings.Contains(r.Reason, want) {
			t.Errorf("%s, %s: %s %q; want unsupported saying %q", c.Change, c.Direction, r.Status, r.Reason, want)
		}
	}
}
