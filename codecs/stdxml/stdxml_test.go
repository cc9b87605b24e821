package stdxml_test

import (
	"testing"

	_ "github.com/serbench/serbench/codecs/stdxml"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "xml", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Exact, "updates": fidelity.Lossy, // an empty TurretAngles comes back nil; terrain bytes as text
		"small": fidelity.Exact, "colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"cart":      fidelity.Unsupported, // encoding/xml cannot encode maps
		"edge":      fidelity.Lossy,       // RFC 3339 text drops the zone name
		"farcaster": fidelity.Lossy,       // []byte goes out as text: bytes that are not UTF-8 become U+FFFD
	})
}
