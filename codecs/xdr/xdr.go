// Package xdr registers github.com/davecgh/go-xdr, a reflection library
// for XDR (RFC 4506, the encoding of ONC RPC and NFS): its original
// package xdr as "xdr" and its rewrite xdr2, which works on io.Reader and
// io.Writer, as "xdr2". Both map Go int to XDR's 32-bit Integer and
// time.Time to an RFC 3339 string; neither encodes a nil pointer.
package xdr

import (
	"bytes"

	"github.com/davecgh/go-xdr/xdr"
	xdr2 "github.com/davecgh/go-xdr/xdr2"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional"
)

const notes = "Go int is XDR's 32-bit Integer, as the library maps it; time.Time as an RFC 3339 string with nanoseconds, " +
	"as the library does; cart's and farcaster's pointers as XDR optional-data (an array of at most one element), " +
	"as the library cannot encode a nil pointer"

func init() {
	serbench.Register(serbench.Codec{
		Name:          "xdr",
		Package:       "github.com/davecgh/go-xdr/xdr",
		Format:        "XDR",
		Wire:          "XDR",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes:         "xdr.Marshal and xdr.Unmarshal, the package's entry points; " + notes,
	})
	serbench.Register(serbench.Codec{
		Name:          "xdr2",
		Package:       "github.com/davecgh/go-xdr/xdr2",
		Format:        "XDR",
		Wire:          "XDR",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "unmaintained",
		Notes:         "xdr.Marshal into a bytes.Buffer and xdr.Unmarshal from a bytes.Reader, as xdr2's io-based API takes them; " + notes,
	})
	// The library cannot encode a nil pointer, so cart and farcaster go
	// through package optional, whose pointers become XDR's optional-data:
	// a variable-length array of at most one element, which is how RFC 4506
	// defines "type *name" and how it is encoded.
	optional.Support("xdr", serbench.AnyOps{Marshal: xdr.Marshal, Unmarshal: unmarshal})
	optional.Support("xdr2", serbench.AnyOps{Marshal: marshal2, Unmarshal: unmarshal2})
	// XDR carries no types, so nothing says what an any holds.
	for _, name := range []string{"xdr", "xdr2"} {
		serbench.Unsupported(name, "dynamic", "XDR is not self-describing: go-xdr cannot decode into an any, and refuses a nil one (a null)")
	}
}

func unmarshal(data []byte, v any) error {
	_, err := xdr.Unmarshal(data, v)
	return err
}

func marshal2(v any) ([]byte, error) {
	var b bytes.Buffer
	_, err := xdr2.Marshal(&b, v)
	return b.Bytes(), err
}

func unmarshal2(data []byte, v any) error {
	_, err := xdr2.Unmarshal(bytes.NewReader(data), v)
	return err
}
