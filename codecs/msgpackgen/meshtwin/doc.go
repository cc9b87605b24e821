// Package meshtwin holds msgpackgen's copies of the mesh dataset's types
// (written by internal/gentwin) and the code it generates for them.
package meshtwin

//go:generate go run ../../../internal/gentwin -package meshtwin -o types.go ../../../datasets/mesh/mesh.go
//go:generate go tool msgpackgen -input-file types.go -output-file msgpack.msgpackgen.go -strict
