package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
)

// errHelp is returned after -h printed a command's flags.
var errHelp = errors.New("help")

// parse parses a command's flags; a bad flag is a usage error in one line,
// and stray arguments are refused.
func parse(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(new(strings.Builder))
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(os.Stdout)
			fmt.Printf("usage: serbench %s [flags]\n", fs.Name())
			fs.PrintDefaults()
			return errHelp
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// selectNames resolves a LIST: comma-separated names, each of which must be
// valid, or else a regular expression matched against the names. An empty
// list selects def.
func selectNames(what, list string, valid, def []string) ([]string, error) {
	if list == "" {
		return def, nil
	}
	if !strings.ContainsAny(list, `^$.*+?()[]{}|\`) {
		var out []string
		for _, n := range strings.Split(list, ",") {
			n = strings.TrimSpace(n)
			if !slices.Contains(valid, n) {
				return nil, usagef("unknown %s %q; valid: %s", what, n, strings.Join(valid, ", "))
			}
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
		return out, nil
	}
	re, err := regexp.Compile(list)
	if err != nil {
		return nil, usagef("bad regexp for %ss %q: %v", what, list, err)
	}
	var out []string
	for _, n := range valid {
		if re.MatchString(n) {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return nil, usagef("regexp %q matches no %s; valid: %s", list, what, strings.Join(valid, ", "))
	}
	return out, nil
}
