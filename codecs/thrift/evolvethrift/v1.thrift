// The old version of each record serbench evolve changes (package
// evolve/older), one struct per change; v2.thrift is the new version, each
// struct named as here and changed as Thrift's versioning rules allow. The
// two files have Go namespaces of their own, as one binary links both.

namespace go evolvev1

struct FieldAdded {
  1: i32 id
  2: string name
}

struct FieldRemoved {
  1: i32 id
  2: string note
  3: i64 score
}

struct FieldRenamed {
  1: i32 id
  2: string name
}

struct FieldsReordered {
  1: i32 id
  2: string name
  3: i64 score
}

struct IntWidened {
  1: i32 id
  2: i32 count
}

struct IntNarrowed {
  1: i32 id
  2: i64 count
}

struct MadeOptional {
  1: i32 id
  2: i32 age
}

enum Kind {
  ZERO = 0
  ONE = 1
}

struct EnumValueAdded {
  1: i32 id
  2: Kind kind
}

struct Address {
  1: string city
}

struct NestedFieldAdded {
  1: i32 id
  2: Address address
}
