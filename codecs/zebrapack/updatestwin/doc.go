// Package updatestwin holds zebrapack's copies of the updates dataset's
// types, with zid tags, and the code zebrapack generates for them.
//
// internal/gentwin -levels writes the types split into files by level:
// level0 holds the types that refer to no other, and each further level
// only types that refer to earlier levels. The generator runs on one file
// at a time (-no-load, as it cannot type-check a file alone), so no type
// is inlined into another: the generator inlines small types in the random
// order of a Go map, and a type's size depends on what was inlined into it
// first, so that run on all the types at once it writes different code
// from run to run. Each reference to another level is a method call.
package updatestwin

//go:generate go run ../../../internal/gentwin -package updatestwin -zid -levels -o level%d.go ../../../datasets/updates/updates.go
//go:generate go tool zebrapack -no-load -file level0.go -o level0_gen.go -tests=false -io=false -no-embedded-schema
//go:generate go tool zebrapack -no-load -file level1.go -o level1_gen.go -tests=false -io=false -no-embedded-schema
//go:generate go tool zebrapack -no-load -file level2.go -o level2_gen.go -tests=false -io=false -no-embedded-schema
//go:generate go tool zebrapack -no-load -file level3.go -o level3_gen.go -tests=false -io=false -no-embedded-schema
//go:generate go tool zebrapack -no-load -file level4.go -o level4_gen.go -tests=false -io=false -no-embedded-schema
