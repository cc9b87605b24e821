// Package hero is the reference message of seed 004 (encoding-benchmarks):
// a hero with a few numbers and a list of powers.
//
// The first record is seed 004's Wolverine; the rest vary it. A record is
// about 300 bytes in encoding/json (a test in datasets/all checks it).
package hero

import (
	"math/rand/v2"

	"github.com/serbench/serbench"
)

// Hero is seed 004's reference message, with its JSON field names.
type Hero struct {
	ID            int     `json:"id"`
	AffiliationID int     `json:"affiliation_id"`
	Name          string  `json:"name"`
	Life          float64 `json:"life"`
	Energy        float64 `json:"energy"`
	Powers        []Power `json:"powers"`
}

// Power is one of a hero's powers.
type Power struct {
	ID      int     `json:"id"`
	Name    string  `json:"name"`
	Damage  int     `json:"damage"`
	Energy  float64 `json:"energy"`
	Passive bool    `json:"passive"`
}

// Size is the number of records in the pool.
const Size = 1000

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[Hero]{
	Name:        "hero",
	Description: "seed 004's reference hero: ints, a name, two float64s and 1-5 powers; ~300 B in JSON",
	Quick:       true,
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

// Wolverine is seed 004's reference message.
func Wolverine() Hero {
	return Hero{ID: 234765, AffiliationID: 9867, Name: "Wolverine", Life: 85.25, Energy: 32.75,
		Powers: []Power{
			{ID: 2345, Name: "Bone Claws", Damage: 5, Energy: 1.15, Passive: false},
			{ID: 2346, Name: "Regeneration", Damage: -2, Energy: 0.55, Passive: true},
			{ID: 2347, Name: "Adamant skeleton", Damage: -10, Energy: 0, Passive: true},
		}}
}

var (
	names  = []string{"Wolverine", "Storm", "Cyclops", "Rogue", "Gambit", "Nightcrawler", "Colossus", "Jubilee"}
	powers = []string{"Bone Claws", "Regeneration", "Adamant skeleton", "Weather Control", "Optic Blast",
		"Power Absorption", "Kinetic Charge", "Teleportation", "Organic Steel", "Fireworks"}
)

// Records returns the pool, seed 004's message first. Energies are
// hundredths, as in the seed.
func Records() []Hero {
	r := rand.New(rand.NewPCG(0, 5))
	out := make([]Hero, Size)
	out[0] = Wolverine()
	for i := 1; i < Size; i++ {
		h := Hero{ID: r.IntN(1_000_000), AffiliationID: r.IntN(10_000), Name: names[r.IntN(len(names))],
			Life: float64(r.IntN(10000)) / 100, Energy: float64(r.IntN(10000)) / 100}
		h.Powers = make([]Power, 1+r.IntN(5))
		for j := range h.Powers {
			h.Powers[j] = Power{ID: 2000 + r.IntN(1000), Name: powers[r.IntN(len(powers))],
				Damage: r.IntN(31) - 15, Energy: float64(r.IntN(300)) / 100, Passive: r.IntN(2) == 0}
		}
		out[i] = h
	}
	return out
}
