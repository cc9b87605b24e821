package gossz

import (
	"time"

	ssz "github.com/prysmaticlabs/go-ssz"

	"github.com/serbench/serbench"
)

// NoTime is seed 000's go-ssz struct on small and edge: struct A flat, with
// its birthday as Unix nanoseconds, not a time.
const NoTime serbench.Variant = "notime"

// noTimeA is struct A as seed 000's go-ssz code holds it (its SSZA): flat,
// the birthday as Unix nanoseconds in a uint64 (go-ssz has neither times
// nor int64), Siblings an int32, Money its IEEE bits. It encodes to the
// bytes of the NoTimeNoStringNoFloatA of the seed's published figures,
// whose names are byte slices and whose Siblings is a uint32.
type noTimeA struct {
	Name     string
	BirthDay uint64 // Unix nanoseconds, int64 bits
	Phone    string
	Siblings int32
	Spouse   bool
	Money    uint64 // IEEE bits
}

// smallVariants are small's and edge's: the default, and notime, which
// converts A to noTimeA and back inside the op, as a caller keeping
// time.Time values would, and decodes the birthday with time.Unix in the
// local zone, as the seed does. Offsets, zone names, times beyond int64
// nanoseconds and Siblings beyond int32 do not survive.
func smallVariants() map[serbench.Variant]serbench.Ops[A] {
	ops := variants[A]()
	ops[NoTime] = serbench.Ops[A]{
		Marshal: func(v *A) ([]byte, error) {
			t := &v.BirthDay
			return ssz.Marshal(&noTimeA{Name: v.Name, BirthDay: uint64(int64(t.Unix)*1e9 + int64(t.Nanos)), Phone: v.Phone,
				Siblings: int32(v.Siblings), Spouse: v.Spouse, Money: v.Money})
		},
		Unmarshal: func(data []byte) (*A, error) {
			var n noTimeA
			if err := ssz.Unmarshal(data, &n); err != nil {
				return nil, err
			}
			return &A{Name: n.Name, BirthDay: toTime(time.Unix(0, int64(n.BirthDay))), Phone: n.Phone,
				Siblings: uint64(n.Siblings), Spouse: n.Spouse, Money: n.Money}, nil
		},
		Note: "seed 000's go-ssz struct (SSZNoTimeNoStringNoFloatA): BirthDay as uint64 Unix nanoseconds, decoded with time.Unix in the local zone " +
			"(offset and zone name lost), Siblings as int32; converted from and to struct A in the op",
	}
	return ops
}
