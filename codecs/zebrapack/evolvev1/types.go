// Package evolvev1 is zebrapack's schema of the old version of serbench
// evolve's records (evolve/older), and the code zebrapack generates from
// it: zebrapack's schema is the Go declaration it reads, each field
// numbered by its zid tag, the key it has on the wire.
package evolvev1

//go:generate go tool zebrapack -file types.go -o types_gen.go -tests=false -io=false -no-embedded-schema

// FieldAdded lacks evolvev2's Email.
type FieldAdded struct {
	ID   int32  `zid:"0"`
	Name string `zid:"1"`
}

// FieldRemoved has Note, which evolvev2 deprecates.
type FieldRemoved struct {
	ID    int32  `zid:"0"`
	Note  string `zid:"1"`
	Score int64  `zid:"2"`
}

// FieldRenamed's Name is evolvev2's FullName, of the same zid.
type FieldRenamed struct {
	ID   int32  `zid:"0"`
	Name string `zid:"1"`
}

// FieldsReordered declares its fields in another order than evolvev2's.
type FieldsReordered struct {
	ID    int32  `zid:"0"`
	Name  string `zid:"1"`
	Score int64  `zid:"2"`
}

// IntWidened's Count is an int32, evolvev2's an int64.
type IntWidened struct {
	ID    int32 `zid:"0"`
	Count int32 `zid:"1"`
}

// IntNarrowed's Count is an int64, evolvev2's an int32.
type IntNarrowed struct {
	ID    int32 `zid:"0"`
	Count int64 `zid:"1"`
}

// MadeOptional's Age is always present, evolvev2's a pointer.
type MadeOptional struct {
	ID  int32 `zid:"0"`
	Age int32 `zid:"1"`
}

// Kind is an enum of two values, 0 and 1; evolvev2's adds 2.
type Kind int32

// EnumValueAdded holds a Kind.
type EnumValueAdded struct {
	ID   int32 `zid:"0"`
	Kind Kind  `zid:"1"`
}

// Address lacks evolvev2's Zip.
type Address struct {
	City string `zid:"0"`
}

// NestedFieldAdded holds an Address.
type NestedFieldAdded struct {
	ID      int32   `zid:"0"`
	Address Address `zid:"1"`
}
