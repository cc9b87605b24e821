package results

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// compactSample writes a File with a cell of 200 samples as a results.json
// in a new directory and returns the directory and the file's bytes.
func compactSample(t *testing.T, commit string) (string, []byte) {
	t.Helper()
	f := sample()
	f.Env.Commit = commit
	var ns, zeros []float64
	for i := range 200 {
		ns = append(ns, 1000+float64(i%17)*1.25)
		zeros = append(zeros, 0)
	}
	f.Results = []Result{NewResult("small", "json", "default", "marshal", 1000, Samples{Own: ns, Bytes: zeros, Allocs: zeros}, Pricing{}, 150)}
	dir := t.TempDir()
	if err := f.Write(filepath.Join(dir, FileName)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	return dir, data
}

// A File through the compact form reads back as it was, and the compact
// file decompresses to the results.json's very bytes.
func TestCompactRoundTrip(t *testing.T) {
	dir, data := compactSample(t, "abc")
	want, err := Read(filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), CompactName)
	if err := WriteCompact(path, data); err != nil {
		t.Fatal(err)
	}
	got, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back from %s:\n%+v\nwant\n%+v", CompactName, got, want)
	}
	compact, _ := os.ReadFile(path)
	if len(compact) >= len(data) {
		t.Errorf("compact file %d bytes, results.json %d: not compressed", len(compact), len(data))
	}
	dec, _ := zstd.NewReader(nil)
	defer dec.Close()
	if plain, err := dec.DecodeAll(compact, nil); err != nil || !bytes.Equal(plain, data) {
		t.Errorf("decompressed: %d bytes, %v; want the results.json's %d bytes", len(plain), err, len(data))
	}
	if _, err := os.Stat(path + ".tmp"); err == nil {
		t.Errorf("temporary file left beside %s", path)
	}
}

// A results.json that is not there is read from the results.json.zst
// beside it, by Read and ReadAny alike; a results.json that is there wins.
func TestReadFallsBackToCompact(t *testing.T) {
	dir, data := compactSample(t, "compact")
	if err := WriteCompact(filepath.Join(dir, CompactName), data); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, FileName))
	for name, read := range map[string]func() (*File, error){
		"Read(dir/results.json)":    func() (*File, error) { return Read(filepath.Join(dir, FileName)) },
		"ReadAny(dir)":              func() (*File, error) { return ReadAny(dir) },
		"ReadAny(dir/results.json)": func() (*File, error) { return ReadAny(filepath.Join(dir, FileName)) },
		"ReadAny(dir/results.json.zst)": func() (*File, error) {
			return ReadAny(filepath.Join(dir, CompactName))
		},
	} {
		f, err := read()
		if err != nil || f.Env.Commit != "compact" || len(f.Results) != 1 {
			t.Errorf("%s: %v, %+v; want the compact file's results", name, err, f)
		}
	}

	other, _ := compactSample(t, "plain")
	os.Rename(filepath.Join(other, FileName), filepath.Join(dir, FileName))
	if f, err := ReadAny(dir); err != nil || f.Env.Commit != "plain" {
		t.Errorf("both forms there: %v, %+v; want results.json read", err, f)
	}

	empty := t.TempDir()
	_, err := ReadAny(empty)
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), filepath.Join(empty, FileName)) {
		t.Errorf("neither form there: %v; want not-exist naming %s", err, FileName)
	}
}

// A damaged compact file is refused with an error that names it and says
// what is wrong; WriteCompact refuses what is not a results.json.
func TestCompactDamaged(t *testing.T) {
	_, data := compactSample(t, "abc")
	enc, _ := zstd.NewWriter(nil)
	good := enc.EncodeAll(data, nil)
	notJSON := enc.EncodeAll([]byte("hello"), nil)
	enc.Close()
	dir := t.TempDir()
	path := filepath.Join(dir, CompactName)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"truncated", good[:len(good)/2], "not a whole zstd stream"},
		{"not zstd", data, "not a zstd-compressed results.json"},
		{"empty", nil, "empty: no zstd frame"},
		{"zstd but not json", notJSON, "not a results.json: invalid character"},
	} {
		os.WriteFile(path, c.data, 0o644)
		_, err := Read(path)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), path+": ") {
			t.Errorf("%s: %v, want an error naming %s with %q", c.name, err, path, c.want)
		}
		if _, err := ReadAny(dir); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: ReadAny of the directory: %v, want %q", c.name, err, c.want)
		}
	}

	out := filepath.Join(t.TempDir(), CompactName)
	if err := WriteCompact(out, []byte("hello")); err == nil || !strings.Contains(err.Error(), "not a results.json") {
		t.Errorf("WriteCompact of text: %v, want refused", err)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("WriteCompact of text wrote %s", out)
	}
}
