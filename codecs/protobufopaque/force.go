package protobufopaque

// The lazy variant's reads: a getter of a lazy field decodes it (and
// keeps it decoded), so calling the getter of every lazy field, through
// every message decoded so, completes the decode within the call, as
// a user reading the whole record would. Scalars, maps and oneof members
// are decoded eagerly with the message holding them.

import "github.com/serbench/serbench/codecs/protobufopaque/lazypb"

func forceA(v *lazypb.A) { v.GetBirthDay() }

func forceHero(v *lazypb.Hero) { v.GetPowers() }

func forceUser(v *lazypb.User) {
	v.GetBirthDay()
	v.GetRegisteredAt()
	for _, c := range v.GetShoppingCart() {
		c.GetItem().GetCreatedAt()
	}
}

func forceLogs(v *lazypb.Logs) {
	for _, l := range v.GetLogs() {
		l.GetAddress()
	}
}

func forceMesh(v *lazypb.Mesh) {
	for _, t := range v.GetTriangles() {
		t.GetV0()
		t.GetV1()
		t.GetV2()
		t.GetNormal()
	}
}

func forceSave(v *lazypb.Save) {
	for _, p := range v.GetPlayers() {
		forceItem(p.GetSelectedItem())
		for _, it := range p.GetInventory() {
			forceItem(it)
		}
		for _, it := range p.GetEnderItems() {
			forceItem(it)
		}
		p.GetAbilities()
		p.GetEnteredNetherPosition()
		if r := p.GetRootVehicle(); r != nil {
			r.GetUuid()
			forceEntity(r.GetEntity())
		}
		forceEntity(p.GetShoulderEntityLeft())
		forceEntity(p.GetShoulderEntityRight())
		p.GetRecipeBook()
	}
}

func forceItem(v *lazypb.Save_Item) {
	if t := v.GetTool(); t != nil {
		t.GetEnchantments()
	}
}

func forceEntity(v *lazypb.Save_Entity) {
	if v == nil {
		return
	}
	v.GetPos()
	v.GetMotion()
	v.GetRotation()
	v.GetUuid()
}

func forceUpdates(v *lazypb.Updates) {
	for _, u := range v.GetUpdates() {
		for _, c := range u.GetContacts() {
			c.GetGuidance()
			c.GetTransform().GetPosition()
		}
		for _, t := range u.GetTerrainUpdates() {
			t.GetChunkId()
		}
	}
}
