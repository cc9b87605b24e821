// Schemas of serbench's datasets for Apache Thrift. Every field also carries
// a frugal tag (go.tag), as thriftgo's frugal_tag option would write it, so
// that CloudWeGo's frugal (codecs/frugal) encodes the same generated types.

namespace go gen

// Time is a time.Time: Unix seconds and nanoseconds, the UTC offset in
// seconds, and the zone's name unless it is UTC.
struct Time {
  1: i64 seconds (go.tag = 'frugal:"1,default,i64"')
  2: i32 nanos (go.tag = 'frugal:"2,default,i32"')
  3: i32 offset (go.tag = 'frugal:"3,default,i32"')
  4: optional string zone (go.tag = 'frugal:"4,optional,string"')
}

// A is seed 000's struct (datasets small and edge).
struct A {
  1: string name (go.tag = 'frugal:"1,default,string"')
  2: Time birthDay (go.tag = 'frugal:"2,default,Time"')
  3: string phone (go.tag = 'frugal:"3,default,string"')
  4: i64 siblings (go.tag = 'frugal:"4,default,i64"')
  5: bool spouse (go.tag = 'frugal:"5,default,bool"')
  6: double money (go.tag = 'frugal:"6,default,double"')
}

// ColorGroup is seed 001's struct.
struct ColorGroup {
  1: i64 id (go.tag = 'frugal:"1,default,i64"')
  2: string name (go.tag = 'frugal:"2,default,string"')
  3: list<string> colors (go.tag = 'frugal:"3,default,list<string>"')
}

// Hero is seed 004's reference message.
struct Hero {
  1: i64 id (go.tag = 'frugal:"1,default,i64"')
  2: i64 affiliationId (go.tag = 'frugal:"2,default,i64"')
  3: string name (go.tag = 'frugal:"3,default,string"')
  4: double life (go.tag = 'frugal:"4,default,double"')
  5: double energy (go.tag = 'frugal:"5,default,double"')
  6: list<Power> powers (go.tag = 'frugal:"6,default,list<Power>"')
}

struct Power {
  1: i64 id (go.tag = 'frugal:"1,default,i64"')
  2: string name (go.tag = 'frugal:"2,default,string"')
  3: i64 damage (go.tag = 'frugal:"3,default,i64"')
  4: double energy (go.tag = 'frugal:"4,default,double"')
  5: bool passive (go.tag = 'frugal:"5,default,bool"')
}

// User is seed 002's user with a shopping cart.
struct User {
  1: string name (go.tag = 'frugal:"1,default,string"')
  2: string phone (go.tag = 'frugal:"2,default,string"')
  3: double balance (go.tag = 'frugal:"3,default,double"')
  4: optional Time birthDay (go.tag = 'frugal:"4,optional,Time"')
  5: Time registeredAt (go.tag = 'frugal:"5,default,Time"')
  6: map<string, CartItem> shoppingCart (go.tag = 'frugal:"6,default,map<string:CartItem>"')
  7: bool blocked (go.tag = 'frugal:"7,default,bool"')
}

struct CartItem {
  1: Item item (go.tag = 'frugal:"1,default,Item"')
  2: i32 quantity (go.tag = 'frugal:"2,default,i32"')
}

// Item carries its float32 weight as a double, Thrift's only float.
struct Item {
  1: string id (go.tag = 'frugal:"1,default,string"')
  2: Time createdAt (go.tag = 'frugal:"2,default,Time"')
  3: bool visible (go.tag = 'frugal:"3,default,bool"')
  4: i32 ownerId (go.tag = 'frugal:"4,default,i32"')
  5: string name (go.tag = 'frugal:"5,default,string"')
  6: optional string description (go.tag = 'frugal:"6,optional,string"')
  7: list<string> keywords (go.tag = 'frugal:"7,default,list<string>"')
  8: double price (go.tag = 'frugal:"8,default,double"')
  9: double weight (go.tag = 'frugal:"9,default,double"')
}

enum HashScheme {
  NONE = 0,
  BLAKE3 = 1,
}

enum SignatureScheme {
  NONE = 0,
  ED25519 = 1,
  EIP712 = 2,
}

enum MessageType {
  NONE = 0,
  CAST_ADD = 1,
  CAST_REMOVE = 2,
}

enum FarcasterNetwork {
  NONE = 0,
  MAINNET = 1,
  TESTNET = 2,
  DEVNET = 3,
}

// Message is seed 003's envelope; data holds an encoded MessageData.
struct Message {
  1: binary data (go.tag = 'frugal:"1,default,binary"')
  2: binary hash (go.tag = 'frugal:"2,default,binary"')
  3: HashScheme hashScheme (go.tag = 'frugal:"3,default,HashScheme"')
  4: binary signature (go.tag = 'frugal:"4,default,binary"')
  5: SignatureScheme signatureScheme (go.tag = 'frugal:"5,default,SignatureScheme"')
  6: binary signer (go.tag = 'frugal:"6,default,binary"')
}

// MessageData carries Farcaster's uint64 fids and uint32 timestamp as i64,
// as Thrift has no unsigned integers.
struct MessageData {
  1: MessageType type (go.tag = 'frugal:"1,default,MessageType"')
  2: i64 fid (go.tag = 'frugal:"2,default,i64"')
  3: i64 timestamp (go.tag = 'frugal:"3,default,i64"')
  4: FarcasterNetwork network (go.tag = 'frugal:"4,default,FarcasterNetwork"')
  5: CastAddBody castAddBody (go.tag = 'frugal:"5,default,CastAddBody"')
}

// CastAddBody's lists are optional, so that an absent list stays nil.
struct CastAddBody {
  1: optional list<string> embeds (go.tag = 'frugal:"1,optional,list<string>"')
  2: optional list<i64> mentions (go.tag = 'frugal:"2,optional,list<i64>"')
  3: optional CastId parentCastId (go.tag = 'frugal:"3,optional,CastId"')
  4: string text (go.tag = 'frugal:"4,default,string"')
}

struct CastId {
  1: i64 fid (go.tag = 'frugal:"1,default,i64"')
  2: binary hash (go.tag = 'frugal:"2,default,binary"')
}
