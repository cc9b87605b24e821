package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// The committed reference run is read in its compact form, and the
// README's results block is what serbench report makes of it, byte for
// byte: the README shows the run as it is committed.
func TestReferenceRunReadme(t *testing.T) {
	root := filepath.Join("..", "..")
	dir, err := newestReference(filepath.Join(root, "reference-runs"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, results.CompactName)); err != nil {
		t.Fatalf("the newest reference run %s is not packed: %v", dir, err)
	}
	f, err := results.ReadAny(dir)
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var block bytes.Buffer
	link := chartLink(true, root, dir)
	if err := report.MarkdownRuns(&block, report.Build([]*results.File{f}, report.Options{}), link); err != nil {
		t.Fatal(err)
	}
	want, err := report.RewriteBlock(readme, block.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readme, want) {
		t.Errorf("README.md's results block is not what serbench report makes of %s; regenerate it:\n"+
			"go run ./cmd/serbench report %[2]s --out %[2]s --format svg --readme README.md", dir, "reference-runs/"+filepath.Base(dir))
	}
	for _, name := range []string{"small-time.svg", "small-size.svg"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("the README shows %s, which the reference run does not hold: %v", name, err)
		}
	}
}
