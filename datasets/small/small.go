// Package small is the data model of seed 000 (alecthomas's
// go_serialization_benchmarks): one flat struct of six fields, with random
// values as that suite draws them.
//
// A record is about 145 bytes in encoding/json (a test in datasets/all checks it).
// Times are UTC with nanoseconds, as time.Now().UTC() gives; the edge dataset
// covers other zones.
package small

import (
	"math/rand/v2"
	"time"

	"github.com/serbench/serbench"
)

// A is seed 000's struct.
type A struct {
	Name     string
	BirthDay time.Time
	Phone    string
	Siblings int
	Spouse   bool
	Money    float64
}

// Size is the number of records in the pool.
const Size = 1000

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[A]{
	Name:        "small",
	Description: "seed 000's struct A: two short strings, a UTC time, an int, a bool, a float64; ~145 B in JSON",
	Quick:       true,
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

// base stands in for time.Now: seed 000 draws its times at run time.
var base = time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC)

// Records returns the pool: as seed 000 does, 16-character hex names,
// 10-character phones, up to 4 siblings, a coin-flip spouse and money in
// [0, 1), here from a fixed seed.
func Records() []A {
	r := rand.New(rand.NewPCG(0, 1))
	out := make([]A, Size)
	for i := range out {
		out[i] = A{
			Name:     RandString(r, 16),
			BirthDay: base.Add(-time.Duration(r.Int64N(int64(80 * 365 * 24 * time.Hour)))),
			Phone:    RandString(r, 10),
			Siblings: r.IntN(5),
			Spouse:   r.IntN(2) == 1,
			Money:    r.Float64(),
		}
	}
	return out
}

// RandString returns n random lower-case hex digits.
func RandString(r *rand.Rand, n int) string {
	const hex = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = hex[r.IntN(len(hex))]
	}
	return string(b)
}
