package schema

import _ "embed"

// The schemas of the logs and mesh datasets. Logs' uint16 status code and
// address bytes are int, its uint64 size long (a size below 10^8).
var (
	//go:embed logs.avsc
	Logs string
	//go:embed mesh.avsc
	Mesh string
)
