package twmbavro

import "github.com/serbench/serbench"

func init() {
	serbench.Unsupported(name, "dynamic", "Avro writes no types: every value is read by a schema that fixes its shape, and a document of unknown shape has none (Avro names no type for JSON-like values)")
}
