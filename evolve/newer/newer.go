// Package newer holds the new version of each record that package evolve
// changes, one type per change, named as the change and as its old
// version in package older.
package newer

// FieldAdded adds Email.
type FieldAdded struct {
	ID    int32
	Name  string
	Email string
}

// FieldRemoved drops older's Note, in the middle of the record.
type FieldRemoved struct {
	ID    int32
	Score int64
}

// FieldRenamed renames older's Name, its name on the wire kept by the
// tags the reflection libraries and msgp read.
type FieldRenamed struct {
	ID       int32
	FullName string `json:"name" msgpack:"name" cbor:"name" yaml:"name" bson:"name" xml:"name" codec:"name" hprose:"name" msg:"name"`
}

// FieldsReordered declares older's fields in another order.
type FieldsReordered struct {
	Score int64
	ID    int32
	Name  string
}

// IntWidened's Count is an int64, older's an int32.
type IntWidened struct {
	ID    int32
	Count int64
}

// IntNarrowed's Count is an int32, older's an int64.
type IntNarrowed struct {
	ID    int32
	Count int32
}

// MadeOptional's Age may be absent.
type MadeOptional struct {
	ID  int32
	Age *int32
}

// Kind is an enum of three values: older's 0 and 1, and 2.
type Kind int32

// EnumValueAdded holds a Kind.
type EnumValueAdded struct {
	ID   int32
	Kind Kind
}

// Address adds Zip.
type Address struct {
	City string
	Zip  string
}

// NestedFieldAdded holds an Address.
type NestedFieldAdded struct {
	ID      int32
	Address Address
}
