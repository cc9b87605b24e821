package twmbavro

import (
	"github.com/twmb/avro"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/codecs/gogenavro/schema"
	"github.com/serbench/serbench/datasets/savedata"
	"github.com/serbench/serbench/datasets/updates"
)

// The savedata and updates datasets' own types, against schemas naming
// their fields.
func init() {
	serbench.Support(name, savedata.Dataset, serbench.Impl[savedata.Save, savedata.Save]{
		Variants: ops[savedata.Save](avro.MustParse(schema.Save)),
	})
	serbench.Support(name, updates.Dataset, serbench.Impl[updates.Updates, updates.Updates]{
		Variants: ops[updates.Updates](avro.MustParse(schema.Updates)),
	})
}
