// Package stdxml registers encoding/xml, the standard library's XML.
package stdxml

import (
	"encoding/xml"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "xml",
		Package:       "encoding/xml",
		Format:        "XML",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		Upstream:      "maintained",
		Notes:         "xml.Marshal and xml.Unmarshal, the package's entry points; element per field, times as RFC 3339 text",
	})
	serbench.SupportAny("xml", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: xml.Marshal, Unmarshal: xml.Unmarshal},
	}, map[string]string{
		"cart":    "encoding/xml: cannot encode maps (ShoppingCart is a map)",
		"dynamic": "encoding/xml: cannot encode maps (a document is a map[string]any)",
	})
}
