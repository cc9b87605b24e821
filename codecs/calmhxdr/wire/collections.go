package wire

//go:generate go tool genxdr -o collections_xdr.go collections.go

// Logs is the logs dataset's record. Its entries have logs.Log's layout.
type Logs struct {
	Logs []Log
}

// Log is one access-log entry; the address bytes and the code travel as
// XDR ints, as genxdr writes every integer narrower than 32 bits.
type Log struct {
	Address  Address
	Identity string
	UserID   string
	Date     string
	Request  string
	Code     uint16
	Size     uint64
}

// Address is an IPv4 address.
type Address struct {
	X0 uint8
	X1 uint8
	X2 uint8
	X3 uint8
}

// Mesh is the mesh dataset's record. Its triangles have mesh.Triangle's
// layout, with each float32 as its IEEE bits.
type Mesh struct {
	Triangles []Triangle
}

// Triangle is three vertices and a normal.
type Triangle struct {
	V0     Vector3
	V1     Vector3
	V2     Vector3
	Normal Vector3
}

// Vector3 is three float32s as their bits.
type Vector3 struct {
	X uint32
	Y uint32
	Z uint32
}
