package main

import (
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/serbench/serbench/results"
)

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
