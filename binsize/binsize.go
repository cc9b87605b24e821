// Package binsize measures what linking a codec costs a Go program in
// bytes: for each codec, the size of a program that marshals and
// unmarshals every record of the small dataset with the codec's default
// variant, through the registry (serbench.Lookup, an Instance, its Run),
// built by the go command on PATH (so a GOTOOLCHAIN setting is honoured),
// stripped and not; the baseline is the same program with the noop codec,
// which links no library.
//
// A program imports one of serbench's codec packages (codecs/<pkg>), which
// registers its codecs on every dataset they support, and datasets/all, so
// that every program, the baseline's included, holds the same datasets:
// what a program has over the baseline is the library, what the library
// pulls in, and serbench's glue for the codec's datasets and its generated
// types (not its serbench evolve records, which the tag binsize leaves
// out). The glue is the symbols of serbench's codec packages, counted with
// go tool nm -size; the rest is the library's (approximately: the glue's
// share of the function tables and of padding counts as the library's).
//
// The program takes the codec's name as its argument, so the codecs of one
// package (a library's variants) share one program, built once. Which
// package registers a codec is found by building the packages whose source
// holds the codec's name as a string literal and asking each program for
// the codecs it registers (it lists them when run with -list); a codec no
// such package registers is looked for in the others. The programs are
// written to a temporary directory under the module's out/ (the build
// needs the module's packages), whose name begins with an underscore so
// that patterns such as ./... pass it by, and which is removed afterwards.
//
// Results are cached by a hash of everything a build reads: the go
// command's version and target settings, the build flags, the program's
// source, each package it links (module@version for a library, the
// contents of its files for serbench's own) and go.mod's go, toolchain and
// godebug lines. Builds that fail are not cached. Measure assumes that the
// target is the host (it runs the programs to list their codecs) and that
// the registry of the running binary, which names the codecs and their
// libraries, was built from the module it measures.
package binsize

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/results"
)

// Noop is the baseline codec: it supports every dataset and links no
// library.
const Noop = "noop"

// noopPackage is the directory under codecs/ that registers Noop.
const noopPackage = "noop"

// Config says what to measure and how.
type Config struct {
	// Root is the directory of serbench's go.mod.
	Root string
	// Codecs names the codecs to measure, as registered.
	Codecs []string
	// Jobs is how many programs are built at once; at least 1.
	Jobs int
	// CacheDir holds the cached measurements; empty for no cache.
	CacheDir string
	// Progress, when set, is given a line on each step.
	Progress func(line string)
}

// Measure builds the programs and measures the codecs named in cfg, a row
// per codec in the order given. A codec whose program fails to build gets a
// row with the error; a baseline that fails to build, or a go command that
// cannot list the packages, is an error. When ctx is cancelled the builds
// stop and Measure returns ctx's error.
func Measure(ctx context.Context, cfg Config) ([]results.BinarySize, error) {
	cfg.Jobs = max(cfg.Jobs, 1)
	say := func(format string, args ...any) {
		if cfg.Progress != nil {
			cfg.Progress(fmt.Sprintf(format, args...))
		}
	}
	start := time.Now()
	env, err := goEnv(ctx, cfg.Root)
	if err != nil {
		return nil, err
	}
	if env["GOOS"] != env["GOHOSTOS"] || env["GOARCH"] != env["GOHOSTARCH"] {
		return nil, fmt.Errorf("binsize runs its programs to list their codecs: GOOS/GOARCH %s/%s must be the host's, %s/%s",
			env["GOOS"], env["GOARCH"], env["GOHOSTOS"], env["GOHOSTARCH"])
	}
	pkgs, err := codecPackages(cfg.Root)
	if err != nil {
		return nil, err
	}
	candidates, err := literalCandidates(cfg.Root, pkgs, cfg.Codecs)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(pkgs, noopPackage) {
		return nil, errors.New("binsize: no package codecs/noop, the baseline")
	}
	tmp, err := makeTemp(filepath.Join(cfg.Root, "out"))
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	b := &builder{cfg: cfg, env: env, tmp: tmp, say: say, done: map[string]*outcome{}}
	if b.modLines, err = goModLines(cfg.Root); err != nil {
		return nil, err
	}
	say("%d codecs with %s, in %s", len(cfg.Codecs), env["GOVERSION"], rel(cfg.Root, tmp))

	// The baseline first, alone: it compiles what every program shares.
	if err := b.round(ctx, []string{noopPackage}); err != nil {
		return nil, err
	}
	if o := b.done[noopPackage]; o.Error != "" || !slices.Contains(o.Codecs, Noop) {
		return nil, fmt.Errorf("the baseline program (codecs/noop) does not build or register noop: %s", o.Error)
	}
	var first []string
	for _, c := range cfg.Codecs {
		for _, p := range candidates[c] {
			if !slices.Contains(first, p) && b.done[p] == nil {
				first = append(first, p)
			}
		}
	}
	if err := b.round(ctx, first); err != nil {
		return nil, err
	}
	// A codec that no candidate registers, none of them having failed, is
	// looked for in every other package.
	var rest []string
	for _, c := range cfg.Codecs {
		if p, failed := b.find(c, candidates[c]); p == "" && failed == "" {
			for _, p := range pkgs {
				if b.done[p] == nil && !slices.Contains(rest, p) {
					rest = append(rest, p)
				}
			}
			break
		}
	}
	if len(rest) > 0 {
		say("looking for codecs in %d more packages", len(rest))
		if err := b.round(ctx, rest); err != nil {
			return nil, err
		}
	}

	noop := b.done[noopPackage]
	rows := make([]results.BinarySize, 0, len(cfg.Codecs))
	for _, c := range cfg.Codecs {
		row := results.BinarySize{Codec: c, GoVersion: env["GOVERSION"]}
		if rc := registered(c); rc != nil {
			row.Module, row.Version = rc.Module()
			if row.Module == "std" {
				row.Version = env["GOVERSION"]
			}
		}
		p, failed := b.find(c, candidates[c])
		switch {
		case p != "":
			o := b.done[p]
			row.Program = "codecs/" + p
			row.Bytes, row.StrippedBytes, row.GlueBytes = o.Bytes, o.StrippedBytes, o.GlueBytes
			row.OverNoopBytes = o.Bytes - noop.Bytes
			row.OverNoopStrippedBytes = o.StrippedBytes - noop.StrippedBytes
			row.LibraryBytes = row.OverNoopStrippedBytes - row.GlueBytes
		case failed != "":
			row.Program = "codecs/" + failed
			row.Error = b.done[failed].Error
		default:
			row.Error = "no package under codecs/ registers it"
		}
		rows = append(rows, row)
	}
	say("%d codecs in %d programs (%d built, %d cached) in %v", len(rows), len(b.done), b.built, len(b.done)-b.built,
		time.Since(start).Round(time.Second))
	return rows, nil
}

// find returns the package whose program registers codec, or else the
// first of its candidates whose program failed to build.
func (b *builder) find(codec string, candidates []string) (pkg, failed string) {
	for _, p := range slices.Sorted(maps.Keys(b.done)) {
		if o := b.done[p]; o.Error == "" && slices.Contains(o.Codecs, codec) {
			return p, ""
		}
	}
	for _, p := range candidates {
		if o := b.done[p]; o != nil && o.Error != "" {
			return "", p
		}
	}
	return "", ""
}

func registered(name string) *serbench.Codec {
	for _, c := range serbench.Codecs() {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// makeTemp makes a directory under parent with a name of fixed length, so
// that the programs' paths, which their binaries record, are as long in
// every run and their sizes repeat to the byte.
func makeTemp(parent string) (string, error) {
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	for {
		var r [8]byte
		rand.Read(r[:])
		dir := filepath.Join(parent, "_binsize-"+hex.EncodeToString(r[:]))
		err := os.Mkdir(dir, 0o755)
		if !errors.Is(err, os.ErrExist) {
			return dir, err
		}
	}
}

func rel(root, path string) string {
	if r, err := filepath.Rel(root, path); err == nil {
		return r
	}
	return path
}

func mib(n int64) string { return fmt.Sprintf("%.2f", float64(n)/(1<<20)) }

// outcome is what one program's build measured, as the cache keeps it.
type outcome struct {
	Codecs        []string `json:"codecs"` // what the program registers
	Bytes         int64    `json:"bytes"`
	StrippedBytes int64    `json:"stripped_bytes"`
	GlueBytes     int64    `json:"glue_bytes"`
	Error         string   `json:"error,omitempty"`
}

type builder struct {
	cfg      Config
	env      map[string]string
	modLines string
	tmp      string
	say      func(string, ...any)

	mu    sync.Mutex
	done  map[string]*outcome // by package
	built int
}

// round writes the programs of pkgs, keys them, and builds those the cache
// lacks, cfg.Jobs at a time.
func (b *builder) round(ctx context.Context, pkgs []string) error {
	if len(pkgs) == 0 {
		return nil
	}
	for _, p := range pkgs {
		if err := writeProgram(b.tmp, p); err != nil {
			return err
		}
	}
	keys, err := b.keys(ctx, pkgs)
	if err != nil {
		return err
	}
	var todo []string
	for _, p := range pkgs {
		if o := b.cached(keys[p]); o != nil {
			b.done[p] = o
			continue
		}
		todo = append(todo, p)
	}
	if len(todo) == 0 {
		b.say("%d programs, all cached", len(pkgs))
		return nil
	}
	b.say("%d programs to build (%d cached), %d at a time", len(todo), len(pkgs)-len(todo), b.cfg.Jobs)
	work := make(chan string)
	var wg sync.WaitGroup
	n := 0
	for range min(b.cfg.Jobs, len(todo)) {
		wg.Go(func() {
			for p := range work {
				start := time.Now()
				o := b.build(ctx, p)
				if ctx.Err() != nil {
					continue
				}
				b.mu.Lock()
				b.done[p] = o
				b.built++
				n++
				if o.Error != "" {
					b.say("[%d/%d] codecs/%s: build failed: %s", n, len(todo), p, o.Error)
				} else {
					b.say("[%d/%d] codecs/%s: %s MiB, %s stripped (%v)", n, len(todo), p, mib(o.Bytes), mib(o.StrippedBytes),
						time.Since(start).Round(100*time.Millisecond))
					b.store(keys[p], o)
				}
				b.mu.Unlock()
			}
		})
	}
feed:
	for _, p := range todo {
		select {
		case work <- p:
		case <-ctx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()
	return ctx.Err()
}
