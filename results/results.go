// Package results is serbench's record of a run: the results.json schema,
// the journal that saves each finished cell as it finishes, the statistics
// over samples (golang.org/x/perf/benchmath), and the Go benchmark format
// (golang.org/x/perf/benchfmt) that benchstat reads.
//
// docs/results-schema.md documents the JSON. A File is assembled from a
// journal, so a run killed halfway and resumed yields the same File as one
// that never stopped, less the cells it had not yet finished.
package results

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/serbench/serbench/fidelity"
)

// SchemaVersion is the version of the results.json layout.
const SchemaVersion = 1

// File is a results.json.
type File struct {
	SchemaVersion int        `json:"schema_version"`
	Env           Env        `json:"env"`
	Config        Config     `json:"config"`
	Datasets      []Dataset  `json:"datasets"`
	Codecs        []Codec    `json:"codecs"`
	Results       []Result   `json:"results"`
	Sizes         []Size     `json:"sizes"`
	Fidelity      []Fidelity `json:"fidelity"`
	Failures      []Failure  `json:"failures"`
	// Robustness is the matrix of serbench robust, when it was run.
	Robustness []Robustness `json:"robustness,omitempty"`
	// Interop is the matrix of serbench interop, when it was run.
	Interop []Interop `json:"interop,omitempty"`
	// BinarySize is the table of serbench binsize, when it was run.
	BinarySize []BinarySize `json:"binary_size,omitempty"`
	// ColdStart is the table of serbench coldstart, when it was run.
	ColdStart []ColdStart `json:"cold_start,omitempty"`
	// Stream is the table of serbench stream, when it was run.
	Stream []Stream `json:"stream,omitempty"`
	// Evolve is the matrix of serbench evolve, when it was run.
	Evolve []Evolve `json:"evolve,omitempty"`
	// Stages is where a run's wall time went, a row per group of a
	// dataset's units timed together; empty in runs before serbench kept it.
	Stages []Stage `json:"stages,omitempty"`
}

// Stage is the wall time of one group of a dataset's units: all of a
// small dataset's, or a few libraries' of a large collection. Its parts
// add up to the group's wall time.
type Stage struct {
	Dataset string `json:"dataset"`
	Units   int    `json:"units"` // codec variants prepared
	Cells   int    `json:"cells"` // cells timed
	// PrepareS is the seconds spent starting workers and preparing the
	// units: building the records in each library's forms, the fidelity
	// check and the sizes.
	PrepareS float64 `json:"prepare_s"`
	// SampleS is the seconds spent on samples (calibration, warm-up and
	// the samples proper), the part the budget bounds.
	SampleS float64 `json:"sample_s"`
	// ExtrasS is the seconds spent on latency and parallel chunks.
	ExtrasS float64 `json:"extras_s"`
	// MemoryS is the seconds spent on the ops that measure peak memory.
	MemoryS float64 `json:"memory_s,omitempty"`
	// PriceS is the seconds spent on rounds of the price of garbage.
	PriceS float64 `json:"price_s"`
	// FinishS is the seconds spent closing: intervals and journal rows.
	FinishS float64 `json:"finish_s"`
}

// Env is the machine and build a run measured on.
type Env struct {
	GoVersion  string   `json:"go_version"`
	GOOS       string   `json:"goos"`
	GOARCH     string   `json:"goarch"`
	CPU        string   `json:"cpu"`
	GOMAXPROCS int      `json:"gomaxprocs"`
	Date       string   `json:"date"`   // RFC 3339, UTC, when the run started
	Commit     string   `json:"commit"` // serbench's git commit, or "unknown"
	Modules    []string `json:"modules"`
	// Noise is how steady the machine was during the run; nil for runs
	// made before serbench measured it.
	Noise *Noise `json:"noise,omitempty"`
	// GCRateNsPerByte and GCRateNsPerAlloc are the run's one price of
	// garbage: every cell's charge is its B/op times the one plus its
	// allocs/op times the other (Price). GCPrice says where it came from;
	// nil in runs made before serbench declared one price.
	GCRateNsPerByte  float64  `json:"gc_rate_ns_per_byte"`
	GCRateNsPerAlloc float64  `json:"gc_rate_ns_per_alloc,omitempty"`
	GCPrice          *GCPrice `json:"gc_price,omitempty"`
	// Workers is how the worker processes ran; nil in older runs.
	Workers *Workers `json:"workers,omitempty"`
}

// GCPrice is how a run's price of garbage was obtained.
type GCPrice struct {
	// Source is "host" when a calibration host measured the rate, or
	// "declared" when the user gave it (--gc-rate).
	Source string `json:"source"`
	// Host describes the calibration host: its live heap, its pointer
	// density and GOGC; empty when declared.
	Host      string `json:"host,omitempty"`
	HeapBytes int64  `json:"heap_bytes,omitempty"`
	Flat      bool   `json:"flat,omitempty"` // the host's live heap holds no pointers
	GOGC      int    `json:"gogc,omitempty"`
	// RoundsNsPerByte and RoundsNsPerAlloc hold each calibration round's
	// rates; the rates are their medians.
	RoundsNsPerByte  []float64 `json:"rounds_ns_per_byte,omitempty"`
	RoundsNsPerAlloc []float64 `json:"rounds_ns_per_alloc,omitempty"`
}

// Price is the run's price of garbage.
func (e *Env) Price() Price { return Price{PerByte: e.GCRateNsPerByte, PerAlloc: e.GCRateNsPerAlloc} }

// Workers is the environment of the worker processes that took the
// samples, as the runtime read it.
type Workers struct {
	GOGC       string `json:"gogc"`       // the GOGC the workers inherited ("" for the default, 100)
	GOMEMLIMIT string `json:"gomemlimit"` // as the workers were started: the user's, or a soft limit below MemoryLimit; "" for none
	GODEBUG    string `json:"godebug"`    // as the workers were started
	GOMAXPROCS int    `json:"gomaxprocs"`
	// MemoryReturn says how the workers return memory to the system:
	// "MADV_FREE" (madvdontneed=0) or "MADV_DONTNEED".
	MemoryReturn string `json:"memory_return"`
	// Processes is how many worker processes each library ran in, their
	// samples interleaved.
	Processes int `json:"processes"`
	// CollectorHeld says that the collector was held off during every
	// sample and ran, untimed, between them.
	CollectorHeld bool  `json:"collector_held"`
	MemoryLimit   int64 `json:"memory_limit,omitempty"` // per worker, in bytes; 0 for none
	// Runway is how far past its live heap a worker's heap grew between
	// the collections it made between samples, in bytes: the declared
	// host's; 0 for what the workers' own GOGC allowed.
	Runway int64 `json:"runway_bytes,omitempty"`
}

// Config is how a run was asked for.
type Config struct {
	Datasets []string `json:"datasets"`
	Codecs   []string `json:"codecs"`
	Variants []string `json:"variants"`
	Count    int      `json:"count"`     // samples every cell takes
	MaxCount int      `json:"max_count"` // samples a cell may take while its interval is wide
	// Precision is, in runs before 2026-11-26, the interval half-width,
	// as a fraction, at which a cell stopped sampling; 0 since, when every
	// cell samples until the budget ends.
	Precision float64 `json:"precision,omitempty"`
	Budget    string  `json:"budget"`    // sampling time per cell, on average, per dataset
	Benchtime string  `json:"benchtime"` // per sample
	Timeout   string  `json:"timeout"`   // per cell request
	Quick     bool    `json:"quick"`
	Pin       bool    `json:"pin"`                // samples taken on one pinned processor
	GC        bool    `json:"gc,omitempty"`       // a garbage collection before each sample
	Latency   bool    `json:"latency"`            // per-call latency chunks taken
	Parallel  bool    `json:"parallel"`           // parallel scaling chunks taken
	Memory    bool    `json:"memory,omitempty"`   // peak memory taken on the large collections
	OpLimit   string  `json:"op_limit,omitempty"` // an op longer than this gets one sample
	Probe     *Probe  `json:"probe,omitempty"`    // how a robustness probe derived and decoded its inputs
}

// Probe is how a robustness probe (serbench robust) ran.
type Probe struct {
	Inputs  int    `json:"inputs"`  // mutated and random inputs per pair, besides truncations
	Seed    uint64 `json:"seed"`    // what the inputs derive from
	Timeout string `json:"timeout"` // wall time one input may take
	Memory  int64  `json:"memory"`  // a child's memory limit, in bytes
}

// Dataset describes a dataset as run.
type Dataset struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Records     int    `json:"records"`
	// Throughput says that the dataset declares its throughput worth
	// reading (serbench.Dataset.Throughput): reports give MB/s beside
	// ns/op.
	Throughput bool `json:"throughput,omitempty"`
}

// Codec describes a codec as run.
type Codec struct {
	Name          string            `json:"name"`
	Package       string            `json:"package"`
	Module        string            `json:"module"`
	Version       string            `json:"version"`
	Format        string            `json:"format"`
	Kind          string            `json:"kind"`
	Schema        bool              `json:"schema"`
	CrossLanguage bool              `json:"cross_language"`
	Upstream      string            `json:"upstream"`
	Notes         string            `json:"notes,omitempty"`
	Variants      map[string]string `json:"variants"` // variant to note, over the datasets run
}

// Result is one timed cell: a dataset, codec, variant and op.
type Result struct {
	Dataset string `json:"dataset"`
	Codec   string `json:"codec"`
	Variant string `json:"variant"`
	Op      string `json:"op"`
	// Iterations is the op count of every sample.
	Iterations int `json:"iterations"`
	// SamplesNs holds each sample's ns/op, in the order taken: its own
	// time plus the run's charge for the garbage it allocated
	// (SamplesOwnNs[i] + SamplesBytes[i] × Env.GCRateNsPerByte).
	SamplesNs []float64 `json:"samples_ns"`
	// SamplesOwnNs holds each sample's own ns/op: the op's wall time with
	// the collector held off for the sample, so that no collection falls
	// inside it. Empty in runs made before serbench measured own time,
	// whose SamplesNs carried each worker's own charge.
	SamplesOwnNs []float64 `json:"samples_own_ns,omitempty"`
	// SamplesWorker names, for each sample, the worker process that took
	// it, from 0; empty when one worker took them all.
	SamplesWorker []int `json:"samples_worker,omitempty"`
	// SamplesRefNs holds, for each sample, the reference op's ns per pass
	// timed right before and after it on the same thread (their mean).
	SamplesRefNs []float64 `json:"samples_ref_ns,omitempty"`
	// SamplesOnCPU holds, for each sample, the timing thread's CPU time
	// over the sample's wall time: under 1 when the thread was descheduled.
	SamplesOnCPU []float64 `json:"samples_on_cpu,omitempty"`
	// SamplesBytes and SamplesAllocs hold each sample's B/op and allocs/op.
	SamplesBytes  []float64 `json:"samples_bytes"`
	SamplesAllocs []float64 `json:"samples_allocs"`
	// MedianNs is the ranked figure: OwnNs + GCNsPerOp. CILowNs and
	// CIHighNs bound its 95% confidence interval, the own time's shifted
	// by the charge; both are 0 when the samples are too few to bound it.
	MedianNs float64 `json:"median_ns"`
	CILowNs  float64 `json:"ci_low_ns"`
	CIHighNs float64 `json:"ci_high_ns"`
	// OwnNs is the median own time per op and OwnCILowNs and OwnCIHighNs
	// its 95% interval, which counts the samples' autocorrelation and the
	// variation between worker processes (see MedianInterval).
	OwnNs       float64 `json:"own_ns,omitempty"`
	OwnCILowNs  float64 `json:"own_ci_low_ns,omitempty"`
	OwnCIHighNs float64 `json:"own_ci_high_ns,omitempty"`
	// GCNsPerOp is the collector's charge per op: the run's price of
	// BytesPerOp and AllocsPerOp (Env.Price).
	GCNsPerOp   float64 `json:"gc_ns_per_op,omitempty"`
	BytesPerOp  float64 `json:"bytes_per_op"`
	AllocsPerOp float64 `json:"allocs_per_op"`
	// MBPerS is the encoded bytes per record over the median own time.
	MBPerS float64 `json:"mb_per_s"`
	// Warnings are benchmath's, such as too few samples for 95%.
	Warnings []string `json:"warnings,omitempty"`
	// Latency and Parallel are the cell's per-call latency and parallel
	// scaling, when the run took them.
	Latency  *Latency  `json:"latency,omitempty"`
	Parallel *Parallel `json:"parallel,omitempty"`
	// Memory is the peak memory of one op, on the large collections, when
	// the run took it.
	Memory *Memory `json:"memory,omitempty"`
}

// Size is the mean encoded size of a dataset's records under a codec.
type Size struct {
	Dataset   string  `json:"dataset"`
	Codec     string  `json:"codec"`
	Variant   string  `json:"variant"`
	Bytes     float64 `json:"bytes"`      // mean per record
	GzipBytes float64 `json:"gzip_bytes"` // mean per record, each compressed alone
	ZstdBytes float64 `json:"zstd_bytes"` //
	// GzipEncodeNs and the others are the mean time to compress one
	// record alone and to decompress it, at the levels of the sizes,
	// timed once over every record when the codec was prepared: not
	// sampled in rounds, no interval. Zero in runs before 2026-11-26.
	GzipEncodeNs float64 `json:"gzip_encode_ns,omitempty"`
	GzipDecodeNs float64 `json:"gzip_decode_ns,omitempty"`
	ZstdEncodeNs float64 `json:"zstd_encode_ns,omitempty"`
	ZstdDecodeNs float64 `json:"zstd_decode_ns,omitempty"`
}

// Fidelity is the round-trip verdict of a codec variant on a dataset.
type Fidelity struct {
	Dataset string `json:"dataset"`
	Codec   string `json:"codec"`
	Variant string `json:"variant"`
	fidelity.Report
}

// Failure is a cell that could not be measured, and why.
type Failure struct {
	Dataset string `json:"dataset"`
	Codec   string `json:"codec"`
	Variant string `json:"variant"`
	Op      string `json:"op"`
	Reason  string `json:"reason"`
}

// Sort puts every list in a stable order: by dataset, codec, variant, op.
func (f *File) Sort() {
	slices.SortFunc(f.Results, func(a, b Result) int { return a.Key().Compare(b.Key()) })
	slices.SortFunc(f.Failures, func(a, b Failure) int { return a.Key().Compare(b.Key()) })
	slices.SortFunc(f.Sizes, func(a, b Size) int {
		return cmp.Or(cmp.Compare(a.Dataset, b.Dataset), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
	slices.SortFunc(f.Fidelity, func(a, b Fidelity) int {
		return cmp.Or(cmp.Compare(a.Dataset, b.Dataset), cmp.Compare(a.Codec, b.Codec), cmp.Compare(a.Variant, b.Variant))
	})
}

// ensureLists makes empty lists empty rather than nil, so that the JSON
// holds [] rather than null.
func (f *File) ensureLists() {
	f.Datasets, f.Codecs, f.Results = nonNil(f.Datasets), nonNil(f.Codecs), nonNil(f.Results)
	f.Sizes, f.Fidelity, f.Failures = nonNil(f.Sizes), nonNil(f.Fidelity), nonNil(f.Failures)
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// Read reads a results.json. A file that is cut short, not JSON, or of
// another schema version is an error that says which.
func Read(path string) (*File, error) {
	b, path, err := readJSON(path)
	if err != nil {
		return nil, err
	}
	f, err := parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

func parse(b []byte) (*File, error) {
	var f File
	if err := json.Unmarshal(b, &f); err != nil {
		var syntax *json.SyntaxError
		switch {
		case errors.As(err, &syntax) && syntax.Offset >= int64(len(b)) || errors.Is(err, io.ErrUnexpectedEOF):
			return nil, fmt.Errorf("not a whole results.json: it ends after %d bytes, mid-value", len(b))
		case errors.As(err, &syntax):
			return nil, fmt.Errorf("not a results.json: %v at byte %d", err, syntax.Offset)
		}
		return nil, fmt.Errorf("not a results.json: %v", err)
	}
	if f.SchemaVersion != SchemaVersion {
		return nil, fmt.Errorf("schema_version %d, want %d: not a results.json of this serbench", f.SchemaVersion, SchemaVersion)
	}
	return &f, nil
}

// Write writes f as indented JSON to path, through a temporary file so that
// a reader never sees half of it.
func (f *File) Write(path string) error {
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return writeAtomic(path, append(b, '\n'))
}

func writeAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
