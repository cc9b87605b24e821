package alecthomasbinary

import (
	"github.com/alecthomas/binary"
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/optional"
)

// savedata and updates have nil pointers, which binary cannot encode: they
// go as slices of at most one element, through codecs/internal/optional.
func init() {
	optional.SupportGames("alecthomas-binary", serbench.AnyOps{Marshal: binary.Marshal, Unmarshal: binary.Unmarshal})
}
