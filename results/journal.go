package results

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// JournalName is the journal's file name in a run's directory, and
// ProbeJournalName that of a robustness probe, which may share it.
const (
	JournalName      = "journal.jsonl"
	ProbeJournalName = "robust.jsonl"
)

// An Entry is one line of the journal: exactly one field is set.
type Entry struct {
	Header   *File     `json:"header,omitempty"` // first line: env, config, datasets, codecs
	Result   *Result   `json:"result,omitempty"`
	Size     *Size     `json:"size,omitempty"`
	Fidelity *Fidelity `json:"fidelity,omitempty"`
	Failure  *Failure  `json:"failure,omitempty"`
	// Robustness is a probed pair, in a probe's journal.
	Robustness *Robustness `json:"robustness,omitempty"`
	// PriceRound is one more round of the run's price of garbage, measured
	// while the run went on: the price is the median of the header's rounds
	// and these, and every result is charged at it when the journal is read.
	PriceRound *PriceRound `json:"price_round,omitempty"`
	// Stage is the wall time of a group of units that finished.
	Stage *Stage `json:"stage,omitempty"`
}

// PriceRound is one round of a calibration host's price of garbage.
type PriceRound struct {
	NsPerByte  float64 `json:"ns_per_byte"`
	NsPerAlloc float64 `json:"ns_per_alloc"`
}

// A Journal appends entries to a run's directory as they finish, each
// synced to disk, so that a killed run loses only the cell in progress.
type Journal struct {
	f    *os.File
	path string
}

// CreateJournal starts a new journal in dir, replacing any old one, with
// header (a File with no results) as its first line.
func CreateJournal(dir string, header *File) (*Journal, error) {
	return createJournal(filepath.Join(dir, JournalName), header)
}

// CreateProbeJournal is CreateJournal for a robustness probe.
func CreateProbeJournal(dir string, header *File) (*Journal, error) {
	return createJournal(filepath.Join(dir, ProbeJournalName), header)
}

func createJournal(path string, header *File) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	j := &Journal{f: f, path: path}
	if err := j.Add(Entry{Header: header}); err != nil {
		f.Close()
		return nil, err
	}
	return j, nil
}

// OpenJournal reopens the journal in dir for appending and returns what it
// holds so far. A damaged journal is refused and left as it is.
func OpenJournal(dir string) (*Journal, *File, error) {
	return openJournal(filepath.Join(dir, JournalName))
}

// OpenProbeJournal is OpenJournal for a robustness probe.
func OpenProbeJournal(dir string) (*Journal, *File, error) {
	return openJournal(filepath.Join(dir, ProbeJournalName))
}

func openJournal(path string) (*Journal, *File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	file, err := replay(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, nil, err
	}
	return &Journal{f: f, path: path}, file, nil
}

// LoadJournal returns what the journal in dir holds.
func LoadJournal(dir string) (*File, error) {
	data, err := os.ReadFile(filepath.Join(dir, JournalName))
	if err != nil {
		return nil, err
	}
	return replay(data)
}

// replay assembles a File from journal lines. Add writes each line with a
// single write, which a kill does not cut short, so any line that is not a
// whole entry, the last one without its newline included, is an error: a
// damaged journal is refused, not cut.
func replay(data []byte) (*File, error) {
	var file *File
	r := bufio.NewReader(bytes.NewReader(data))
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if errors.Is(err, io.EOF) {
			if len(line) > 0 {
				return nil, fmt.Errorf("line %d is torn: it has no newline, so the journal was cut or written by something else", n)
			}
			break
		}
		var e Entry
		if err := json.Unmarshal(line, &e); err != nil {
			return nil, fmt.Errorf("line %d is not a journal entry: %v", n, err)
		}
		switch {
		case e.Header != nil && file != nil:
			return nil, fmt.Errorf("line %d is a second header", n)
		case e.Header != nil && e.Header.SchemaVersion != SchemaVersion:
			return nil, fmt.Errorf("schema_version %d, want %d: not a journal of this serbench", e.Header.SchemaVersion, SchemaVersion)
		case e.Header != nil:
			file = e.Header
		case file == nil:
			return nil, errors.New("journal does not start with a header")
		case e.Result != nil && len(e.Result.SamplesWorker) > 0 && len(e.Result.SamplesWorker) != len(e.Result.SamplesOwnNs):
			return nil, fmt.Errorf("line %d names the workers of %d samples, but holds %d", n, len(e.Result.SamplesWorker), len(e.Result.SamplesOwnNs))
		case e.Result != nil:
			file.Results = append(file.Results, *e.Result)
		case e.Size != nil:
			file.Sizes = append(file.Sizes, *e.Size)
		case e.Fidelity != nil:
			file.Fidelity = append(file.Fidelity, *e.Fidelity)
		case e.Failure != nil:
			file.Failures = append(file.Failures, *e.Failure)
		case e.Robustness != nil:
			file.Robustness = append(file.Robustness, *e.Robustness)
		case e.Stage != nil:
			file.Stages = append(file.Stages, *e.Stage)
		case e.PriceRound != nil && (file.Env.GCPrice == nil || file.Env.GCPrice.Source != "host"):
			return nil, fmt.Errorf("line %d is a round of the price of garbage, in a run whose price was not measured in a host", n)
		case e.PriceRound != nil:
			p := file.Env.GCPrice
			p.RoundsNsPerByte = append(p.RoundsNsPerByte, e.PriceRound.NsPerByte)
			p.RoundsNsPerAlloc = append(p.RoundsNsPerAlloc, e.PriceRound.NsPerAlloc)
		default:
			return nil, fmt.Errorf("line %d is not a journal entry: it holds none", n)
		}
	}
	if file == nil {
		return nil, errors.New("journal is empty")
	}
	file.ensureLists()
	file.Env.Noise = file.MeasureNoise()
	file.chargeMeasuredPrice()
	file.poolIntervals()
	return file, nil
}

// Add appends e and syncs it to disk.
func (j *Journal) Add(e Entry) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if _, err := j.f.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("%s: %w", j.path, err)
	}
	return j.f.Sync()
}

// Close closes the journal.
func (j *Journal) Close() error { return j.f.Close() }
