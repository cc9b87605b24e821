// The new version of each record serbench evolve changes (package
// evolve/newer), each struct v1.thrift's of its name changed as Thrift's
// versioning rules have it: a field is known on the wire by its id and
// type, so a field added takes a new id, a renamed or reordered field
// keeps its id, a removed field's id is never used again (the IDL has no
// reserved ids), and a reader skips an id it does not know. A widened or
// narrowed count keeps its id under a new type, which the generated
// readers skip as a field they do not know. Made optional, a field is
// written only when set; an enum is an i32 that gains a value.

namespace go evolvev2

struct FieldAdded {
  1: i32 id
  2: string name
  3: string email
}

// FieldRemoved drops v1's 2: note; id 2 stays unused.
struct FieldRemoved {
  1: i32 id
  3: i64 score
}

// FieldRenamed's fullName is v1's name: the id is what the wire carries.
struct FieldRenamed {
  1: i32 id
  2: string fullName
}

// FieldsReordered declares v1's fields in another order, their ids kept.
struct FieldsReordered {
  3: i64 score
  1: i32 id
  2: string name
}

struct IntWidened {
  1: i32 id
  2: i64 count
}

struct IntNarrowed {
  1: i32 id
  2: i32 count
}

struct MadeOptional {
  1: i32 id
  2: optional i32 age
}

enum Kind {
  ZERO = 0
  ONE = 1
  TWO = 2
}

struct EnumValueAdded {
  1: i32 id
  2: Kind kind
}

struct Address {
  1: string city
  2: string zip
}

struct NestedFieldAdded {
  1: i32 id
  2: Address address
}
