// Package evolveavro holds serbench evolve's records in Avro: v1/, the
// old version of each change's record, and v2/, the new one, one schema
// file per record, named as its record. Each v2 schema changes its v1 one
// as the specification's schema resolution lets the versions read each
// other's data: an added field has a default, a field made optional is a
// union with null whose default is null, a renamed field keeps its old
// name as an alias, an added enum symbol comes last; its doc says which.
// The v1 schemas foresee no change: they declare no default, so a v1
// reader refuses new data that lacks one of its fields or holds a symbol
// its enum lacks, as the specification resolves them.
//
// The field names are the Go field names of evolve's records (packages
// evolve/older and evolve/newer), so that hamba/avro encodes those as they
// are, as codecs/hambaavro does the datasets' types; only an enum, which
// hamba reads as its symbol and not as Go's integer Kind, goes through a
// type of this package.
package evolveavro

import (
	"embed"
	"fmt"
	"path"
	"strings"

	"github.com/hamba/avro/v2"
)

//go:embed v1/*.avsc v2/*.avsc
var files embed.FS

// Old and New are the schemas of v1 and v2, by record name.
var Old, New = parse("v1"), parse("v2")

// parse parses dir's schemas into a cache of their own, as both versions
// name their records alike.
func parse(dir string) map[string]avro.Schema {
	entries, err := files.ReadDir(dir)
	if err != nil {
		panic("evolveavro: " + err.Error())
	}
	cache := &avro.SchemaCache{}
	schemas := map[string]avro.Schema{}
	for _, e := range entries {
		b, err := files.ReadFile(path.Join(dir, e.Name()))
		if err == nil {
			schemas[strings.TrimSuffix(e.Name(), ".avsc")], err = avro.ParseBytesWithCache(b, "", cache)
		}
		if err != nil {
			panic(fmt.Sprintf("evolveavro: %s/%s: %v", dir, e.Name(), err))
		}
	}
	return schemas
}

// EnumValueAdded is either version's EnumValueAdded as hamba reads it: its
// Kind the enum's symbol.
type EnumValueAdded struct {
	ID   int32
	Kind string
}

// Symbols are the symbols of the enum field of record s.
func Symbols(s avro.Schema, field string) []string {
	for _, f := range s.(*avro.RecordSchema).Fields() {
		if f.Name() == field {
			return f.Type().(*avro.EnumSchema).Symbols()
		}
	}
	panic(fmt.Sprintf("evolveavro: %s has no field %s", s.(*avro.RecordSchema).FullName(), field))
}
