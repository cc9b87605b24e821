package fastssz

//go:generate go tool sszgen --path collections.go

// Native types of the large collections: a log entry's strings as byte
// lists, a triangle's float32s as their uint32 bits. The maxima fit the
// datasets: 10,000 entries, 125,000 triangles.

type Logs struct {
	Logs []*Log `ssz-max:"10000"`
}

type Log struct {
	Address  Address
	Identity []byte `ssz-max:"256"`
	UserID   []byte `ssz-max:"256"`
	Date     []byte `ssz-max:"256"`
	Request  []byte `ssz-max:"1024"`
	Code     uint16
	Size     uint64
}

type Address struct {
	X0 uint8
	X1 uint8
	X2 uint8
	X3 uint8
}

type Mesh struct {
	Triangles []*Triangle `ssz-max:"125000"`
}

type Triangle struct {
	V0     Vector3
	V1     Vector3
	V2     Vector3
	Normal Vector3
}

type Vector3 struct {
	X uint32
	Y uint32
	Z uint32
}
