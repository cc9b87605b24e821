// Package memdump registers github.com/alexflint/go-memdump, which writes a
// value's memory image with a table of its pointers and loads it back by
// relocating those pointers into one buffer: very fast, not portable across
// architectures, and unable to hold maps or interfaces. It is used as its
// README shows, memdump.Encode of a *T and memdump.Decode into a **T.
package memdump

import (
	"bytes"
	"reflect"

	"github.com/alexflint/go-memdump"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:     "memdump",
		Package:  "github.com/alexflint/go-memdump",
		Format:   "memdump",
		Kind:     serbench.KindReflect,
		Upstream: "maintained",
		Notes: "memdump.Encode and memdump.Decode, the README's API, on the dataset types, time.Time included (its Location is " +
			"dumped with it); the decoded value lives in the buffer Decode reads the input into, and is " +
			"copied (shallowly) into the target; cart's map as a slice of key/value entries (see User)",
	})
	serbench.Support("memdump", cart.Dataset, serbench.Impl[cart.User, User]{
		ToNative:   toUser,
		FromNative: fromUser,
		Variants: map[serbench.Variant]serbench.Ops[User]{
			serbench.Default: {Marshal: marshalUser, Unmarshal: unmarshalUser},
			serbench.Reuse:   {Marshal: reuseUser(), Unmarshal: unmarshalUser, Note: reuseNote},
		},
	})
	serbench.SupportAny("memdump", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: marshal, Unmarshal: unmarshal},
		serbench.Reuse:   {Marshal: reuse(), Unmarshal: unmarshal, Note: reuseNote},
	}, nil)
	serbench.Unsupported("memdump", "dynamic", `memdump copies memory layouts and "cannot serialize objects of map kind"; a document is a map[string]any`)
}

const reuseNote = "memdump.Encode into one reused bytes.Buffer"

func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	err := memdump.Encode(&b, v)
	return b.Bytes(), err
}

// reuse returns an encode into one reused buffer.
func reuse() func(v any) ([]byte, error) {
	var b bytes.Buffer
	return func(v any) ([]byte, error) {
		b.Reset()
		err := memdump.Encode(&b, v)
		return b.Bytes(), err
	}
}

// unmarshal decodes into a fresh *T, as Decode wants a **T, and copies the
// struct into v, which farcaster's envelope needs for its inner message.
func unmarshal(data []byte, v any) error {
	p := reflect.New(reflect.TypeOf(v))
	if err := memdump.Decode(bytes.NewReader(data), p.Interface()); err != nil {
		return err
	}
	reflect.ValueOf(v).Elem().Set(p.Elem().Elem())
	return nil
}

func marshalUser(v *User) ([]byte, error) { return marshal(v) }

func reuseUser() func(v *User) ([]byte, error) {
	m := reuse()
	return func(v *User) ([]byte, error) { return m(v) }
}

// unmarshalUser returns the value Decode relocated in place, as users do.
func unmarshalUser(data []byte) (*User, error) {
	var v *User
	return v, memdump.Decode(bytes.NewReader(data), &v)
}
