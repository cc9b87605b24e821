package all_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/all"
)

// seedsDoc is the page that maps the seeds' names to codecs.
const seedsDoc = "../../docs/seeds.md"

// mappingHeader is the header of the tables that TestSeedsDoc reads.
const mappingHeader = "| name in the seed | codec | variant | notes |"

// A mapping is one row of a mapping table: codec and variant are empty for
// the "—" of a name without a codec or a codec without variants.
type mapping struct {
	line                 int
	name, codec, variant string
	notes                string
}

// parseMappings reads the rows of every table in r whose header is
// mappingHeader. A cell in the codec or variant column is a name in
// backquotes or "—"; anything else is an error naming the line.
func parseMappings(r io.Reader) ([]mapping, error) {
	var rows []mapping
	in := false // inside a mapping table, past its separator
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == mappingHeader:
			if !sc.Scan() || !strings.HasPrefix(sc.Text(), "|---") {
				return nil, fmt.Errorf("line %d: a mapping table's header is not followed by its separator", n)
			}
			n++
			in = true
			continue
		case !strings.HasPrefix(line, "|"):
			in = false
			continue
		case !in:
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 4 {
			return nil, fmt.Errorf("line %d: %d cells, want 4: %s", n, len(cells), line)
		}
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		m := mapping{line: n, name: cells[0], notes: cells[3]}
		var err error
		if m.codec, err = nameCell(cells[1]); err != nil {
			return nil, fmt.Errorf("line %d: codec: %w", n, err)
		}
		if m.variant, err = nameCell(cells[2]); err != nil {
			return nil, fmt.Errorf("line %d: variant: %w", n, err)
		}
		if m.name == "" {
			return nil, fmt.Errorf("line %d: no name in the seed", n)
		}
		rows = append(rows, m)
	}
	return rows, sc.Err()
}

// nameCell reads a codec or variant cell: `name`, or — for none.
func nameCell(c string) (string, error) {
	if c == "—" {
		return "", nil
	}
	if len(c) > 2 && c[0] == '`' && c[len(c)-1] == '`' && !strings.Contains(c[1:len(c)-1], "`") {
		return c[1 : len(c)-1], nil
	}
	return "", fmt.Errorf("%q is neither `name` nor —", c)
}

// TestSeedsDoc keeps docs/seeds.md honest: every codec and variant it names
// exists, every name without a codec says why, and every registered codec
// appears in it.
func TestSeedsDoc(t *testing.T) {
	f, err := os.Open(seedsDoc)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := parseMappings(f)
	if err != nil {
		t.Fatalf("%s: %v", seedsDoc, err)
	}
	if len(rows) < 100 {
		t.Fatalf("%s: %d mapping rows; the tables were not found", seedsDoc, len(rows))
	}
	registered := map[string]bool{}
	for _, c := range serbench.Codecs() {
		registered[c.Name] = true
	}
	named := map[string]bool{}
	for _, m := range rows {
		where := fmt.Sprintf("%s:%d (%s)", seedsDoc, m.line, m.name)
		if m.codec == "" {
			if m.variant != "" || m.notes == "" {
				t.Errorf("%s: a name without a codec needs no variant and a reason", where)
			}
			continue
		}
		named[m.codec] = true
		if !registered[m.codec] {
			t.Errorf("%s: codec %s is not registered", where, m.codec)
			continue
		}
		variants := variantsOf(m.codec)
		switch {
		case m.variant == "" && len(variants) > 0:
			t.Errorf("%s: codec %s has variants; name one", where, m.codec)
		case m.variant == "" && m.notes == "":
			t.Errorf("%s: codec %s is unsupported everywhere; say why", where, m.codec)
		case m.variant != "" && !variants[serbench.Variant(m.variant)]:
			t.Errorf("%s: codec %s has no variant %s on any dataset", where, m.codec, m.variant)
		}
	}
	for name := range registered {
		if !named[name] {
			t.Errorf("codec %s is registered but %s does not name it", name, seedsDoc)
		}
	}
}

// variantsOf lists the variants codec offers on any dataset.
func variantsOf(codec string) map[serbench.Variant]bool {
	vs := map[serbench.Variant]bool{}
	for _, d := range serbench.Datasets() {
		for _, v := range serbench.Lookup(codec, d.Name).Variants {
			vs[v] = true
		}
	}
	return vs
}

func TestParseMappingsRejects(t *testing.T) {
	for _, doc := range []string{
		mappingHeader + "\n|---|---|---|---|\n| x | json | `default` | |\n", // codec not in backquotes
		mappingHeader + "\n|---|---|---|---|\n| x | `json` | |\n",           // three cells
		mappingHeader + "\n|---|---|---|---|\n| | `json` | `default` | |\n",
		mappingHeader + "\n| x | `json` | `default` | |\n", // no separator
	} {
		if _, err := parseMappings(strings.NewReader(doc)); err == nil {
			t.Errorf("accepted:\n%s", doc)
		}
	}
	rows, err := parseMappings(strings.NewReader("| other | table |\n|---|---|\n| a | b |\n\n" +
		mappingHeader + "\n|---|---|---|---|\n| x | `json` | `default` | n |\n| y | — | — | why |\n"))
	if err != nil || len(rows) != 2 || rows[0].codec != "json" || rows[1].codec != "" || rows[1].notes != "why" {
		t.Errorf("got %+v, %v; want the two rows of the mapping table only", rows, err)
	}
}
