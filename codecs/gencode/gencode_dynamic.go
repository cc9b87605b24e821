package gencode

import "github.com/serbench/serbench"

func init() {
	serbench.Unsupported("gencode", "dynamic", "gencode is schema-only and not self-describing: its types are fixed by the schema, with no maps and no any type")
}
