// Package oldertwin is easyjson's schema of the old version of serbench
// evolve's records: internal/gentwin's copies of evolve/older's types, the
// json tag kept (a renamed field keeps its key), and the code easyjson
// generates from the copies, as easyjson's schema is the Go declarations
// it reads.
package oldertwin

//go:generate go run ../../../internal/gentwin -package oldertwin -keep json -o types.go ../../../evolve/older/older.go
//go:generate go tool easyjson -all types.go
