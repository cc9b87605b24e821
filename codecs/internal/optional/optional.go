// Package optional carries the cart and farcaster datasets, whose structs
// have pointer fields, for reflection codecs that cannot take pointers
// (codecs/xdr, codecs/alecthomasbinary): in native types where each
// pointer becomes a slice of at most one element, empty for nil. XDR
// encodes such a slice exactly as its optional-data ("type *name", RFC
// 4506); alecthomas/binary as a length 0 or 1, then the value.
package optional

import (
	"fmt"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/farcaster"
)

// user is cart.User with optional fields as 0-or-1-element arrays.
type user struct {
	Name         string
	Phone        string
	Balance      float64
	BirthDay     []time.Time
	RegisteredAt time.Time
	ShoppingCart map[string]cartItem
	Blocked      bool
}

type cartItem struct {
	Item     item
	Quantity int32
}

type item struct {
	ID          string
	CreatedAt   time.Time
	Visible     bool
	OwnerID     int32
	Name        string
	Description []string
	Keywords    []string
	Price       float64
	Weight      float32
}

// messageData is farcaster.MessageData with an optional parent cast.
type messageData struct {
	Type      farcaster.MessageType
	Fid       uint64
	Timestamp uint32
	Network   farcaster.Network
	Body      castAddBody
}

type castAddBody struct {
	Embeds       []string
	Mentions     []uint64
	ParentCastID []farcaster.CastID
	Text         string
}

// message is farcaster.Message holding a messageData; it travels as a
// farcaster.Envelope whose Data is the encoded messageData.
type message struct {
	Data            messageData
	Hash            []byte
	HashScheme      farcaster.HashScheme
	Signature       []byte
	SignatureScheme farcaster.SignatureScheme
	Signer          []byte
}

// slice is p as a slice of at most one element.
func slice[T any](p *T) []T {
	if p == nil {
		return nil
	}
	return []T{*p}
}

// pointer is s's first element as a pointer to a copy, nil if s is empty.
func pointer[T any](s []T) *T {
	if len(s) == 0 {
		return nil
	}
	v := s[0]
	return &v
}

func toUser(u *cart.User) *user {
	n := &user{Name: u.Name, Phone: u.Phone, Balance: u.Balance, BirthDay: slice(u.BirthDay),
		RegisteredAt: u.RegisteredAt, Blocked: u.Blocked}
	if u.ShoppingCart != nil {
		n.ShoppingCart = make(map[string]cartItem, len(u.ShoppingCart))
		for k, c := range u.ShoppingCart {
			it := c.Item
			n.ShoppingCart[k] = cartItem{Quantity: c.Quantity, Item: item{ID: it.ID, CreatedAt: it.CreatedAt,
				Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name, Description: slice(it.Description),
				Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}}
		}
	}
	return n
}

func fromUser(n *user) *cart.User {
	u := &cart.User{Name: n.Name, Phone: n.Phone, Balance: n.Balance, BirthDay: pointer(n.BirthDay),
		RegisteredAt: n.RegisteredAt, Blocked: n.Blocked}
	if n.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(n.ShoppingCart))
		for k, c := range n.ShoppingCart {
			it := c.Item
			u.ShoppingCart[k] = cart.CartItem{Quantity: c.Quantity, Item: cart.Item{ID: it.ID, CreatedAt: it.CreatedAt,
				Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name, Description: pointer(it.Description),
				Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}}
		}
	}
	return u
}

func toMessage(m *farcaster.Message) *message {
	d, b := &m.Data, &m.Data.Body
	return &message{
		Data: messageData{Type: d.Type, Fid: d.Fid, Timestamp: d.Timestamp, Network: d.Network,
			Body: castAddBody{Embeds: b.Embeds, Mentions: b.Mentions, ParentCastID: slice(b.ParentCastID), Text: b.Text}},
		Hash: m.Hash, HashScheme: m.HashScheme, Signature: m.Signature, SignatureScheme: m.SignatureScheme, Signer: m.Signer,
	}
}

func fromMessage(n *message) *farcaster.Message {
	d, b := &n.Data, &n.Data.Body
	return &farcaster.Message{
		Data: farcaster.MessageData{Type: d.Type, Fid: d.Fid, Timestamp: d.Timestamp, Network: d.Network,
			Body: farcaster.CastAddBody{Embeds: b.Embeds, Mentions: b.Mentions, ParentCastID: pointer(b.ParentCastID), Text: b.Text}},
		Hash: n.Hash, HashScheme: n.HashScheme, Signature: n.Signature, SignatureScheme: n.SignatureScheme, Signer: n.Signer,
	}
}

// Support binds codec to every dataset with lib, cart and farcaster
// through their native types, farcaster in its two levels.
func Support(codec string, lib serbench.AnyOps) {
	serbench.Support(codec, cart.Dataset, serbench.Impl[cart.User, user]{
		ToNative: toUser, FromNative: fromUser,
		Variants: map[serbench.Variant]serbench.Ops[user]{serbench.Default: {
			Marshal: func(v *user) ([]byte, error) { return lib.Marshal(v) },
			Unmarshal: func(data []byte) (*user, error) {
				v := new(user)
				return v, lib.Unmarshal(data, v)
			},
		}},
	})
	serbench.Support(codec, farcaster.Dataset, serbench.Impl[farcaster.Message, message]{
		ToNative: toMessage, FromNative: fromMessage,
		Variants: map[serbench.Variant]serbench.Ops[message]{serbench.Default: {
			Marshal: func(m *message) ([]byte, error) {
				data, err := lib.Marshal(&m.Data)
				if err != nil {
					return nil, fmt.Errorf("data: %w", err)
				}
				return lib.Marshal(&farcaster.Envelope{Data: data, Hash: m.Hash, HashScheme: m.HashScheme,
					Signature: m.Signature, SignatureScheme: m.SignatureScheme, Signer: m.Signer})
			},
			Unmarshal: func(b []byte) (*message, error) {
				var e farcaster.Envelope
				if err := lib.Unmarshal(b, &e); err != nil {
					return nil, err
				}
				m := &message{Hash: e.Hash, HashScheme: e.HashScheme, Signature: e.Signature,
					SignatureScheme: e.SignatureScheme, Signer: e.Signer}
				if err := lib.Unmarshal(e.Data, &m.Data); err != nil {
					return nil, fmt.Errorf("data: %w", err)
				}
				return m, nil
			},
		}},
	})
	serbench.SupportAny(codec, map[serbench.Variant]serbench.AnyOps{serbench.Default: lib}, nil)
}
