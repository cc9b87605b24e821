package zebrapack

import (
	"github.com/glycerine/zebrapack/msgp"

	"github.com/serbench/serbench/codecs/internal/intf"
)

// The dynamic documents have no Go type to generate from: zebrapack's
// runtime, msgp's fork, carries schemaless values with the interface
// helpers its generated code calls for a map[string]interface{} field; it
// writes them as plain MessagePack.
//
// This file sorts after zebrapack.go, whose init registers the codec.
func init() {
	intf.Support("zebrapack", msgp.AppendMapStrIntf, func(b []byte, old map[string]any) (map[string]any, []byte, error) {
		var nbs msgp.NilBitsStack
		return nbs.ReadMapStrIntfBytes(b, old)
	}, "msgp.AppendMapStrIntf and NilBitsStack.ReadMapStrIntfBytes, the runtime's interface helpers")
}
