package binsize

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/mod/modfile"

	"github.com/serbench/serbench"
)

// buildFlags are the flags of every build; the stripped build adds
// stripFlag. -buildvcs=false keeps the VCS stamp, whose "modified" field
// is a word of either length, out of the sizes.
var buildFlags = []string{"-trimpath", "-buildvcs=false", buildTags}

// buildTags leaves out of every program what serbench itself registers
// beside a codec's datasets: the files of a codec package tagged
// !binsize, its serbench evolve records and schemas, which no program
// that uses the library links.
const buildTags = "-tags=binsize"

const stripFlag = "-ldflags=-s -w"

// cacheVersion changes when what a cached outcome holds, or how it is
// measured, changes.
const cacheVersion = "serbench binsize 1"

// envVars are the go command's settings that change what a build makes.
var envVars = []string{"GOVERSION", "GOOS", "GOARCH", "GOHOSTOS", "GOHOSTARCH", "GOAMD64", "GOARM64", "GOARM",
	"GO386", "GORISCV64", "GOPPC64", "GOMIPS", "GOMIPS64", "GOWASM", "CGO_ENABLED", "GOEXPERIMENT", "GOFLAGS", "GOROOT"}

// goEnv reads the go command's settings in dir.
func goEnv(ctx context.Context, dir string) (map[string]string, error) {
	out, err := goCmd(ctx, dir, append([]string{"env", "-json"}, envVars...)...)
	if err != nil {
		return nil, err
	}
	env := map[string]string{}
	if err := json.Unmarshal(out, &env); err != nil {
		return nil, fmt.Errorf("go env -json: %v", err)
	}
	if env["GOVERSION"] == "" {
		return nil, errors.New("go env reports no GOVERSION")
	}
	return env, nil
}

// goModLines are the lines of go.mod, other than the requirements, that
// change what a build makes: go, toolchain and godebug.
func goModLines(root string) (string, error) {
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	f, err := modfile.ParseLax("go.mod", data, nil)
	if err != nil {
		return "", err
	}
	var sb strings.Builder
	if f.Go != nil {
		fmt.Fprintf(&sb, "go %s\n", f.Go.Version)
	}
	if f.Toolchain != nil {
		fmt.Fprintf(&sb, "toolchain %s\n", f.Toolchain.Name)
	}
	for _, g := range f.Godebug {
		fmt.Fprintf(&sb, "godebug %s=%s\n", g.Key, g.Value)
	}
	return sb.String(), nil
}

// goCmd runs the go command in dir and returns its output; its error holds
// the command's first line of complaint.
func goCmd(ctx context.Context, dir string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		msg := FirstLine(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("go %s: %s", args[0], msg)
	}
	return out, nil
}

// FirstLine is the first line of a go command's complaint that says
// something: not a "# package" header.
func FirstLine(s string) string {
	for line := range strings.Lines(s) {
		line = strings.TrimSpace(line)
		if line != "" && !strings.HasPrefix(line, "# ") {
			return line
		}
	}
	return ""
}

// listed is a package as go list describes it.
type listed struct {
	ImportPath string
	Dir        string
	Standard   bool
	Module     *module

	GoFiles, CgoFiles, CFiles, CXXFiles, HFiles, SFiles, SysoFiles, EmbedFiles []string

	Deps []string
}

// module is a module as go list describes it.
type module struct {
	Path    string
	Version string
	Main    bool
	Replace *module
}

// keys computes the cache key of each package's program.
func (b *builder) keys(ctx context.Context, pkgs []string) (map[string]string, error) {
	args := []string{"list", "-e", "-deps", buildTags,
		"-json=ImportPath,Dir,Standard,Module,GoFiles,CgoFiles,CFiles,CXXFiles,HFiles,SFiles,SysoFiles,EmbedFiles,Deps"}
	for _, p := range pkgs {
		args = append(args, b.importPath(p))
	}
	out, err := goCmd(ctx, b.cfg.Root, args...)
	if err != nil {
		return nil, err
	}
	byPath := map[string]*listed{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var l listed
		if err := dec.Decode(&l); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list: %v", err)
		}
		byPath[l.ImportPath] = &l
	}
	fileHashes := map[string]string{}
	keys := map[string]string{}
	for _, p := range pkgs {
		prog := byPath[b.importPath(p)]
		if prog == nil {
			return nil, fmt.Errorf("go list did not list %s", b.importPath(p))
		}
		h := sha256.New()
		env, _ := json.Marshal(b.env) // a map: its keys in order
		fmt.Fprintf(h, "%s\n%s\n%q %q\n%s\n", cacheVersion, env, buildFlags, stripFlag, b.modLines)
		h.Write(Program(p))
		for _, dep := range prog.Deps {
			d := byPath[dep]
			if d == nil {
				return nil, fmt.Errorf("go list did not list %s, a dependency of %s", dep, prog.ImportPath)
			}
			id, err := packageID(d, fileHashes)
			if err != nil {
				return nil, err
			}
			fmt.Fprintf(h, "%s %s\n", dep, id)
		}
		keys[p] = hex.EncodeToString(h.Sum(nil))
	}
	return keys, nil
}

// packageID identifies what a build reads of package d: nothing more than
// its path for the standard library (the Go version is in the key),
// module@version for a library, and its files' contents for the main
// module's packages and those of a module replaced by a directory.
func packageID(d *listed, memo map[string]string) (string, error) {
	switch m := d.Module; {
	case d.Standard:
		return "std", nil
	case m != nil && !m.Main && m.Replace == nil:
		return m.Path + "@" + m.Version, nil
	case m != nil && !m.Main && m.Replace.Version != "":
		return m.Path + "@" + m.Version + "=>" + m.Replace.Path + "@" + m.Replace.Version, nil
	}
	if id, ok := memo[d.ImportPath]; ok {
		return id, nil
	}
	h := sha256.New()
	for _, list := range [][]string{d.GoFiles, d.CgoFiles, d.CFiles, d.CXXFiles, d.HFiles, d.SFiles, d.SysoFiles, d.EmbedFiles} {
		for _, name := range list {
			data, err := os.ReadFile(filepath.Join(d.Dir, name))
			if err != nil {
				return "", err
			}
			sum := sha256.Sum256(data)
			fmt.Fprintf(h, "%s %x\n", name, sum)
		}
	}
	id := hex.EncodeToString(h.Sum(nil))
	memo[d.ImportPath] = id
	return id, nil
}

// importPath is the import path of pkg's program.
func (b *builder) importPath(pkg string) string {
	rel, _ := filepath.Rel(b.cfg.Root, filepath.Join(b.tmp, pkg))
	return serbench.MainModule + "/" + filepath.ToSlash(rel)
}

func (b *builder) cachePath(key string) string {
	return filepath.Join(b.cfg.CacheDir, key[:2], key+".json")
}

// cached returns the outcome stored under key, or nil.
func (b *builder) cached(key string) *outcome {
	if b.cfg.CacheDir == "" {
		return nil
	}
	data, err := os.ReadFile(b.cachePath(key))
	if err != nil {
		return nil
	}
	var o outcome
	if json.Unmarshal(data, &o) != nil || o.Bytes == 0 || o.Error != "" {
		return nil
	}
	return &o
}

// store keeps o under key; a cache that cannot be written is only slower.
func (b *builder) store(key string, o *outcome) {
	if b.cfg.CacheDir == "" {
		return
	}
	path := b.cachePath(key)
	data, _ := json.Marshal(o)
	if os.MkdirAll(filepath.Dir(path), 0o755) != nil {
		return
	}
	tmp := path + ".tmp" + strconv.Itoa(os.Getpid())
	if os.WriteFile(tmp, data, 0o644) == nil {
		os.Rename(tmp, path)
	}
}

// build builds pkg's program twice, stripped and not, measures both, and
// asks the program which codecs it registers.
func (b *builder) build(ctx context.Context, pkg string) *outcome {
	bin := filepath.Join(b.tmp, "bin", pkg)
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		return &outcome{Error: err.Error()}
	}
	src := "./" + filepath.ToSlash(rel(b.cfg.Root, filepath.Join(b.tmp, pkg)))
	o := &outcome{}
	for _, stripped := range []bool{false, true} {
		args := append([]string{"build"}, buildFlags...)
		out := bin
		if stripped {
			args = append(args, stripFlag)
			out += ".stripped"
		}
		if _, err := goCmd(ctx, b.cfg.Root, append(args, "-o", out, src)...); err != nil {
			return &outcome{Error: strings.TrimPrefix(err.Error(), "go build: ")}
		}
		fi, err := os.Stat(out)
		if err != nil {
			return &outcome{Error: err.Error()}
		}
		if stripped {
			o.StrippedBytes = fi.Size()
		} else {
			o.Bytes = fi.Size()
		}
	}
	glue, err := glueBytes(ctx, b.cfg.Root, bin)
	if err != nil {
		return &outcome{Error: err.Error()}
	}
	o.GlueBytes = glue
	cmd := exec.CommandContext(ctx, bin, ListArg)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	listing, err := cmd.Output()
	if err != nil {
		return &outcome{Error: fmt.Sprintf("the program does not list its codecs: %v: %s", err, FirstLine(stderr.String()))}
	}
	o.Codecs = strings.Fields(string(listing))
	os.Remove(bin)
	os.Remove(bin + ".stripped")
	return o
}

// gluePrefix begins the path of every package of serbench's codecs, and so
// the names of their symbols, and names in which their types appear
// (type descriptors, itabs, generic instantiations' dictionaries).
const gluePrefix = serbench.MainModule + "/codecs/"

// glueBytes sums the sizes of the symbols in binary that belong to
// serbench's codec packages, as go tool nm -size lists them.
func glueBytes(ctx context.Context, root, binary string) (int64, error) {
	out, err := goCmd(ctx, root, "tool", "nm", "-size", binary)
	if err != nil {
		return 0, err
	}
	return GlueSize(bytes.NewReader(out))
}

// GlueSize sums the sizes in go tool nm -size's output of the symbols
// whose names hold the path of a package under serbench's codecs/.
func GlueSize(nm io.Reader) (int64, error) {
	var total int64
	s := bufio.NewScanner(nm)
	s.Buffer(nil, 1<<20)
	for s.Scan() {
		// Address, size, type and name; an undefined symbol has no
		// address, and a name may hold spaces.
		f := strings.Fields(s.Text())
		if len(f) >= 4 && len(f[2]) == 1 {
			f = f[1:]
		}
		if len(f) < 3 || len(f[1]) != 1 || !strings.Contains(strings.Join(f[2:], " "), gluePrefix) {
			continue
		}
		n, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("go tool nm: a size %q", f[0])
		}
		total += n
	}
	return total, s.Err()
}
