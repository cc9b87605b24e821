//go:build !goexperiment.jsonv2

package jsonv2std

import "github.com/serbench/serbench"

// A build with GOEXPERIMENT=nojsonv2 (encoding/json on its old engine,
// which the README's ab recipe times against the default) has no
// encoding/json/v2: the codec is listed, supported nowhere.
func init() {
	c := codec
	c.Notes = "absent from this build: GOEXPERIMENT=nojsonv2 removes encoding/json/v2; " + c.Notes
	serbench.Register(c)
}
