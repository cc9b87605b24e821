package colfer

import "github.com/serbench/serbench"

func init() {
	serbench.Unsupported(name, "dynamic", "Colfer is schema-only and not self-describing: its types are fixed by the .colf schema, with no maps and no any type")
}
