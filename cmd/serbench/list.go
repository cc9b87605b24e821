package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/results"
)

type listing struct {
	Datasets []results.Dataset `json:"datasets"`
	Codecs   []codecListing    `json:"codecs"`
}

type codecListing struct {
	results.Codec
	Library  string   `json:"library"`  // the package the codec calls
	Datasets []string `json:"datasets"` // those it supports
}

func cmdList(args []string) error {
	fs := flag.NewFlagSet("list", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	var l listing
	for _, d := range serbench.Datasets() {
		l.Datasets = append(l.Datasets, results.Dataset{Name: d.Name, Description: d.Description, Records: d.Len()})
	}
	for _, c := range serbench.Codecs() {
		cl := codecListing{Codec: describe(c, datasetNames()), Library: c.Package, Datasets: []string{}}
		for _, d := range l.Datasets {
			if serbench.Lookup(c.Name, d.Name).Unsupported == "" {
				cl.Datasets = append(cl.Datasets, d.Name)
			}
		}
		l.Codecs = append(l.Codecs, cl)
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(l)
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "DATASET\tRECORDS\tDESCRIPTION")
	for _, d := range l.Datasets {
		fmt.Fprintf(w, "%s\t%d\t%s\n", d.Name, d.Records, d.Description)
	}
	fmt.Fprintln(w, "\nCODEC\tFORMAT\tKIND\tMODULE\tVERSION\tDATASETS")
	for _, c := range l.Codecs {
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", c.Name, c.Format, c.Kind, c.Module, c.Version, strings.Join(c.Datasets, ","))
	}
	return w.Flush()
}

// describe is a codec's metadata as results record it, with the notes of
// the variants it offers on the given datasets.
func describe(c *serbench.Codec, datasets []string) results.Codec {
	mod, ver := c.Module()
	rc := results.Codec{Name: c.Name, Package: c.Package, Module: mod, Version: ver, Format: c.Format,
		Kind: string(c.Kind), Schema: c.Schema, CrossLanguage: c.CrossLanguage, Upstream: c.Upstream,
		Notes: c.Notes, Variants: map[string]string{}}
	for _, d := range datasets {
		b := serbench.Lookup(c.Name, d)
		for _, v := range b.Variants {
			if rc.Variants[string(v)] == "" {
				rc.Variants[string(v)] = b.Notes[v]
			}
		}
	}
	return rc
}

func datasetNames() []string {
	var out []string
	for _, d := range serbench.Datasets() {
		out = append(out, d.Name)
	}
	return out
}

func codecNames() []string {
	var out []string
	for _, c := range serbench.Codecs() {
		out = append(out, c.Name)
	}
	return out
}

func quickDatasets() []string {
	var out []string
	for _, d := range serbench.Datasets() {
		if d.Quick {
			out = append(out, d.Name)
		}
	}
	return out
}
