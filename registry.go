package serbench

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/serbench/serbench/fidelity"
)

// A DatasetEntry is a registered dataset with its type erased.
type DatasetEntry struct {
	Name        string
	Description string
	Quick       bool
	Large       bool
	Throughput  bool
	d           dataset
}

// Len builds the pool and reports how many records it holds.
func (e *DatasetEntry) Len() int { return e.d.len() }

// dataset is what the registry needs of a Dataset[T] whatever its T.
type dataset interface {
	len() int
	bindAny(e *DatasetEntry, r anyRegistration) *Binding
}

func (d *Dataset[T]) len() int { return len(d.pool()) }

// A Binding is one codec on one dataset: supported with its variants and
// ops, or unsupported with a reason.
type Binding struct {
	Codec   *Codec
	Dataset *DatasetEntry
	// Unsupported is the reason the codec cannot encode the dataset;
	// empty when it can.
	Unsupported string
	// Variants lists what the codec offers here, Default first.
	Variants []Variant
	// Notes holds each variant's note.
	Notes map[Variant]string
	// Missing says why ops the codec lacks are missing.
	Missing map[Op]string

	ops    map[Variant][]Op
	shared map[Variant]bool // the variants declared Shared
	build  func(v Variant, checked bool) Instance
	cold   func(Variant) (ColdStart, error)
	// like binds the same implementation to another dataset of the same
	// record type, or returns nil for one of another type; only bindings
	// made by Support have it (see SupportLike).
	like func(*DatasetEntry) *Binding
}

// Ops lists the ops variant v offers, in the order of AllOps.
func (b *Binding) Ops(v Variant) []Op { return b.ops[v] }

// Shared reports whether variant v's calls share state across its
// instances (see Ops.Shared). The Reuse variant's always do: its buffer
// or value is made when it is registered, once for every instance.
func (b *Binding) Shared(v Variant) bool { return v == Reuse || b.shared[v] }

// Instance prepares variant v for checking and timing: it builds the
// record pool, converts it and encodes it. It may panic if the codec does.
func (b *Binding) Instance(v Variant) Instance {
	return b.instance(v, false)
}

// Checked prepares variant v as Instance does and checks it at once. Its
// check of output reuse takes the pool's last encoding as its first call,
// where an Instance checked later marshals a record again for one: on a
// large collection a text codec's marshal takes seconds. It may panic if
// the codec does.
func (b *Binding) Checked(v Variant) (Instance, fidelity.Report) {
	x := b.instance(v, true)
	return x, x.Check()
}

func (b *Binding) instance(v Variant, checked bool) Instance {
	if b.build == nil || b.ops[v] == nil {
		panic(fmt.Sprintf("serbench: %s on %s has no variant %q", b.Codec.Name, b.Dataset.Name, v))
	}
	return b.build(v, checked)
}

var registry struct {
	sync.Mutex
	datasets map[string]*DatasetEntry
	codecs   map[string]*Codec
	bindings map[[2]string]*Binding // by codec, dataset
	anys     []anyRegistration
	streams  map[string]*StreamOps // by codec
	resolved bool
}

type anyRegistration struct {
	codec    *Codec
	variants map[Variant]AnyOps
	output   func(data []byte, v any) error // an encode-only codec's check decoder
	except   map[string]string
	nowhere  string // when set, the reason the codec supports no dataset
}

// AddDataset registers d. It panics if the name is taken or malformed,
// as registration happens at init and a clash is a programming error.
func AddDataset[T any](d *Dataset[T]) {
	checkName("dataset", d.Name)
	if d.Records == nil {
		panic("serbench: dataset " + d.Name + " has no Records")
	}
	registry.Lock()
	defer registry.Unlock()
	if registry.datasets == nil {
		registry.datasets = map[string]*DatasetEntry{}
	}
	if _, dup := registry.datasets[d.Name]; dup {
		panic("serbench: dataset " + d.Name + " registered twice")
	}
	registry.datasets[d.Name] = &DatasetEntry{Name: d.Name, Description: d.Description, Quick: d.Quick, Large: d.Large, Throughput: d.Throughput, d: d}
	registry.resolved = false // a dataset added at run time (serbench run --data) binds too
}

// Register adds a codec's description. Its support per dataset follows
// with Support, SupportAny and Unsupported.
func Register(c Codec) {
	checkName("codec", c.Name)
	switch c.Kind {
	case KindReflect, KindCodegen, KindManual, KindBaseline, KindNoop:
	default:
		panic(fmt.Sprintf("serbench: codec %s has unknown kind %q", c.Name, c.Kind))
	}
	if c.Package == "" || c.Format == "" {
		panic("serbench: codec " + c.Name + " needs a Package and a Format")
	}
	registry.Lock()
	defer registry.Unlock()
	if registry.codecs == nil {
		registry.codecs = map[string]*Codec{}
	}
	if _, dup := registry.codecs[c.Name]; dup {
		panic("serbench: codec " + c.Name + " registered twice")
	}
	registry.codecs[c.Name] = &c
}

func codec(name string) *Codec {
	c := registry.codecs[name]
	if c == nil {
		panic("serbench: codec " + name + " is not registered")
	}
	return c
}

func addBinding(b *Binding) {
	if registry.bindings == nil {
		registry.bindings = map[[2]string]*Binding{}
	}
	k := [2]string{b.Codec.Name, b.Dataset.Name}
	if _, dup := registry.bindings[k]; dup {
		panic(fmt.Sprintf("serbench: %s on %s registered twice", k[0], k[1]))
	}
	registry.bindings[k] = b
}

func entryOf[T any](d *Dataset[T]) *DatasetEntry {
	e := registry.datasets[d.Name]
	if e == nil || e.d != dataset(d) {
		panic("serbench: dataset " + d.Name + " is not registered; import its package")
	}
	return e
}

// Support registers codec on dataset d with impl.
func Support[T, N any](codec string, d *Dataset[T], impl Impl[T, N]) {
	registry.Lock()
	defer registry.Unlock()
	b := bind(registry.codecs[codec], entryOf(d), d, impl)
	b.like = func(e *DatasetEntry) *Binding {
		if to, ok := e.d.(*Dataset[T]); ok {
			return bind(b.Codec, e, to, impl)
		}
		return nil
	}
	addBinding(b)
}

// SupportLike gives d, a dataset made at run time (the documents of a
// user's file), every codec that supports like through Support and has no
// binding on d yet: with the same implementation when d's records are of
// like's type, else unsupported for reason. Codecs cannot register on a
// dataset made after their init; those of SupportAny bind to it anyway.
func SupportLike[T, U any](d *Dataset[T], like *Dataset[U], reason string) {
	registry.Lock()
	defer registry.Unlock()
	e := entryOf(d)
	var found []*Binding
	for k, b := range registry.bindings {
		if k[1] == like.Name && b.like != nil && registry.bindings[[2]string{k[0], d.Name}] == nil {
			found = append(found, b)
		}
	}
	for _, b := range found {
		nb := b.like(e)
		if nb == nil {
			nb = &Binding{Codec: b.Codec, Dataset: e, Unsupported: reason}
		}
		addBinding(nb)
	}
}

// Unsupported records that codec cannot encode the named dataset, and why:
// a precise reason such as "rlp: no signed integers".
func Unsupported(codecName, datasetName, reason string) {
	if reason == "" {
		panic("serbench: " + codecName + " on " + datasetName + ": unsupported needs a reason")
	}
	registry.Lock()
	defer registry.Unlock()
	e := &DatasetEntry{Name: datasetName}
	if d := registry.datasets[datasetName]; d != nil {
		e = d
	}
	addBinding(&Binding{Codec: codec(codecName), Dataset: e, Unsupported: reason})
}

// SupportAny registers a reflection codec on every dataset, present and
// future, but those in except (dataset name to reason), which are
// unsupported. Each variant's Unmarshal decodes into a fresh value, but in
// the Reuse variant, which decodes into one value again and again (a map
// cleared first).
func SupportAny(codecName string, variants map[Variant]AnyOps, except map[string]string) {
	registry.Lock()
	defer registry.Unlock()
	if _, ok := variants[Default]; !ok {
		panic("serbench: " + codecName + " has no default variant")
	}
	registry.anys = append(registry.anys, anyRegistration{codec: codec(codecName), variants: variants, except: except})
	registry.resolved = false
}

// SupportAnyEncoder registers an encode-only reflection codec, whose
// variants have a Marshal and no Unmarshal, as SupportAny does. output is
// the format's reference decoder, with which the fidelity check reads back
// what Marshal wrote (Impl.Output): never timed.
func SupportAnyEncoder(codecName string, variants map[Variant]AnyOps, output func(data []byte, v any) error, except map[string]string) {
	if output == nil {
		panic("serbench: " + codecName + " is encode-only and needs an output decoder")
	}
	SupportAny(codecName, variants, except)
	registry.Lock()
	defer registry.Unlock()
	registry.anys[len(registry.anys)-1].output = output
}

// UnsupportedEverywhere records that codec can encode no dataset, present
// or future, and why: a library that cannot be built here, say.
func UnsupportedEverywhere(codecName, reason string) {
	if reason == "" {
		panic("serbench: " + codecName + ": unsupported needs a reason")
	}
	registry.Lock()
	defer registry.Unlock()
	registry.anys = append(registry.anys, anyRegistration{codec: codec(codecName), nowhere: reason})
	registry.resolved = false
}

// resolve binds the SupportAny codecs to every dataset. It runs under the
// lock once registration is over, that is at the first lookup.
func resolve() {
	if registry.resolved {
		return
	}
	for _, r := range registry.anys {
		for name, e := range registry.datasets {
			k := [2]string{r.codec.Name, name}
			if registry.bindings[k] != nil {
				continue
			}
			reason, ok := r.except[name]
			if r.nowhere != "" {
				reason, ok = r.nowhere, true
			}
			if ok {
				addBinding(&Binding{Codec: r.codec, Dataset: e, Unsupported: reason})
				continue
			}
			addBinding(e.d.bindAny(e, r))
		}
	}
	for _, b := range registry.bindings {
		if b.Dataset.d == nil { // Unsupported named a dataset before it registered
			if e := registry.datasets[b.Dataset.Name]; e != nil {
				b.Dataset = e
			}
		}
	}
	registry.resolved = true
}

func (d *Dataset[T]) bindAny(e *DatasetEntry, r anyRegistration) *Binding {
	impl := Impl[T, T]{Variants: map[Variant]Ops[T]{}}
	nest := func(a AnyOps) AnyOps {
		if d.Nest != nil {
			return d.Nest(a)
		}
		return a
	}
	for v, a := range r.variants {
		a.ReusesOutput = a.ReusesOutput || v == Reuse
		impl.Variants[v] = anyOps[T](nest(a), v == Reuse)
	}
	if r.output != nil {
		impl.Output = anyOps[T](nest(AnyOps{Unmarshal: r.output}), false).Unmarshal
	}
	return bind(r.codec, e, d, impl)
}

// anyOps turns a library's any-typed entry points into typed ops.
func anyOps[T any](a AnyOps, reuse bool) Ops[T] {
	ops := Ops[T]{Note: a.Note}
	if m := a.Marshal; m != nil {
		ops.Marshal = func(v *T) ([]byte, error) { return m(v) }
	}
	u := a.Unmarshal
	switch {
	case u == nil:
	case reuse && reflect.TypeFor[T]().Kind() == reflect.Map:
		// Decoding into a map adds to it: clear the previous record's
		// keys first, as a program reusing one map does.
		target := new(T)
		m := reflect.ValueOf(target).Elem()
		ops.Unmarshal = func(data []byte) (*T, error) {
			m.Clear()
			return target, u(data, target)
		}
	case reuse:
		target := new(T)
		ops.Unmarshal = func(data []byte) (*T, error) { return target, u(data, target) }
	default:
		ops.Unmarshal = func(data []byte) (*T, error) {
			v := new(T)
			return v, u(data, v)
		}
	}
	return ops
}

// bind checks impl and erases its types.
func bind[T, N any](c *Codec, e *DatasetEntry, d *Dataset[T], impl Impl[T, N]) *Binding {
	if c == nil {
		panic("serbench: Support for an unregistered codec on " + d.Name)
	}
	where := c.Name + " on " + d.Name
	if _, ok := impl.Variants[Default]; !ok {
		panic("serbench: " + where + " has no default variant")
	}
	same := reflect.TypeFor[T]() == reflect.TypeFor[N]()
	if (impl.ToNative == nil) != (impl.FromNative == nil) || (!same && impl.ToNative == nil) {
		panic("serbench: " + where + ": a native type needs both ToNative and FromNative")
	}
	b := &Binding{Codec: c, Dataset: e, Missing: impl.Missing, Notes: map[Variant]string{}, ops: map[Variant][]Op{}}
	for v, ops := range impl.Variants {
		if !VariantPattern.MatchString(string(v)) {
			panic(fmt.Sprintf("serbench: %s: variant name %q must match %s", where, v, VariantPattern))
		}
		have := map[Op]bool{
			Marshal:   ops.Marshal != nil,
			Unmarshal: ops.Unmarshal != nil,
			Convert:   impl.ToNative != nil && v == Default,
			Access:    ops.Access != nil,
			Update:    ops.Update != nil,
		}
		for _, op := range AllOps {
			if have[op] {
				b.ops[v] = append(b.ops[v], op)
			}
		}
		if len(b.ops[v]) == 0 {
			panic(fmt.Sprintf("serbench: %s: variant %s has no ops", where, v))
		}
		b.Variants = append(b.Variants, v)
		b.Notes[v] = ops.Note
		if ops.Shared {
			if b.shared == nil {
				b.shared = map[Variant]bool{}
			}
			b.shared[v] = true
		}
	}
	if impl.Variants[Default].Marshal == nil && impl.Input == nil {
		panic("serbench: " + where + ": a codec without Marshal needs Input")
	}
	if impl.Variants[Default].Unmarshal == nil && impl.Output == nil {
		panic("serbench: " + where + ": a codec without Unmarshal needs Output")
	}
	sort.Slice(b.Variants, func(i, j int) bool {
		vi, vj := b.Variants[i], b.Variants[j]
		return vi == Default || vj != Default && vi < vj
	})
	b.build = func(v Variant, checked bool) Instance { return newInstance(d, impl, v, checked) }
	b.cold = func(v Variant) (ColdStart, error) { return coldStart(d, impl, v) }
	return b
}

// Datasets returns the registered datasets by name.
func Datasets() []*DatasetEntry {
	registry.Lock()
	defer registry.Unlock()
	var ds []*DatasetEntry
	for _, d := range registry.datasets {
		ds = append(ds, d)
	}
	slices.SortFunc(ds, func(a, b *DatasetEntry) int { return strings.Compare(a.Name, b.Name) })
	return ds
}

// Codecs returns the registered codecs by name.
func Codecs() []*Codec {
	registry.Lock()
	defer registry.Unlock()
	var cs []*Codec
	for _, c := range registry.codecs {
		cs = append(cs, c)
	}
	slices.SortFunc(cs, func(a, b *Codec) int { return strings.Compare(a.Name, b.Name) })
	return cs
}

// Lookup returns codec's binding on dataset. A pair that no codec package
// mentioned reads as unsupported, so that every pair has a status.
func Lookup(codecName, datasetName string) *Binding {
	registry.Lock()
	defer registry.Unlock()
	resolve()
	if b := registry.bindings[[2]string{codecName, datasetName}]; b != nil {
		return b
	}
	return &Binding{
		Codec:       registry.codecs[codecName],
		Dataset:     registry.datasets[datasetName],
		Unsupported: "the codec does not declare this dataset",
	}
}
