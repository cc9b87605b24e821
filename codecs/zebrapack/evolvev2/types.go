// Package evolvev2 is zebrapack's schema of the new version of serbench
// evolve's records (evolve/newer), each changed from evolvev1's as the
// zebrapack README says to evolve a struct: a field added under the next
// zid, a removed one kept as a struct{} marked deprecated so that its zid
// is never used again, a renamed or moved one keeping its zid. Changing a
// field's type is not among them; the int widened, narrowed and made
// optional keep their zid and change the type, as a user might.
package evolvev2

//go:generate go tool zebrapack -file types.go -o types_gen.go -tests=false -io=false -no-embedded-schema

// FieldAdded adds Email, the next zid.
type FieldAdded struct {
	ID    int32  `zid:"0"`
	Name  string `zid:"1"`
	Email string `zid:"2"`
}

// FieldRemoved deprecates evolvev1's Note, in the middle of the record.
type FieldRemoved struct {
	ID    int32    `zid:"0"`
	Note  struct{} `zid:"1" msg:",deprecated"`
	Score int64    `zid:"2"`
}

// FieldRenamed renames evolvev1's Name, keeping its zid.
type FieldRenamed struct {
	ID       int32  `zid:"0"`
	FullName string `zid:"1"`
}

// FieldsReordered declares evolvev1's fields in another order, each
// keeping its zid.
type FieldsReordered struct {
	Score int64  `zid:"2"`
	ID    int32  `zid:"0"`
	Name  string `zid:"1"`
}

// IntWidened's Count is an int64, evolvev1's an int32.
type IntWidened struct {
	ID    int32 `zid:"0"`
	Count int64 `zid:"1"`
}

// IntNarrowed's Count is an int32, evolvev1's an int64.
type IntNarrowed struct {
	ID    int32 `zid:"0"`
	Count int32 `zid:"1"`
}

// MadeOptional's Age may be absent.
type MadeOptional struct {
	ID  int32  `zid:"0"`
	Age *int32 `zid:"1"`
}

// Kind is an enum of three values: evolvev1's 0 and 1, and 2.
type Kind int32

// EnumValueAdded holds a Kind.
type EnumValueAdded struct {
	ID   int32 `zid:"0"`
	Kind Kind  `zid:"1"`
}

// Address adds Zip, the next zid.
type Address struct {
	City string `zid:"0"`
	Zip  string `zid:"1"`
}

// NestedFieldAdded holds an Address.
type NestedFieldAdded struct {
	ID      int32   `zid:"0"`
	Address Address `zid:"1"`
}
