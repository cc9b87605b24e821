package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/results"
)

// A dataset marked for throughput shows MB/s beside each ns/op; the seed
// datasets do not.
func TestThroughputColumns(t *testing.T) {
	f := fixture(t)
	before := markdown(t, f)
	if strings.Contains(before, "MB/s") {
		t.Fatal("MB/s shown for datasets not marked for throughput")
	}
	for i := range f.Datasets {
		if f.Datasets[i].Name == "cart" {
			f.Datasets[i].Throughput = true
		}
	}
	md := markdown(t, f)
	rows := tableRows(md, "cart")
	if len(rows) == 0 || !strings.Contains(strings.Join(rows, "\n"), " MB/s)") {
		t.Errorf("cart marked for throughput shows no MB/s:\n%s", strings.Join(rows, "\n"))
	}
	if small := strings.Join(tableRows(md, "small"), "\n"); strings.Contains(small, "MB/s") {
		t.Errorf("small shows MB/s:\n%s", small)
	}

	var b bytes.Buffer
	if err := report.HTML(&b, report.Build([]*results.File{f}, report.Options{})); err != nil {
		t.Fatal(err)
	}
	cart, _, _ := strings.Cut(b.String()[strings.Index(b.String(), `id="t-cart"`):], "</table>")
	if !strings.Contains(cart, " MB/s)") {
		t.Error("the HTML table of cart, marked for throughput, shows no MB/s")
	}
	small, _, _ := strings.Cut(b.String()[strings.Index(b.String(), `id="t-small"`):], "</table>")
	if strings.Contains(small, "MB/s") {
		t.Error("the HTML table of small shows MB/s")
	}
}
