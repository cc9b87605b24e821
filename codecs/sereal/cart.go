package sereal

import (
	"time"

	"github.com/serbench/serbench/datasets/cart"
)

// user is cart.User whose items carry their optional description as a list
// of at most one string: Sereal's decoder fails on a *string field
// ("reflect: call of reflect.Value.SetString on ptr Value"), while it
// decodes *time.Time and pointers to structs.
type user struct {
	Name         string
	Phone        string
	Balance      float64
	BirthDay     *time.Time
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
	Description []string // nil for no description, else one element
	Keywords    []string
	Price       float64
	Weight      float32
}

func toUser(u *cart.User) *user {
	n := &user{Name: u.Name, Phone: u.Phone, Balance: u.Balance, BirthDay: u.BirthDay,
		RegisteredAt: u.RegisteredAt, Blocked: u.Blocked}
	if u.ShoppingCart != nil {
		n.ShoppingCart = make(map[string]cartItem, len(u.ShoppingCart))
		for k, c := range u.ShoppingCart {
			it := c.Item
			ni := item{ID: it.ID, CreatedAt: it.CreatedAt, Visible: it.Visible, OwnerID: it.OwnerID, Name: it.Name,
				Keywords: it.Keywords, Price: it.Price, Weight: it.Weight}
			if it.Description != nil {
				ni.Description = []string{*it.Description}
			}
			n.ShoppingCart[k] = cartItem{Item: ni, Quantity: c.Quantity}
		}
	}
	return n
}

func fromUser(n *user) *cart.User {
	u := &cart.User{Name: n.Name, Phone: n.Phone, Balance: n.Balance, BirthDay: n.BirthDay,
		RegisteredAt: n.RegisteredAt, Blocked: n.Blocked}
	if n.ShoppingCart != nil {
		u.ShoppingCart = make(cart.ShoppingCart, len(n.ShoppingCart))
		for k, c := range n.ShoppingCart {
			ni := c.Item
			it := cart.Item{ID: ni.ID, CreatedAt: ni.CreatedAt, Visible: ni.Visible, OwnerID: ni.OwnerID, Name: ni.Name,
				Keywords: ni.Keywords, Price: ni.Price, Weight: ni.Weight}
			if len(ni.Description) > 0 {
				d := ni.Description[0]
				it.Description = &d
			}
			u.ShoppingCart[k] = cart.CartItem{Item: it, Quantity: c.Quantity}
		}
	}
	return u
}
