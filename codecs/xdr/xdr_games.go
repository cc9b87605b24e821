package xdr

import (
	"github.com/davecgh/go-xdr/xdr"
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional"
)

// savedata and updates have nil pointers, which XDR carries as optional
// data: slices of at most one element, through codecs/internal/optional.
func init() {
	optional.SupportGames("xdr", serbench.AnyOps{Marshal: xdr.Marshal, Unmarshal: unmarshal})
	optional.SupportGames("xdr2", serbench.AnyOps{Marshal: marshal2, Unmarshal: unmarshal2})
}
