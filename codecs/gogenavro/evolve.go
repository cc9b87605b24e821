//go:build !binsize

package gogenavro

// serbench evolve's records through the schemas of
// codecs/internal/avroevolve, one per version, generated into evolveavro's
// packages evolvev1 and evolvev2; a program that
// uses the codec does not link them (binsize builds with the tag binsize).
//
// An Avro datum does not say which schema wrote it: its reader is given
// the writer's schema, and compiler.CompileSchemaBytes(writer, reader)
// compiles a program that resolves the reader's schema against it (the
// specification's schema resolution), refusing a pair that the rules do
// not reconcile. Evolve hands a version's Unmarshal both that version's
// own records, to check that it round-trips them, and the other
// version's, so that no one writer's schema can be fixed in its Ops: the
// bytes name it. Each record is written as the default variant writes it,
// the generated Serialize, behind the header of Avro's single-object
// encoding (soe.WriteRecord, as the framed variant does), which names the
// writer's schema by its fingerprint. The reader looks that schema up
// among both versions' schemas, compiles its program against it once, as
// the default variant compiles its own schema once, and runs it with
// vm.Eval.

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/actgardner/gogen-avro/v10/compiler"
	"github.com/actgardner/gogen-avro/v10/soe"
	"github.com/actgardner/gogen-avro/v10/vm"

	evolvev1 "github.com/serbench/serbench/codecs/gogenavro/evolveavro/v1"
	evolvev2 "github.com/serbench/serbench/codecs/gogenavro/evolveavro/v2"
	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/evolve/newer"
	"github.com/serbench/serbench/evolve/older"
)

// writers are the schemas of the records that evolveOps writes, of both
// versions, by fingerprint: where a reader finds the schema that a
// single-object header names. evolveOps fills it in init, before any
// record is read.
var writers = map[string]string{}

// The generated records have the fields of evolve's but for the optional
// age, a union, converted by hand.
func init() {
	evolve.Support(name, evolveCopied[older.FieldAdded, evolvev1.FieldAdded](), evolveCopied[newer.FieldAdded, evolvev2.FieldAdded]())
	evolve.Support(name, evolveCopied[older.FieldRemoved, evolvev1.FieldRemoved](), evolveCopied[newer.FieldRemoved, evolvev2.FieldRemoved]())
	evolve.Support(name, evolveCopied[older.FieldRenamed, evolvev1.FieldRenamed](), evolveCopied[newer.FieldRenamed, evolvev2.FieldRenamed]())
	evolve.Support(name, evolveCopied[older.FieldsReordered, evolvev1.FieldsReordered](), evolveCopied[newer.FieldsReordered, evolvev2.FieldsReordered]())
	evolve.Support(name, evolveCopied[older.IntWidened, evolvev1.IntWidened](), evolveCopied[newer.IntWidened, evolvev2.IntWidened]())
	evolve.Support(name, evolveCopied[older.IntNarrowed, evolvev1.IntNarrowed](), evolveCopied[newer.IntNarrowed, evolvev2.IntNarrowed]())
	evolve.Support(name, evolveCopied[older.MadeOptional, evolvev1.MadeOptional](),
		evolveOps(func(r *newer.MadeOptional) *evolvev2.MadeOptional {
			m := &evolvev2.MadeOptional{ID: r.ID}
			if r.Age != nil {
				m.Age = &evolvev2.UnionNullInt{Int: *r.Age, UnionType: evolvev2.UnionNullIntTypeEnumInt}
			}
			return m
		}, func(m *evolvev2.MadeOptional) *newer.MadeOptional {
			r := &newer.MadeOptional{ID: m.ID}
			if u := m.Age; u != nil && u.UnionType == evolvev2.UnionNullIntTypeEnumInt {
				r.Age = &u.Int
			}
			return r
		}))
	evolve.Support(name, evolveCopied[older.EnumValueAdded, evolvev1.EnumValueAdded](), evolveCopied[newer.EnumValueAdded, evolvev2.EnumValueAdded]())
	evolve.Support(name, evolveCopied[older.NestedFieldAdded, evolvev1.NestedFieldAdded](), evolveCopied[newer.NestedFieldAdded, evolvev2.NestedFieldAdded]())
}

// evolveCopied is evolveOps with evolve.Copier's conversions, field for field.
func evolveCopied[T, M any, P record[M]]() evolve.Ops[T] {
	return evolveOps[T, M, P](evolve.Copier[M, T](), evolve.Copier[T, M]())
}

// evolveOps writes a record of type T as the generated record M that to
// makes of it, framed as the framed variant frames it, and reads one back
// through from, with M's schema resolved against the writer's that the
// header names.
func evolveOps[T, M any, P record[M]](to func(*T) *M, from func(*M) *T) evolve.Ops[T] {
	reader := P(new(M))
	writers[string(reader.AvroCRC64Fingerprint())] = reader.Schema()
	resolve := resolver(reader.Schema())
	return evolve.Ops[T]{
		Marshal: func(r *T) ([]byte, error) { return codec[M, P]{}.marshalFramed(to(r)) },
		Unmarshal: func(data []byte) (*T, error) {
			r := bytes.NewReader(data)
			fingerprint, err := soe.ReadHeader(r)
			if err != nil {
				return nil, err
			}
			program, err := resolve(fingerprint)
			if err != nil {
				return nil, err
			}
			v, err := codec[M, P]{program: program}.eval(r)
			if err != nil {
				// The VM's runtime error ends with its frame and the
				// address of its program counter, which differs from run
				// to run; the message before them says why.
				if msg, _, cut := strings.Cut(err.Error(), ", frame: "); cut {
					return nil, errors.New(msg)
				}
				return nil, err
			}
			return from(v), nil
		},
	}
}

// resolver returns a function that gives the program reading, into a
// record of schema reader, the data of the writer's schema of a
// fingerprint, or the compiler's refusal: compiled once per writer.
func resolver(reader string) func(fingerprint []byte) (*vm.Program, error) {
	type compiled struct {
		program *vm.Program
		err     error
	}
	var mu sync.Mutex
	programs := map[string]compiled{}
	return func(fingerprint []byte) (*vm.Program, error) {
		mu.Lock()
		defer mu.Unlock()
		c, ok := programs[string(fingerprint)]
		if !ok {
			writer, known := writers[string(fingerprint)]
			if !known {
				return nil, fmt.Errorf("gogen-avro: no schema has the fingerprint %x", fingerprint)
			}
			c.program, c.err = compiler.CompileSchemaBytes([]byte(writer), []byte(reader))
			programs[string(fingerprint)] = c
		}
		return c.program, c.err
	}
}
