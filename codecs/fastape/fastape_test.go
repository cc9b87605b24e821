package fastape_test

import (
	"strings"
	"testing"

	"github.com/nazarifard/fastape"

	_ "github.com/serbench/serbench/codecs/fastape"
	"github.com/serbench/serbench/codectest"
	"github.com/serbench/serbench/fidelity"
)

func TestFidelity(t *testing.T) {
	codectest.Expect(t, "fastape", map[string]fidelity.Status{
		"dynamic": fidelity.Unsupported,

		"savedata": fidelity.Lossy, "updates": fidelity.Lossy, // LenTape misreads 500 players and 1,000 updates as 0: they come back empty
		"logs": fidelity.Lossy, "mesh": fidelity.Lossy, // LenTape misreads the lists' lengths (10,000 and 125,000) as 0: they come back empty
		"colorgroup": fidelity.Exact, "hero": fidelity.Exact,
		"small": fidelity.Lossy, // TimeTape decodes into time.Local: "offset +00:00 became +01:23" under the check zone
		// LenTape misreads lengths of 256 and more: cart's descriptions (up
		// to ~350 bytes), farcaster's encoded data (~300 bytes) and edge's
		// 64 KiB string fail to decode.
		"cart":      fidelity.Error,
		"farcaster": fidelity.Error,
		"edge":      fidelity.Error,
	})
}

// The library's length bug, pinned: a string of 255 bytes round-trips, one
// of 256 does not. If an upgrade fixes it, the verdicts above change too.
func TestLengthsFrom256AreMisread(t *testing.T) {
	var tape fastape.StringTape
	for _, n := range []int{255, 256} {
		s := strings.Repeat("x", n)
		buf := make([]byte, tape.Sizeof(s))
		if _, err := tape.Marshal(s, buf); err != nil {
			t.Fatalf("%d bytes: marshal: %v", n, err)
		}
		ok := func() bool { // a misread length of 0 panics inside the library
			defer func() { recover() }()
			var got string
			_, err := tape.Unmarshal(buf, &got)
			return err == nil && got == s
		}()
		if ok != (n < 256) {
			t.Errorf("%d bytes: round trip ok=%v", n, ok)
		}
	}
}
