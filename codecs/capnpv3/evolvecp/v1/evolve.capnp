# The old version of each record serbench evolve changes (package
# evolve/older), one struct per change; v2/evolve.capnp is the new
# version, each struct named as here and changed as the Cap'n Proto
# language documentation's "Evolving Your Protocol" says. The two files
# have IDs and Go packages of their own, as one binary registers both.
# Go code is generated beside each by capnp 0.9.2 and go tool capnpc-go:
# go generate, see ../../evolve.go.
@0xde6fd5c12b54c810;

using Go = import "/go.capnp";
$Go.package("evolvev1");
$Go.import("github.com/serbench/serbench/codecs/capnpv3/evolvecp/v1");

struct FieldAdded {
  id @0 :Int32;
  name @1 :Text;
}

struct FieldRemoved {
  id @0 :Int32;
  note @1 :Text;
  score @2 :Int64;
}

struct FieldRenamed {
  id @0 :Int32;
  name @1 :Text;
}

struct FieldsReordered {
  id @0 :Int32;
  name @1 :Text;
  score @2 :Int64;
}

struct IntWidened {
  id @0 :Int32;
  count @1 :Int32;
}

struct IntNarrowed {
  id @0 :Int32;
  count @1 :Int64;
}

struct MadeOptional {
  id @0 :Int32;
  age @1 :Int32;
}

enum Kind {
  zero @0;
  one @1;
}

struct EnumValueAdded {
  id @0 :Int32;
  kind @1 :Kind;
}

struct Address {
  city @0 :Text;
}

struct NestedFieldAdded {
  id @0 :Int32;
  address @1 :Address;
}
