package main

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"golang.org/x/sys/unix"

	"github.com/serbench/serbench/results"
)

// An addition is what a command adds to the results.json of an --out
// directory: its section, merged in when the command's rows are ready. A
// nil addition (no --out) adds nothing.
type addition struct {
	dir    string
	config results.Config
}

// newAddition checks, before any work, that dir can take the command's
// section (nil when dir is empty): the directory is made, and a
// results.json there must be readable.
func newAddition(dir string, config results.Config) (*addition, error) {
	if dir == "" {
		return nil, nil
	}
	if err := writable("--out", dir); err != nil {
		return nil, err
	}
	if _, _, err := fileToAdd(dir, config); err != nil {
		return nil, err
	}
	return &addition{dir: dir, config: config}, nil
}

// add reads the directory's results.json as it is now, lets merge put the
// command's rows in, and writes it back, all under an exclusive lock on
// the directory: commands that add to one directory at the same time then
// keep each other's rows, where reading the file when each started lost
// the rows of whichever wrote first. It returns the file written.
func (a *addition) add(merge func(*results.File)) (*results.File, error) {
	if a == nil {
		return nil, nil
	}
	dir, err := os.Open(a.dir)
	if err != nil {
		return nil, err
	}
	defer dir.Close()
	if err := unix.Flock(int(dir.Fd()), unix.LOCK_EX); err != nil {
		return nil, fmt.Errorf("locking %s: %w", a.dir, err)
	}
	file, path, err := fileToAdd(a.dir, a.config)
	if err != nil {
		return nil, err
	}
	merge(file)
	return file, file.Write(path)
}

// fileToAdd reads dir's results.json for a command that adds a section
// to it, or makes a fresh File with config when there is none, and says
// where it goes. One that is there but unreadable is refused, not
// replaced.
func fileToAdd(dir string, config results.Config) (file *results.File, path string, err error) {
	path = filepath.Join(dir, "results.json")
	file, err = results.Read(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return &results.File{SchemaVersion: results.SchemaVersion, Env: environment(), Config: config}, path, nil
	case err != nil:
		return nil, "", usagef("cannot add to %s", oneLine(err.Error()))
	}
	return file, path, nil
}

// mergeRows replaces the rows of old that fresh measured again, by key,
// and keeps the rest, so that runs on other datasets or codecs add up; the
// rows come in the order of their keys.
func mergeRows[R any](old, fresh []R, key func(R) string) []R {
	byKey := map[string]R{}
	for _, r := range old {
		byKey[key(r)] = r
	}
	for _, r := range fresh {
		byKey[key(r)] = r
	}
	merged := make([]R, 0, len(byKey))
	for _, k := range slices.Sorted(maps.Keys(byKey)) {
		merged = append(merged, byKey[k])
	}
	return merged
}
