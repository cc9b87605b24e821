# serbench's datasets for github.com/glycerine/go-capnproto. Go code in ./cp is generated
# from it by capnp 0.9.2 and its capnpc-go (go run): go generate, see glycerinecapnp.go.
@0xac7dbd9a5b81dd3a;

using Go = import "/go.capnp";
$Go.package("cp");
$Go.import("github.com/serbench/serbench/codecs/glycerinecapnp/cp");

# Time carries a time.Time: its instant as Unix seconds and nanoseconds,
# and its zone as a UTC offset in seconds and a name.
struct Time {
  seconds @0 :Int64;
  nanos @1 :Int32;
  offset @2 :Int32;
  zone @3 :Text;
}

# A is dataset small's (and edge's) record.
struct A {
  name @0 :Text;
  birthDay @1 :Time;
  phone @2 :Text;
  siblings @3 :Int64;
  spouse @4 :Bool;
  money @5 :Float64;
}

struct ColorGroup {
  id @0 :Int64;
  name @1 :Text;
  colors @2 :List(Text);
}

struct Hero {
  id @0 :Int64;
  affiliationId @1 :Int64;
  name @2 :Text;
  life @3 :Float64;
  energy @4 :Float64;
  powers @5 :List(Power);
}

struct Power {
  id @0 :Int64;
  name @1 :Text;
  damage @2 :Int64;
  energy @3 :Float64;
  passive @4 :Bool;
}

# User is dataset cart's record. Cap'n Proto has no maps: the cart is a
# list of key/value entries.
struct User {
  name @0 :Text;
  phone @1 :Text;
  balance @2 :Float64;
  birthDay @3 :Time;
  registeredAt @4 :Time;
  shoppingCart @5 :List(CartEntry);
  blocked @6 :Bool;
}

struct CartEntry {
  key @0 :Text;
  value @1 :CartItem;
}

struct CartItem {
  item @0 :Item;
  quantity @1 :Int32;
}

struct Item {
  id @0 :Text;
  createdAt @1 :Time;
  visible @2 :Bool;
  ownerId @3 :Int32;
  name @4 :Text;
  description @5 :Text;
  keywords @6 :List(Text);
  price @7 :Float64;
  weight @8 :Float32;
}

enum HashScheme { none @0; blake3 @1; }
enum SignatureScheme { none @0; ed25519 @1; eip712 @2; }
enum MessageType { none @0; castAdd @1; castRemove @2; }
enum Network { none @0; mainnet @1; testnet @2; devnet @3; }

# Message is dataset farcaster's envelope; data holds an encoded
# MessageData, as Farcaster signs the data apart from the envelope.
struct Message {
  data @0 :Data;
  hash @1 :Data;
  hashScheme @2 :HashScheme;
  signature @3 :Data;
  signatureScheme @4 :SignatureScheme;
  signer @5 :Data;
}

struct MessageData {
  type @0 :MessageType;
  fid @1 :UInt64;
  timestamp @2 :UInt32;
  network @3 :Network;
  castAddBody @4 :CastAddBody;
}

struct CastAddBody {
  embeds @0 :List(Text);
  mentions @1 :List(UInt64);
  parentCastId @2 :CastId;
  text @3 :Text;
}

struct CastId {
  fid @0 :UInt64;
  tsHash @1 :Data;
}
