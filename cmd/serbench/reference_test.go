package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// The committed reference run is read in its compact form, and every part
// of the documentation generated from it, with the newest robustness
// probe, is what serbench report makes of them, byte for byte: the
// README's summary (and its results block, should it hold one again) and
// each results page, with no page left that report would not write. The
// README and the pages show the runs as they are committed.
func TestReferenceRunDocs(t *testing.T) {
	root := filepath.Join("..", "..")
	runs := filepath.Join(root, "reference-runs")
	dir, err := newestReference(runs)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, results.CompactName)); err != nil {
		t.Fatalf("the newest reference run %s is not packed: %v", dir, err)
	}
	probeDir, err := newestReference(filepath.Join(runs, "*")) // reference-runs/DATE/robustness
	if err != nil {
		t.Fatal(err)
	}
	f, err := results.ReadAny(dir)
	if err != nil {
		t.Fatal(err)
	}
	probe, err := results.ReadAny(probeDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(probe.Robustness) == 0 {
		t.Fatalf("%s holds no robustness matrix", probeDir)
	}
	readmePath, pagesDir := filepath.Join(root, "README.md"), filepath.Join(root, "docs", "results")
	rel := func(p string) string { r, _ := filepath.Rel(root, p); return filepath.ToSlash(r) }
	regenerate := "go run ./cmd/serbench report " + rel(dir) + " --robustness " + rel(probeDir) + " --out " + rel(dir) +
		" --format svg --readme README.md --pages docs/results"

	m := report.Build([]*results.File{f}, report.Options{})
	docs := newDocs(m, probe, docsPaths{run: dir, probe: probeDir, readme: readmePath, pages: pagesDir, charts: dir}, true)
	readme, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	if !report.SummaryBlock.In(readme) {
		t.Fatalf("README.md has no %s … %s block", report.SummaryBegin, report.SummaryEnd)
	}
	want, err := rewriteBlocks(readme, docs, chartLink(true, root, dir))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(readme, want) {
		t.Errorf("README.md's generated blocks are not what serbench report makes of %s and %s; regenerate them:\n%s", rel(dir), rel(probeDir), regenerate)
	}

	pages, err := docs.Pages()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range pages {
		names = append(names, p.Name)
		got, err := os.ReadFile(filepath.Join(pagesDir, p.Name))
		if err != nil || !bytes.Equal(got, p.Text) {
			t.Errorf("docs/results/%s is not what serbench report makes of %s (%v); regenerate the pages:\n%s", p.Name, rel(dir), err, regenerate)
		}
	}
	committed, _ := filepath.Glob(filepath.Join(pagesDir, "*"))
	for _, c := range committed {
		if !slices.Contains(names, filepath.Base(c)) {
			t.Errorf("docs/results/%s is not a page serbench report writes: remove it", filepath.Base(c))
		}
	}
	for _, d := range f.Datasets {
		for _, kind := range []string{"time", "size"} {
			name := d.Name + "-" + kind + ".svg"
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				t.Errorf("the pages show %s, which the reference run does not hold: %v", name, err)
			}
		}
	}
}
