package results

// BinarySize is what linking one codec costs a Go program (serbench
// binsize): the size of a program that marshals and unmarshals every record
// of the small dataset with the codec's default variant, beside the same
// program with the noop codec, which links no library. The program imports
// serbench's codec package, which registers the codec on every dataset it
// supports, so the cost includes serbench's glue for all of them; GlueBytes
// says how much of it is that glue.
type BinarySize struct {
	Codec string `json:"codec"`
	// Program is serbench's codec package that the program imports, such
	// as "codecs/ugorji"; codecs of one package share one program.
	Program string `json:"program"`
	// Module and Version are the library's module and version: "std" and
	// the Go version for the standard library, serbench's own module and ""
	// for a codec whose generated code imports no library.
	Module    string `json:"module"`
	Version   string `json:"version"`
	GoVersion string `json:"go_version"` // the toolchain that built the programs
	// Bytes and StrippedBytes are the program's sizes, built with
	// -trimpath, and stripped with -ldflags=-s -w.
	Bytes         int64 `json:"bytes"`
	StrippedBytes int64 `json:"stripped_bytes"`
	// OverNoopBytes and OverNoopStrippedBytes are the sizes less the noop
	// program's: the library, what it pulls in, and serbench's glue.
	OverNoopBytes         int64 `json:"over_noop_bytes"`
	OverNoopStrippedBytes int64 `json:"over_noop_stripped_bytes"`
	// GlueBytes is the size of the symbols of serbench's codec packages
	// (codecs/...) in the program, by go tool nm -size; LibraryBytes is
	// OverNoopStrippedBytes less GlueBytes, approximate (see
	// docs/results-schema.md).
	GlueBytes    int64 `json:"glue_bytes"`
	LibraryBytes int64 `json:"library_bytes"`
	// Error is the first line of the build's error when the program could
	// not be built; the sizes are then 0.
	Error string `json:"error,omitempty"`
}
