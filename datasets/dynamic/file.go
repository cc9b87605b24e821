package dynamic

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/serbench/serbench"
)

// A SyntaxError is malformed input, placed by line and column (from 1)
// and byte offset (from 0).
type SyntaxError struct {
	Line, Column int
	Offset       int64
	Msg          string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("line %d, column %d (byte offset %d): %s", e.Line, e.Column, e.Offset, e.Msg)
}

// ParseFile reads the documents of a JSON file: one JSON document, a JSON
// array of documents, or JSON lines (any sequence of JSON values separated
// by white space). Numbers become int64 where they are integers that fit,
// uint64 for larger positive integers, float64 otherwise, so that a format
// that turns a big id into a float64 shows it. Malformed input is a
// *SyntaxError.
func ParseFile(path string) ([]any, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(data)
}

func parse(data []byte) ([]any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var docs []any
	for {
		var v any
		err := dec.Decode(&v)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, syntaxError(data, dec, err)
		}
		docs = append(docs, numbers(v))
	}
	if len(docs) == 0 {
		return nil, errors.New("no JSON document in it")
	}
	if l, ok := docs[0].([]any); ok && len(docs) == 1 {
		if len(l) == 0 {
			return nil, errors.New("its JSON array holds no document")
		}
		docs = l
	}
	return docs, nil
}

// syntaxError places a decoding error in data.
func syntaxError(data []byte, dec *json.Decoder, err error) error {
	off := int64(len(data)) // an unexpected end is at the end
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = se.Offset - 1 // Offset counts the offending byte
	} else if !errors.Is(err, io.ErrUnexpectedEOF) {
		off = dec.InputOffset()
	}
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte{'\n'}) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	msg := err.Error()
	if errors.Is(err, io.ErrUnexpectedEOF) {
		msg = "the input ends inside a JSON value"
	}
	return &SyntaxError{Line: line, Column: col, Offset: off, Msg: msg}
}

// numbers replaces each json.Number in v by an int64, uint64 or float64.
func numbers(v any) any {
	switch v := v.(type) {
	case json.Number:
		if i, err := strconv.ParseInt(string(v), 10, 64); err == nil {
			return i
		}
		if u, err := strconv.ParseUint(string(v), 10, 64); err == nil {
			return u
		}
		// Beyond float64's range this is ±Inf, which the JSON codecs then
		// refuse to write: the file's number is not a float64 either.
		f, _ := strconv.ParseFloat(string(v), 64)
		return f
	case []any:
		for i := range v {
			v[i] = numbers(v[i])
		}
	case map[string]any:
		for k := range v {
			v[k] = numbers(v[k])
		}
	}
	return v
}

var notName = regexp.MustCompile(`[^a-z0-9_-]+`)

// NameOf is the dataset name for a file: its base name without extension,
// lower case, with other characters than letters, digits, '_' and '-'
// (a dot among them) replaced by '-', so that it never reads as a regexp.
func NameOf(path string) string {
	base := filepath.Base(path)
	base = strings.TrimSuffix(base, filepath.Ext(base))
	name := strings.Trim(notName.ReplaceAllString(strings.ToLower(base), "-"), "_-")
	if name == "" {
		return "data"
	}
	return name
}

// Register parses the file at path and registers its documents as a
// dataset named by NameOf, described with the file's name and size. The
// records are of type map[string]any when every document is a JSON
// object, as a program decoding objects holds them, and of type any
// otherwise. It fails on malformed input (a *SyntaxError) and on a name
// that a dataset already has.
func Register(path string) (name string, err error) {
	docs, err := ParseFile(path)
	if err != nil {
		return "", err
	}
	name = NameOf(path)
	for _, d := range serbench.Datasets() {
		if d.Name == name {
			return "", fmt.Errorf("its dataset name %q is taken by a dataset of serbench's; rename the file", name)
		}
	}
	// A codec that cannot carry the dynamic documents cannot carry these,
	// for the same reason. Bound before the dataset registers, these
	// bindings stand; the rest bind when it does.
	for _, c := range serbench.Codecs() {
		if b := serbench.Lookup(c.Name, Dataset.Name); b.Unsupported != "" {
			serbench.Unsupported(c.Name, name, b.Unsupported)
		}
	}
	desc := fmt.Sprintf("%d documents from %s, decoded to any; numbers as int64, uint64 beyond, float64", len(docs), filepath.Base(path))
	// Each call decodes afresh, so that a codec that changes the values it
	// is given cannot change what its output is compared with.
	fresh := func() []any {
		docs, err := ParseFile(path)
		if err != nil {
			panic(fmt.Sprintf("dynamic: %s changed while in use: %v", path, err))
		}
		return docs
	}
	objects := make([]map[string]any, 0, len(docs))
	for _, d := range docs {
		if m, ok := d.(map[string]any); ok {
			objects = append(objects, m)
		}
	}
	// The codecs that carry the dynamic documents by code of their own
	// (Support, not SupportAny) carry these with the same code, when every
	// document is an object as theirs are.
	if len(objects) < len(docs) {
		d := &serbench.Dataset[any]{Name: name, Description: desc, Records: fresh, Throughput: true}
		serbench.AddDataset(d)
		serbench.SupportLike(d, Dataset, "its code carries JSON objects, as the dynamic dataset's documents are, and "+filepath.Base(path)+" holds other documents too")
		return name, nil
	}
	d := &serbench.Dataset[map[string]any]{Name: name, Description: desc + "; objects as map[string]any", Throughput: true,
		Records: func() []map[string]any {
			docs := fresh()
			out := make([]map[string]any, len(docs))
			for i, d := range docs {
				out[i] = d.(map[string]any)
			}
			return out
		}}
	serbench.AddDataset(d)
	serbench.SupportLike(d, Dataset, "")
	return name, nil
}
