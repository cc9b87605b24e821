package report

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/serbench/serbench/results"
)

// binsizeIntro says what the binary size table holds.
const binsizeIntro = "A program that marshals and unmarshals every record of `small` with each codec's default variant, " +
	"built with -trimpath; its cost is the program's size less that of the same program with `noop`, " +
	"which links no library. Glue is serbench's own code for the codec (every dataset it supports, generated types)."

// BinarySizeMarkdown writes the table of serbench binsize, the smallest
// stripped cost over the baseline first and the codecs that failed to
// build last.
func BinarySizeMarkdown(w io.Writer, rows []results.BinarySize) error {
	rows = SortedBinarySizes(rows)
	// Every row holds the baseline's sizes as its own less its cost.
	var noop *results.BinarySize
	for _, r := range rows {
		if r.Error == "" {
			noop = &results.BinarySize{Bytes: r.Bytes - r.OverNoopBytes, StrippedBytes: r.StrippedBytes - r.OverNoopStrippedBytes}
			break
		}
	}
	var sb strings.Builder
	sb.WriteString("### Binary size\n\n")
	sb.WriteString(binsizeIntro)
	if len(rows) > 0 {
		fmt.Fprintf(&sb, " Built with %s", rows[0].GoVersion)
		if noop != nil {
			fmt.Fprintf(&sb, "; the `noop` program is %s MiB, %s MiB stripped", mebibytes(noop.Bytes), mebibytes(noop.StrippedBytes))
		}
		sb.WriteString(".")
	}
	sb.WriteString("\n\n| codec | library | program MiB | stripped MiB | over noop, stripped, KiB | of which glue KiB |\n")
	sb.WriteString("|---|---|--:|--:|--:|--:|\n")
	for _, r := range rows {
		lib := r.Module
		if r.Version != "" {
			lib += "@" + r.Version
		}
		if r.Error != "" {
			fmt.Fprintf(&sb, "| %s | %s | build failed: %s | | | |\n", r.Codec, lib, strings.ReplaceAll(r.Error, "|", `\|`))
			continue
		}
		fmt.Fprintf(&sb, "| %s | %s | %s | %s | %s | %s |\n", r.Codec, lib, mebibytes(r.Bytes), mebibytes(r.StrippedBytes),
			kibibytes(r.OverNoopStrippedBytes), kibibytes(r.GlueBytes))
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// SortedBinarySizes returns rows by stripped cost over the baseline, then by name,
// those that failed to build last.
func SortedBinarySizes(rows []results.BinarySize) []results.BinarySize {
	rows = slices.Clone(rows)
	slices.SortStableFunc(rows, func(a, b results.BinarySize) int {
		return cmp.Or(cmp.Compare(failed(a), failed(b)), cmp.Compare(a.OverNoopStrippedBytes, b.OverNoopStrippedBytes),
			cmp.Compare(a.Codec, b.Codec))
	})
	return rows
}

func failed(r results.BinarySize) int {
	if r.Error != "" {
		return 1
	}
	return 0
}

func mebibytes(n int64) string { return fmt.Sprintf("%.2f", float64(n)/(1<<20)) }
func kibibytes(n int64) string { return fmt.Sprintf("%.0f", float64(n)/(1<<10)) }
