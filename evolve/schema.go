package evolve

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Ops are a codec's marshal and unmarshal of one version of a change's
// record, T of package older or newer, through the codec's own types.
type Ops[T any] struct {
	Marshal   func(*T) ([]byte, error)
	Unmarshal func([]byte) (*T, error)
}

// A schemaEntry is a codec's Ops for one record type, or why the codec
// cannot express that type's change.
type schemaEntry struct {
	ops    any // Ops[T]
	reason string
}

// schemas are the codecs registered through Support or Inexpressible, by
// name and record type. Registration happens in init functions, so the
// map is not guarded.
var schemas = map[string]map[reflect.Type]schemaEntry{}

// Support registers codec's encodings of the two versions of one change:
// O of package older and N of package newer, of the same name. A codec
// that compiles a schema writes one schema per version and converts these
// records to its messages and back; a manual codec writes each version's
// encoding by hand. A registered codec takes part in evolve, in the cases
// of the changes it registers (int narrowed has two: its values fit or
// not), and its other cases are unsupported.
func Support[O, N any](codec string, old Ops[O], new Ops[N]) {
	add(codec, reflect.TypeFor[O](), reflect.TypeFor[N](), schemaEntry{ops: old}, schemaEntry{ops: new})
}

// Inexpressible registers that codec's format cannot express the change
// from O of package older to N of package newer, and why.
func Inexpressible[O, N any](codec, reason string) {
	add(codec, reflect.TypeFor[O](), reflect.TypeFor[N](), schemaEntry{reason: reason}, schemaEntry{reason: reason})
}

func add(codec string, o, n reflect.Type, oe, ne schemaEntry) {
	if !strings.HasSuffix(o.PkgPath(), "/evolve/older") || !strings.HasSuffix(n.PkgPath(), "/evolve/newer") || o.Name() != n.Name() {
		panic(fmt.Sprintf("evolve: %s registers %v and %v, not one change's older and newer records", codec, o, n))
	}
	if schemas[codec] == nil {
		schemas[codec] = map[reflect.Type]schemaEntry{}
	}
	if _, dup := schemas[codec][o]; dup {
		panic(fmt.Sprintf("evolve: %s registers %s twice", codec, o.Name()))
	}
	schemas[codec][o], schemas[codec][n] = oe, ne
}

// schemaCodecs are the names of the codecs registered through Support or
// Unsupported.
func schemaCodecs() []string {
	var names []string
	for name := range schemas {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// unsupported says why codec, if registered, cannot check the change
// between from and to, or "".
func unsupported(codec string, from, to reflect.Type) string {
	types, ok := schemas[codec]
	if !ok {
		return ""
	}
	for _, t := range []reflect.Type{from, to} {
		e, ok := types[t]
		switch {
		case !ok:
			return "no encoding of " + t.Name() + " registered"
		case e.reason != "":
			return e.reason
		}
	}
	return ""
}

// schemaOps are codec's Ops for T, if codec is registered.
func schemaOps[T any](codec string) (Ops[T], bool) {
	ops, ok := schemas[codec][reflect.TypeFor[T]()].ops.(Ops[T])
	return ops, ok
}

// encode marshals records.
func (o Ops[T]) encode(records []T) ([][]byte, string) {
	var data [][]byte
	for i := range records {
		b, err := o.Marshal(&records[i])
		if err != nil {
			return nil, fmt.Sprintf("record %d: %v", i, err)
		}
		data = append(data, b)
	}
	return data, ""
}

// roundTrips says why records do not come back equal through o, or "".
func (o Ops[T]) roundTrips(records []T) string {
	data, reason := o.encode(records)
	if reason != "" {
		return reason
	}
	for i, b := range data {
		got, err := o.Unmarshal(b)
		if err != nil {
			return fmt.Sprintf("record %d: %v", i, err)
		}
		if d := compareTo(i, got, records, false); len(d) > 0 {
			return "does not round-trip its own records: " + d[0]
		}
	}
	return ""
}
