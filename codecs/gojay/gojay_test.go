package gojay_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/gojay"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "gojay", map[string]fidelity.Status{
		"dynamic": fidelity.Lossy, // Decoder.Interface is encoding/json underneath: every number a float64

		"savedata":   fidelity.Error, // cannot decode an int8 of -128 (an item Count), as in updates
		"updates":    fidelity.Error, // cannot decode an int8 of -128 (it reads the digits as positive first), as math.MinInt64 in edge
		"logs":       fidelity.Exact,
		"mesh":       fidelity.Lossy, // its float parser is not correctly rounded: float32s change in the last digit
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact, "farcaster": fidelity.Exact,
		"small": fidelity.Lossy, // its float parser is not correctly rounded: Money's last digit changes
		"cart":  fidelity.Lossy, // empty Keywords come back nil; float32 Weights change in the last digit
		"edge":  fidelity.Error, // cannot decode math.MinInt64 nor floats of 1e19 and up that it wrote
	})
}
