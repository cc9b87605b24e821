package msgp

import (
	"github.com/tinylib/msgp/msgp"

	"github.com/serbench/serbench/codecs/internal/intf"
)

// The dynamic documents have no Go type to generate from: msgp's runtime
// carries schemaless values with its interface helpers, which its
// generated code also calls for a map[string]interface{} field.
//
// This file sorts after msgp.go, whose init registers the codec.
func init() {
	intf.Support("msgp", msgp.AppendMapStrIntf, msgp.ReadMapStrIntfBytes,
		"msgp.AppendMapStrIntf and msgp.ReadMapStrIntfBytes, the runtime's interface helpers")
}
