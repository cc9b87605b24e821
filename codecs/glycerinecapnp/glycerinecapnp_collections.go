package glycerinecapnp

import (
	"bytes"
	"math"

	C "github.com/glycerine/go-capnproto"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/glycerinecapnp/cpc"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

//go:generate sh -c "rm -rf cpc && mkdir cpc && capnp compile -o- -I\"$(go list -m -f {{.Dir}} github.com/glycerine/go-capnproto)\" collections.capnp | (cd cpc && go run github.com/glycerine/go-capnproto/capnpc-go)"

// supportCollections registers the large collections, from
// collections.capnp. As in the Rust suite, the access op reads one field
// of the collection's first entry, and the update op writes the fields
// that the Rust suite's update writes into every entry, through the
// generated setters on a segment read from the bytes without a copy.
func supportCollections() {
	support(logs.Dataset, buildLogs, readLogs, accessLogs, updateLogs)
	support(mesh.Dataset, buildMesh, readMesh, accessMesh, updateMesh)
	support(savedata.Dataset, buildSave, readSave, accessSave, updateSave)
	support(updates.Dataset, buildUpdates, readUpdates, accessUpdates, updateUpdates)
	serbench.Unsupported(name, "dynamic", "Cap'n Proto reads a message through accessors compiled from its schema, and a document of unknown shape has none "+
		"(its AnyPointer holds a message of a type known elsewhere, not a schemaless document)")
}

func buildLogs(seg *C.Segment, v *logs.Logs) {
	root := cpc.NewRootLogs(seg) // the root pointer is the segment's first word
	entries := cpc.NewLogList(seg, len(v.Logs))
	for i := range v.Logs {
		l, e := &v.Logs[i], entries.At(i)
		a := cpc.NewAddress(seg)
		a.SetX0(l.Address.X0)
		a.SetX1(l.Address.X1)
		a.SetX2(l.Address.X2)
		a.SetX3(l.Address.X3)
		e.SetAddress(a)
		e.SetIdentity(l.Identity)
		e.SetUserId(l.UserID)
		e.SetDate(l.Date)
		e.SetRequest(l.Request)
		e.SetCode(l.Code)
		e.SetSize(l.Size)
	}
	root.SetLogs(entries)
}

func readLogs(seg *C.Segment, v *logs.Logs) {
	entries := cpc.ReadRootLogs(seg).Logs()
	v.Logs = make([]logs.Log, entries.Len())
	for i := range v.Logs {
		l, e := &v.Logs[i], entries.At(i)
		a := e.Address()
		l.Address = logs.Address{X0: a.X0(), X1: a.X1(), X2: a.X2(), X3: a.X3()}
		l.Identity, l.UserID, l.Date, l.Request = e.Identity(), e.UserId(), e.Date(), e.Request()
		l.Code, l.Size = e.Code(), e.Size()
	}
}

func accessLogs(seg *C.Segment) int { return int(cpc.ReadRootLogs(seg).Logs().At(0).Code()) }

// updateLogs clears every entry's address and size and sets its code to
// 200, as the Rust suite's update does.
func updateLogs(seg *C.Segment) int {
	entries := cpc.ReadRootLogs(seg).Logs()
	for i := range entries.Len() {
		e := entries.At(i)
		a := e.Address()
		a.SetX0(0)
		a.SetX1(0)
		a.SetX2(0)
		a.SetX3(0)
		e.SetCode(200)
		e.SetSize(0)
	}
	return 6 * entries.Len()
}

func newVector3(seg *C.Segment, v mesh.Vector3) cpc.Vector3 {
	x := cpc.NewVector3(seg)
	x.SetX(v.X)
	x.SetY(v.Y)
	x.SetZ(v.Z)
	return x
}

func buildMesh(seg *C.Segment, v *mesh.Mesh) {
	root := cpc.NewRootMesh(seg)
	triangles := cpc.NewTriangleList(seg, len(v.Triangles))
	for i := range v.Triangles {
		t, c := &v.Triangles[i], triangles.At(i)
		c.SetV0(newVector3(seg, t.V0))
		c.SetV1(newVector3(seg, t.V1))
		c.SetV2(newVector3(seg, t.V2))
		c.SetNormal(newVector3(seg, t.Normal))
	}
	root.SetTriangles(triangles)
}

func vector3(x cpc.Vector3) mesh.Vector3 { return mesh.Vector3{X: x.X(), Y: x.Y(), Z: x.Z()} }

func readMesh(seg *C.Segment, v *mesh.Mesh) {
	triangles := cpc.ReadRootMesh(seg).Triangles()
	v.Triangles = make([]mesh.Triangle, triangles.Len())
	for i := range v.Triangles {
		c := triangles.At(i)
		v.Triangles[i] = mesh.Triangle{V0: vector3(c.V0()), V1: vector3(c.V1()), V2: vector3(c.V2()), Normal: vector3(c.Normal())}
	}
}

func accessMesh(seg *C.Segment) int {
	return int(math.Float32bits(cpc.ReadRootMesh(seg).Triangles().At(0).Normal().X()))
}

// updateMesh zeroes every triangle's normal, as the Rust suite's update does.
func updateMesh(seg *C.Segment) int {
	triangles := cpc.ReadRootMesh(seg).Triangles()
	for i := range triangles.Len() {
		n := triangles.At(i).Normal()
		n.SetX(0)
		n.SetY(0)
		n.SetZ(0)
	}
	return 3 * triangles.Len()
}

func buildSave(seg *C.Segment, v *savedata.Save) {
	root := cpc.NewRootSave(seg)
	players := cpc.NewPlayerList(seg, len(v.Players))
	for i := range v.Players {
		buildPlayer(seg, players.At(i), &v.Players[i])
	}
	root.SetPlayers(players)
}

func newUUID(seg *C.Segment, v savedata.UUID) cpc.Uuid {
	u := cpc.NewUuid(seg)
	u.SetX0(v.X0)
	u.SetX1(v.X1)
	u.SetX2(v.X2)
	u.SetX3(v.X3)
	return u
}

func newVector3d(seg *C.Segment, v savedata.Vector3d) cpc.Vector3d {
	x := cpc.NewVector3d(seg)
	x.SetX(v.X)
	x.SetY(v.Y)
	x.SetZ(v.Z)
	return x
}

func newStacks(seg *C.Segment, items []savedata.Item) cpc.Item_List {
	l := cpc.NewItemList(seg, len(items))
	for i := range items {
		buildStack(seg, l.At(i), &items[i])
	}
	return l
}

func buildPlayer(seg *C.Segment, r cpc.Player, p *savedata.Player) {
	r.SetGameType(cpc.GameType(p.GameType))
	r.SetPreviousGameType(cpc.GameType(p.PreviousGameType))
	r.SetScore(p.Score)
	r.SetDimension(p.Dimension)
	r.SetSelectedItemSlot(p.SelectedItemSlot)
	selected := cpc.NewItem(seg)
	buildStack(seg, selected, &p.SelectedItem)
	r.SetSelectedItem(selected)
	if p.SpawnDimension != nil {
		r.SetSpawnDimension(*p.SpawnDimension)
	}
	r.SetSpawnX(p.SpawnX)
	r.SetSpawnY(p.SpawnY)
	r.SetSpawnZ(p.SpawnZ)
	if p.SpawnForced != nil {
		r.SpawnForced().SetSome(*p.SpawnForced)
	} else {
		r.SpawnForced().SetNone()
	}
	r.SetSleepTimer(p.SleepTimer)
	r.SetFoodExhaustionLevel(p.FoodExhaustionLevel)
	r.SetFoodSaturationLevel(p.FoodSaturationLevel)
	r.SetFoodTickTimer(p.FoodTickTimer)
	r.SetXpLevel(p.XpLevel)
	r.SetXpP(p.XpP)
	r.SetXpTotal(p.XpTotal)
	r.SetXpSeed(p.XpSeed)
	r.SetInventory(newStacks(seg, p.Inventory))
	r.SetEnderItems(newStacks(seg, p.EnderItems))
	a, ab := cpc.NewAbilities(seg), &p.Abilities
	a.SetWalkSpeed(ab.WalkSpeed)
	a.SetFlySpeed(ab.FlySpeed)
	a.SetMayFly(ab.MayFly)
	a.SetFlying(ab.Flying)
	a.SetInvulnerable(ab.Invulnerable)
	a.SetMayBuild(ab.MayBuild)
	a.SetInstabuild(ab.Instabuild)
	r.SetAbilities(a)
	if n := p.EnteredNetherPosition; n != nil {
		r.SetEnteredNetherPosition(newVector3d(seg, *n))
	}
	if rv := p.RootVehicle; rv != nil {
		vehicle := cpc.NewVehicle(seg)
		vehicle.SetUuid(newUUID(seg, rv.UUID))
		vehicle.SetEntity(newEntity(seg, &rv.Entity))
		r.SetRootVehicle(vehicle)
	}
	if e := p.ShoulderEntityLeft; e != nil {
		r.SetShoulderEntityLeft(newEntity(seg, e))
	}
	if e := p.ShoulderEntityRight; e != nil {
		r.SetShoulderEntityRight(newEntity(seg, e))
	}
	r.SetSeenCredits(p.SeenCredits)
	rb, b := cpc.NewRecipeBook(seg), &p.RecipeBook
	rb.SetRecipes(newStrings(seg, b.Recipes))
	rb.SetToBeDisplayed(newStrings(seg, b.ToBeDisplayed))
	rb.SetIsFilteringCraftable(b.IsFilteringCraftable)
	rb.SetIsGuiOpen(b.IsGuiOpen)
	rb.SetIsFurnaceFilteringCraftable(b.IsFurnaceFilteringCraftable)
	rb.SetIsFurnaceGuiOpen(b.IsFurnaceGuiOpen)
	rb.SetIsBlastingFurnaceFilteringCraftable(b.IsBlastingFurnaceFilteringCraftable)
	rb.SetIsBlastingFurnaceGuiOpen(b.IsBlastingFurnaceGuiOpen)
	rb.SetIsSmokerFilteringCraftable(b.IsSmokerFilteringCraftable)
	rb.SetIsSmokerGuiOpen(b.IsSmokerGuiOpen)
	r.SetRecipeBook(rb)
}

// buildStack writes an item stack into r; its kind is the union's tool,
// food or block.
func buildStack(seg *C.Segment, r cpc.Item, it *savedata.Item) {
	r.SetCount(it.Count)
	r.SetSlot(it.Slot)
	r.SetId(it.ID)
	switch k := it.Kind; {
	case k.Tool != nil:
		t := cpc.NewTool(seg)
		t.SetDamage(k.Tool.Damage)
		es := cpc.NewEnchantmentList(seg, len(k.Tool.Enchantments))
		for i, e := range k.Tool.Enchantments {
			c := es.At(i)
			c.SetId(e.ID)
			c.SetLevel(e.Level)
		}
		t.SetEnchantments(es)
		r.Kind().SetTool(t)
	case k.Food != nil:
		f := cpc.NewFood(seg)
		f.SetSaturation(k.Food.Saturation)
		r.Kind().SetFood(f)
	default:
		r.Kind().SetBlock()
	}
}

func newEntity(seg *C.Segment, e *savedata.Entity) cpc.Entity {
	r := cpc.NewEntity(seg)
	r.SetId(e.ID)
	r.SetPos(newVector3d(seg, e.Pos))
	r.SetMotion(newVector3d(seg, e.Motion))
	rot := cpc.NewVector2f(seg)
	rot.SetX(e.Rotation.X)
	rot.SetY(e.Rotation.Y)
	r.SetRotation(rot)
	r.SetFallDistance(e.FallDistance)
	r.SetFire(e.Fire)
	r.SetAir(e.Air)
	r.SetOnGround(e.OnGround)
	r.SetNoGravity(e.NoGravity)
	r.SetInvulnerable(e.Invulnerable)
	r.SetPortalCooldown(e.PortalCooldown)
	r.SetUuid(newUUID(seg, e.UUID))
	if e.CustomName != nil {
		r.SetCustomName(*e.CustomName)
	}
	r.SetCustomNameVisible(e.CustomNameVisible)
	r.SetSilent(e.Silent)
	r.SetGlowing(e.Glowing)
	return r
}

func readSave(seg *C.Segment, v *savedata.Save) {
	players := cpc.ReadRootSave(seg).Players()
	v.Players = make([]savedata.Player, players.Len())
	for i := range v.Players {
		readPlayer(players.At(i), &v.Players[i])
	}
}

func uuid(u cpc.Uuid) savedata.UUID {
	return savedata.UUID{X0: u.X0(), X1: u.X1(), X2: u.X2(), X3: u.X3()}
}

func vector3d(x cpc.Vector3d) savedata.Vector3d {
	return savedata.Vector3d{X: x.X(), Y: x.Y(), Z: x.Z()}
}

func readStacks(l cpc.Item_List) []savedata.Item {
	items := make([]savedata.Item, l.Len())
	for i := range items {
		readStack(l.At(i), &items[i])
	}
	return items
}

func readPlayer(r cpc.Player, p *savedata.Player) {
	p.GameType = savedata.GameType(r.GameType())
	p.PreviousGameType = savedata.GameType(r.PreviousGameType())
	p.Score = r.Score()
	p.Dimension = r.Dimension()
	p.SelectedItemSlot = r.SelectedItemSlot()
	readStack(r.SelectedItem(), &p.SelectedItem)
	if b := r.SpawnDimensionBytes(); b != nil {
		d := string(b)
		p.SpawnDimension = &d
	}
	p.SpawnX, p.SpawnY, p.SpawnZ = r.SpawnX(), r.SpawnY(), r.SpawnZ()
	if f := r.SpawnForced(); f.Which() == cpc.PLAYERSPAWNFORCED_SOME {
		b := f.Some()
		p.SpawnForced = &b
	}
	p.SleepTimer = r.SleepTimer()
	p.FoodExhaustionLevel = r.FoodExhaustionLevel()
	p.FoodSaturationLevel = r.FoodSaturationLevel()
	p.FoodTickTimer = r.FoodTickTimer()
	p.XpLevel = r.XpLevel()
	p.XpP = r.XpP()
	p.XpTotal = r.XpTotal()
	p.XpSeed = r.XpSeed()
	p.Inventory = readStacks(r.Inventory())
	p.EnderItems = readStacks(r.EnderItems())
	a := r.Abilities()
	p.Abilities = savedata.Abilities{WalkSpeed: a.WalkSpeed(), FlySpeed: a.FlySpeed(), MayFly: a.MayFly(), Flying: a.Flying(),
		Invulnerable: a.Invulnerable(), MayBuild: a.MayBuild(), Instabuild: a.Instabuild()}
	if n := r.EnteredNetherPosition(); !null(C.Object(n)) {
		v := vector3d(n)
		p.EnteredNetherPosition = &v
	}
	if vehicle := r.RootVehicle(); !null(C.Object(vehicle)) {
		p.RootVehicle = &savedata.Vehicle{UUID: uuid(vehicle.Uuid())}
		readEntity(vehicle.Entity(), &p.RootVehicle.Entity)
	}
	if e := r.ShoulderEntityLeft(); !null(C.Object(e)) {
		p.ShoulderEntityLeft = &savedata.Entity{}
		readEntity(e, p.ShoulderEntityLeft)
	}
	if e := r.ShoulderEntityRight(); !null(C.Object(e)) {
		p.ShoulderEntityRight = &savedata.Entity{}
		readEntity(e, p.ShoulderEntityRight)
	}
	p.SeenCredits = r.SeenCredits()
	rb := r.RecipeBook()
	p.RecipeBook = savedata.RecipeBook{
		Recipes:                             readStrings(rb.Recipes()),
		ToBeDisplayed:                       readStrings(rb.ToBeDisplayed()),
		IsFilteringCraftable:                rb.IsFilteringCraftable(),
		IsGuiOpen:                           rb.IsGuiOpen(),
		IsFurnaceFilteringCraftable:         rb.IsFurnaceFilteringCraftable(),
		IsFurnaceGuiOpen:                    rb.IsFurnaceGuiOpen(),
		IsBlastingFurnaceFilteringCraftable: rb.IsBlastingFurnaceFilteringCraftable(),
		IsBlastingFurnaceGuiOpen:            rb.IsBlastingFurnaceGuiOpen(),
		IsSmokerFilteringCraftable:          rb.IsSmokerFilteringCraftable(),
		IsSmokerGuiOpen:                     rb.IsSmokerGuiOpen(),
	}
}

func readStack(r cpc.Item, it *savedata.Item) {
	it.Count, it.Slot, it.ID = r.Count(), r.Slot(), r.Id()
	switch k := r.Kind(); k.Which() {
	case cpc.ITEMKIND_TOOL:
		t := k.Tool()
		es := t.Enchantments()
		tool := &savedata.Tool{Damage: t.Damage(), Enchantments: make([]savedata.Enchantment, es.Len())}
		for i := range tool.Enchantments {
			e := es.At(i)
			tool.Enchantments[i] = savedata.Enchantment{ID: e.Id(), Level: e.Level()}
		}
		it.Kind.Tool = tool
	case cpc.ITEMKIND_FOOD:
		it.Kind.Food = &savedata.Food{Saturation: k.Food().Saturation()}
	}
}

func readEntity(r cpc.Entity, e *savedata.Entity) {
	e.ID = r.Id()
	e.Pos = vector3d(r.Pos())
	e.Motion = vector3d(r.Motion())
	rot := r.Rotation()
	e.Rotation = savedata.Vector2f{X: rot.X(), Y: rot.Y()}
	e.FallDistance = r.FallDistance()
	e.Fire, e.Air = r.Fire(), r.Air()
	e.OnGround, e.NoGravity, e.Invulnerable = r.OnGround(), r.NoGravity(), r.Invulnerable()
	e.PortalCooldown = r.PortalCooldown()
	e.UUID = uuid(r.Uuid())
	if b := r.CustomNameBytes(); b != nil {
		n := string(b)
		e.CustomName = &n
	}
	e.CustomNameVisible, e.Silent, e.Glowing = r.CustomNameVisible(), r.Silent(), r.Glowing()
}

func accessSave(seg *C.Segment) int { return int(cpc.ReadRootSave(seg).Players().At(0).GameType()) }

// updateSave sets every player's game type to survival and its spawn
// point to 0, as the Rust suite's update does.
func updateSave(seg *C.Segment) int {
	players := cpc.ReadRootSave(seg).Players()
	for i := range players.Len() {
		p := players.At(i)
		p.SetGameType(cpc.GAMETYPE_SURVIVAL)
		p.SetSpawnX(0)
		p.SetSpawnY(0)
		p.SetSpawnZ(0)
	}
	return 4 * players.Len()
}

func buildUpdates(seg *C.Segment, v *updates.Updates) {
	root := cpc.NewRootUpdates(seg)
	all := cpc.NewUpdateList(seg, len(v.Updates))
	for i := range v.Updates {
		u, r := &v.Updates[i], all.At(i)
		contacts := cpc.NewContactList(seg, len(u.Contacts))
		for j := range u.Contacts {
			buildContact(seg, contacts.At(j), &u.Contacts[j])
		}
		r.SetContacts(contacts)
		removed := seg.NewUInt32List(len(u.Removed))
		for j, id := range u.Removed {
			removed.Set(j, id)
		}
		r.SetRemoved(removed)
		r.SetScore(u.Score)
		r.SetWorldRadius(u.WorldRadius)
		terrain := cpc.NewTerrainUpdateList(seg, len(u.TerrainUpdates))
		for j := range u.TerrainUpdates {
			t, w := &u.TerrainUpdates[j], terrain.At(j)
			k := cpc.NewChunkId(seg)
			k.SetX(t.ChunkID.X)
			k.SetY(t.ChunkID.Y)
			w.SetChunkId(k)
			w.SetData(t.Data)
		}
		r.SetTerrainUpdates(terrain)
	}
	root.SetUpdates(all)
}

func buildContact(seg *C.Segment, r cpc.Contact, c *updates.Contact) {
	r.SetDamage(c.Damage)
	r.SetEntityId(c.EntityID)
	if c.EntityType != nil {
		r.EntityType().SetSome(cpc.EntityType(*c.EntityType))
	} else {
		r.EntityType().SetNone()
	}
	g := cpc.NewGuidance(seg)
	g.SetAngle(c.Guidance.Angle)
	g.SetSubmerge(c.Guidance.Submerge)
	g.SetVelocity(c.Guidance.Velocity)
	r.SetGuidance(g)
	if c.PlayerID != nil {
		r.PlayerId().SetSome(*c.PlayerID)
	} else {
		r.PlayerId().SetNone()
	}
	reloads := seg.NewBitList(len(c.Reloads))
	for i, b := range c.Reloads {
		reloads.Set(i, b)
	}
	r.SetReloads(reloads)
	t := cpc.NewTransform(seg)
	t.SetAltitude(c.Transform.Altitude)
	t.SetAngle(c.Transform.Angle)
	p := cpc.NewVector2f(seg)
	p.SetX(c.Transform.Position.X)
	p.SetY(c.Transform.Position.Y)
	t.SetPosition(p)
	t.SetVelocity(c.Transform.Velocity)
	r.SetTransform(t)
	turrets := seg.NewUInt16List(len(c.TurretAngles))
	for i, a := range c.TurretAngles {
		turrets.Set(i, a)
	}
	r.SetTurretAngles(turrets)
}

func readUpdates(seg *C.Segment, v *updates.Updates) {
	all := cpc.ReadRootUpdates(seg).Updates()
	v.Updates = make([]updates.Update, all.Len())
	for i := range v.Updates {
		u, r := &v.Updates[i], all.At(i)
		contacts := r.Contacts()
		u.Contacts = make([]updates.Contact, contacts.Len())
		for j := range u.Contacts {
			readContact(contacts.At(j), &u.Contacts[j])
		}
		removed := r.Removed()
		u.Removed = make([]uint32, removed.Len())
		for j := range u.Removed {
			u.Removed[j] = removed.At(j)
		}
		u.Score, u.WorldRadius = r.Score(), r.WorldRadius()
		terrain := r.TerrainUpdates()
		u.TerrainUpdates = make([]updates.TerrainUpdate, terrain.Len())
		for j := range u.TerrainUpdates {
			w := terrain.At(j)
			k := w.ChunkId()
			u.TerrainUpdates[j] = updates.TerrainUpdate{ChunkID: updates.ChunkID{X: k.X(), Y: k.Y()}, Data: bytes.Clone(w.Data())}
		}
	}
}

func readContact(r cpc.Contact, c *updates.Contact) {
	c.Damage, c.EntityID = r.Damage(), r.EntityId()
	if t := r.EntityType(); t.Which() == cpc.CONTACTENTITYTYPE_SOME {
		e := updates.EntityType(t.Some())
		c.EntityType = &e
	}
	g := r.Guidance()
	c.Guidance = updates.Guidance{Angle: g.Angle(), Submerge: g.Submerge(), Velocity: g.Velocity()}
	if p := r.PlayerId(); p.Which() == cpc.CONTACTPLAYERID_SOME {
		id := p.Some()
		c.PlayerID = &id
	}
	reloads := r.Reloads()
	c.Reloads = make([]bool, reloads.Len())
	for i := range c.Reloads {
		c.Reloads[i] = reloads.At(i)
	}
	t := r.Transform()
	p := t.Position()
	c.Transform = updates.Transform{Altitude: t.Altitude(), Angle: t.Angle(), Position: updates.Vector2f{X: p.X(), Y: p.Y()}, Velocity: t.Velocity()}
	turrets := r.TurretAngles()
	c.TurretAngles = make([]uint16, turrets.Len())
	for i := range c.TurretAngles {
		c.TurretAngles[i] = turrets.At(i)
	}
}

func accessUpdates(seg *C.Segment) int { return int(cpc.ReadRootUpdates(seg).Updates().At(0).Score()) }

// updateUpdates doubles every update's score, as the Rust suite's update
// does.
func updateUpdates(seg *C.Segment) int {
	all := cpc.ReadRootUpdates(seg).Updates()
	for i := range all.Len() {
		u := all.At(i)
		u.SetScore(2 * u.Score())
	}
	return all.Len()
}
