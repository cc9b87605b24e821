// Package crosscheck holds the figures that serbench's five seed benchmarks
// publish, transcribed into seeds.csv with the serbench codec and variant
// each row corresponds to, and the reasons, in explanations.txt, why a
// codec stands apart from where a seed puts it. Compare sets a run's
// results beside those figures: for each seed, dataset and op, the rank
// correlation between the seed's times and serbench's, and each codec whose
// time relative to the comparison's typical codec differs by more than
// Threshold between the two, with its recorded reason.
//
// The seeds measured other machines, Go versions and library versions, so
// only relative figures are compared: what a codec costs against the
// geometric mean of the codecs both sides time.
package crosscheck

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Threshold is how far, as a factor either way, a codec's relative figure
// may stand from a seed's before it is listed.
const Threshold = 2.0

// The data, embedded so that the command needs no files beside it.
var (
	//go:embed seeds.csv
	seedsCSV []byte
	//go:embed explanations.txt
	explanationsTxt []byte
)

// A Figure is one row of seeds.csv: what a seed publishes for one library
// and op, and the serbench cell it corresponds to. Figures a seed does not
// publish are nil.
type Figure struct {
	Seed    string   `json:"seed"`    // "000" to "004"
	Dataset string   `json:"dataset"` // serbench's dataset for the seed's data model
	Library string   `json:"library"` // as the seed prints it
	Op      string   `json:"op"`      // "marshal" or "unmarshal"
	Ns      *float64 `json:"ns_per_op,omitempty"`
	Bytes   *float64 `json:"bytes_per_op,omitempty"`
	Allocs  *float64 `json:"allocs_per_op,omitempty"`
	Codec   string   `json:"codec"`
	Variant string   `json:"variant"`
	// Convert says that the seed's loop converts between its Go struct and
	// the library's own form, so serbench's convert op is added.
	Convert bool `json:"convert,omitempty"`
	Line    int  `json:"-"` // in seeds.csv, for errors
}

// Name is the serbench cell the figure maps to, as reports show it:
// "codec", "codec (variant)", with "+ convert" when Convert is set.
func (f *Figure) Name() string {
	s := f.Codec
	if f.Variant != "default" {
		s += " (" + f.Variant + ")"
	}
	if f.Convert {
		s += " + convert"
	}
	return s
}

// Data is the seeds' figures and the recorded reasons.
type Data struct {
	Figures []Figure
	// Explanations maps "SEED CODEC" to why the codec stands apart from
	// where that seed puts it.
	Explanations map[string]string
}

// Explanation is the recorded reason for codec in seed, or "".
func (d *Data) Explanation(seed, codec string) string {
	return d.Explanations[seed+" "+codec]
}

// Load parses the embedded seeds.csv and explanations.txt.
func Load() (*Data, error) {
	figs, err := ParseFigures(bytes.NewReader(seedsCSV))
	if err != nil {
		return nil, fmt.Errorf("crosscheck/seeds.csv: %w", err)
	}
	expl, err := ParseExplanations(bytes.NewReader(explanationsTxt))
	if err != nil {
		return nil, fmt.Errorf("crosscheck/explanations.txt: %w", err)
	}
	return &Data{Figures: figs, Explanations: expl}, nil
}

var header = []string{"seed", "dataset", "library", "op", "ns_per_op", "bytes_per_op", "allocs_per_op", "codec", "variant", "convert"}

var seedPattern = regexp.MustCompile(`^[0-9]{3}$`)

// ParseFigures reads seeds.csv: lines starting with # are comments, the
// first other line is the header. A row names its seed, dataset, op, codec
// and variant; a figure is a number or empty; convert is "yes" or empty;
// no two rows share a seed, library and op.
func ParseFigures(r io.Reader) ([]Figure, error) {
	cr := csv.NewReader(r)
	cr.Comment = '#'
	cr.FieldsPerRecord = len(header)
	head, err := cr.Read()
	if err != nil {
		return nil, err
	}
	if !slices.Equal(head, header) {
		return nil, fmt.Errorf("header %q, want %q", strings.Join(head, ","), strings.Join(header, ","))
	}
	var out []Figure
	seen := map[string]int{}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		line, _ := cr.FieldPos(0)
		f, err := parseFigure(rec)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		f.Line = line
		k := f.Seed + "/" + f.Library + "/" + f.Op
		if first, dup := seen[k]; dup {
			return nil, fmt.Errorf("line %d: seed %s's %s %s is on line %d already", line, f.Seed, f.Library, f.Op, first)
		}
		seen[k] = line
		out = append(out, f)
	}
}

func parseFigure(rec []string) (Figure, error) {
	f := Figure{Seed: rec[0], Dataset: rec[1], Library: rec[2], Op: rec[3], Codec: rec[7], Variant: rec[8]}
	switch {
	case !seedPattern.MatchString(f.Seed):
		return f, fmt.Errorf("seed %q is not three digits", f.Seed)
	case f.Dataset == "" || f.Library == "" || f.Codec == "" || f.Variant == "":
		return f, fmt.Errorf("dataset, library, codec and variant are required")
	case f.Op != "marshal" && f.Op != "unmarshal":
		return f, fmt.Errorf("op %q: want marshal or unmarshal", f.Op)
	}
	for i, p := range []**float64{&f.Ns, &f.Bytes, &f.Allocs} {
		v, err := parseNumber(rec[4+i])
		if err != nil {
			return f, fmt.Errorf("%s: %w", header[4+i], err)
		}
		*p = v
	}
	if f.Ns != nil && *f.Ns == 0 {
		return f, fmt.Errorf("ns_per_op: 0 is not a time")
	}
	switch rec[9] {
	case "yes":
		f.Convert = true
	case "":
	default:
		return f, fmt.Errorf("convert %q: want yes or nothing", rec[9])
	}
	return f, nil
}

// parseNumber reads a non-negative figure; empty is nil, not published.
func parseNumber(s string) (*float64, error) {
	if s == "" {
		return nil, nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return nil, fmt.Errorf("%q is not a figure", s)
	}
	return &v, nil
}

// ParseExplanations reads explanations.txt: lines starting with # are
// comments; an entry starts with "SEED CODEC:" at the start of a line and
// runs on over the indented lines that follow; blank lines end it.
func ParseExplanations(r io.Reader) (map[string]string, error) {
	out := map[string]string{}
	key := ""
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"):
		case strings.TrimSpace(line) == "":
			key = ""
		case line[0] == ' ' || line[0] == '\t':
			if key == "" {
				return nil, fmt.Errorf("line %d: an indented line outside an entry", n)
			}
			out[key] += " " + strings.TrimSpace(line)
		default:
			head, text, ok := strings.Cut(line, ":")
			seed, codec, ok2 := strings.Cut(head, " ")
			if !ok || !ok2 || !seedPattern.MatchString(seed) || codec == "" || strings.Contains(codec, " ") {
				return nil, fmt.Errorf("line %d: want \"SEED CODEC: text\", got %q", n, line)
			}
			key = seed + " " + codec
			if _, dup := out[key]; dup {
				return nil, fmt.Errorf("line %d: %s explained twice", n, key)
			}
			out[key] = strings.TrimSpace(text)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for k, v := range out {
		if v == "" {
			return nil, fmt.Errorf("%s: empty explanation", k)
		}
	}
	return out, nil
}
