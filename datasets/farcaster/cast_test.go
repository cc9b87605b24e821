package farcaster

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/serbench/serbench"
)

// env and data are a toy library's two levels: env encodes as its tag, a
// bar and the data's bytes; data as its number in decimal.
type env struct {
	Tag  string
	Data []byte
}

type data struct{ N int }

var envData = DataField[env]{
	Set: func(e *env, b []byte) { e.Data = b },
	Get: func(e *env) []byte { return e.Data },
}

func marshalEnv(e *env) ([]byte, error) { return append([]byte(e.Tag+"|"), e.Data...), nil }

func marshalData(d *data) ([]byte, error) { return []byte(strconv.Itoa(d.N)), nil }

func unmarshalEnv(e *env, b []byte) error {
	tag, rest, ok := bytes.Cut(b, []byte("|"))
	if !ok {
		return errors.New("no bar")
	}
	e.Tag, e.Data = string(tag), rest
	return nil
}

func unmarshalData(d *data, b []byte) (err error) {
	d.N, err = strconv.Atoi(string(b))
	return err
}

// levelOps returns the toy levels as a library's variants: the default
// decodes into fresh values, reuse into one value per level, and percall
// into fresh values outside the Default variant.
func levelOps[T any](marshal func(*T) ([]byte, error), unmarshal func(*T, []byte) error) map[serbench.Variant]serbench.Ops[T] {
	fresh := func(b []byte) (*T, error) {
		v := new(T)
		return v, unmarshal(v, b)
	}
	target := new(T)
	return map[serbench.Variant]serbench.Ops[T]{
		serbench.Default: {Marshal: marshal, Unmarshal: fresh},
		serbench.Reuse:   {Marshal: marshal, Unmarshal: func(b []byte) (*T, error) { return target, unmarshal(target, b) }, Note: "level"},
		"percall":        {Unmarshal: fresh},
	}
}

func TestNestVariants(t *testing.T) {
	vs := NestVariants(levelOps(marshalEnv, unmarshalEnv), levelOps(marshalData, unmarshalData), envData,
		map[serbench.Variant]string{"percall": "per call"})
	if len(vs) != 3 {
		t.Fatalf("%d variants, want 3", len(vs))
	}
	if vs[serbench.Reuse].Note != "level" || vs["percall"].Note != "per call" {
		t.Errorf("notes %q and %q, want the level's and the given one", vs[serbench.Reuse].Note, vs["percall"].Note)
	}
	if vs["percall"].Marshal != nil {
		t.Error("percall has a Marshal its levels lack")
	}
	b, err := vs[serbench.Default].Marshal(&Cast[*env, *data]{Envelope: &env{Tag: "t"}, Data: &data{N: 42}})
	if err != nil || string(b) != "t|42" {
		t.Fatalf("Marshal: %q, %v; want t|42", b, err)
	}
	for v, sameCast := range map[serbench.Variant]bool{serbench.Default: false, serbench.Reuse: true, "percall": false} {
		u := vs[v].Unmarshal
		first, err := u([]byte("a|1"))
		if err != nil || first.Envelope.Tag != "a" || first.Data.N != 1 {
			t.Fatalf("%s: Unmarshal: %+v, %v", v, first, err)
		}
		second, err := u([]byte("b|2"))
		if err != nil || second.Envelope.Tag != "b" || second.Data.N != 2 {
			t.Fatalf("%s: second Unmarshal: %+v, %v", v, second, err)
		}
		if (first == second) != sameCast {
			t.Errorf("%s: the two calls returned the same Cast: %v, want %v", v, first == second, sameCast)
		}
	}
	if _, err := vs[serbench.Default].Unmarshal([]byte("a|x")); err == nil || !strings.HasPrefix(err.Error(), "data: ") {
		t.Errorf("bad data: error %v, want one that starts data: ", err)
	}
}

func TestLevels(t *testing.T) {
	l := Levels[env, data]{MarshalEnvelope: marshalEnv, MarshalData: marshalData,
		UnmarshalEnvelope: unmarshalEnv, UnmarshalData: unmarshalData, Field: envData}
	c := Cast[env, data]{Envelope: env{Tag: "t"}, Data: data{N: 7}}
	b, err := l.Ops(nil, "").Marshal(&c)
	if err != nil || string(b) != "t|7" || string(c.Envelope.Data) != "7" {
		t.Fatalf("Marshal: %q, %v, envelope data %q; want t|7 and 7", b, err, c.Envelope.Data)
	}
	var into Cast[env, data]
	for _, tt := range []struct {
		into *Cast[env, data]
		same bool
	}{{nil, false}, {&into, true}} {
		u := l.Ops(tt.into, "").Unmarshal
		first, err := u([]byte("a|1"))
		if err != nil || first.Envelope.Tag != "a" || first.Data.N != 1 {
			t.Fatalf("Unmarshal: %+v, %v", first, err)
		}
		second, _ := u([]byte("b|2"))
		if (first == second) != tt.same || (tt.into != nil && second != tt.into) {
			t.Errorf("into %p: calls returned %p and %p", tt.into, first, second)
		}
	}
	marshalOnly := l
	marshalOnly.UnmarshalEnvelope, marshalOnly.UnmarshalData = nil, nil
	if ops := marshalOnly.Ops(nil, "n"); ops.Unmarshal != nil || ops.Marshal == nil || ops.Note != "n" {
		t.Errorf("marshal-only levels: %+v", ops)
	}
}
