package results

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The binary_size section comes back as it was written, and a file
// without one holds no key for it.
func TestBinarySizeRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.json")
	f := &File{SchemaVersion: SchemaVersion}
	if err := f.Write(path); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); strings.Contains(string(b), "binary_size") {
		t.Errorf("a file without the section holds its key:\n%s", b)
	}
	f.BinarySize = []BinarySize{
		{Codec: "json", Program: "codecs/stdjson", Module: "std", Version: "go1.26.8", GoVersion: "go1.26.8",
			Bytes: 4357476, StrippedBytes: 2994338, OverNoopBytes: 450125, OverNoopStrippedBytes: 315392,
			GlueBytes: 898, LibraryBytes: 314494},
		{Codec: "broken", Program: "codecs/broken", Module: "example.com/broken", Version: "v0.1.0", GoVersion: "go1.26.8",
			Error: "codecs/broken/broken.go:3:2: undefined: x"},
	}
	if err := f.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.BinarySize, f.BinarySize) {
		t.Errorf("read back %+v\nwant %+v", got.BinarySize, f.BinarySize)
	}
	b, _ := os.ReadFile(path)
	for _, key := range []string{`"binary_size": [`, `"over_noop_stripped_bytes": 315392`, `"library_bytes": 314494`, `"error": "codecs/broken`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("results.json lacks %s", key)
		}
	}
}
