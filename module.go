package serbench

import (
	_ "embed"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"

	"golang.org/x/mod/modfile"
)

// goMod is the module's go.mod: it names the version of a generator whose
// output imports nothing, and so is absent from the binary's build info.
//
//go:embed go.mod
var goMod []byte

// MainModule is what Module reports for serbench's own codecs.
const MainModule = "github.com/serbench/serbench"

var modules = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	if f, err := modfile.ParseLax("go.mod", goMod, nil); err == nil {
		for _, r := range f.Require {
			m[r.Mod.Path] = r.Mod.Version
		}
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Replace != nil {
				d = d.Replace
			}
			m[d.Path] = d.Version
		}
	}
	return m
})

// Module reports the module that holds the codec's Package and its version,
// as the build selected it: "std" and the Go version for the standard
// library, MainModule and "" for serbench's own code.
func (c *Codec) Module() (path, version string) {
	return moduleOf(c.Package)
}

// moduleOf reports the module holding package pkg and its version.
func moduleOf(pkg string) (path, version string) {
	if first, _, _ := strings.Cut(pkg, "/"); !strings.Contains(first, ".") {
		return "std", runtime.Version()
	}
	if pkg == MainModule || strings.HasPrefix(pkg, MainModule+"/") {
		return MainModule, ""
	}
	best := ""
	for p := range modules() {
		if (pkg == p || strings.HasPrefix(pkg, p+"/")) && len(p) > len(best) {
			best = p
		}
	}
	if best == "" {
		return "", ""
	}
	return best, modules()[best]
}

// BuildModules lists the modules linked into this binary as path@version.
func BuildModules() []string {
	var out []string
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Replace != nil {
				d = d.Replace
			}
			out = append(out, d.Path+"@"+d.Version)
		}
	}
	return out
}
