// Package avroevolve holds serbench evolve's records in Avro, for the evolve
// registrations of the Avro libraries (hamba-avro, goavro, gogen-avro), so
// that all of them answer the same question: v1/, the old version of each
// change's record, and v2/, the new one, one schema file per record, named
// as its record. Each v2 schema changes its v1 one as the specification's
// schema resolution lets the versions read each other's data: an added
// field has a default, a field made optional is a union with null whose
// default is null, a renamed field keeps its old name as an alias, an
// added enum symbol comes last; its doc says which. The v1 schemas foresee
// no change: they declare no default, so a v1 reader refuses new data that
// lacks one of its fields or holds a symbol its enum lacks, as the
// specification resolves them.
//
// The field names are the Go field names of evolve's records (packages
// evolve/older and evolve/newer), so that a library that maps Go structs
// encodes those as they are; only an enum, which hamba and goavro hold as
// its symbol and not as Go's integer Kind, goes through EnumValueAdded.
package avroevolve

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"strings"
)

//go:embed v1/*.avsc v2/*.avsc
var files embed.FS

// Schemas are the schemas of version dir, "v1" or "v2", by record name.
func Schemas(dir string) map[string][]byte {
	entries, err := files.ReadDir(dir)
	if err != nil {
		panic("avroevolve: " + err.Error())
	}
	schemas := map[string][]byte{}
	for _, e := range entries {
		b, err := files.ReadFile(path.Join(dir, e.Name()))
		if err != nil {
			panic("avroevolve: " + err.Error())
		}
		schemas[strings.TrimSuffix(e.Name(), ".avsc")] = b
	}
	return schemas
}

// EnumValueAdded is either version's EnumValueAdded with its Kind as the
// enum's symbol.
type EnumValueAdded struct {
	ID   int32
	Kind string
}

// KindRecord is either version's EnumValueAdded, whose Kind is K.
type KindRecord[K ~int32] interface {
	~struct {
		ID   int32
		Kind K
	}
}

type kindFields[K ~int32] struct {
	ID   int32
	Kind K
}

// ToSymbols makes r's Kind the symbol at its index in symbols.
func ToSymbols[T KindRecord[K], K ~int32](r *T, symbols []string) (*EnumValueAdded, error) {
	v := kindFields[K](*r)
	if v.Kind < 0 || int(v.Kind) >= len(symbols) {
		return nil, fmt.Errorf("kind %d has no symbol in %v", v.Kind, symbols)
	}
	return &EnumValueAdded{ID: v.ID, Kind: symbols[v.Kind]}, nil
}

// FromSymbols makes v's symbol its index in symbols, refusing a symbol
// that the reader's enum lacks.
func FromSymbols[T KindRecord[K], K ~int32](v *EnumValueAdded, symbols []string) (*T, error) {
	for i, s := range symbols {
		if s == v.Kind {
			r := T(kindFields[K]{ID: v.ID, Kind: K(i)})
			return &r, nil
		}
	}
	return nil, fmt.Errorf("symbol %s is not in the reader's enum %v", v.Kind, symbols)
}

// Symbols are the symbols of the enum field of the record whose schema is
// given.
func Symbols(schema []byte, field string) []string {
	var record struct {
		Name   string
		Fields []struct {
			Name string
			Type json.RawMessage
		}
	}
	var enum struct{ Symbols []string }
	if err := json.Unmarshal(schema, &record); err == nil {
		for _, f := range record.Fields {
			if f.Name == field && json.Unmarshal(f.Type, &enum) == nil && enum.Symbols != nil {
				return enum.Symbols
			}
		}
	}
	panic(fmt.Sprintf("avroevolve: %s has no enum field %s", record.Name, field))
}
