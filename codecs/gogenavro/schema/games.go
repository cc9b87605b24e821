package schema

import _ "embed"

// The schemas of the savedata and updates datasets. Unsigned 32-bit fields
// are long, as Avro's int is signed; smaller integers and enums are int;
// optional fields and the item-kind union's cases are unions with null.
var (
	//go:embed savedata.avsc
	Save string
	//go:embed updates.avsc
	Updates string
)
