// Command gentwin copies the type declarations of dataset packages into a
// codec's package, so that a generator that writes methods only for the
// types of the package it reads (msgp, easyjson, ffjson, zebrapack,
// msgpackgen, genxdr) can be run on the datasets' own shapes, and so that a
// reflection codec can carry them with the changes its format needs. Every
// difference from the dataset's declaration comes from a flag, so `go
// generate` rebuilds each copy exactly. A copy made without -optional,
// -widen and -retype has its dataset type's layout, field for field, and
// codecs/internal/twin converts between them by a pointer cast.
//
// Usage, from the target package's directory:
//
//	go run PATH/internal/gentwin -package NAME -o FILE [flags] DATASET_FILE.go[:Type,...]...
//
// A file argument with a list of types copies those types, in that order;
// without one, every type of the file, in file order. A type declared by an
// earlier file with the same fields is not declared again (savedata's and
// updates' Vector2f), and one with other fields is an error.
//
// With -convert FILE, gentwin also writes to FILE the typed functions
// that convert each copied dataset type to its copy and back, as a user
// would write them, for twin.Typed: ToPkgType(*pkg.Type) Type and
// FromPkgType(*Type) pkg.Type, Pkg being the dataset package's name with
// a capital (ToSavedataSave, FromSavedataSave). They copy field by field,
// in plain Go, each difference a flag made: a pointer becomes a slice of
// at most one element (empty for nil) and back, an integer is widened or
// narrowed, a retyped or named type converted to its other type, slices,
// arrays and maps element by element, nil staying nil, a nested struct by
// its own function. What is the same on both sides is shared (strings,
// []string, time.Time, a slice of bytes), and a nested copy that has its
// dataset type's layout is cast, as twin.Impl casts a whole record.
//
// With -levels, the copies are split into one file per level of reference,
// -o naming them with a %d for the level: level 0 holds the types that
// refer to no other copied type, and each further level those that refer
// only to earlier levels. This is for a generator that must be run on one
// file at a time (zebrapack -no-load).
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gentwin: ")
	cmd, err := parseCommand(os.Args[1:])
	if err != nil {
		log.Fatal(err)
	}
	files, err := generate(cmd.pkg, cmd.out, cmd.options, cmd.files)
	if err != nil {
		log.Fatalf("%s: %v", cmd.out, err)
	}
	for _, f := range files {
		if err := os.WriteFile(f.name, f.src, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// command is one run of gentwin, as its arguments give it.
type command struct {
	pkg, out string   // package name and file of the output (with -levels, a pattern)
	files    []string // dataset files, each with its optional type list
	options
}

// parseCommand reads gentwin's arguments, without the program name.
func parseCommand(args []string) (command, error) {
	var c command
	fs := flag.NewFlagSet("gentwin", flag.ContinueOnError)
	fs.StringVar(&c.pkg, "package", "", "package name of the output")
	fs.StringVar(&c.out, "o", "", "output file")
	fs.BoolVar(&c.zid, "zid", false, "number each struct's fields with zebrapack's zid tags")
	fs.BoolVar(&c.nocopy, "nocopy", false, "tag string fields with easyjson's nocopy option")
	fs.BoolVar(&c.optional, "optional", false, "make each pointer a slice of at most one element, for codecs that cannot encode nil pointers")
	fs.BoolVar(&c.widen, "widen", false, "widen 8- and 16-bit integers to 32 bits, for codecs that lack them")
	fs.BoolVar(&c.levels, "levels", false, "write one file per level of reference, the level replacing the %d of -o")
	fs.StringVar(&c.convertTo, "convert", "", "also write to this file typed functions converting each copied type to its copy and back")
	named := fs.String("named", "copy", "what becomes of the datasets' named non-struct types (enums, ShoppingCart):\n"+
		"copy: declared again; underlying: replaced by their underlying type;\n"+
		"import: the dataset's own type where it mentions no copied type, else as underlying")
	keep := fs.String("keep", "", "comma-separated struct tag keys of the datasets kept on the copies (all are dropped by default)")
	rename := fs.String("rename", "", "comma-separated OLD=NEW type renames, for names that would clash with the package's own")
	retype := fs.String("retype", "", "comma-separated OLD=NEW replacements of predeclared types, applied after -widen (float64=Float64)")
	fs.Var((*listFlag)(&c.directives), "directive", "a comment line written before the types, such as //msgp:timezone utc (repeatable)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if c.pkg == "" || c.out == "" || fs.NArg() == 0 {
		return c, errors.New("usage: gentwin -package NAME -o FILE [flags] DATASET_FILE.go[:Type,...]...")
	}
	if c.levels && strings.Count(c.out, "%d") != 1 {
		return c, fmt.Errorf("-levels: -o %q wants one %%d for the level", c.out)
	}
	c.files = fs.Args()
	var err error
	if c.named, err = parseNamed(*named); err != nil {
		return c, err
	}
	if *keep != "" {
		c.keep = strings.Split(*keep, ",")
	}
	if c.rename, err = parsePairs("-rename", *rename); err != nil {
		return c, err
	}
	if c.retype, err = parsePairs("-retype", *retype); err != nil {
		return c, err
	}
	return c, nil
}

// listFlag is a flag that may be given more than once.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, "\n") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

func parseNamed(s string) (namedMode, error) {
	for m, name := range namedModes {
		if name == s {
			return namedMode(m), nil
		}
	}
	return 0, fmt.Errorf("-named %q: want one of %s", s, strings.Join(namedModes[:], ", "))
}

// parsePairs reads a flag's comma-separated OLD=NEW list.
func parsePairs(flagName, s string) (map[string]string, error) {
	m := map[string]string{}
	if s == "" {
		return m, nil
	}
	for _, p := range strings.Split(s, ",") {
		old, new, ok := strings.Cut(p, "=")
		if !ok || old == "" || new == "" {
			return nil, fmt.Errorf("%s: %q is not OLD=NEW", flagName, p)
		}
		m[old] = new
	}
	return m, nil
}
