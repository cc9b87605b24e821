// Package newertwin is msgp's schema of the new version of serbench
// evolve's records: internal/gentwin's copies of evolve/newer's types, the
// msg tag kept (a renamed field keeps its key), and the code msgp
// generates from the copies, as msgp's schema is the Go declarations it
// reads.
package newertwin

//go:generate go run ../../../internal/gentwin -package newertwin -keep msg -o types.go ../../../evolve/newer/newer.go
//go:generate go tool msgp -file types.go -o types_gen.go -tests=false -io=false
