# The new version of each record serbench evolve changes (package
# evolve/newer), each struct v1/evolve.capnp's of its name changed as the
# Cap'n Proto language documentation's "Evolving Your Protocol" says: a
# new field takes the next ordinal, names and the order of declaration
# are free while the ordinals stay, a field may be replaced by a new union
# holding it and new fields, and an enum gains an enumerant at the end.
# Removal is not among the safe changes, so a dropped field stays, renamed
# obsolete. A field's type may not change; IntWidened and IntNarrowed
# change it anyway, as a user might, so that evolve shows what the wire
# then does. Go code is generated beside each by capnp 0.9.2 and go tool
# capnpc-go: go generate, see ../../evolve.go.
@0xbac0cbdcb11b9ed4;

using Go = import "/go.capnp";
$Go.package("evolvev2");
$Go.import("github.com/serbench/serbench/codecs/capnpv3/evolvecp/v2");

struct FieldAdded {
  id @0 :Int32;
  name @1 :Text;
  email @2 :Text;
}

# FieldRemoved keeps v1's note, renamed: its ordinal and its place in the
# layout stay taken, and the new version never sets it.
struct FieldRemoved {
  id @0 :Int32;
  obsoleteNote @1 :Text;
  score @2 :Int64;
}

# FieldRenamed's fullName is v1's name: the ordinal is what places it.
struct FieldRenamed {
  id @0 :Int32;
  fullName @1 :Text;
}

# FieldsReordered declares v1's fields in another order, their ordinals
# kept.
struct FieldsReordered {
  score @2 :Int64;
  id @0 :Int32;
  name @1 :Text;
}

# IntWidened's count was an Int32, a type change the rules forbid, which
# the compiler cannot see, as it lays this file out on its own: the Int64
# takes the data section's second word, which v1's one-word struct lacks,
# while v1's Int32 sits in the first word's upper half, here padding.
struct IntWidened {
  id @0 :Int32;
  count @1 :Int64;
}

# IntNarrowed's count was an Int64, a type change the rules forbid, which
# the compiler cannot see: the Int32 takes the first word's upper half,
# padding in v1, whose Int64 is in the second word, which this one-word
# struct lacks.
struct IntNarrowed {
  id @0 :Int32;
  count @1 :Int32;
}

# MadeOptional's age is v1's field moved into a new union with a new Void
# for its absence, as Cap'n Proto has no optional scalars: the old field
# has the lowest ordinal, so its discriminant is 0, what old data holds.
struct MadeOptional {
  id @0 :Int32;
  age :union {
    some @1 :Int32;
    none @2 :Void;
  }
}

enum Kind {
  zero @0;
  one @1;
  two @2;
}

struct EnumValueAdded {
  id @0 :Int32;
  kind @1 :Kind;
}

struct Address {
  city @0 :Text;
  zip @1 :Text;
}

struct NestedFieldAdded {
  id @0 :Int32;
  address @1 :Address;
}
