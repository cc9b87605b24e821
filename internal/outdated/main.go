// Command outdated lists the codecs whose library has a newer release than
// the one go.mod selects, asking the module proxy through `go list -m -u`.
// It is a maintainer's tool, not part of CI's pass or fail: the proxy's
// answers change from day to day, and it refuses the version list of some
// modules (those rows say so). From the repository's root:
//
//	go run ./internal/outdated          # a markdown table of every codec module
//	go run ./internal/outdated -newer   # only the modules with a newer release
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/all"
	"github.com/serbench/serbench/internal/child"
)

// module is one entry of `go list -m -u -e -json`.
type module struct {
	Path, Version string
	Update        *struct{ Version string }
	Error         *struct{ Err string }
}

func main() {
	newer := flag.Bool("newer", false, "list only the modules with a newer release")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "outdated: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	codecs := codecsByModule()
	paths := make([]string, 0, len(codecs))
	for p := range codecs {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	mods, err := listUpdates(paths)
	if err != nil {
		fmt.Fprintln(os.Stderr, "outdated:", err)
		os.Exit(1)
	}
	fmt.Println("| module | go.mod | newest on the proxy | codecs |")
	fmt.Println("|---|---|---|---|")
	for _, m := range mods {
		latest := "same"
		switch {
		case m.Update != nil:
			latest = "**" + m.Update.Version + "**"
		case m.Error != nil:
			latest = "unknown: " + child.FirstLine(m.Error.Err)
		}
		if *newer && m.Update == nil {
			continue
		}
		fmt.Printf("| %s | %s | %s | %s |\n", m.Path, m.Version, latest, strings.Join(codecs[m.Path], ", "))
	}
}

// codecsByModule maps each module that holds a registered codec's package
// (serbench's own and the standard library left out) to those codecs.
func codecsByModule() map[string][]string {
	out := map[string][]string{}
	for _, c := range serbench.Codecs() {
		path, _ := c.Module()
		if path == "" || path == "std" || path == serbench.MainModule {
			continue
		}
		out[path] = append(out[path], c.Name)
	}
	return out
}

// listUpdates asks the go command for paths' selected versions and newest
// releases; a module the proxy refuses comes back with its Error set.
func listUpdates(paths []string) ([]module, error) {
	cmd := exec.Command("go", append([]string{"list", "-m", "-u", "-e", "-json"}, paths...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v: %s", err, child.FirstLine(stderr.String()))
	}
	var mods []module
	for dec := json.NewDecoder(bytes.NewReader(out)); ; {
		var m module
		if err := dec.Decode(&m); err == io.EOF {
			return mods, nil
		} else if err != nil {
			return nil, fmt.Errorf("reading go list's output: %v", err)
		}
		mods = append(mods, m)
	}
}
