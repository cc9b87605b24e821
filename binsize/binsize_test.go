package binsize

import (
	"bytes"
	"context"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/noop"
	_ "github.com/serbench/serbench/codecs/stdjson"
)

// root is the module's root, two levels up from this package's directory.
var root, _ = filepath.Abs("..")

// A program imports the one codec package and every dataset, and nothing
// of the other codecs.
func TestProgram(t *testing.T) {
	src := Program("stdjson")
	f, err := parser.ParseFile(token.NewFileSet(), "main.go", src, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var imports []string
	for _, s := range f.Imports {
		p, _ := strconv.Unquote(s.Path.Value)
		imports = append(imports, p)
	}
	want := []string{"fmt", "os", "slices", serbench.MainModule, serbench.MainModule + "/codecs/stdjson", serbench.MainModule + "/datasets/all"}
	if !slices.Equal(imports, want) || !bytes.Contains(src, []byte(strconv.Quote(ListArg))) {
		t.Errorf("imports %q, want %q; source:\n%s", imports, want, src)
	}
}

// The glue is every symbol that names a package of serbench's codecs,
// generic instantiations whose names hold spaces included, and nothing else.
func TestGlueSize(t *testing.T) {
	nm := `  514ec0        709 T github.com/serbench/serbench/codecs/stdjson.init.0
  5637e0        901 T github.com/serbench/serbench/codecs/gjson.support[go.shape.struct { Name string; Money float64 }]
  6b6a30         16 D github.com/serbench/serbench/codecs/stdjson..inittask
  6b7000         40 R type:*github.com/serbench/serbench/codecs/protobuf/pb.Small
  4a0000       5000 T encoding/json.Marshal
  4b0000        300 T github.com/serbench/serbench.Lookup
  4c0000        200 T github.com/serbench/serbench/datasets/small.records
                  0 U github.com/serbench/serbench/codecs/x.undefined
`
	got, err := GlueSize(strings.NewReader(nm))
	if want := int64(709 + 901 + 16 + 40); err != nil || got != want {
		t.Errorf("GlueSize = %d, %v; want %d", got, err, want)
	}
}

func TestFirstLine(t *testing.T) {
	for in, want := range map[string]string{
		"# github.com/serbench/serbench/codecs/x\ncodecs/x/x.go:3:2: undefined: y\nmore\n": "codecs/x/x.go:3:2: undefined: y",
		"\n  go: cannot find main module  \n":                                              "go: cannot find main module",
		"":                                                                                 "",
	} {
		if got := FirstLine(in); got != want {
			t.Errorf("FirstLine(%q) = %q, want %q", in, got, want)
		}
	}
}

// A codec's name as a string literal points to the package that registers
// it; tests and other packages do not count.
func TestLiteralCandidates(t *testing.T) {
	pkgs, err := codecPackages(root)
	if err != nil || !slices.Contains(pkgs, "stdjson") || slices.Contains(pkgs, "all") || slices.Contains(pkgs, "internal") {
		t.Fatalf("codecPackages = %q, %v", pkgs, err)
	}
	got, err := literalCandidates(root, pkgs, []string{"json", "noop", "ugorji-cbor", "no such codec"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got["json"], []string{"stdjson"}) || !slices.Equal(got["noop"], []string{"noop"}) ||
		!slices.Equal(got["ugorji-cbor"], []string{"ugorji"}) || got["no such codec"] != nil {
		t.Errorf("candidates %q", got)
	}
}

// A library is its module@version, the standard library is the Go version
// (in the key apart), and serbench's own packages are their files' contents.
func TestPackageID(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a\n"), 0o644)
	own := &listed{ImportPath: "m/a", Dir: dir, GoFiles: []string{"a.go"}}
	own.Module = &module{Path: "m", Main: true}
	before, err := packageID(own, map[string]string{})
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a // changed\n"), 0o644)
	after, _ := packageID(own, map[string]string{})
	if before == after {
		t.Error("a changed file keeps its package's id")
	}
	lib := *own
	lib.Module = &module{Path: "example.com/lib", Version: "v1.2.3"}
	if id, _ := packageID(&lib, map[string]string{}); id != "example.com/lib@v1.2.3" {
		t.Errorf("library id %q", id)
	}
	if id, _ := packageID(&listed{ImportPath: "fmt", Standard: true}, map[string]string{}); id != "std" {
		t.Errorf("standard library id %q", id)
	}
}

// Measure builds the baseline and encoding/json's program, attributes the
// glue with go tool nm, and the second time takes every figure from the
// cache. The program itself round-trips small and lists its codecs.
func TestMeasure(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs")
	}
	cache := t.TempDir()
	var lines []string
	cfg := Config{Root: root, Codecs: []string{"json", Noop}, Jobs: 2, CacheDir: cache,
		Progress: func(l string) { lines = append(lines, l) }}
	rows, err := Measure(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("rows %+v", rows)
	}
	json, noop := rows[0], rows[1]
	if json.Codec != "json" || json.Program != "codecs/stdjson" || json.Module != "std" || json.Version != json.GoVersion || json.Error != "" {
		t.Errorf("json's row: %+v", json)
	}
	if noop.Codec != Noop || noop.OverNoopBytes != 0 || noop.OverNoopStrippedBytes != 0 || noop.GlueBytes <= 0 {
		t.Errorf("noop's row: %+v", noop)
	}
	if json.StrippedBytes >= json.Bytes || json.OverNoopBytes <= 0 || json.OverNoopStrippedBytes <= 0 ||
		json.Bytes-noop.Bytes != json.OverNoopBytes || json.GlueBytes <= 0 ||
		json.LibraryBytes != json.OverNoopStrippedBytes-json.GlueBytes || json.GlueBytes > json.OverNoopStrippedBytes {
		t.Errorf("json's sizes: %+v beside noop's %+v", json, noop)
	}
	if left, _ := filepath.Glob(filepath.Join(root, "out", "_binsize-*")); len(left) > 0 {
		t.Errorf("left behind: %q", left)
	}
	lines = nil
	again, err := Measure(context.Background(), cfg)
	if err != nil || !slices.Equal(again, rows) || !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "2 cached") }) {
		t.Errorf("second measure: %v, %+v, progress %q; want the same rows from the cache", err, again, lines)
	}

	dir, err := makeTemp(filepath.Join(root, "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := writeProgram(dir, "stdjson"); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "prog")
	build := exec.Command("go", "build", "-o", bin, "./"+filepath.ToSlash(rel(root, filepath.Join(dir, "stdjson"))))
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if out, err := exec.Command(bin, ListArg).Output(); err != nil || string(out) != "json\n" {
		t.Errorf("%s: %q, %v; want json", ListArg, out, err)
	}
	if out, err := exec.Command(bin, "json").CombinedOutput(); err != nil || len(out) != 0 {
		t.Errorf("json on small: %v: %s", err, out)
	}
	if out, err := exec.Command(bin, "gob").CombinedOutput(); err == nil || !strings.Contains(string(out), "gob on small: ") {
		t.Errorf("a codec the program lacks: %v: %s", err, out)
	}
}

// A codec belongs to the program that lists it; else, when one of its
// candidates failed to build, it gets that failure.
func TestFind(t *testing.T) {
	b := &builder{done: map[string]*outcome{
		"a": {Codecs: []string{"x"}, Bytes: 1},
		"b": {Error: "boom"},
		"c": {Codecs: []string{"w"}, Bytes: 1},
	}}
	for _, c := range []struct {
		codec       string
		candidates  []string
		pkg, failed string
	}{
		{"x", []string{"b", "a"}, "a", ""},
		{"x", nil, "a", ""},
		{"y", []string{"c", "b"}, "", "b"},
		{"z", []string{"c"}, "", ""},
	} {
		if pkg, failed := b.find(c.codec, c.candidates); pkg != c.pkg || failed != c.failed {
			t.Errorf("find(%s, %q) = %q, %q; want %q, %q", c.codec, c.candidates, pkg, failed, c.pkg, c.failed)
		}
	}
}
