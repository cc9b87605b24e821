// The four large collections (logs, mesh, savedata, updates) for Apache
// Thrift, generated into package collections. Every field carries a frugal
// tag (go.tag), as in serbench.thrift, so that codecs/frugal encodes the
// same types.
//
// Where Thrift lacks a Go type it is carried as Thrift's documentation
// advises for its base types: unsigned ints in the next wider signed type
// (uint8 as i16, uint16 as i32, uint32 as i64) and uint64 as i64 (the same
// bits), float32 as double (exactly), *T as an optional field, savedata's
// item kind as a union with an empty Block for neither, byte arrays as
// binary.

namespace go collections

// Logs is the logs dataset's record.
struct Logs {
  1: list<Log> logs (go.tag = 'frugal:"1,default,list<Log>"')
}

struct Address {
  1: i16 x0 (go.tag = 'frugal:"1,default,i16"')
  2: i16 x1 (go.tag = 'frugal:"2,default,i16"')
  3: i16 x2 (go.tag = 'frugal:"3,default,i16"')
  4: i16 x3 (go.tag = 'frugal:"4,default,i16"')
}

struct Log {
  1: Address address (go.tag = 'frugal:"1,default,Address"')
  2: string identity (go.tag = 'frugal:"2,default,string"')
  3: string userid (go.tag = 'frugal:"3,default,string"')
  4: string date (go.tag = 'frugal:"4,default,string"')
  5: string request (go.tag = 'frugal:"5,default,string"')
  6: i32 code (go.tag = 'frugal:"6,default,i32"')
  7: i64 size (go.tag = 'frugal:"7,default,i64"')
}

// Mesh is the mesh dataset's record.
struct Mesh {
  1: list<Triangle> triangles (go.tag = 'frugal:"1,default,list<Triangle>"')
}

struct Vector3 {
  1: double x (go.tag = 'frugal:"1,default,double"')
  2: double y (go.tag = 'frugal:"2,default,double"')
  3: double z (go.tag = 'frugal:"3,default,double"')
}

struct Triangle {
  1: Vector3 v0 (go.tag = 'frugal:"1,default,Vector3"')
  2: Vector3 v1 (go.tag = 'frugal:"2,default,Vector3"')
  3: Vector3 v2 (go.tag = 'frugal:"3,default,Vector3"')
  4: Vector3 normal (go.tag = 'frugal:"4,default,Vector3"')
}

// Save is the savedata dataset's record.
struct Save {
  1: list<Player> players (go.tag = 'frugal:"1,default,list<Player>"')
}

enum GameType {
  SURVIVAL = 0,
  CREATIVE = 1,
  ADVENTURE = 2,
  SPECTATOR = 3,
}

struct Enchantment {
  1: string id (go.tag = 'frugal:"1,default,string"')
  2: i16 level (go.tag = 'frugal:"2,default,i16"')
}

struct Tool {
  1: i32 damage (go.tag = 'frugal:"1,default,i32"')
  2: list<Enchantment> enchantments (go.tag = 'frugal:"2,default,list<Enchantment>"')
}

struct Food {
  1: double saturation (go.tag = 'frugal:"1,default,double"')
}

// Block is the item kind that carries no data.
struct Block {
}

// ItemKind's fields are optional, as a union's are: frugal's tags say so.
union ItemKind {
  1: Block block (go.tag = 'frugal:"1,optional,Block"')
  2: Tool tool (go.tag = 'frugal:"2,optional,Tool"')
  3: Food food (go.tag = 'frugal:"3,optional,Food"')
}

struct Item {
  1: i8 count (go.tag = 'frugal:"1,default,i8"')
  2: i16 slot (go.tag = 'frugal:"2,default,i16"')
  3: string id (go.tag = 'frugal:"3,default,string"')
  4: ItemKind kind (go.tag = 'frugal:"4,default,ItemKind"')
}

struct Abilities {
  1: double walkSpeed (go.tag = 'frugal:"1,default,double"')
  2: double flySpeed (go.tag = 'frugal:"2,default,double"')
  3: bool mayFly (go.tag = 'frugal:"3,default,bool"')
  4: bool flying (go.tag = 'frugal:"4,default,bool"')
  5: bool invulnerable (go.tag = 'frugal:"5,default,bool"')
  6: bool mayBuild (go.tag = 'frugal:"6,default,bool"')
  7: bool instabuild (go.tag = 'frugal:"7,default,bool"')
}

struct Vector3d {
  1: double x (go.tag = 'frugal:"1,default,double"')
  2: double y (go.tag = 'frugal:"2,default,double"')
  3: double z (go.tag = 'frugal:"3,default,double"')
}

struct Vector2f {
  1: double x (go.tag = 'frugal:"1,default,double"')
  2: double y (go.tag = 'frugal:"2,default,double"')
}

struct UUID {
  1: i64 x0 (go.tag = 'frugal:"1,default,i64"')
  2: i64 x1 (go.tag = 'frugal:"2,default,i64"')
  3: i64 x2 (go.tag = 'frugal:"3,default,i64"')
  4: i64 x3 (go.tag = 'frugal:"4,default,i64"')
}

struct Entity {
  1: string id (go.tag = 'frugal:"1,default,string"')
  2: Vector3d pos (go.tag = 'frugal:"2,default,Vector3d"')
  3: Vector3d motion (go.tag = 'frugal:"3,default,Vector3d"')
  4: Vector2f rotation (go.tag = 'frugal:"4,default,Vector2f"')
  5: double fallDistance (go.tag = 'frugal:"5,default,double"')
  6: i32 fire (go.tag = 'frugal:"6,default,i32"')
  7: i32 air (go.tag = 'frugal:"7,default,i32"')
  8: bool onGround (go.tag = 'frugal:"8,default,bool"')
  9: bool noGravity (go.tag = 'frugal:"9,default,bool"')
  10: bool invulnerable (go.tag = 'frugal:"10,default,bool"')
  11: i32 portalCooldown (go.tag = 'frugal:"11,default,i32"')
  12: UUID uuid (go.tag = 'frugal:"12,default,UUID"')
  13: optional string customName (go.tag = 'frugal:"13,optional,string"')
  14: bool customNameVisible (go.tag = 'frugal:"14,default,bool"')
  15: bool silent (go.tag = 'frugal:"15,default,bool"')
  16: bool glowing (go.tag = 'frugal:"16,default,bool"')
}

struct Vehicle {
  1: UUID uuid (go.tag = 'frugal:"1,default,UUID"')
  2: Entity entity (go.tag = 'frugal:"2,default,Entity"')
}

struct RecipeBook {
  1: list<string> recipes (go.tag = 'frugal:"1,default,list<string>"')
  2: list<string> toBeDisplayed (go.tag = 'frugal:"2,default,list<string>"')
  3: bool isFilteringCraftable (go.tag = 'frugal:"3,default,bool"')
  4: bool isGuiOpen (go.tag = 'frugal:"4,default,bool"')
  5: bool isFurnaceFilteringCraftable (go.tag = 'frugal:"5,default,bool"')
  6: bool isFurnaceGuiOpen (go.tag = 'frugal:"6,default,bool"')
  7: bool isBlastingFurnaceFilteringCraftable (go.tag = 'frugal:"7,default,bool"')
  8: bool isBlastingFurnaceGuiOpen (go.tag = 'frugal:"8,default,bool"')
  9: bool isSmokerFilteringCraftable (go.tag = 'frugal:"9,default,bool"')
  10: bool isSmokerGuiOpen (go.tag = 'frugal:"10,default,bool"')
}

struct Player {
  1: GameType gameType (go.tag = 'frugal:"1,default,GameType"')
  2: GameType previousGameType (go.tag = 'frugal:"2,default,GameType"')
  3: i64 score (go.tag = 'frugal:"3,default,i64"')
  4: string dimension (go.tag = 'frugal:"4,default,string"')
  5: i64 selectedItemSlot (go.tag = 'frugal:"5,default,i64"')
  6: Item selectedItem (go.tag = 'frugal:"6,default,Item"')
  7: optional string spawnDimension (go.tag = 'frugal:"7,optional,string"')
  8: i64 spawnX (go.tag = 'frugal:"8,default,i64"')
  9: i64 spawnY (go.tag = 'frugal:"9,default,i64"')
  10: i64 spawnZ (go.tag = 'frugal:"10,default,i64"')
  11: optional bool spawnForced (go.tag = 'frugal:"11,optional,bool"')
  12: i32 sleepTimer (go.tag = 'frugal:"12,default,i32"')
  13: double foodExhaustionLevel (go.tag = 'frugal:"13,default,double"')
  14: double foodSaturationLevel (go.tag = 'frugal:"14,default,double"')
  15: i64 foodTickTimer (go.tag = 'frugal:"15,default,i64"')
  16: i64 xpLevel (go.tag = 'frugal:"16,default,i64"')
  17: double xpP (go.tag = 'frugal:"17,default,double"')
  18: i32 xpTotal (go.tag = 'frugal:"18,default,i32"')
  19: i32 xpSeed (go.tag = 'frugal:"19,default,i32"')
  20: list<Item> inventory (go.tag = 'frugal:"20,default,list<Item>"')
  21: list<Item> enderItems (go.tag = 'frugal:"21,default,list<Item>"')
  22: Abilities abilities (go.tag = 'frugal:"22,default,Abilities"')
  23: optional Vector3d enteredNetherPosition (go.tag = 'frugal:"23,optional,Vector3d"')
  24: optional Vehicle rootVehicle (go.tag = 'frugal:"24,optional,Vehicle"')
  25: optional Entity shoulderEntityLeft (go.tag = 'frugal:"25,optional,Entity"')
  26: optional Entity shoulderEntityRight (go.tag = 'frugal:"26,optional,Entity"')
  27: bool seenCredits (go.tag = 'frugal:"27,default,bool"')
  28: RecipeBook recipeBook (go.tag = 'frugal:"28,default,RecipeBook"')
}

// Updates is the updates dataset's record.
struct Updates {
  1: list<Update> updates (go.tag = 'frugal:"1,default,list<Update>"')
}

enum EntityType {
  ARLEIGH_BURKE = 0,
  BISMARCK = 1,
  CLEMENCEAU = 2,
  FLETCHER = 3,
  G5 = 4,
  IOWA = 5,
  KOLKATA = 6,
  OSA = 7,
  YASEN = 8,
  ZUBR = 9,
}

struct Guidance {
  1: i32 angle (go.tag = 'frugal:"1,default,i32"')
  2: bool submerge (go.tag = 'frugal:"2,default,bool"')
  3: i16 velocity (go.tag = 'frugal:"3,default,i16"')
}

// Position is updates' Vector2f (the name Vector2f is savedata's).
struct Position {
  1: double x (go.tag = 'frugal:"1,default,double"')
  2: double y (go.tag = 'frugal:"2,default,double"')
}

struct Transform {
  1: i8 altitude (go.tag = 'frugal:"1,default,i8"')
  2: i32 angle (go.tag = 'frugal:"2,default,i32"')
  3: Position position (go.tag = 'frugal:"3,default,Position"')
  4: i16 velocity (go.tag = 'frugal:"4,default,i16"')
}

struct Contact {
  1: i16 damage (go.tag = 'frugal:"1,default,i16"')
  2: i64 entityId (go.tag = 'frugal:"2,default,i64"')
  3: optional EntityType entityType (go.tag = 'frugal:"3,optional,EntityType"')
  4: Guidance guidance (go.tag = 'frugal:"4,default,Guidance"')
  5: optional i32 playerId (go.tag = 'frugal:"5,optional,i32"')
  6: list<bool> reloads (go.tag = 'frugal:"6,default,list<bool>"')
  7: Transform transform (go.tag = 'frugal:"7,default,Transform"')
  8: list<i32> turretAngles (go.tag = 'frugal:"8,default,list<i32>"')
}

struct ChunkID {
  1: i8 x (go.tag = 'frugal:"1,default,i8"')
  2: i8 y (go.tag = 'frugal:"2,default,i8"')
}

struct TerrainUpdate {
  1: ChunkID chunkId (go.tag = 'frugal:"1,default,ChunkID"')
  2: binary data (go.tag = 'frugal:"2,default,binary"')
}

struct Update {
  1: list<Contact> contacts (go.tag = 'frugal:"1,default,list<Contact>"')
  2: list<i64> removed (go.tag = 'frugal:"2,default,list<i64>"')
  3: i64 score (go.tag = 'frugal:"3,default,i64"')
  4: double worldRadius (go.tag = 'frugal:"4,default,double"')
  5: list<TerrainUpdate> terrainUpdates (go.tag = 'frugal:"5,default,list<TerrainUpdate>"')
}
