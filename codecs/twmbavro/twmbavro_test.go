package twmbavro_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/twmbavro"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "twmb-avro", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"logs": fidelity.Exact, "mesh": fidelity.Exact, "savedata": fidelity.Exact, "updates": fidelity.Exact,
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"small":     fidelity.Lossy, // timestamp-micros: nanoseconds truncated to microseconds
		"cart":      fidelity.Lossy, // timestamp-micros: nanoseconds truncated
		"edge":      fidelity.Lossy, // timestamp-micros: nanoseconds truncated, offsets become UTC
		"farcaster": fidelity.Lossy, // nil mentions come back empty
	})
}
