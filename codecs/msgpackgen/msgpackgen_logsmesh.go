package msgpackgen

import (
	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/internal/twin"
	"github.com/serbench/serbench/codecs/msgpackgen/logstwin"
	"github.com/serbench/serbench/codecs/msgpackgen/meshtwin"
	"github.com/serbench/serbench/datasets/logs"
	"github.com/serbench/serbench/datasets/mesh"
)

// The logs and mesh types are copied by internal/gentwin, as the game
// types are (msgpackgen_games.go).
func init() {
	for name, l := range map[string][2]layout{
		"msgpackgen-map": {
			{logstwin.MarshalAsMap, logstwin.UnmarshalAsMap}, {meshtwin.MarshalAsMap, meshtwin.UnmarshalAsMap},
		},
		"msgpackgen-array": {
			{logstwin.MarshalAsArray, logstwin.UnmarshalAsArray}, {meshtwin.MarshalAsArray, meshtwin.UnmarshalAsArray},
		},
	} {
		serbench.Support(name, logs.Dataset, twin.Impl[logs.Logs](variants[logstwin.Logs](l[0])))
		serbench.Support(name, mesh.Dataset, twin.Impl[mesh.Mesh](variants[meshtwin.Mesh](l[1])))
	}
}
