package bench_test

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/bench"
	_ "github.com/serbench/serbench/codecs/cbor"
	_ "github.com/serbench/serbench/codecs/msgpackv5"
	_ "github.com/serbench/serbench/codecs/stdjson"
	_ "github.com/serbench/serbench/codecs/stdxml"
)

// Invoice is a user's type, none of serbench's datasets: nested structs,
// a map, a pointer, a time with a zone, and a field no codec can see.
type Invoice struct {
	Number   string
	Issued   time.Time
	Customer Customer
	Lines    []Line
	Discount *float64
	Meta     map[string]string
	Paid     bool
	internal int
}

// Customer is who an invoice is for.
type Customer struct {
	ID      uint64
	Name    string
	Country string
}

// Line is one line of an invoice.
type Line struct {
	SKU      string
	Quantity int32
	Price    float64
}

func invoices() []Invoice {
	paris, _ := time.LoadLocation("Europe/Paris")
	if paris == nil {
		paris = time.FixedZone("CET", 3600)
	}
	discount := 0.15
	var out []Invoice
	for i := range 20 {
		inv := Invoice{
			Number:   "INV-2026-" + strings.Repeat("0", 4) + string(rune('0'+i%10)),
			Issued:   time.Date(2026, 11, 1+i, 9, 30, i, 123456789, paris),
			Customer: Customer{ID: 1<<60 + uint64(i), Name: "Société Générale d'Exemple", Country: "FR"},
			Meta:     map[string]string{"channel": "web", "campaign": "autumn"},
			Paid:     i%3 == 0,
		}
		for j := range 1 + i%5 {
			inv.Lines = append(inv.Lines, Line{SKU: "SKU-" + string(rune('A'+j)), Quantity: int32(j + 1), Price: 19.99 * float64(j+1)})
		}
		if i%2 == 0 {
			inv.Discount = &discount
		}
		out = append(out, inv)
	}
	return out
}

// BenchmarkInvoice is what a user writes: one line, here with options.
//
//	go test -run '^$' -bench Invoice ./bench/
func BenchmarkInvoice(b *testing.B) {
	bench.RunOptions(b, bench.Options{Variants: "reuse"}, invoices()...)
}

// TestBenchmarkInvoice runs BenchmarkInvoice as go test -bench does, in a
// copy of this test binary, and checks the names, metrics and verdicts it
// prints: an op per codec and variant, encoded-B and lost-fields beside
// B/op and MB/s, the zone name JSON loses logged, and XML, which cannot
// encode a map, skipped with its error.
func TestBenchmarkInvoice(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the benchmark")
	}
	out, err := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^BenchmarkInvoice$",
		"-test.benchtime=3x", "-test.v").CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	s := string(out)
	for _, name := range []string{"json/default/marshal", "json/default/unmarshal", "json/reuse/unmarshal",
		"cbor/default/marshal", "msgpack-v5/default/unmarshal"} {
		line := regexp.MustCompile(`(?m)^BenchmarkInvoice/` + regexp.QuoteMeta(name) + `(-\d+)?\s+3\s+.*ns/op.*MB/s.*encoded-B.*lost-fields.*B/op.*allocs/op$`)
		if !line.MatchString(s) {
			t.Errorf("no result line for %s with every metric in:\n%s", name, s)
		}
	}
	for _, want := range []string{
		`json/default: lossy on 20 samples; lost: Issued: zone name "CET" became ""`,
		"xml/default: error: record 0: marshal: xml: unsupported type: map[string]string",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "BenchmarkInvoice/xml/default/marshal") {
		t.Errorf("xml was timed though it fails:\n%s", s)
	}
}

// TestBadOptions: each mistake fails the benchmark with a line naming it.
func TestBadOptions(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the benchmark")
	}
	for _, c := range []struct{ arg, want string }{
		{"codecs", "bench: Options.Codecs: error parsing regexp"},
		{"none", `bench: no reflection codec matches "^nope$"`},
		{"empty", "bench: no samples to benchmark"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^BenchmarkBad$", "-test.benchtime=1x")
		cmd.Env = append(os.Environ(), "BENCH_BAD="+c.arg)
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(string(out), c.want) {
			t.Errorf("%s: %v, want a failure saying %q:\n%s", c.arg, err, c.want, out)
		}
	}
}

// BenchmarkBad is TestBadOptions's mistakes, one per run.
func BenchmarkBad(b *testing.B) {
	switch os.Getenv("BENCH_BAD") {
	case "codecs":
		bench.RunOptions(b, bench.Options{Codecs: "("}, invoices()...)
	case "none":
		bench.RunOptions(b, bench.Options{Codecs: "^nope$"}, invoices()...)
	case "empty":
		bench.Run[Invoice](b)
	default:
		b.Skip("run by TestBadOptions")
	}
}
