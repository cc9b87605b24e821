package main

import (
	"errors"
	"os"
	"path/filepath"

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
