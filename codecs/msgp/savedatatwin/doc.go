// Package savedatatwin holds msgp's copies of the savedata dataset's types
// (written by internal/gentwin) and the code it generates for them.
package savedatatwin

//go:generate go run ../../../internal/gentwin -package savedatatwin -o types.go ../../../datasets/savedata/savedata.go
//go:generate go tool msgp -file types.go -o types_gen.go -tests=false -io=false
