# serbench's large collections (datasets logs, mesh, savedata and updates)
# for zombiezen.com/go/capnproto2, after djkoloski/rust_serialization_benchmark's
# schemas. Go code in ./cpc is generated from it by capnp 0.9.2 and the
# module's capnpc-go (go run): go generate, see capnproto2_collections.go.
@0x83318bbfb0c7dfdb;

using Go = import "/go.capnp";
$Go.package("cpc");
$Go.import("github.com/serbench/serbench/codecs/capnproto2/cpc");

# logs

struct Address {
  x0 @0 :UInt8;
  x1 @1 :UInt8;
  x2 @2 :UInt8;
  x3 @3 :UInt8;
}

struct Log {
  address @0 :Address;
  identity @1 :Text;
  userId @2 :Text;
  date @3 :Text;
  request @4 :Text;
  code @5 :UInt16;
  size @6 :UInt64;
}

struct Logs {
  logs @0 :List(Log);
}

# mesh

struct Vector3 {
  x @0 :Float32;
  y @1 :Float32;
  z @2 :Float32;
}

struct Triangle {
  v0 @0 :Vector3;
  v1 @1 :Vector3;
  v2 @2 :Vector3;
  normal @3 :Vector3;
}

struct Mesh {
  triangles @0 :List(Triangle);
}

# savedata

enum GameType {
  survival @0;
  creative @1;
  adventure @2;
  spectator @3;
}

struct Enchantment {
  id @0 :Text;
  level @1 :UInt8;
}

struct Tool {
  damage @0 :UInt16;
  enchantments @1 :List(Enchantment);
}

struct Food {
  saturation @0 :Float32;
}

# Item's kind is a union of item kinds.
struct Item {
  count @0 :Int8;
  slot @1 :UInt8;
  id @2 :Text;
  kind :union {
    block @3 :Void;
    tool @4 :Tool;
    food @5 :Food;
  }
}

struct Abilities {
  walkSpeed @0 :Float32;
  flySpeed @1 :Float32;
  mayFly @2 :Bool;
  flying @3 :Bool;
  invulnerable @4 :Bool;
  mayBuild @5 :Bool;
  instabuild @6 :Bool;
}

struct Vector3d {
  x @0 :Float64;
  y @1 :Float64;
  z @2 :Float64;
}

struct Vector2f {
  x @0 :Float32;
  y @1 :Float32;
}

struct Uuid {
  x0 @0 :UInt32;
  x1 @1 :UInt32;
  x2 @2 :UInt32;
  x3 @3 :UInt32;
}

# Entity's customName is a null pointer when the Go field is nil.
struct Entity {
  id @0 :Text;
  pos @1 :Vector3d;
  motion @2 :Vector3d;
  rotation @3 :Vector2f;
  fallDistance @4 :Float32;
  fire @5 :UInt16;
  air @6 :UInt16;
  onGround @7 :Bool;
  noGravity @8 :Bool;
  invulnerable @9 :Bool;
  portalCooldown @10 :Int32;
  uuid @11 :Uuid;
  customName @12 :Text;
  customNameVisible @13 :Bool;
  silent @14 :Bool;
  glowing @15 :Bool;
}

struct Vehicle {
  uuid @0 :Uuid;
  entity @1 :Entity;
}

struct RecipeBook {
  recipes @0 :List(Text);
  toBeDisplayed @1 :List(Text);
  isFilteringCraftable @2 :Bool;
  isGuiOpen @3 :Bool;
  isFurnaceFilteringCraftable @4 :Bool;
  isFurnaceGuiOpen @5 :Bool;
  isBlastingFurnaceFilteringCraftable @6 :Bool;
  isBlastingFurnaceGuiOpen @7 :Bool;
  isSmokerFilteringCraftable @8 :Bool;
  isSmokerGuiOpen @9 :Bool;
}

# Player's optional pointers (spawnDimension, enteredNetherPosition,
# rootVehicle, shoulderEntityLeft and shoulderEntityRight) are null when the
# Go pointer is nil; its optional Bool, spawnForced, is a union with Void,
# as Cap'n Proto has no optional scalars.
struct Player {
  gameType @0 :GameType;
  previousGameType @1 :GameType;
  score @2 :Int64;
  dimension @3 :Text;
  selectedItemSlot @4 :UInt32;
  selectedItem @5 :Item;
  spawnDimension @6 :Text;
  spawnX @7 :Int64;
  spawnY @8 :Int64;
  spawnZ @9 :Int64;
  spawnForced :union {
    none @10 :Void;
    some @11 :Bool;
  }
  sleepTimer @12 :UInt16;
  foodExhaustionLevel @13 :Float32;
  foodSaturationLevel @14 :Float32;
  foodTickTimer @15 :UInt32;
  xpLevel @16 :UInt32;
  xpP @17 :Float32;
  xpTotal @18 :Int32;
  xpSeed @19 :Int32;
  inventory @20 :List(Item);
  enderItems @21 :List(Item);
  abilities @22 :Abilities;
  enteredNetherPosition @23 :Vector3d;
  rootVehicle @24 :Vehicle;
  shoulderEntityLeft @25 :Entity;
  shoulderEntityRight @26 :Entity;
  seenCredits @27 :Bool;
  recipeBook @28 :RecipeBook;
}

struct Save {
  players @0 :List(Player);
}

# updates

enum EntityType {
  arleighBurke @0;
  bismarck @1;
  clemenceau @2;
  fletcher @3;
  g5 @4;
  iowa @5;
  kolkata @6;
  osa @7;
  yasen @8;
  zubr @9;
}

struct Guidance {
  angle @0 :UInt16;
  submerge @1 :Bool;
  velocity @2 :Int16;
}

struct Transform {
  altitude @0 :Int8;
  angle @1 :UInt16;
  position @2 :Vector2f;
  velocity @3 :Int16;
}

# Contact's optional entityType and playerId are unions with Void.
struct Contact {
  damage @0 :UInt8;
  entityId @1 :UInt32;
  entityType :union {
    none @2 :Void;
    some @3 :EntityType;
  }
  guidance @4 :Guidance;
  playerId :union {
    none @5 :Void;
    some @6 :UInt16;
  }
  reloads @7 :List(Bool);
  transform @8 :Transform;
  turretAngles @9 :List(UInt16);
}

struct ChunkId {
  x @0 :Int8;
  y @1 :Int8;
}

struct TerrainUpdate {
  chunkId @0 :ChunkId;
  data @1 :Data;
}

struct Update {
  contacts @0 :List(Contact);
  removed @1 :List(UInt32);
  score @2 :UInt32;
  worldRadius @3 :Float32;
  terrainUpdates @4 :List(TerrainUpdate);
}

struct Updates {
  updates @0 :List(Update);
}
