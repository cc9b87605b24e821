package glycerinecapnp_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/glycerinecapnp"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

// update_test.go is capnpv3's, reading the bytes back with readPlain.
//go:generate go run ../../internal/gencopy -from ../capnpv3/update_test.go -o update_test.go -replace "|package capnpv3|package glycerinecapnp" -replace "|\t\"capnproto.org/go/capnp/v3\"\n\n|" -replace "|msg, err := capnp.Unmarshal(data)|seg, err := readPlain(data)" -replace "|update(msg)|update(seg)"

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "capnproto1", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"farcaster": fidelity.Exact, "edge": fidelity.Exact,
		// Exact with entries in key order; in map order some empty Keywords
		// lists came back nil, depending on where they fell in the segment.
		"cart": fidelity.Exact,
	})
}
