package results

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRead: any bytes given as a results.json are read or refused with an
// error, never a panic, and what is read can be sorted and written as text.
func FuzzRead(f *testing.F) {
	good, _ := json.Marshal(sample())
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(`{"schema_version": 1, "results": [{"samples_ns": [1, 2]}]}`))
	f.Add([]byte(`{"schema_version": 2}`))
	f.Add([]byte("not json"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := parse(data)
		if err != nil {
			return
		}
		file.Sort()
		file.WriteText(io.Discard)
	})
}

// FuzzJournal: any bytes as a journal replay or are refused, never panic;
// one whose last line has no newline is refused, and what replays replays
// alike with any of its whole lines left off the end.
func FuzzJournal(f *testing.F) {
	var b bytes.Buffer
	own := []float64{100, 104, 99, 103, 101, 98, 102, 100}
	for _, e := range []Entry{{Header: sample()}, {Failure: &Failure{Dataset: "small", Codec: "json", Op: "marshal"}},
		{Size: &Size{Dataset: "small", Codec: "json", Bytes: 10}},
		{Result: &Result{Dataset: "small", Codec: "gob", Variant: "default", Op: "marshal", SamplesOwnNs: own, SamplesWorker: []int{0, 1, 0, 1, 0, 1, 0, 1}}}} {
		line, _ := json.Marshal(e)
		b.Write(append(line, '\n'))
	}
	f.Add(b.Bytes())
	f.Add(b.Bytes()[:b.Len()-5])
	f.Add([]byte("{}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := replay(data)
		if err != nil {
			return
		}
		if len(data) > 0 && data[len(data)-1] != '\n' {
			t.Fatalf("a journal whose last line has no newline replayed")
		}
		// The lines before the last are a journal too, with one entry fewer.
		cut := bytes.LastIndexByte(data[:len(data)-1], '\n') + 1
		again, err := replay(data[:cut])
		if err == nil && len(again.Results)+len(again.Failures) > len(file.Results)+len(file.Failures) {
			t.Fatalf("the first lines replay as more than the whole")
		}
	})
}

// Damaged files are refused with an error that says what is wrong, and
// left as they were.
func TestBadFiles(t *testing.T) {
	dir := t.TempDir()
	good, _ := json.Marshal(sample())
	header, _ := json.Marshal(Entry{Header: sample()})
	entry, _ := json.Marshal(Entry{Size: &Size{Dataset: "small", Codec: "json"}})
	other := sample()
	other.SchemaVersion = 9
	otherHeader, _ := json.Marshal(Entry{Header: other})
	for _, c := range []struct {
		name, data, want string
		journal          bool
	}{
		{"truncated", string(good[:len(good)/2]), "not a whole results.json", false},
		{"not json", "hello", "not a results.json: invalid character", false},
		{"another version", `{"schema_version": 9}`, "schema_version 9, want 1", false},
		{"no version", `{}`, "schema_version 0, want 1", false},
		{"bad line", string(header) + "\nnot json\n" + string(entry) + "\n", "line 2 is not a journal entry", true},
		{"empty entry", string(header) + "\n{}\n", "line 2 is not a journal entry: it holds none", true},
		{"another version", string(otherHeader) + "\n", "schema_version 9, want 1", true},
		{"two headers", string(header) + "\n" + string(header) + "\n", "line 2 is a second header", true},
		{"torn last line", string(header) + "\n" + string(entry[:len(entry)-3]), "line 2 is torn", true},
		{"last line without its newline", string(header) + "\n" + string(entry), "line 2 is torn", true},
	} {
		var err error
		path := filepath.Join(dir, "results.json")
		if c.journal {
			path = filepath.Join(dir, JournalName)
		}
		os.WriteFile(path, []byte(c.data), 0o644)
		if c.journal {
			_, _, err = OpenJournal(dir)
		} else {
			_, err = Read(path)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
		if after, _ := os.ReadFile(path); string(after) != c.data {
			t.Errorf("%s: the file was changed", c.name)
		}
	}
}
