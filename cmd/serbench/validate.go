package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

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
	if err := parse(fs, args); err != nil {
		return err
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
	return report.FidelityMarkdown(os.Stdout, f)
}
