// Package cart is the data model of seed 002: a user with a shopping cart
// of a few hundred items, each with times, optional text, keywords and two
// float widths, at that seed's size of about 85 to 115 KB per record in
// encoding/json (a test in datasets/all checks it).
package cart

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/serbench/serbench"
)

// User is seed 002's user.
type User struct {
	Name    string
	Phone   string
	Balance float64

	BirthDay     *time.Time
	RegisteredAt time.Time

	ShoppingCart ShoppingCart

	Blocked bool
}

// ShoppingCart maps item ids to items.
type ShoppingCart map[string]CartItem

// CartItem is an item and a count.
type CartItem struct {
	Item     Item
	Quantity int32
}

// Item is one product.
type Item struct {
	ID        string
	CreatedAt time.Time
	Visible   bool
	OwnerID   int32

	Name        string
	Description *string
	Keywords    []string

	Price  float64
	Weight float32
}

// Size is the number of records in the pool: few, as each is large.
const Size = 8

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[User]{
	Name:        "cart",
	Description: "seed 002's User: a map of ~200 cart items with times, *string, []string, float32; ~100 KB in JSON",
	Quick:       true,
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

var (
	base  = time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)
	words = strings.Fields(`lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor
		incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation
		ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate`)
)

// Records returns the pool.
func Records() []User {
	r := rand.New(rand.NewPCG(0, 3))
	out := make([]User, Size)
	for i := range out {
		u := User{
			Name:         sentence(r, 2),
			Phone:        fmt.Sprintf("+1-%03d-%03d-%04d", r.IntN(1000), r.IntN(1000), r.IntN(10000)),
			Balance:      float64(r.IntN(10_000_000)) / 100,
			RegisteredAt: at(r),
			Blocked:      r.IntN(10) == 0,
			ShoppingCart: ShoppingCart{},
		}
		if r.IntN(4) != 0 {
			b := at(r)
			u.BirthDay = &b
		}
		for n := 195 + r.IntN(45); len(u.ShoppingCart) < n; {
			it := item(r)
			u.ShoppingCart[it.ID] = CartItem{Item: it, Quantity: int32(1 + r.IntN(20))}
		}
		out[i] = u
	}
	return out
}

func item(r *rand.Rand) Item {
	it := Item{
		ID:        uuid(r),
		CreatedAt: at(r),
		Visible:   r.IntN(5) != 0,
		OwnerID:   r.Int32(),
		Name:      sentence(r, 3),
		Price:     float64(r.IntN(100000)) / 100,
		Weight:    r.Float32() * 50,
	}
	if r.IntN(3) != 0 {
		d := sentence(r, 20+r.IntN(30))
		it.Description = &d
	}
	it.Keywords = make([]string, r.IntN(8))
	for i := range it.Keywords {
		it.Keywords[i] = words[r.IntN(len(words))]
	}
	return it
}

func at(r *rand.Rand) time.Time {
	return base.Add(-time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour))))
}

func uuid(r *rand.Rand) string {
	a, b := r.Uint64(), r.Uint64()
	return fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", a>>32, a>>16&0xffff, a&0xffff, b>>48, b&0xffffffffffff)
}

func sentence(r *rand.Rand, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = words[r.IntN(len(words))]
	}
	return strings.Join(w, " ")
}
