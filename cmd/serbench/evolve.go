package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/serbench/serbench/evolve"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

func cmdEvolve(args []string) error {
	fs := flag.NewFlagSet("evolve", flag.ContinueOnError)
	codecs := fs.String("codecs", "", "codecs: comma-separated names or a regexp (default every codec evolve covers)")
	out := fs.String("out", "", "directory whose results.json gets the evolve section (made or updated); none by default")
	asJSON := fs.Bool("json", false, "print the rows as JSON instead of markdown")
	if err := parse(fs, args); err != nil {
		return err
	}
	all := evolve.Codecs()
	names, err := selectNames("codec", *codecs, all, all)
	if err != nil {
		return err
	}
	section, err := newAddition(*out, results.Config{Codecs: names})
	if err != nil {
		return err
	}
	cases := evolve.Cases()
	fmt.Fprintf(os.Stderr, "serbench evolve: %d codecs, %d cases each\n", len(names), len(cases))
	var rows []results.Evolve
	for _, name := range names {
		for _, c := range cases {
			r := c.Check(name)
			rows = append(rows, results.Evolve{Codec: name, Change: c.Change, Direction: c.Direction, Status: string(r.Status),
				Reason: r.Reason, Differences: r.Differences})
		}
	}
	if _, err := section.add(func(f *results.File) {
		f.Evolve = mergeRows(f.Evolve, rows, func(r results.Evolve) string {
			return r.Codec + "\x00" + r.Change + "\x00" + r.Direction
		})
	}); err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	return report.EvolveMarkdown(os.Stdout, rows)
}
