package thriftiterator_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/thriftiterator"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "thrift-iterator", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported, // Thrift has no type for documents of unknown shape
		"logs":    fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact,
		"updates": fidelity.Lossy, // empty TurretAngles come back nil
		"small":   fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"edge": fidelity.Exact,
		"cart": fidelity.Lossy, // empty Keywords come back nil: the slice decoder makes none for an empty list
	})
}
