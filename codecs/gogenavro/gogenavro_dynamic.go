package gogenavro

import "github.com/serbench/serbench"

func init() {
	serbench.Unsupported(name, "dynamic", "gogen-avro generates Go types from a schema; a document of unknown shape has none, and Avro writes no types to read one without it")
}
