package capnpv3_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/capnpv3"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "capnp-v3", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart": fidelity.Exact, "farcaster": fidelity.Exact, "edge": fidelity.Exact,
	})
}
