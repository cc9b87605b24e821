package gossz_test

import (
	"bytes"
	"math"
	"testing"

	ssz "github.com/prysmaticlabs/go-ssz"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gossz"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/datasets/small"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "go-ssz", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Unsupported, "updates": fidelity.Unsupported,
		"logs": fidelity.Unsupported, "mesh": fidelity.Unsupported, // Unmarshal is quadratic in a list's length
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "edge": fidelity.Exact,
		// An SSZ list is its elements, so nil and empty are one: go-ssz decodes empty nested
		// string lists as nil and empty uint64 lists as empty.
		"cart":      fidelity.Lossy, // empty Keywords come back nil
		"farcaster": fidelity.Lossy, // nil Mentions come back empty
	})
}

// seedA is the NoTimeNoStringNoFloatA of seed 000's published go-ssz figures.
type seedA struct {
	Name     []byte
	BirthDay uint64
	Phone    []byte
	Siblings uint32
	Spouse   bool
	Money    uint64
}

// notime writes what seed 000's go-ssz benchmark wrote for each record.
func TestNoTimeIsTheSeedsEncoding(t *testing.T) {
	recs := small.Records()
	enc := serbench.Lookup("go-ssz", "small").Instance(gossz.NoTime).Encoded()
	for i, r := range recs {
		want, err := ssz.Marshal(&seedA{Name: []byte(r.Name), BirthDay: uint64(r.BirthDay.UnixNano()), Phone: []byte(r.Phone),
			Siblings: uint32(r.Siblings), Spouse: r.Spouse, Money: math.Float64bits(r.Money)})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(enc[i], want) {
			t.Fatalf("record %d: notime wrote %x, the seed's struct %x", i, enc[i], want)
		}
	}
}

// notime carries no offset or zone name, so that its birthdays come back
// in the local zone (the check zone, +01:23): lossy where the default is
// exact.
func TestNoTimeLosesTheZone(t *testing.T) {
	serbench.UseCheckZone()
	for _, d := range []string{"small", "edge"} {
		r := serbench.Lookup("go-ssz", d).Instance(gossz.NoTime).Check()
		if r.Status != fidelity.Lossy || len(r.Findings) == 0 {
			t.Errorf("%s/notime: %s (%s), want lossy with findings", d, r.Status, r.Reason)
		}
	}
}
