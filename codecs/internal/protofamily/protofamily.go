// Package protofamily holds what the codecs on Go code generated from a
// .proto schema register alike, so that each registration says only what
// sets its codec apart: its package, its upstream's state and its notes.
package protofamily

import "github.com/serbench/serbench"

// Generated returns c as a codec on generated Protocol Buffers code: the
// Protocol Buffers format and wire, code generated from a schema, a format
// that other languages read.
func Generated(c serbench.Codec) serbench.Codec {
	c.Format, c.Wire = "Protocol Buffers", "Protocol Buffers"
	c.Kind, c.Schema, c.CrossLanguage = serbench.KindCodegen, true, true
	return c
}
