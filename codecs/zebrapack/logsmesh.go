package zebrapack

//go:generate go tool zebrapack -file logsmesh.go -o logsmesh_gen.go -tests=false -io=false -no-embedded-schema

// The large datasets' types, copied field for field with zid tags (and so in layout, which
// codecs/internal/twin relies on) for zebrapack to generate methods for.

// Logs is logs.Logs.
type Logs struct {
	Logs []Log `zid:"0"`
}

// Log is logs.Log.
type Log struct {
	Address  Address `zid:"0"`
	Identity string  `zid:"1"`
	UserID   string  `zid:"2"`
	Date     string  `zid:"3"`
	Request  string  `zid:"4"`
	Code     uint16  `zid:"5"`
	Size     uint64  `zid:"6"`
}

// Address is logs.Address.
type Address struct {
	X0 uint8 `zid:"0"`
	X1 uint8 `zid:"1"`
	X2 uint8 `zid:"2"`
	X3 uint8 `zid:"3"`
}

// Mesh is mesh.Mesh.
type Mesh struct {
	Triangles []Triangle `zid:"0"`
}

// Triangle is mesh.Triangle.
type Triangle struct {
	V0     Vector3 `zid:"0"`
	V1     Vector3 `zid:"1"`
	V2     Vector3 `zid:"2"`
	Normal Vector3 `zid:"3"`
}

// Vector3 is mesh.Vector3.
type Vector3 struct {
	X float32 `zid:"0"`
	Y float32 `zid:"1"`
	Z float32 `zid:"2"`
}
