// Package updatestwin holds msgpackgen's copies of the updates dataset's types
// (written by internal/gentwin) and the code it generates for them.
package updatestwin

//go:generate go run ../../../internal/gentwin -package updatestwin -o types.go ../../../datasets/updates/updates.go
//go:generate go tool msgpackgen -input-file types.go -output-file msgpack.msgpackgen.go -strict
