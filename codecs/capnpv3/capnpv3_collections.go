package capnpv3

import (
	"bytes"
	"math"

	"capnproto.org/go/capnp/v3"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/capnpv3/cpc"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// supportCollections registers the large collections, from
// collections.capnp. As in the Rust suite, the access op reads one field
// of the collection's first entry, and the update op writes the fields
// that the Rust suite's update writes into every entry, through the
// generated setters on a message read from the bytes.
func supportCollections() {
	support(logs.Dataset, encoder(buildLogs), readLogs, accessLogs, updateLogs)
	support(mesh.Dataset, encoder(buildMesh), readMesh, accessMesh, updateMesh)
	support(savedata.Dataset, encoder(buildSave), readSave, accessSave, updateSave)
	support(updates.Dataset, encoder(buildUpdates), readUpdates, accessUpdates, updateUpdates)
	serbench.Unsupported(name, "dynamic", "Cap'n Proto reads a message through accessors compiled from its schema, and a document of unknown shape has none "+
		"(its AnyPointer holds a message of a type known elsewhere, not a schemaless document)")
}

func buildLogs(_ *encoding, seg *capnp.Segment, v *logs.Logs) {
	entries := try(try(cpc.NewRootLogs(seg)).NewLogs(int32(len(v.Logs))))
	for i := range v.Logs {
		l, e := &v.Logs[i], entries.At(i)
		a := try(e.NewAddress())
		a.SetX0(l.Address.X0)
		a.SetX1(l.Address.X1)
		a.SetX2(l.Address.X2)
		a.SetX3(l.Address.X3)
		check(e.SetIdentity(l.Identity))
		check(e.SetUserId(l.UserID))
		check(e.SetDate(l.Date))
		check(e.SetRequest(l.Request))
		e.SetCode(l.Code)
		e.SetSize(l.Size)
	}
}

func readLogs(_ *encoding, msg *capnp.Message, v *logs.Logs) {
	entries := try(try(cpc.ReadRootLogs(msg)).Logs())
	v.Logs = make([]logs.Log, entries.Len())
	for i := range v.Logs {
		l, e := &v.Logs[i], entries.At(i)
		a := try(e.Address())
		l.Address = logs.Address{X0: a.X0(), X1: a.X1(), X2: a.X2(), X3: a.X3()}
		l.Identity, l.UserID = try(e.Identity()), try(e.UserId())
		l.Date, l.Request = try(e.Date()), try(e.Request())
		l.Code, l.Size = e.Code(), e.Size()
	}
}

func accessLogs(_ *encoding, msg *capnp.Message) int {
	return int(try(try(cpc.ReadRootLogs(msg)).Logs()).At(0).Code())
}

// updateLogs clears every entry's address and size and sets its code to
// 200, as the Rust suite's update does.
func updateLogs(msg *capnp.Message) int {
	entries := try(try(cpc.ReadRootLogs(msg)).Logs())
	for i := range entries.Len() {
		e := entries.At(i)
		a := try(e.Address())
		a.SetX0(0)
		a.SetX1(0)
		a.SetX2(0)
		a.SetX3(0)
		e.SetCode(200)
		e.SetSize(0)
	}
	return 6 * entries.Len()
}

func buildMesh(_ *encoding, seg *capnp.Segment, v *mesh.Mesh) {
	triangles := try(try(cpc.NewRootMesh(seg)).NewTriangles(int32(len(v.Triangles))))
	set := func(x cpc.Vector3, err error, v mesh.Vector3) {
		check(err)
		x.SetX(v.X)
		x.SetY(v.Y)
		x.SetZ(v.Z)
	}
	for i := range v.Triangles {
		t, c := &v.Triangles[i], triangles.At(i)
		x, err := c.NewV0()
		set(x, err, t.V0)
		x, err = c.NewV1()
		set(x, err, t.V1)
		x, err = c.NewV2()
		set(x, err, t.V2)
		x, err = c.NewNormal()
		set(x, err, t.Normal)
	}
}

func vector3(x cpc.Vector3, err error) mesh.Vector3 {
	check(err)
	return mesh.Vector3{X: x.X(), Y: x.Y(), Z: x.Z()}
}

func readMesh(_ *encoding, msg *capnp.Message, v *mesh.Mesh) {
	triangles := try(try(cpc.ReadRootMesh(msg)).Triangles())
	v.Triangles = make([]mesh.Triangle, triangles.Len())
	for i := range v.Triangles {
		c := triangles.At(i)
		v.Triangles[i] = mesh.Triangle{V0: vector3(c.V0()), V1: vector3(c.V1()), V2: vector3(c.V2()), Normal: vector3(c.Normal())}
	}
}

func accessMesh(_ *encoding, msg *capnp.Message) int {
	n := try(try(try(cpc.ReadRootMesh(msg)).Triangles()).At(0).Normal())
	return int(math.Float32bits(n.X()))
}

// updateMesh zeroes every triangle's normal, as the Rust suite's update does.
func updateMesh(msg *capnp.Message) int {
	triangles := try(try(cpc.ReadRootMesh(msg)).Triangles())
	for i := range triangles.Len() {
		n := try(triangles.At(i).Normal())
		n.SetX(0)
		n.SetY(0)
		n.SetZ(0)
	}
	return 3 * triangles.Len()
}

func buildSave(_ *encoding, seg *capnp.Segment, v *savedata.Save) {
	players := try(try(cpc.NewRootSave(seg)).NewPlayers(int32(len(v.Players))))
	for i := range v.Players {
		buildPlayer(players.At(i), &v.Players[i])
	}
}

func setUUID(u cpc.Uuid, err error, v savedata.UUID) {
	check(err)
	u.SetX0(v.X0)
	u.SetX1(v.X1)
	u.SetX2(v.X2)
	u.SetX3(v.X3)
}

func setVector3d(x cpc.Vector3d, err error, v savedata.Vector3d) {
	check(err)
	x.SetX(v.X)
	x.SetY(v.Y)
	x.SetZ(v.Z)
}

func buildStacks(l cpc.Item_List, err error, items []savedata.Item) {
	check(err)
	for i := range items {
		buildStack(l.At(i), &items[i])
	}
}

func buildPlayer(r cpc.Player, p *savedata.Player) {
	r.SetGameType(cpc.GameType(p.GameType))
	r.SetPreviousGameType(cpc.GameType(p.PreviousGameType))
	r.SetScore(p.Score)
	check(r.SetDimension(p.Dimension))
	r.SetSelectedItemSlot(p.SelectedItemSlot)
	buildStack(try(r.NewSelectedItem()), &p.SelectedItem)
	if p.SpawnDimension != nil {
		check(r.SetSpawnDimension(*p.SpawnDimension))
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
	inventory, err := r.NewInventory(int32(len(p.Inventory)))
	buildStacks(inventory, err, p.Inventory)
	ender, err := r.NewEnderItems(int32(len(p.EnderItems)))
	buildStacks(ender, err, p.EnderItems)
	a, ab := try(r.NewAbilities()), &p.Abilities
	a.SetWalkSpeed(ab.WalkSpeed)
	a.SetFlySpeed(ab.FlySpeed)
	a.SetMayFly(ab.MayFly)
	a.SetFlying(ab.Flying)
	a.SetInvulnerable(ab.Invulnerable)
	a.SetMayBuild(ab.MayBuild)
	a.SetInstabuild(ab.Instabuild)
	if n := p.EnteredNetherPosition; n != nil {
		x, err := r.NewEnteredNetherPosition()
		setVector3d(x, err, *n)
	}
	if rv := p.RootVehicle; rv != nil {
		vehicle := try(r.NewRootVehicle())
		u, err := vehicle.NewUuid()
		setUUID(u, err, rv.UUID)
		buildEntity(try(vehicle.NewEntity()), &rv.Entity)
	}
	if e := p.ShoulderEntityLeft; e != nil {
		buildEntity(try(r.NewShoulderEntityLeft()), e)
	}
	if e := p.ShoulderEntityRight; e != nil {
		buildEntity(try(r.NewShoulderEntityRight()), e)
	}
	r.SetSeenCredits(p.SeenCredits)
	rb, b := try(r.NewRecipeBook()), &p.RecipeBook
	setStrings(try(rb.NewRecipes(int32(len(b.Recipes)))), b.Recipes)
	setStrings(try(rb.NewToBeDisplayed(int32(len(b.ToBeDisplayed)))), b.ToBeDisplayed)
	rb.SetIsFilteringCraftable(b.IsFilteringCraftable)
	rb.SetIsGuiOpen(b.IsGuiOpen)
	rb.SetIsFurnaceFilteringCraftable(b.IsFurnaceFilteringCraftable)
	rb.SetIsFurnaceGuiOpen(b.IsFurnaceGuiOpen)
	rb.SetIsBlastingFurnaceFilteringCraftable(b.IsBlastingFurnaceFilteringCraftable)
	rb.SetIsBlastingFurnaceGuiOpen(b.IsBlastingFurnaceGuiOpen)
	rb.SetIsSmokerFilteringCraftable(b.IsSmokerFilteringCraftable)
	rb.SetIsSmokerGuiOpen(b.IsSmokerGuiOpen)
}

// buildStack writes an item stack; its kind is the union's tool, food or
// block.
func buildStack(r cpc.Item, it *savedata.Item) {
	r.SetCount(it.Count)
	r.SetSlot(it.Slot)
	check(r.SetId(it.ID))
	switch k := it.Kind; {
	case k.Tool != nil:
		t := try(r.Kind().NewTool())
		t.SetDamage(k.Tool.Damage)
		es := try(t.NewEnchantments(int32(len(k.Tool.Enchantments))))
		for i, e := range k.Tool.Enchantments {
			c := es.At(i)
			check(c.SetId(e.ID))
			c.SetLevel(e.Level)
		}
	case k.Food != nil:
		try(r.Kind().NewFood()).SetSaturation(k.Food.Saturation)
	default:
		r.Kind().SetBlock()
	}
}

func buildEntity(r cpc.Entity, e *savedata.Entity) {
	check(r.SetId(e.ID))
	x, err := r.NewPos()
	setVector3d(x, err, e.Pos)
	x, err = r.NewMotion()
	setVector3d(x, err, e.Motion)
	rot := try(r.NewRotation())
	rot.SetX(e.Rotation.X)
	rot.SetY(e.Rotation.Y)
	r.SetFallDistance(e.FallDistance)
	r.SetFire(e.Fire)
	r.SetAir(e.Air)
	r.SetOnGround(e.OnGround)
	r.SetNoGravity(e.NoGravity)
	r.SetInvulnerable(e.Invulnerable)
	r.SetPortalCooldown(e.PortalCooldown)
	u, err := r.NewUuid()
	setUUID(u, err, e.UUID)
	if e.CustomName != nil {
		check(r.SetCustomName(*e.CustomName))
	}
	r.SetCustomNameVisible(e.CustomNameVisible)
	r.SetSilent(e.Silent)
	r.SetGlowing(e.Glowing)
}

func readSave(_ *encoding, msg *capnp.Message, v *savedata.Save) {
	players := try(try(cpc.ReadRootSave(msg)).Players())
	v.Players = make([]savedata.Player, players.Len())
	for i := range v.Players {
		readPlayer(players.At(i), &v.Players[i])
	}
}

func uuid(u cpc.Uuid, err error) savedata.UUID {
	check(err)
	return savedata.UUID{X0: u.X0(), X1: u.X1(), X2: u.X2(), X3: u.X3()}
}

func vector3d(x cpc.Vector3d, err error) savedata.Vector3d {
	check(err)
	return savedata.Vector3d{X: x.X(), Y: x.Y(), Z: x.Z()}
}

func readStacks(l cpc.Item_List, err error) []savedata.Item {
	check(err)
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
	p.Dimension = try(r.Dimension())
	p.SelectedItemSlot = r.SelectedItemSlot()
	readStack(try(r.SelectedItem()), &p.SelectedItem)
	if r.HasSpawnDimension() {
		d := try(r.SpawnDimension())
		p.SpawnDimension = &d
	}
	p.SpawnX, p.SpawnY, p.SpawnZ = r.SpawnX(), r.SpawnY(), r.SpawnZ()
	if f := r.SpawnForced(); f.Which() == cpc.Player_spawnForced_Which_some {
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
	a := try(r.Abilities())
	p.Abilities = savedata.Abilities{WalkSpeed: a.WalkSpeed(), FlySpeed: a.FlySpeed(), MayFly: a.MayFly(), Flying: a.Flying(),
		Invulnerable: a.Invulnerable(), MayBuild: a.MayBuild(), Instabuild: a.Instabuild()}
	if r.HasEnteredNetherPosition() {
		n := vector3d(r.EnteredNetherPosition())
		p.EnteredNetherPosition = &n
	}
	if r.HasRootVehicle() {
		vehicle := try(r.RootVehicle())
		p.RootVehicle = &savedata.Vehicle{UUID: uuid(vehicle.Uuid())}
		readEntity(try(vehicle.Entity()), &p.RootVehicle.Entity)
	}
	if r.HasShoulderEntityLeft() {
		p.ShoulderEntityLeft = &savedata.Entity{}
		readEntity(try(r.ShoulderEntityLeft()), p.ShoulderEntityLeft)
	}
	if r.HasShoulderEntityRight() {
		p.ShoulderEntityRight = &savedata.Entity{}
		readEntity(try(r.ShoulderEntityRight()), p.ShoulderEntityRight)
	}
	p.SeenCredits = r.SeenCredits()
	rb := try(r.RecipeBook())
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
	it.Count, it.Slot, it.ID = r.Count(), r.Slot(), try(r.Id())
	switch k := r.Kind(); k.Which() {
	case cpc.Item_kind_Which_tool:
		t := try(k.Tool())
		es := try(t.Enchantments())
		tool := &savedata.Tool{Damage: t.Damage(), Enchantments: make([]savedata.Enchantment, es.Len())}
		for i := range tool.Enchantments {
			e := es.At(i)
			tool.Enchantments[i] = savedata.Enchantment{ID: try(e.Id()), Level: e.Level()}
		}
		it.Kind.Tool = tool
	case cpc.Item_kind_Which_food:
		it.Kind.Food = &savedata.Food{Saturation: try(k.Food()).Saturation()}
	}
}

func readEntity(r cpc.Entity, e *savedata.Entity) {
	e.ID = try(r.Id())
	e.Pos = vector3d(r.Pos())
	e.Motion = vector3d(r.Motion())
	rot := try(r.Rotation())
	e.Rotation = savedata.Vector2f{X: rot.X(), Y: rot.Y()}
	e.FallDistance = r.FallDistance()
	e.Fire, e.Air = r.Fire(), r.Air()
	e.OnGround, e.NoGravity, e.Invulnerable = r.OnGround(), r.NoGravity(), r.Invulnerable()
	e.PortalCooldown = r.PortalCooldown()
	e.UUID = uuid(r.Uuid())
	if r.HasCustomName() {
		n := try(r.CustomName())
		e.CustomName = &n
	}
	e.CustomNameVisible, e.Silent, e.Glowing = r.CustomNameVisible(), r.Silent(), r.Glowing()
}

func accessSave(_ *encoding, msg *capnp.Message) int {
	return int(try(try(cpc.ReadRootSave(msg)).Players()).At(0).GameType())
}

// updateSave sets every player's game type to survival and its spawn
// point to 0, as the Rust suite's update does.
func updateSave(msg *capnp.Message) int {
	players := try(try(cpc.ReadRootSave(msg)).Players())
	for i := range players.Len() {
		p := players.At(i)
		p.SetGameType(cpc.GameType_survival)
		p.SetSpawnX(0)
		p.SetSpawnY(0)
		p.SetSpawnZ(0)
	}
	return 4 * players.Len()
}

func buildUpdates(_ *encoding, seg *capnp.Segment, v *updates.Updates) {
	all := try(try(cpc.NewRootUpdates(seg)).NewUpdates(int32(len(v.Updates))))
	for i := range v.Updates {
		u, r := &v.Updates[i], all.At(i)
		contacts := try(r.NewContacts(int32(len(u.Contacts))))
		for j := range u.Contacts {
			buildContact(contacts.At(j), &u.Contacts[j])
		}
		removed := try(r.NewRemoved(int32(len(u.Removed))))
		for j, id := range u.Removed {
			removed.Set(j, id)
		}
		r.SetScore(u.Score)
		r.SetWorldRadius(u.WorldRadius)
		terrain := try(r.NewTerrainUpdates(int32(len(u.TerrainUpdates))))
		for j := range u.TerrainUpdates {
			t, w := &u.TerrainUpdates[j], terrain.At(j)
			k := try(w.NewChunkId())
			k.SetX(t.ChunkID.X)
			k.SetY(t.ChunkID.Y)
			check(w.SetData(t.Data))
		}
	}
}

func buildContact(r cpc.Contact, c *updates.Contact) {
	r.SetDamage(c.Damage)
	r.SetEntityId(c.EntityID)
	if c.EntityType != nil {
		r.EntityType().SetSome(cpc.EntityType(*c.EntityType))
	} else {
		r.EntityType().SetNone()
	}
	g := try(r.NewGuidance())
	g.SetAngle(c.Guidance.Angle)
	g.SetSubmerge(c.Guidance.Submerge)
	g.SetVelocity(c.Guidance.Velocity)
	if c.PlayerID != nil {
		r.PlayerId().SetSome(*c.PlayerID)
	} else {
		r.PlayerId().SetNone()
	}
	reloads := try(r.NewReloads(int32(len(c.Reloads))))
	for i, b := range c.Reloads {
		reloads.Set(i, b)
	}
	t := try(r.NewTransform())
	t.SetAltitude(c.Transform.Altitude)
	t.SetAngle(c.Transform.Angle)
	p := try(t.NewPosition())
	p.SetX(c.Transform.Position.X)
	p.SetY(c.Transform.Position.Y)
	t.SetVelocity(c.Transform.Velocity)
	turrets := try(r.NewTurretAngles(int32(len(c.TurretAngles))))
	for i, a := range c.TurretAngles {
		turrets.Set(i, a)
	}
}

func readUpdates(_ *encoding, msg *capnp.Message, v *updates.Updates) {
	all := try(try(cpc.ReadRootUpdates(msg)).Updates())
	v.Updates = make([]updates.Update, all.Len())
	for i := range v.Updates {
		u, r := &v.Updates[i], all.At(i)
		contacts := try(r.Contacts())
		u.Contacts = make([]updates.Contact, contacts.Len())
		for j := range u.Contacts {
			readContact(contacts.At(j), &u.Contacts[j])
		}
		removed := try(r.Removed())
		u.Removed = make([]uint32, removed.Len())
		for j := range u.Removed {
			u.Removed[j] = removed.At(j)
		}
		u.Score, u.WorldRadius = r.Score(), r.WorldRadius()
		terrain := try(r.TerrainUpdates())
		u.TerrainUpdates = make([]updates.TerrainUpdate, terrain.Len())
		for j := range u.TerrainUpdates {
			w := terrain.At(j)
			k := try(w.ChunkId())
			u.TerrainUpdates[j] = updates.TerrainUpdate{ChunkID: updates.ChunkID{X: k.X(), Y: k.Y()}, Data: bytes.Clone(try(w.Data()))}
		}
	}
}

func readContact(r cpc.Contact, c *updates.Contact) {
	c.Damage, c.EntityID = r.Damage(), r.EntityId()
	if t := r.EntityType(); t.Which() == cpc.Contact_entityType_Which_some {
		e := updates.EntityType(t.Some())
		c.EntityType = &e
	}
	g := try(r.Guidance())
	c.Guidance = updates.Guidance{Angle: g.Angle(), Submerge: g.Submerge(), Velocity: g.Velocity()}
	if p := r.PlayerId(); p.Which() == cpc.Contact_playerId_Which_some {
		id := p.Some()
		c.PlayerID = &id
	}
	reloads := try(r.Reloads())
	c.Reloads = make([]bool, reloads.Len())
	for i := range c.Reloads {
		c.Reloads[i] = reloads.At(i)
	}
	t := try(r.Transform())
	p := try(t.Position())
	c.Transform = updates.Transform{Altitude: t.Altitude(), Angle: t.Angle(), Position: updates.Vector2f{X: p.X(), Y: p.Y()}, Velocity: t.Velocity()}
	turrets := try(r.TurretAngles())
	c.TurretAngles = make([]uint16, turrets.Len())
	for i := range c.TurretAngles {
		c.TurretAngles[i] = turrets.At(i)
	}
}

func accessUpdates(_ *encoding, msg *capnp.Message) int {
	return int(try(try(cpc.ReadRootUpdates(msg)).Updates()).At(0).Score())
}

// updateUpdates doubles every update's score, as the Rust suite's update
// does.
func updateUpdates(msg *capnp.Message) int {
	all := try(try(cpc.ReadRootUpdates(msg)).Updates())
	for i := range all.Len() {
		u := all.At(i)
		u.SetScore(2 * u.Score())
	}
	return all.Len()
}
