// Package dedisprotobuf registers go.dedis.ch/protobuf, which writes and
// reads Protocol Buffers by reflection on plain Go structs: fields are
// numbered in declaration order, no .proto file or generated code. It is
// used as its documentation shows, protobuf.Encode and protobuf.Decode on
// the dataset types as they are, but for cart's map (see User).
package dedisprotobuf

import (
	"time"

	"go.dedis.ch/protobuf"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "dedis-protobuf",
		Package:       "go.dedis.ch/protobuf",
		Format:        "Protocol Buffers",
		Wire:          "Protocol Buffers",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes: "protobuf.Encode and protobuf.Decode, the package's entry points, on the dataset types; ints as sint64, pointers as optional " +
			"fields, maps as repeated entries; time.Time as the library's sfixed64 UnixNano, decoded by time.Unix " +
			"into time.Local; decoded []byte fields alias the input; cart through a copy of User whose map holds *CartItem, as the encoder cannot " +
			"reach the fields of a struct held by value in a map",
	})
	serbench.Support("dedis-protobuf", cart.Dataset, serbench.Impl[cart.User, User]{
		ToNative:   toUser,
		FromNative: fromUser,
		Variants: map[serbench.Variant]serbench.Ops[User]{
			serbench.Default: {
				Marshal: func(v *User) ([]byte, error) { return protobuf.Encode(v) },
				Unmarshal: func(data []byte) (*User, error) {
					v := new(User)
					return v, protobuf.Decode(data, v)
				},
			},
		},
	})
	serbench.SupportAny("dedis-protobuf", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: protobuf.Encode, Unmarshal: protobuf.Decode},
	}, nil)
	serbench.Unsupported("dedis-protobuf", "dynamic", "dedis/protobuf encodes structs only (a document is a map[string]any)")
}

// User is cart.User with map values behind pointers: the library encodes a
// map value through reflection that cannot set (so cannot read) the fields
// of a struct stored by value.
type User struct {
	Name         string
	Phone        string
	Balance      float64
	BirthDay     *time.Time
	RegisteredAt time.Time
	ShoppingCart map[string]*cart.CartItem
	Blocked      bool
}

func toUser(u *cart.User) *User {
	n := &User{Name: u.Name, Phone: u.Phone, Balance: u.Balance, BirthDay: u.BirthDay,
		RegisteredAt: u.RegisteredAt, Blocked: u.Blocked}
	if u.ShoppingCart != nil {
		n.ShoppingCart = make(map[string]*cart.CartItem, len(u.ShoppingCart))
		for k, it := range u.ShoppingCart {
			n.ShoppingCart[k] = &it
		}
	}
	return n
}

func fromUser(n *User) *cart.User {
	u := &cart.User{Name: n.Name, Phone: n.Phone, Balance: n.Balance, BirthDay: n.BirthDay,
		RegisteredAt: n.RegisteredAt, Blocked: n.Blocked}
	if n.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(n.ShoppingCart))
		for k, it := range n.ShoppingCart {
			u.ShoppingCart[k] = *it
		}
	}
	return u
}
