// Package savedatatwin holds the savedata dataset's types for reflection codecs
// that cannot encode nil pointers or small integers (written by
// internal/gentwin): each pointer a slice of at most one element, 8- and
// 16-bit integers widened to 32 bits; and the functions converting the
// dataset's types to them and back (convert.go, also gentwin's).
package savedatatwin

//go:generate go run ../../../../internal/gentwin -package savedatatwin -optional -widen -convert convert.go -o types.go ../../../../datasets/savedata/savedata.go
