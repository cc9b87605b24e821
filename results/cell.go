package results

import "strings"

// A Unit names a codec variant on a dataset: the rows of sizes and
// fidelity, and the cells that share them. Units are comparable, so they
// key maps without joining their names into a string.
type Unit struct {
	Dataset string
	Codec   string
	Variant string
}

// String is DATASET/CODEC/VARIANT.
func (u Unit) String() string { return u.Dataset + "/" + u.Codec + "/" + u.Variant }

// Cell names the cell of u that times op.
func (u Unit) Cell(op string) Cell {
	return Cell{Dataset: u.Dataset, Codec: u.Codec, Variant: u.Variant, Op: op}
}

// A Cell names one timed cell: an op of a codec variant on a dataset.
type Cell struct {
	Dataset string
	Codec   string
	Variant string
	Op      string
}

// String is the cell's Go benchmark name less "Benchmark",
// Serbench/DATASET/CODEC/VARIANT/OP, as results.txt writes it.
func (c Cell) String() string {
	return "Serbench/" + c.Dataset + "/" + c.Codec + "/" + c.Variant + "/" + c.Op
}

// Unit is the codec variant on the dataset that c times.
func (c Cell) Unit() Unit { return Unit{Dataset: c.Dataset, Codec: c.Codec, Variant: c.Variant} }

// Compare orders cells as their names sort, the order of results.json
// and results.txt. It is not field by field: "x-y" sorts before "x" as
// "-" sorts before "/".
func (c Cell) Compare(d Cell) int { return strings.Compare(c.String(), d.String()) }

// Key names r's cell.
func (r *Result) Key() Cell {
	return Cell{Dataset: r.Dataset, Codec: r.Codec, Variant: r.Variant, Op: r.Op}
}

// Key names f's cell.
func (f *Failure) Key() Cell {
	return Cell{Dataset: f.Dataset, Codec: f.Codec, Variant: f.Variant, Op: f.Op}
}

// Key names the unit whose size s is.
func (s *Size) Key() Unit { return Unit{Dataset: s.Dataset, Codec: s.Codec, Variant: s.Variant} }

// Key names the unit whose verdict f is.
func (f *Fidelity) Key() Unit { return Unit{Dataset: f.Dataset, Codec: f.Codec, Variant: f.Variant} }
