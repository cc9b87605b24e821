// Package oldertwin is msgp's schema of the old version of serbench
// evolve's records: internal/gentwin's copies of evolve/older's types, the
// msg tag kept (a renamed field keeps its key), and the code msgp
// generates from the copies, as msgp's schema is the Go declarations it
// reads.
package oldertwin

//go:generate go run ../../../internal/gentwin -package oldertwin -keep msg -o types.go ../../../evolve/older/older.go
//go:generate go tool msgp -file types.go -o types_gen.go -tests=false -io=false
