package bebop

import "github.com/serbench/serbench"

func init() {
	serbench.Unsupported(name, "dynamic", "Bebop is schema-only and not self-describing: its types are fixed by the .bop schema, with no any or JSON-like value type")
}
