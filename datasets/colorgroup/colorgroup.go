// Package colorgroup is the data model of seed 001 (smallnest's
// gosercomp): an id, a name and a list of colour names.
//
// The first record is seed 001's own {1, "Reds", [Crimson Red Ruby Maroon]};
// the rest vary the count and names. A record is about 75 bytes in
// encoding/json (a test in datasets/all checks it).
package colorgroup

import (
	"math/rand/v2"

	"github.com/serbench/serbench"
)

// ColorGroup is seed 001's struct, with its json tags.
type ColorGroup struct {
	ID     int      `json:"id" xml:"id,attr"`
	Name   string   `json:"name" xml:"name"`
	Colors []string `json:"colors" xml:"colors"`
}

// Size is the number of records in the pool.
const Size = 1000

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[ColorGroup]{
	Name:        "colorgroup",
	Description: "seed 001's ColorGroup: an int id, a name and 1-8 colour names; ~75 B in JSON",
	Quick:       true,
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

var (
	groups = []string{"Reds", "Blues", "Greens", "Yellows", "Purples", "Greys", "Oranges", "Browns"}
	colors = []string{"Crimson", "Red", "Ruby", "Maroon", "Scarlet", "Navy", "Azure", "Teal", "Cobalt",
		"Emerald", "Olive", "Lime", "Jade", "Amber", "Lemon", "Gold", "Violet", "Lilac", "Plum",
		"Slate", "Ash", "Silver", "Tangerine", "Coral", "Umber", "Sepia", "Chestnut"}
)

// Records returns the pool, seed 001's record first.
func Records() []ColorGroup {
	r := rand.New(rand.NewPCG(0, 2))
	out := make([]ColorGroup, Size)
	out[0] = ColorGroup{ID: 1, Name: "Reds", Colors: []string{"Crimson", "Red", "Ruby", "Maroon"}}
	for i := 1; i < Size; i++ {
		c := make([]string, 1+r.IntN(8))
		for j := range c {
			c[j] = colors[r.IntN(len(colors))]
		}
		out[i] = ColorGroup{ID: 1 + r.IntN(100000), Name: groups[r.IntN(len(groups))], Colors: c}
	}
	return out
}
