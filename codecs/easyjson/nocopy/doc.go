// Package nocopy holds the easyjson package's types again (written by
// internal/gentwin), their string fields tagged nocopy, so that their
// generated decoders return strings that alias the input. The fields keep
// the order of ../types.go: the unsafe variant views one as the other (its
// test checks the layouts).
package nocopy

//go:generate go run ../../../internal/gentwin -package nocopy -named underlying -nocopy -o types.go ../../../datasets/small/small.go ../../../datasets/colorgroup/colorgroup.go ../../../datasets/hero/hero.go ../../../datasets/cart/cart.go:User,CartItem,Item ../../../datasets/farcaster/farcaster.go:MessageData,CastAddBody,CastID,Envelope
//go:generate go tool easyjson -all types.go
