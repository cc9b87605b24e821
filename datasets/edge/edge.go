// Package edge is seed 000's struct at the values where libraries lose
// data: the zero time, times before 1970 and after 2262 (beyond int64
// nanoseconds), non-UTC offsets with and without a zone name, nanosecond
// precision; ints beyond 32 bits and at both ends of int64; float64s that
// need 17 significant digits, -0, the smallest subnormal and the largest
// finite value; empty, 64 KiB and multi-byte UTF-8 strings.
//
// Each record sets several edges at once; each edge value appears in some
// record. A record is about 5.6 KB in encoding/json on average, as one
// carries 64 KiB (a test in datasets/all checks it).
package edge

import (
	"math"
	"strings"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/datasets/small"
)

// Dataset is the registered dataset, of seed 000's type.
var Dataset = &serbench.Dataset[small.A]{
	Name:        "edge",
	Description: "seed 000's struct at lossy values: zero/pre-1970/post-2262 times, offsets, int64 limits, -0, 17-digit floats, 64 KiB and UTF-8 strings",
	Quick:       true,
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

var (
	ist = time.FixedZone("", 5*3600+30*60) // +05:30 without a name
	pst = time.FixedZone("PST", -8*3600)   // -08:00 with a name
)

// Records returns the edge records.
func Records() []small.A {
	long := strings.Repeat("0123456789abcdef", 64*1024/16)
	return []small.A{
		{Name: "zero time", BirthDay: time.Time{}, Siblings: 0, Money: 0},
		{Name: "", BirthDay: time.Date(1969, 7, 20, 20, 17, 40, 123456789, time.UTC), Phone: "", Siblings: -1, Money: -1.5},
		{Name: "negative zero", BirthDay: time.Date(1901, 12, 13, 20, 45, 52, 1, time.UTC), Siblings: math.MinInt64, Money: math.Copysign(0, -1)},
		{Name: "after 2262", BirthDay: time.Date(2262, 4, 11, 23, 47, 16, 854775808, time.UTC), Siblings: math.MaxInt64, Money: math.MaxFloat64},
		{Name: "far future", BirthDay: time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC), Siblings: 1 << 40, Money: math.SmallestNonzeroFloat64},
		{Name: "+05:30", BirthDay: time.Date(2024, 2, 29, 12, 0, 0, 500, ist), Phone: "+91 98765 43210", Siblings: 1<<32 + 1, Spouse: true, Money: 0.1 + 0.2},
		{Name: "PST", BirthDay: time.Date(2016, 1, 19, 14, 5, 2, 469416459, pst), Phone: "+1 415 555 0100", Siblings: -(1 << 33), Money: 1.0000000000000002},
		{Name: "nanoseconds", BirthDay: time.Date(2023, 11, 16, 8, 0, 0, 1, time.UTC), Siblings: 4, Money: 123456789.12345679},
		{Name: "héllo, 世界 🌍 ñ", BirthDay: time.Date(2000, 1, 1, 0, 0, 0, 999999999, ist), Phone: "☎ ٠١٢٣", Siblings: 3, Money: 1e-300},
		{Name: long, BirthDay: time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC), Phone: long[:100], Money: 1e300},
		{Name: "tiny exponent", BirthDay: time.Date(1600, 6, 15, 6, 30, 0, 7, pst), Siblings: -9007199254740993, Money: 2.2250738585072014e-308},
		{Name: "large int", BirthDay: time.Date(2106, 2, 7, 6, 28, 16, 0, time.UTC), Siblings: 9007199254740993, Spouse: true, Money: -4.940656458412465e-324},
	}
}
