package memdump

import (
	"time"

	"github.com/serbench/serbench/datasets/cart"
)

// User is cart.User with its map as a slice of entries, the way memdump's
// users carry a map, which the library cannot hold. A nil map is a nil slice.
type User struct {
	Name         string
	Phone        string
	Balance      float64
	BirthDay     *time.Time
	RegisteredAt time.Time
	ShoppingCart []CartEntry
	Blocked      bool
}

// CartEntry is one key and value of cart.ShoppingCart.
type CartEntry struct {
	Key  string
	Item cart.CartItem
}

func toUser(u *cart.User) *User {
	n := &User{Name: u.Name, Phone: u.Phone, Balance: u.Balance, BirthDay: u.BirthDay,
		RegisteredAt: u.RegisteredAt, Blocked: u.Blocked}
	if u.ShoppingCart != nil {
		n.ShoppingCart = make([]CartEntry, 0, len(u.ShoppingCart))
		for k, it := range u.ShoppingCart {
			n.ShoppingCart = append(n.ShoppingCart, CartEntry{Key: k, Item: it})
		}
	}
	return n
}

func fromUser(n *User) *cart.User {
	u := &cart.User{Name: n.Name, Phone: n.Phone, Balance: n.Balance, BirthDay: n.BirthDay,
		RegisteredAt: n.RegisteredAt, Blocked: n.Blocked}
	if n.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(n.ShoppingCart))
		for _, e := range n.ShoppingCart {
			u.ShoppingCart[e.Key] = e.Item
		}
	}
	return u
}
