// Package savedatatwin holds easyjson's copies of the savedata dataset's types
// (written by internal/gentwin) and the code it generates for them.
package savedatatwin

//go:generate go run ../../../internal/gentwin -package savedatatwin -o types.go ../../../datasets/savedata/savedata.go
//go:generate go tool easyjson -all types.go
