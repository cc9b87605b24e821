package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/interop"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// interopTimeout is the default wall time of one pair: a writer encoding
// a dataset of megabyte records and a reader decoding and comparing them.
const interopTimeout = 2 * time.Minute

func cmdInterop(args []string) error {
	fs := flag.NewFlagSet("interop", flag.ContinueOnError)
	datasets := fs.String("datasets", "", "datasets: comma-separated names or a regexp (default all)")
	codecs := fs.String("codecs", "", "codecs: comma-separated names or a regexp (default all); those of one wire format are paired")
	timeout := fs.Duration("timeout", interopTimeout, "wall time one pair may take before it is a hang")
	memory := fs.Int64("memory", 2048, "memory limit of a reading child, in `MiB` (the kernel stops it at twice as much)")
	out := fs.String("out", "out", "directory whose results.json gets the matrix (made or updated) and interop.md the matrices")
	asJSON := fs.Bool("json", false, "write the matrix as JSON instead of markdown")
	resume := fs.Bool("resume", false, "go on with the interrupted check whose journal ("+interopJournal+") --out holds: the readers it finished are not checked again")
	python := fs.String("python", "", "the Python `interpreter` whose reference libraries pair with the Go codecs of their wire format "+
		"(default: "+interop.Venv+"/bin/python, which "+interop.Install+" makes, when it is there); empty: no Python peers")
	if err := parse(fs, args); err != nil {
		return err
	}
	pythonSet := false
	fs.Visit(func(f *flag.Flag) { pythonSet = pythonSet || f.Name == "python" })
	if *memory < 16 {
		return usagef("--memory must be at least 16 MiB, not %d", *memory)
	}
	if *timeout <= 0 {
		return usagef("--timeout must be positive")
	}
	plan, err := selection(*datasets, *codecs, "")
	if err != nil {
		return err
	}
	py, missing, err := findPython(*python, pythonSet)
	if err != nil {
		return err
	}
	var peers []interop.Peer
	if py != nil {
		peers = py.Peers
	}
	tasks := interop.Tasks(plan.Datasets, plan.Codecs, peers...)
	if len(tasks) == 0 {
		return usagef("no two of the codecs selected share a wire format on the datasets selected, nor one with a Python peer; interop pairs the codecs of one wire")
	}
	if missing != "" {
		fmt.Fprintln(os.Stderr, "serbench interop:", missing)
	}
	var before []interop.Finished
	if *resume {
		if before, err = readInteropJournal(filepath.Join(*out, interopJournal)); err != nil {
			return err
		}
	}
	section, err := newAddition(*out, results.Config{Datasets: plan.Datasets, Codecs: plan.Codecs})
	if err != nil {
		return err
	}
	journal, err := startInteropJournal(*out, *resume)
	if err != nil {
		return err
	}
	defer journal.Close()
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	pairs := interop.Pairs(tasks)
	fmt.Fprintf(os.Stderr, "serbench interop: %d writer and reader pairs in %d children; writing %s\n", pairs, len(tasks), *out)
	bar := newProgress(pairs)
	stop := make(chan struct{})
	release := onInterrupt(func() { close(stop) })
	rows, err := interop.Run(interop.Config{Exe: exe, Timeout: *timeout, Memory: *memory << 20,
		Parallel: runtime.GOMAXPROCS(0), Progress: bar.add, Stop: stop, Python: py,
		Before: before, Finished: journal.add}, tasks)
	release()
	bar.bar.Finish()
	interrupted := errors.Is(err, interop.ErrInterrupted)
	if err != nil && !interrupted {
		return err
	}
	file, err := section.add(func(f *results.File) {
		f.Interop = mergeRows(f.Interop, rows, func(r results.Interop) string {
			return r.Wire + "\x00" + r.Dataset + "\x00" + r.Writer + "\x00" + r.Reader
		})
	})
	if err != nil {
		return err
	}
	var md bytes.Buffer
	if err := report.InteropMarkdown(&md, file.Interop); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, "interop.md"), md.Bytes(), 0o644); err != nil {
		return err
	}
	if interrupted {
		return fmt.Errorf("%w: the pairs checked so far are in %s; serbench interop --resume with the same flags goes on", harness.ErrInterrupted, *out)
	}
	if err := journal.remove(); err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(file.Interop)
	}
	_, err = os.Stdout.Write(md.Bytes())
	return err
}

// findPython is the Python side of interop: the interpreter given, or by
// default the virtual environment that .ci/install-interop makes in the
// repository, running the repository's refcheck.py. Without one, the
// foreign half is skipped, and missing says on one line how to have it,
// for the caller to print once the selection is known to be good; an
// explicit empty --python skips it silently.
func findPython(python string, set bool) (py *interop.Python, missing string, err error) {
	if set && python == "" {
		return nil, "", nil
	}
	cwd, err := os.Getwd()
	if err != nil {
		return nil, "", err
	}
	root, rootErr := interop.Root(cwd)
	if !set {
		if rootErr == nil {
			if venv := filepath.Join(root, interop.Venv, "bin", "python"); fileExists(venv) {
				python = venv
			}
		}
		if python == "" {
			return nil, fmt.Sprintf("no Python peers: %s makes %s, or give --python", interop.Install, interop.Venv), nil
		}
	}
	if rootErr != nil {
		return nil, "", usagef("--python runs the repository's %s: %v", interop.Script, rootErr)
	}
	if py, err = interop.NewPython(python, root); err != nil {
		return nil, "", usagef("%s", oneLine(err.Error()))
	}
	return py, "", nil
}

// fileExists says whether path is there.
func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
