package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

func cmdValidate(args []string) error {
	fs := flag.NewFlagSet("validate", flag.ContinueOnError)
	datasets := fs.String("datasets", "", "datasets: comma-separated names or a regexp (default all)")
	codecs := fs.String("codecs", "", "codecs: comma-separated names or a regexp (default all)")
	timeout := fs.Duration("timeout", time.Minute, "longest a codec may take to check one dataset")
	asJSON := fs.Bool("json", false, "print JSON: {\"fidelity\": [...]}")
	data := fs.String("data", "", dataFlagHelp)
	if err := parse(fs, args); err != nil {
		return err
	}
	if *data != "" {
		name, err := useData(*data)
		if err != nil {
			return err
		}
		if *datasets == "" {
			*datasets = name
		}
	}
	// Every variant is checked: a faster mode's losses are what it costs.
	plan, err := selection(*datasets, *codecs, ".")
	if err != nil {
		return err
	}
	if *timeout <= 0 {
		return usagef("--timeout must be positive, not %v", *timeout)
	}
	plan.Timeout = *timeout
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	r := &harness.Runner{Exe: exe}
	defer r.Close()
	f := &results.File{SchemaVersion: results.SchemaVersion}
	f.Fidelity, f.Sizes = r.Validate(plan)
	f.Sort()
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Fidelity []results.Fidelity `json:"fidelity"`
		}{f.Fidelity})
	}
	for _, d := range plan.Datasets {
		f.Datasets = append(f.Datasets, results.Dataset{Name: d})
	}
	fmt.Println("Round trip of every record, compared exactly (default variants):")
	fmt.Println()
	if err := report.FidelityMarkdown(os.Stdout, f); err != nil {
		return err
	}
	printVariantCosts(f.Fidelity)
	return nil
}

// printVariantCosts lists the variants that lose what their default keeps
// on a dataset, with a sample: the cost of a faster or zero-copy mode.
func printVariantCosts(rows []results.Fidelity) {
	def := map[results.Unit]*results.Fidelity{}
	for i, r := range rows {
		if r.Variant == string(serbench.Default) {
			def[r.Key()] = &rows[i]
		}
	}
	header := false
	for _, r := range rows {
		u := r.Key()
		u.Variant = string(serbench.Default)
		d := def[u]
		if r.Variant == string(serbench.Default) || d == nil {
			continue
		}
		what := extraLoss(d, &r)
		if what == "" {
			continue
		}
		if !header {
			fmt.Printf("\nVariants that lose what their default keeps:\n\n")
			header = true
		}
		fmt.Printf("- %s (%s) on %s: %s: %s\n", r.Codec, r.Variant, r.Dataset, r.Status, what)
	}
}

// extraLoss describes what variant loses beyond def: its failure, or its
// first finding in a field that def keeps; "" when it loses nothing more.
func extraLoss(def, variant *results.Fidelity) string {
	switch variant.Status {
	case fidelity.Exact, fidelity.Unsupported:
		return ""
	case fidelity.Error, fidelity.Crash:
		if def.Status == variant.Status {
			return ""
		}
		return variant.Reason
	}
	kept := map[string]bool{}
	for _, f := range def.Findings {
		kept[f.Field] = true
	}
	for _, f := range variant.Findings {
		if !kept[f.Field] {
			return f.Sample
		}
	}
	return ""
}
