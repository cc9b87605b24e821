package main

import (
	"reflect"

	"github.com/serbench/serbench/datasets/cart"
	"github.com/serbench/serbench/datasets/colorgroup"
	"github.com/serbench/serbench/datasets/farcaster"
	"github.com/serbench/serbench/datasets/hero"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// messages is the table: the messages of protobuf.proto and
// collections.proto that codecs/easyproto reads with the loop, in the
// order of the files that write them (records.go, easyproto_games.go,
// easyproto_logsmesh.go). The decoders with more than the loop stay in
// those files: decodeA, decodeUser and decodeItem, which gather a
// Timestamp's two fields before the loop and set the time after it;
// decodeCartEntry, a map entry; decodeVector3d and decodeTriangle, which
// choose a destination and then read one; those of messages whose fields
// are all alike (decodeUUID), through decodeUint32s and decodeFloats; and
// the dynamic documents' and evolve's.
var messages = []message{
	// records.go
	{"decodeColorGroup", "", "v", reflect.TypeFor[colorgroup.ColorGroup](), "ColorGroup", []string{
		"1 ID int64", "2 Name string", "3 Colors repeated string"}},
	{"decodeHero", "", "v", reflect.TypeFor[hero.Hero](), "Hero", []string{
		"1 ID int64", "2 AffiliationID int64", "3 Name string", "4 Life double", "5 Energy double",
		"6 Powers message decodePower"}},
	{"decodePower", "", "v", reflect.TypeFor[hero.Power](), "Power", []string{
		"1 ID int64", "2 Name string", "3 Damage sint64", "4 Energy double", "5 Passive bool"}},
	{"decodeCartItem", "", "v", reflect.TypeFor[cart.CartItem](), "CartItem", []string{
		"1 Item message decodeItem", "2 Quantity int32"}},
	{"decodeMessage", "decodeMessage reads the envelope, and the data it holds in data (1)\nstraight into the record's Data.",
		"v", reflect.TypeFor[farcaster.Message](), "Message", []string{
			"1 Data message decodeMessageData", "2 Hash bytes", "3 HashScheme enum", "4 Signature bytes",
			"5 SignatureScheme enum", "6 Signer bytes"}},
	{"decodeMessageData", "", "v", reflect.TypeFor[farcaster.MessageData](), "MessageData", []string{
		"1 Type enum", "2 Fid uint64", "3 Timestamp uint32", "4 Network enum", "5 Body message decodeCastAddBody"}},
	{"decodeCastAddBody", "", "v", reflect.TypeFor[farcaster.CastAddBody](), "CastAddBody", []string{
		"1 Embeds repeated string", "2 Mentions packed uint64", "3 ParentCastID message decodeCastID", "4 Text string"}},
	{"decodeCastID", "", "v", reflect.TypeFor[farcaster.CastID](), "CastId", []string{
		"1 Fid uint64", "2 TsHash bytes"}},

	// easyproto_games.go
	{"decodeSave", "", "v", reflect.TypeFor[savedata.Save](), "Save", []string{
		"1 Players message decodePlayer"}},
	{"decodePlayer", "", "p", reflect.TypeFor[savedata.Player](), "Player", []string{
		"1 GameType enum", "2 PreviousGameType enum", "3 Score int64", "4 Dimension string",
		"5 SelectedItemSlot uint32", "6 SelectedItem message decodeSaveItem", "7 SpawnDimension optional string",
		"8 SpawnX int64", "9 SpawnY int64", "10 SpawnZ int64", "11 SpawnForced optional bool",
		"12 SleepTimer uint32", "13 FoodExhaustionLevel float", "14 FoodSaturationLevel float",
		"15 FoodTickTimer uint32", "16 XpLevel uint32", "17 XpP float", "18 XpTotal int32", "19 XpSeed int32",
		"20 Inventory message decodeSaveItem", "21 EnderItems message decodeSaveItem",
		"22 Abilities message decodeAbilities", "23 EnteredNetherPosition message decodeVector3d",
		"24 RootVehicle message decodeVehicle", "25 ShoulderEntityLeft message decodeEntity",
		"26 ShoulderEntityRight message decodeEntity", "27 SeenCredits bool", "28 RecipeBook message decodeRecipeBook"}},
	{"decodeSaveItem", "decodeSaveItem reads an item; of its kind's oneof the last member read\nis the one set, as protoc's runtimes keep it.",
		"it", reflect.TypeFor[savedata.Item](), "Item", []string{
			"1 Count sint32", "2 Slot uint32", "3 ID string",
			`4 Kind {
				it.Kind = savedata.ItemKind{Tool: new(savedata.Tool)}
				err = nested(&fc, "Item", it.Kind.Tool, r, decodeTool)
			}`,
			`5 Kind {
				it.Kind = savedata.ItemKind{Food: new(savedata.Food)}
				err = nested(&fc, "Item", it.Kind.Food, r, decodeFood)
			}`}},
	{"decodeTool", "", "t", reflect.TypeFor[savedata.Tool](), "Tool", []string{
		"1 Damage uint32", "2 Enchantments message decodeEnchantment"}},
	{"decodeEnchantment", "", "e", reflect.TypeFor[savedata.Enchantment](), "Enchantment", []string{
		"1 ID string", "2 Level uint32"}},
	{"decodeFood", "", "f", reflect.TypeFor[savedata.Food](), "Food", []string{
		"1 Saturation float"}},
	{"decodeAbilities", "", "a", reflect.TypeFor[savedata.Abilities](), "Abilities", []string{
		"1 WalkSpeed float", "2 FlySpeed float", "3 MayFly bool", "4 Flying bool", "5 Invulnerable bool",
		"6 MayBuild bool", "7 Instabuild bool"}},
	{"decodeVehicle", "", "v", reflect.TypeFor[savedata.Vehicle](), "Vehicle", []string{
		"1 UUID message decodeUUID", "2 Entity message decodeEntity"}},
	{"decodeEntity", "", "e", reflect.TypeFor[savedata.Entity](), "Entity", []string{
		"1 ID string", "2 Pos message decodeVector3d", "3 Motion message decodeVector3d",
		"4 Rotation message decodeVector2f", "5 FallDistance float", "6 Fire uint32", "7 Air uint32",
		"8 OnGround bool", "9 NoGravity bool", "10 Invulnerable bool", "11 PortalCooldown int32",
		"12 UUID message decodeUUID", "13 CustomName optional string", "14 CustomNameVisible bool",
		"15 Silent bool", "16 Glowing bool"}},
	{"decodeRecipeBook", "", "b", reflect.TypeFor[savedata.RecipeBook](), "RecipeBook", []string{
		"1 Recipes repeated string", "2 ToBeDisplayed repeated string", "3 IsFilteringCraftable bool",
		"4 IsGuiOpen bool", "5 IsFurnaceFilteringCraftable bool", "6 IsFurnaceGuiOpen bool",
		"7 IsBlastingFurnaceFilteringCraftable bool", "8 IsBlastingFurnaceGuiOpen bool",
		"9 IsSmokerFilteringCraftable bool", "10 IsSmokerGuiOpen bool"}},
	{"decodeUpdates", "", "v", reflect.TypeFor[updates.Updates](), "Updates", []string{
		"1 Updates message decodeUpdate"}},
	{"decodeUpdate", "", "u", reflect.TypeFor[updates.Update](), "Update", []string{
		"1 Contacts message decodeContact", "2 Removed packed uint32", "3 Score uint32", "4 WorldRadius float",
		"5 TerrainUpdates message decodeTerrainUpdate"}},
	{"decodeContact", "", "c", reflect.TypeFor[updates.Contact](), "Contact", []string{
		"1 Damage uint32", "2 EntityID uint32",
		`3 EntityType {
			var n int32
			if n, ok = fc.Enum(); ok {
				e := updates.EntityType(n)
				c.EntityType = &e
			}
		}`,
		"4 Guidance message decodeGuidance",
		`5 PlayerID {
			var n uint32
			if n, ok = fc.Uint32(); ok {
				p := uint16(n)
				c.PlayerID = &p
			}
		}`,
		"6 Reloads packed bool", "7 Transform message decodeTransform",
		`8 TurretAngles {
			var tmp [16]uint32
			var angles []uint32
			if angles, ok = fc.UnpackUint32s(tmp[:0]); ok {
				for _, a := range angles {
					c.TurretAngles = append(c.TurretAngles, uint16(a))
				}
			}
		}`}},
	{"decodeGuidance", "", "g", reflect.TypeFor[updates.Guidance](), "Guidance", []string{
		"1 Angle uint32", "2 Submerge bool", "3 Velocity sint32"}},
	{"decodeTransform", "", "t", reflect.TypeFor[updates.Transform](), "Transform", []string{
		"1 Altitude sint32", "2 Angle uint32", "3 Position message decodeUpdatesVector2f", "4 Velocity sint32"}},
	{"decodeTerrainUpdate", "", "t", reflect.TypeFor[updates.TerrainUpdate](), "TerrainUpdate", []string{
		"1 ChunkID message decodeChunkID", "2 Data bytes"}},
	{"decodeChunkID", "", "c", reflect.TypeFor[updates.ChunkID](), "ChunkId", []string{
		"1 X sint32", "2 Y sint32"}},

	// easyproto_logsmesh.go
	{"decodeLogs", "", "v", reflect.TypeFor[logs.Logs](), "Logs", []string{
		"1 Logs message decodeLog"}},
	{"decodeLog", "", "v", reflect.TypeFor[logs.Log](), "Log", []string{
		"1 Address message decodeAddress", "2 Identity string", "3 UserID string", "4 Date string",
		"5 Request string", "6 Code uint32", "7 Size uint64"}},
	{"decodeMesh", "", "v", reflect.TypeFor[mesh.Mesh](), "Mesh", []string{
		"1 Triangles message decodeTriangle"}},
}
