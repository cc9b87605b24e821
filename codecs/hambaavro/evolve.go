//go:build !binsize

package hambaavro

// serbench evolve's records through the schemas of
// codecs/internal/avroevolve, one per version; a program that uses the codec does not link them (binsize
// builds with the tag binsize).
//
// An Avro datum does not say which schema wrote it: its reader is given
// the writer's schema and resolves its own against it (the
// specification's schema resolution). So each record is written as the
// default variant writes it, avro.Marshal with the writer's schema, behind
// the header of Avro's single-object encoding, which names that schema by
// its fingerprint. The reader looks the writer's schema up in a store of
// both versions' schemas (soe/resolvers), resolves its own against it with
// avro.SchemaCompatibility.Resolve, which refuses a pair that the
// specification's rules do not reconcile, and reads the datum with
// avro.Unmarshal and the resolved schema.

import (
	"context"
	"fmt"
	"reflect"
	"slices"

	"github.com/hamba/avro/v2"
	"github.com/hamba/avro/v2/soe"
	"github.com/hamba/avro/v2/soe/resolvers"

	"github.com/serbench/serbench/codecs/internal/avroevolve"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// oldSchemas and newSchemas are the schemas of v1 and v2, by record name.
var oldSchemas, newSchemas = parse("v1"), parse("v2")

// writers are the schemas of both versions, by fingerprint.
var writers = resolvers.NewMemorySchemaStore()

// compatibility resolves a reader's schema against a writer's.
var compatibility = avro.NewSchemaCompatibility()

// parse parses version dir's schemas into a cache of their own, as both
// versions name their records alike.
func parse(dir string) map[string]avro.Schema {
	cache := &avro.SchemaCache{}
	schemas := map[string]avro.Schema{}
	for record, text := range avroevolve.Schemas(dir) {
		s, err := avro.ParseBytesWithCache(text, "", cache)
		if err != nil {
			panic(fmt.Sprintf("hamba-avro: %s/%s: %v", dir, record, err))
		}
		schemas[record] = s
	}
	return schemas
}

func init() {
	for _, schemas := range []map[string]avro.Schema{oldSchemas, newSchemas} {
		for _, s := range schemas {
			if err := writers.AddSchema(s); err != nil {
				panic("hamba-avro: " + err.Error())
			}
		}
	}
	supportAsIs[older.FieldAdded, newer.FieldAdded]()
	supportAsIs[older.FieldRemoved, newer.FieldRemoved]()
	supportAsIs[older.FieldRenamed, newer.FieldRenamed]()
	supportAsIs[older.FieldsReordered, newer.FieldsReordered]()
	supportAsIs[older.IntWidened, newer.IntWidened]()
	supportAsIs[older.IntNarrowed, newer.IntNarrowed]()
	// hamba resolves newer's union against older's int to the int alone,
	// which it does not decode into the *int32 it gives the union, so that
	// old data is refused where the specification reads it.
	supportAsIs[older.MadeOptional, newer.MadeOptional]()
	supportAsIs[older.NestedFieldAdded, newer.NestedFieldAdded]()
	evolve.Support(name, kindOps[older.EnumValueAdded](oldSchemas["EnumValueAdded"]),
		kindOps[newer.EnumValueAdded](newSchemas["EnumValueAdded"]))
}

// supportAsIs registers a change whose records hamba encodes as they are,
// against the schemas named as the change's types.
func supportAsIs[O, N any]() {
	change := reflect.TypeFor[O]().Name()
	evolve.Support(name, evolveOps(oldSchemas[change], asIs[O], asIs[O]), evolveOps(newSchemas[change], asIs[N], asIs[N]))
}

func asIs[T any](r *T) (*T, error) { return r, nil }

// kindOps writes an EnumValueAdded, T, as avroevolve's, whose Kind is the
// symbol at T's Kind in s's enum: hamba reads an enum as its symbol.
func kindOps[T avroevolve.KindRecord[K], K ~int32](s avro.Schema) evolve.Ops[T] {
	symbols := avroevolve.Symbols([]byte(s.String()), "Kind")
	return evolveOps(s, func(r *T) (*avroevolve.EnumValueAdded, error) {
		return avroevolve.ToSymbols(r, symbols)
	}, func(v *avroevolve.EnumValueAdded) (*T, error) {
		return avroevolve.FromSymbols[T](v, symbols)
	})
}

// evolveOps writes a record of type T as the value V that to makes of it,
// with schema s, and reads one back through from.
func evolveOps[T, V any](s avro.Schema, to func(*T) (*V, error), from func(*V) (*T, error)) evolve.Ops[T] {
	header, err := soe.BuildHeader(s)
	if err != nil {
		panic("hamba-avro: " + err.Error())
	}
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			v, err := to(r)
			if err != nil {
				return nil, err
			}
			data, err := avro.Marshal(s, v)
			if err != nil {
				return nil, err
			}
			// A copy of the header for each datum: soe.Codec.Encode appends
			// to its one header, whose spare capacity a short datum shares
			// with the next.
			return append(slices.Clip(header), data...), nil
		},
		Unmarshal: func(data []byte) (*T, error) {
			fingerprint, datum, err := soe.ParseHeader(data)
			if err != nil {
				return nil, err
			}
			writer, err := writers.GetSchema(context.Background(), fingerprint)
			if err != nil {
				return nil, err
			}
			resolved, err := compatibility.Resolve(s, writer)
			if err != nil {
				return nil, err
			}
			v := new(V)
			if err := avro.Unmarshal(resolved, datum, v); err != nil {
				return nil, err
			}
			return from(v)
		},
	}
}
