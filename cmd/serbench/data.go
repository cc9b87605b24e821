package main

import (
	"os"
	"path/filepath"

	"github.com/serbench/serbench/datasets/dynamic"
)

// dataEnv passes the file of --data to the workers, which register its
// dataset as their parent did before they serve.
const dataEnv = "SERBENCH_DATA"

// dataFlagHelp describes --data for run and validate.
const dataFlagHelp = "benchmark the JSON documents in `FILE` (one document, an array of them, or JSON lines), " +
	"decoded to any, on every codec that carries them; the dataset is named after the file"

// useData registers the documents of the --data file as a dataset, in this
// process and, through the environment, in its workers, and returns its
// name. Malformed input is a usage error that places the problem.
func useData(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", usagef("--data %s: %v", path, err)
	}
	name, err := dynamic.Register(abs)
	if err != nil {
		return "", usagef("--data %s: %v", path, err)
	}
	if err := os.Setenv(dataEnv, abs); err != nil {
		return "", err
	}
	return name, nil
}

// workerData registers, in a worker, the dataset of its parent's --data.
func workerData() error {
	if path := os.Getenv(dataEnv); path != "" {
		_, err := dynamic.Register(path)
		return err
	}
	return nil
}
