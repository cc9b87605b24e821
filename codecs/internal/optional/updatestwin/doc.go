// Package updatestwin holds the updates dataset's types for reflection codecs
// that cannot encode nil pointers or small integers (written by
// internal/gentwin): each pointer a slice of at most one element, 8- and
// 16-bit integers widened to 32 bits; and the functions converting the
// dataset's types to them and back (convert.go, also gentwin's).
package updatestwin

//go:generate go run ../../../../internal/gentwin -package updatestwin -optional -widen -convert convert.go -o types.go ../../../../datasets/updates/updates.go
