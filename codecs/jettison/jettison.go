// Package jettison registers github.com/wI2L/jettison, a JSON encoder with
// no decoder: it builds an instruction set per type once and aims at
// encoding/json's output. It is used as its README says: Marshal in place
// of encoding/json's; Append into a kept buffer is the reuse variant. The
// fidelity check reads its bytes back with encoding/json, untimed.
package jettison

import (
	"encoding/json"

	"github.com/wI2L/jettison"

	"github.com/serbench/serbench"
)

func init() {
	serbench.Register(serbench.Codec{
		Name:          "jettison",
		Package:       "github.com/wI2L/jettison",
		Format:        "JSON",
		Wire:          "JSON",
		Kind:          serbench.KindReflect,
		CrossLanguage: true,
		// The last release, v0.7.4, is from March 2022, the last commit
		// from 2023; issues go unanswered.
		Upstream: "unmaintained",
		Notes: "jettison.Marshal, the README's drop-in for json.Marshal (behaviour identical to the standard library by default); " +
			"an encoder only: no unmarshal, and the fidelity check decodes its bytes with encoding/json; times through time.AppendFormat as RFC 3339 with nanoseconds",
	})
	serbench.SupportAnyEncoder("jettison", map[serbench.Variant]serbench.AnyOps{
		serbench.Default: {Marshal: jettison.Marshal},
		serbench.Reuse:   reuse(),
	}, json.Unmarshal, nil)
}

// reuse appends into a buffer kept from a call to the next.
func reuse() serbench.AnyOps {
	var buf []byte
	return serbench.AnyOps{
		Marshal: func(v any) (_ []byte, err error) {
			buf, err = jettison.Append(buf[:0], v)
			return buf, err
		},
		Note: "jettison.Append into one buffer",
	}
}
