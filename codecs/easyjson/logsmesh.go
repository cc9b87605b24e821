package easyjson

//go:generate go tool easyjson -all logsmesh.go

// The large datasets' types, copied field for field (and so in layout, which
// codecs/internal/twin relies on) for easyjson to generate code for.

// Logs is logs.Logs.
type Logs struct {
	Logs []Log
}

// Log is logs.Log.
type Log struct {
	Address  Address
	Identity string
	UserID   string
	Date     string
	Request  string
	Code     uint16
	Size     uint64
}

// Address is logs.Address.
type Address struct {
	X0, X1, X2, X3 uint8
}

// Mesh is mesh.Mesh.
type Mesh struct {
	Triangles []Triangle
}

// Triangle is mesh.Triangle.
type Triangle struct {
	V0, V1, V2, Normal Vector3
}

// Vector3 is mesh.Vector3.
type Vector3 struct {
	X, Y, Z float32
}
