// Package newertwin is ffjson's schema of the new version of serbench
// evolve's records: internal/gentwin's copies of evolve/newer's types, the
// json tag kept (a renamed field keeps its key), and the code ffjson
// generates from the copies, as ffjson's schema is the Go declarations it
// reads.
package newertwin

//go:generate go run ../../../internal/gentwin -package newertwin -keep json -o types.go ../../../evolve/newer/newer.go
//go:generate go tool ffjson -force-regenerate types.go
