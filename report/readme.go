package report

import (
	"bytes"
	"fmt"
	"os"
)

// The markers of the block in a README that serbench rewrites.
const (
	BlockBegin = "<!-- serbench:results:begin -->"
	BlockEnd   = "<!-- serbench:results:end -->"
)

// RewriteBlock returns doc with what lies between BlockBegin and BlockEnd
// replaced by block, set on lines of its own. Everything else, markers
// included, is kept byte for byte. Each marker must appear exactly once,
// begin before end.
func RewriteBlock(doc, block []byte) ([]byte, error) {
	b, e := []byte(BlockBegin), []byte(BlockEnd)
	switch nb, ne := bytes.Count(doc, b), bytes.Count(doc, e); {
	case nb == 0 || ne == 0:
		return nil, fmt.Errorf("no %s … %s block", BlockBegin, BlockEnd)
	case nb > 1 || ne > 1:
		return nil, fmt.Errorf("%d begin and %d end markers; want one of each", nb, ne)
	}
	start := bytes.Index(doc, b) + len(b)
	end := bytes.Index(doc, e)
	if end < start {
		return nil, fmt.Errorf("%s comes before %s", BlockEnd, BlockBegin)
	}
	var out bytes.Buffer
	out.Write(doc[:start])
	out.WriteByte('\n')
	out.Write(bytes.TrimRight(block, "\n"))
	out.WriteString("\n\n")
	out.Write(doc[end:])
	return out.Bytes(), nil
}

// UpdateReadme rewrites the block of the file at path in place (see
// RewriteBlock), keeping its permissions; a reader never sees half of it.
func UpdateReadme(path string, block []byte) error {
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := RewriteBlock(doc, block)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	tmp := path + ".serbench-tmp"
	if err := os.WriteFile(tmp, out, st.Mode().Perm()); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
