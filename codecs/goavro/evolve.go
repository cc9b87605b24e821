//go:build !binsize

package goavro

// serbench evolve's records through the schemas of
// codecs/internal/avroevolve, one per version; a program that uses the codec does not link them (binsize
// builds with the tag binsize).
//
// An Avro datum does not say which schema wrote it, and goavro does not
// resolve a reader's schema against a writer's: a Codec reads data of its
// own schema only (its README lists aliases among what it does not
// implement, and holds that Avro 1.x cannot evolve a schema). What it
// offers is Avro's single-object encoding, whose header names the
// writer's schema by its fingerprint, and FingerprintFromSOE, whose
// documentation looks the writer's Codec up by that fingerprint and
// decodes the datum with its NativeFromBinary. So each record is written
// as the framed variant writes it, SingleFromNative, its native form
// built by reflection as the large collections' are; the reader looks the
// writer's Codec up among both versions', decodes the datum to the
// writer's native form and fills its own record from it by field name, as
// a goavro user must (fill).

import (
	"fmt"
	"reflect"

	"github.com/linkedin/goavro/v2"

	"github.com/serbench/serbench/codecs/internal/avroevolve"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// writers are the Codecs of both versions' schemas, by fingerprint: the
// codex in which FingerprintFromSOE's documentation finds a writer's.
var writers = map[uint64]*goavro.Codec{}

// namespace prefixes the records' names in union branches.
const namespace = "serbench.evolve."

// oldCodecs and newCodecs are the Codecs of v1's and v2's schemas, by
// record name, built as the default variant builds the datasets'.
var oldCodecs, newCodecs = parse("v1"), parse("v2")

func parse(dir string) map[string]*goavro.Codec {
	codecs := map[string]*goavro.Codec{}
	for record, text := range avroevolve.Schemas(dir) {
		c, err := goavro.NewCodec(string(text))
		if err != nil {
			panic(fmt.Sprintf("goavro: %s/%s: %v", dir, record, err))
		}
		codecs[record] = c
	}
	return codecs
}

func init() {
	for _, codecs := range []map[string]*goavro.Codec{oldCodecs, newCodecs} {
		for _, c := range codecs {
			writers[c.Rabin] = c
		}
	}
	supportAsIs[older.FieldAdded, newer.FieldAdded]()
	supportAsIs[older.FieldRemoved, newer.FieldRemoved]()
	supportAsIs[older.FieldRenamed, newer.FieldRenamed]()
	supportAsIs[older.FieldsReordered, newer.FieldsReordered]()
	supportAsIs[older.IntWidened, newer.IntWidened]()
	supportAsIs[older.IntNarrowed, newer.IntNarrowed]()
	supportAsIs[older.MadeOptional, newer.MadeOptional]()
	supportAsIs[older.NestedFieldAdded, newer.NestedFieldAdded]()
	evolve.Support(name, kindOps[older.EnumValueAdded](oldCodecs["EnumValueAdded"]),
		kindOps[newer.EnumValueAdded](newCodecs["EnumValueAdded"]))
}

// supportAsIs registers a change whose records goavro's native form holds
// as they are, with the schemas named as the change's types.
func supportAsIs[O, N any]() {
	change := reflect.TypeFor[O]().Name()
	evolve.Support(name, evolveOps(oldCodecs[change], asIs[O], asIs[O]), evolveOps(newCodecs[change], asIs[N], asIs[N]))
}

func asIs[T any](r *T) (*T, error) { return r, nil }

// kindOps writes an EnumValueAdded, T, as avroevolve's, whose Kind is the
// symbol at T's Kind in the enum of c's schema, and reads the symbol back
// as its index there: goavro holds an enum as its symbol.
func kindOps[T avroevolve.KindRecord[K], K ~int32](c *goavro.Codec) evolve.Ops[T] {
	symbols := avroevolve.Symbols([]byte(c.Schema()), "Kind")
	return evolveOps(c, func(r *T) (*avroevolve.EnumValueAdded, error) {
		return avroevolve.ToSymbols(r, symbols)
	}, func(v *avroevolve.EnumValueAdded) (*T, error) {
		return avroevolve.FromSymbols[T](v, symbols)
	})
}

// evolveOps writes a record of type T as the value V that to makes of it,
// in c's schema, and reads one back through from, filling a V from the
// native form that the writer's Codec decodes.
func evolveOps[T, V any](c *goavro.Codec, to func(*T) (*V, error), from func(*V) (*T, error)) evolve.Ops[T] {
	native := toRecord[V](namespace)
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) {
			v, err := to(r)
			if err != nil {
				return nil, err
			}
			return c.SingleFromNative(nil, *native(v))
		},
		Unmarshal: func(data []byte) (*T, error) {
			fingerprint, datum, err := goavro.FingerprintFromSOE(data)
			if err != nil {
				return nil, err
			}
			writer, ok := writers[fingerprint]
			if !ok {
				return nil, fmt.Errorf("goavro: no schema has the fingerprint %#x", fingerprint)
			}
			r, err := record(writer.NativeFromBinary(datum))
			if err != nil {
				return nil, err
			}
			v := new(V)
			if err := fill(reflect.ValueOf(v).Elem(), *r); err != nil {
				return nil, err
			}
			return from(v)
		},
	}
}

// fill sets dst from x, a value in goavro's native form of the writer's
// schema, matching records' fields by their Go names in dst. A field that
// the writer's record lacks keeps its zero value, which is the default
// that the v2 schemas give each field they add; a value is refused unless
// it is what goavro decodes for dst's type in the reader's schema (int32
// for int, int64 for long, a map from the branch's name for a union's
// non-null branch), since the reader cannot tell what a value of another
// type was written as.
func fill(dst reflect.Value, x any) error {
	switch dst.Kind() {
	case reflect.Struct:
		r, ok := x.(Record)
		if !ok {
			return mismatch(dst, x)
		}
		for i := range dst.NumField() {
			field := dst.Type().Field(i).Name
			if v, ok := r[field]; ok {
				if err := fill(dst.Field(i), v); err != nil {
					return fmt.Errorf("field %s: %w", field, err)
				}
			}
		}
		return nil
	case reflect.Pointer:
		if x == nil { // null
			return nil
		}
		u, ok := x.(map[string]any)
		v, found := u[branch(dst.Type().Elem(), namespace)]
		if !ok || len(u) != 1 || !found {
			return mismatch(dst, x)
		}
		p := reflect.New(dst.Type().Elem())
		if err := fill(p.Elem(), v); err != nil {
			return err
		}
		dst.Set(p)
		return nil
	}
	if reflect.TypeOf(x) != dst.Type() {
		return mismatch(dst, x)
	}
	dst.Set(reflect.ValueOf(x))
	return nil
}

func mismatch(dst reflect.Value, x any) error {
	return fmt.Errorf("the writer's %T %v is not the reader's %s", x, x, dst.Type())
}
