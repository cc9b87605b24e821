// Package nocopy holds the savedatatwin types again, their string fields
// tagged nocopy, so that their generated decoders return strings that alias
// the input.
package nocopy

//go:generate go run ../../../../internal/gentwin -package nocopy -nocopy -o types.go ../../../../datasets/savedata/savedata.go
//go:generate go tool easyjson -all types.go
