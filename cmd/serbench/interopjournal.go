package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/serbench/serbench/interop"
)

// interopJournal is the file in an --out directory where interop notes
// each reader it finished, one JSON line each, so that an interrupted or
// killed check can go on (--resume) without checking those again.
const interopJournal = "interop.jsonl"

// An interopLog appends finished readers to the journal.
type interopLog struct {
	f *os.File
}

// startInteropJournal starts the journal in dir, or with resume appends
// to the one there.
func startInteropJournal(dir string, resume bool) (*interopLog, error) {
	flags := os.O_CREATE | os.O_WRONLY | os.O_APPEND
	if !resume {
		flags |= os.O_TRUNC
	}
	f, err := os.OpenFile(filepath.Join(dir, interopJournal), flags, 0o644)
	if err != nil {
		return nil, err
	}
	return &interopLog{f: f}, nil
}

// readInteropJournal reads the readers a journal holds. A last line cut
// short by a kill is dropped; any other unreadable line is refused,
// naming the line.
func readInteropJournal(path string) ([]interop.Finished, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, usagef("cannot resume: %s has no journal of an interrupted check", filepath.Dir(path))
	} else if err != nil {
		return nil, usagef("cannot resume: %v", err)
	}
	defer f.Close()
	var before []interop.Finished
	var bad error
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<30)
	for n := 1; sc.Scan(); n++ {
		if bad != nil {
			return nil, bad // a bad line that was not the last
		}
		var d interop.Finished
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			bad = usagef("cannot resume: %s line %d: %v", path, n, err)
			continue
		}
		before = append(before, d)
	}
	if err := sc.Err(); err != nil {
		return nil, usagef("cannot resume: reading %s: %v", path, err)
	}
	return before, nil
}

// add journals a finished reader, on disk before it returns.
func (l *interopLog) add(d interop.Finished) error {
	b, err := json.Marshal(d)
	if err != nil {
		return err
	}
	if _, err := l.f.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("writing %s: %w", l.f.Name(), err)
	}
	return l.f.Sync()
}

// remove deletes the journal of a check that finished: its rows are in
// results.json.
func (l *interopLog) remove() error {
	l.f.Close()
	return os.Remove(l.f.Name())
}

// Close closes the journal, keeping it.
func (l *interopLog) Close() error { return l.f.Close() }
