// Package older holds the old version of each record that package evolve
// changes, one type per change, named as the change and as its new
// version in package newer. Codecs that compile a schema convert between
// these and their generated messages; evolve compares these records.
package older

// FieldAdded lacks newer's Email.
type FieldAdded struct {
	ID   int32
	Name string
}

// FieldRemoved has Note, which newer drops.
type FieldRemoved struct {
	ID    int32
	Note  string
	Score int64
}

// FieldRenamed's Name is newer's FullName, its name on the wire kept by
// the tags the reflection libraries and msgp read.
type FieldRenamed struct {
	ID   int32
	Name string `json:"name" msgpack:"name" cbor:"name" yaml:"name" bson:"name" xml:"name" codec:"name" hprose:"name" msg:"name"`
}

// FieldsReordered declares its fields in another order than newer's.
type FieldsReordered struct {
	ID    int32
	Name  string
	Score int64
}

// IntWidened's Count is an int32, newer's an int64.
type IntWidened struct {
	ID    int32
	Count int32
}

// IntNarrowed's Count is an int64, newer's an int32.
type IntNarrowed struct {
	ID    int32
	Count int64
}

// MadeOptional's Age is always present, newer's a pointer.
type MadeOptional struct {
	ID  int32
	Age int32
}

// Kind is an enum of two values, 0 and 1; newer's adds 2.
type Kind int32

// EnumValueAdded holds a Kind.
type EnumValueAdded struct {
	ID   int32
	Kind Kind
}

// Address lacks newer's Zip.
type Address struct{ City string }

// NestedFieldAdded holds an Address.
type NestedFieldAdded struct {
	ID      int32
	Address Address
}
