package robust

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
	"slices"
)

// Shapes of the inputs a probe derives from valid payloads.
const (
	// fullTruncation is the longest payload whose every prefix is an
	// input; a longer one gives truncSamples evenly spaced prefixes.
	fullTruncation = 4 << 10
	truncSamples   = 64
	// maxPayloads is how many of the pool's payloads mutations start from.
	maxPayloads = 8
	// huge is what an inflated length or count field is set to: near 2^31,
	// so that a decoder that trusts it asks for gigabytes.
	huge = 1<<31 - 16
)

// randomSizes are the lengths of the inputs made of random bytes.
var randomSizes = []int{1, 2, 3, 4, 8, 16, 64, 256, 1024, 4096}

// A generator derives malformed inputs from valid payloads. Input i is a
// function of the seed, the pair and i alone, so that any input can be
// made again without the ones before it.
type generator struct {
	payloads [][]byte
	truncs   []int // the prefix lengths of payloads[0] that are inputs
	n        int   // the mutated and random inputs that follow
	seed     uint64
	pair     uint64
	lengths  [][]lengthField // per payload, the fields that may be lengths, found on first use
}

func newGenerator(payloads [][]byte, n int, seed uint64, codec, dataset string) *generator {
	h := fnv.New64a()
	h.Write([]byte(codec + "/" + dataset))
	g := &generator{payloads: payloads[:min(len(payloads), maxPayloads)], n: n, seed: seed, pair: h.Sum64()}
	g.lengths = make([][]lengthField, len(g.payloads))
	if len(g.payloads) > 0 {
		l := len(g.payloads[0])
		if l <= fullTruncation {
			for i := range l {
				g.truncs = append(g.truncs, i)
			}
		} else {
			for i := range truncSamples {
				g.truncs = append(g.truncs, i*l/truncSamples)
			}
		}
	}
	return g
}

// Len is the number of inputs.
func (g *generator) Len() int { return len(g.truncs) + g.n }

// Input returns input i: a truncation of the first payload, or a payload
// with one bit flipped, bytes inserted or deleted, or a length field
// inflated, or random bytes.
func (g *generator) Input(i int) []byte {
	if i < len(g.truncs) {
		return slices.Clone(g.payloads[0][:g.truncs[i]])
	}
	rng := rand.New(rand.NewPCG(g.seed, g.pair^uint64(i)*0x9e3779b97f4a7c15))
	if len(g.payloads) == 0 {
		return random(rng)
	}
	k := rng.IntN(len(g.payloads))
	p := g.payloads[k]
	switch r := rng.IntN(100); {
	case r < 10 || len(p) == 0:
		return random(rng)
	case r < 45:
		b := slices.Clone(p)
		b[rng.IntN(len(b))] ^= 1 << rng.IntN(8)
		return b
	case r < 60:
		at := rng.IntN(len(p) + 1)
		ins := make([]byte, 1+rng.IntN(8))
		fill(rng, ins)
		return slices.Concat(p[:at], ins, p[at:])
	case r < 75:
		at := rng.IntN(len(p))
		end := min(len(p), at+1+rng.IntN(8))
		return slices.Concat(p[:at], p[end:])
	default:
		return g.inflate(rng, k)
	}
}

// Batch returns the inputs from i on that make a batch: at least one, and
// more while they fit in batchInputs and batchBytes.
func (g *generator) Batch(i int) [][]byte {
	batch := [][]byte{g.Input(i)}
	size := len(batch[0])
	for i++; i < g.Len() && len(batch) < batchInputs; i++ {
		in := g.Input(i)
		if size += len(in); size > batchBytes {
			break
		}
		batch = append(batch, in)
	}
	return batch
}

func random(rng *rand.Rand) []byte {
	b := make([]byte, randomSizes[rng.IntN(len(randomSizes))])
	fill(rng, b)
	return b
}

func fill(rng *rand.Rand, b []byte) {
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
}

// A lengthField is a place in a payload that reads as the length of what
// follows: a varint, or a 32-bit integer of either byte order.
type lengthField struct {
	at, size int
	kind     byte // 'v' varint, 'l' little-endian, 'b' big-endian
}

// findLengths lists the places in p that may be length or count prefixes:
// values from 1 to what is left of the payload. Binary formats put a length
// before every string, list and nested message, so most of them are real.
func findLengths(p []byte) []lengthField {
	var out []lengthField
	for at := range p {
		left := uint64(len(p) - at)
		if v, n := binary.Uvarint(p[at:]); n > 0 && v > 0 && v < left {
			out = append(out, lengthField{at, n, 'v'})
		}
		if left >= 4 {
			if v := uint64(binary.LittleEndian.Uint32(p[at:])); v > 0 && v < left {
				out = append(out, lengthField{at, 4, 'l'})
			}
			if v := uint64(binary.BigEndian.Uint32(p[at:])); v > 0 && v < left {
				out = append(out, lengthField{at, 4, 'b'})
			}
		}
	}
	return out
}

// inflate sets one of payload k's likely length fields, or any place when
// it has none, to a huge value.
func (g *generator) inflate(rng *rand.Rand, k int) []byte {
	p := g.payloads[k]
	if g.lengths[k] == nil {
		g.lengths[k] = findLengths(p)
	}
	f := lengthField{at: rng.IntN(len(p)), size: 4, kind: "vlb"[rng.IntN(3)]}
	if fs := g.lengths[k]; len(fs) > 0 {
		f = fs[rng.IntN(len(fs))]
	}
	var field []byte
	switch f.kind {
	case 'v':
		field = binary.AppendUvarint(nil, huge)
	case 'l':
		field = binary.LittleEndian.AppendUint32(nil, huge)
	default:
		field = binary.BigEndian.AppendUint32(nil, huge)
	}
	return slices.Concat(p[:f.at], field, p[min(len(p), f.at+f.size):])
}
