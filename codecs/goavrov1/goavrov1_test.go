package goavrov1_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/goavrov1"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "goavro-v1", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact,
		"updates":    fidelity.Lossy, // empty TurretAngles come back nil: Decode returns an empty array as nil
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"small":     fidelity.Lossy, // times as UnixMicro longs: nanoseconds truncated to microseconds
		"cart":      fidelity.Lossy, // as small
		"edge":      fidelity.Lossy, // as small, and offsets become UTC
		"farcaster": fidelity.Lossy, // nil mentions come back empty
	})
}
