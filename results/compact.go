package results

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// A run's directory holds its results under one of two names: FileName,
// the JSON that Write writes, or CompactName, the same bytes
// zstd-compressed, which is what a committed reference run keeps. Read and
// ReadAny take either, so every command reads both.
const (
	FileName    = "results.json"
	CompactName = FileName + ".zst"
)

// WriteCompact writes data, the bytes of a results.json, zstd-compressed to
// path, through a temporary file as Write does. It refuses data that is not
// a results.json of this schema, so that what it writes is always one Read
// can read; decompressed, the file gives back data byte for byte.
func WriteCompact(path string, data []byte) error {
	if _, err := parse(data); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	// The best level costs seconds on the largest runs, paid once per run,
	// and takes a few times less room than the default; decoding is as fast.
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBestCompression), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return err
	}
	defer enc.Close()
	return writeAtomic(path, enc.EncodeAll(data, nil))
}

// readJSON returns the JSON of the results at path and the file it came
// from: path itself, decompressed when its name ends in .zst; or, when path
// names a results.json that is not there, the results.json.zst beside it.
// When neither is there the error is about path.
func readJSON(path string) ([]byte, string, error) {
	if strings.HasSuffix(path, ".zst") {
		b, err := readCompact(path)
		return b, path, err
	}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && filepath.Base(path) == FileName {
		compact := path + ".zst"
		if cb, cerr := readCompact(compact); !errors.Is(cerr, fs.ErrNotExist) {
			return cb, compact, cerr
		}
	}
	return b, path, err
}

// readCompact decompresses the zstd file at path. A stream that is cut
// short or is not zstd is an error that says so and names path.
func readCompact(path string) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	dec, err := zstd.NewReader(fh, zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	b, err := io.ReadAll(dec)
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, fmt.Errorf("%s: not a whole zstd stream: it ends mid-frame, after %d bytes decompressed", path, len(b))
	case err != nil:
		return nil, fmt.Errorf("%s: not a zstd-compressed results.json: %v", path, err)
	case len(b) == 0:
		return nil, fmt.Errorf("%s: empty: no zstd frame", path)
	}
	return b, nil
}
