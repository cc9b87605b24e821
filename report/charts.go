package report

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/serbench/serbench/results"
)

// logSpan is the ratio of largest to smallest value above which a chart's
// value axis is logarithmic, so that fast codecs stay visible next to slow
// ones.
const logSpan = 30

// The chart kinds.
const (
	ChartTime = "time" // marshal and unmarshal ns/op with confidence whiskers
	ChartSize = "size" // raw, gzip and zstd bytes per record
)

// ChartName is the file name of a chart of dataset in run, as WriteCharts
// writes it: DATASET-KIND.EXT, with -LABEL before the extension when the
// model holds several runs.
func ChartName(m *Model, run Run, dataset, kind, ext string) string {
	return dataset + "-" + kind + runSuffix(m, run, "-") + "." + ext
}

// WriteCharts writes the time and size charts of every dataset and run
// into dir in each of formats ("png", "svg").
func WriteCharts(dir string, m *Model, formats ...string) error {
	for _, t := range m.Tables {
		for i, run := range m.Runs {
			for _, kind := range []string{ChartTime, ChartSize} {
				for _, format := range formats {
					b, err := RenderChart(m, t, i, kind, format)
					if err != nil {
						return err
					}
					if b == nil {
						continue
					}
					path := filepath.Join(dir, ChartName(m, run, t.Dataset.Name, kind, format))
					if err := os.WriteFile(path, b, 0o644); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// A series is one set of bars in a chart.
type series struct {
	name   string
	color  color.Color
	values []float64 // NaN where a line has none
	lo, hi []float64 // confidence interval; nil for none
}

// RenderChart draws one chart of table t for run i as "png" or "svg". It
// returns nil, nil when the run has nothing to draw.
func RenderChart(m *Model, t *Table, i int, kind, format string) ([]byte, error) {
	var names []string
	var ss []*series
	switch kind {
	case ChartTime:
		ms := &series{name: "marshal", color: color.RGBA{0x1f, 0x77, 0xb4, 0xff}}
		us := &series{name: "unmarshal", color: color.RGBA{0xff, 0x7f, 0x0e, 0xff}}
		for _, l := range t.Lines {
			r := l.Cells[i]
			if r == nil || (r.Marshal == nil && r.Unmarshal == nil) {
				continue
			}
			names = append(names, chartLabel(l))
			ms.add(r.Marshal)
			us.add(r.Unmarshal)
		}
		ss = []*series{ms, us}
	case ChartSize:
		raw := &series{name: "raw", color: color.RGBA{0x59, 0x59, 0x59, 0xff}}
		gz := &series{name: "gzip", color: color.RGBA{0x2c, 0xa0, 0x2c, 0xff}}
		zs := &series{name: "zstd", color: color.RGBA{0x94, 0x67, 0xbd, 0xff}}
		for _, l := range t.Lines {
			r := l.Cells[i]
			if r == nil || r.Size == nil {
				continue
			}
			names = append(names, chartLabel(l))
			raw.values = append(raw.values, r.Size.Bytes)
			gz.values = append(gz.values, r.Size.GzipBytes)
			zs.values = append(zs.values, r.Size.ZstdBytes)
		}
		ss = []*series{raw, gz, zs}
	default:
		return nil, fmt.Errorf("report: unknown chart kind %q", kind)
	}
	if len(names) == 0 {
		return nil, nil
	}
	p := plot.New()
	title := t.Dataset.Name
	if len(m.Runs) > 1 {
		title += " (" + m.Runs[i].Label + ")"
	}
	unit := timeUnit(m.Runs[i])
	if kind == ChartSize {
		unit = "bytes per record"
	}
	p.Title.Text = title
	p.X.Label.Text = unit
	lo, hi := valueRange(ss)
	if math.IsInf(lo, 1) {
		return nil, nil
	}
	if hi/lo > logSpan {
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = plot.LogTicks{Prec: -1}
		p.X.Min, p.X.Max = lo/1.5, hi*1.5
		p.X.Label.Text += ", log scale"
	} else {
		p.X.Min, p.X.Max = 0, hi*1.05
	}
	// Best first means top first: the Y axis grows upwards.
	n := len(names)
	rev := make([]string, n)
	for k, s := range names {
		rev[n-1-k] = s
	}
	p.NominalY(rev...)
	// Room above the first line for the legend, which sits top right
	// where long bars would otherwise run under it.
	legendRoom := 0.6 * float64(len(ss))
	p.Y.Min, p.Y.Max = -0.6, float64(n)-0.4+legendRoom
	p.Legend.Top = true
	p.Legend.Left = false
	barW := vg.Length(18) / vg.Length(len(ss))
	for k, s := range ss {
		// The first series on top of each line's group.
		b := &bars{series: s, n: n, width: barW, offset: (vg.Length(len(ss)-1)/2 - vg.Length(k)) * barW}
		p.Add(b)
		p.Legend.Add(s.name, b)
	}
	grid := plotter.NewGrid()
	grid.Horizontal.Color = nil // lines through the bars would only clutter
	p.Add(grid)
	w, h := 7*vg.Inch, vg.Length(float64(n)+legendRoom)*24+1.4*vg.Inch
	wt, err := p.WriterTo(w, h, format)
	if err != nil {
		return nil, fmt.Errorf("report: %s chart of %s: %w", kind, t.Dataset.Name, err)
	}
	var buf bytes.Buffer
	if _, err := wt.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("report: %s chart of %s: %w", kind, t.Dataset.Name, err)
	}
	return buf.Bytes(), nil
}

// add appends a timing with its interval, or a gap.
func (s *series) add(r *results.Result) {
	if r == nil {
		s.values, s.lo, s.hi = append(s.values, math.NaN()), append(s.lo, math.NaN()), append(s.hi, math.NaN())
		return
	}
	s.values, s.lo, s.hi = append(s.values, r.MedianNs), append(s.lo, r.CILowNs), append(s.hi, r.CIHighNs)
}

func chartLabel(l *Line) string {
	switch {
	case l.Reference():
		return l.Name() + " (ref)"
	case l.Loses != "":
		return l.Name() + " (loses data)"
	}
	return l.Name()
}

// timeUnit is the time chart's axis caption: what a bar's ns/op hold in
// the run, and that the whiskers are the 95% interval.
func timeUnit(run Run) string {
	e := run.File.Env
	switch {
	case !hasOwnTime(run.File):
		return "ns/op (median, whiskers: 95% CI)"
	case e.Price().Zero():
		return "own ns/op, no charge for garbage (median, whiskers: 95% CI)"
	}
	return "ns/op = own + " + priceText(e.Price()) + " (median, whiskers: 95% CI)"
}

// valueRange is the smallest and largest positive value the series draw,
// whiskers included; +Inf, 0 when there is none.
func valueRange(ss []*series) (lo, hi float64) {
	lo = math.Inf(1)
	for _, s := range ss {
		for _, xs := range [][]float64{s.values, s.lo, s.hi} {
			for _, x := range xs {
				if x > 0 && !math.IsInf(x, 0) {
					lo, hi = min(lo, x), max(hi, x)
				}
			}
		}
	}
	return lo, hi
}

// bars draws a series as horizontal bars from the axis minimum, which a
// log axis needs (plotter.BarChart starts bars at zero), with whiskers for
// the confidence interval. Line k of n sits at y = n-1-k, so the first
// line is on top.
type bars struct {
	*series
	n      int
	width  vg.Length // of one bar
	offset vg.Length // of this series' bars from the line's centre
}

// Plot implements plot.Plotter.
func (b *bars) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	whisker := draw.LineStyle{Color: color.Black, Width: vg.Points(0.8)}
	for k, v := range b.values {
		if math.IsNaN(v) || v < p.X.Min {
			continue
		}
		y := trY(float64(b.n-1-k)) + b.offset
		x0, x1 := trX(p.X.Min), trX(v)
		c.FillPolygon(b.color, c.ClipPolygonXY([]vg.Point{
			{X: x0, Y: y - b.width/2}, {X: x0, Y: y + b.width/2},
			{X: x1, Y: y + b.width/2}, {X: x1, Y: y - b.width/2},
		}))
		if b.lo == nil || math.IsNaN(b.lo[k]) || b.lo[k] <= p.X.Min {
			continue
		}
		l, h, cap := trX(b.lo[k]), trX(b.hi[k]), b.width/3
		c.StrokeLines(whisker, c.ClipLinesXY(
			[]vg.Point{{X: l, Y: y}, {X: h, Y: y}},
			[]vg.Point{{X: l, Y: y - cap}, {X: l, Y: y + cap}},
			[]vg.Point{{X: h, Y: y - cap}, {X: h, Y: y + cap}},
		)...)
	}
}

// Thumbnail implements plot.Thumbnailer for the legend.
func (b *bars) Thumbnail(c *draw.Canvas) {
	c.FillPolygon(b.color, []vg.Point{
		{X: c.Min.X, Y: c.Min.Y}, {X: c.Min.X, Y: c.Max.Y},
		{X: c.Max.X, Y: c.Max.Y}, {X: c.Max.X, Y: c.Min.Y},
	})
}
