package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/serbench/serbench/results"
)

// Commands adding to one directory at once keep each other's rows: each
// reads the file under the lock, as the others left it.
func TestAdditionsAtOnce(t *testing.T) {
	dir := t.TempDir()
	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, err := newAddition(dir, results.Config{})
			if err == nil {
				_, err = a.add(func(f *results.File) {
					f.Stream = mergeRows(f.Stream, []results.Stream{{Dataset: "logs", Codec: fmt.Sprint("c", i)}},
						func(r results.Stream) string { return r.Codec })
				})
			}
			errs[i] = err
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	f, err := results.Read(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range f.Stream {
		got = append(got, r.Codec)
	}
	want := []string{"c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7"}
	if !slices.Equal(got, want) {
		t.Errorf("rows %q; want all %d", got, n)
	}
	if a, err := newAddition("", results.Config{}); a != nil || err != nil {
		t.Errorf("no --out: %v, %v; want no addition", a, err)
	}
}
