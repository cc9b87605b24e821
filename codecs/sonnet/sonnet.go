// Package sonnet registers github.com/sugawarayuuta/sonnet, a reflection
// JSON library written from the ground up, without unsafe code, to behave
// as encoding/json does. It is used as its README says: Marshal and
// Unmarshal in place of encoding/json's, and NewEncoder and NewDecoder for
// streams.
package sonnet

import (
	"io"

	"github.com/sugawarayuuta/sonnet"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "sonnet",
		Package:       "github.com/sugawarayuuta/sonnet",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		// No release: the module's last commit is from October 2023, and
		// the proxy here serves that pseudo-version only (its version list
		// is refused).
		Upstream: "unmaintained",
		Notes: "sonnet.Marshal and sonnet.Unmarshal, the README's drop-in API (\"the usage is the same as the standard library\"); " +
			"times as RFC 3339 text through time.Time's own methods; a pseudo-version, the library having no release",
	})
	serbench.SupportAny("sonnet", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: sonnet.Marshal, Unmarshal: sonnet.Unmarshal},
	}, nil)
	serbench.SupportStream("sonnet", serbench.StreamOps{
		NewEncoder: func(w io.Writer) (func(any) error, func() error) { return sonnet.NewEncoder(w).Encode, nil },
		NewDecoder: func(r io.Reader) func(any) error { return sonnet.NewDecoder(r).Decode },
		Note:       "sonnet.NewEncoder and sonnet.NewDecoder",
	})
}
