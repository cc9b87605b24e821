package harness

import (
	"testing"

	"github.com/serbench/serbench"
)

// keepOp is an Instance whose op allocates size bytes, writes every page
// of them and keeps them, so that they are live when peak reads the heap
// last.
type keepOp struct {
	opOnly
	size int
}

var kept []byte

func (k keepOp) Run(op serbench.Op, from, n int) error {
	for range n {
		kept = make([]byte, k.size)
		for i := 0; i < len(kept); i += 4096 {
			kept[i] = 1
		}
	}
	return nil
}

// An op that holds 64 MiB peaks at 64 MiB or more of heap and of resident
// set above the worker's resting level; one that allocates nothing stays
// far below.
func TestPeakMemory(t *testing.T) {
	const size = 64 << 20
	defer func() { kept = nil }()
	big, err := peak(keepOp{size: size}, serbench.Marshal)
	if err != nil {
		t.Fatal(err)
	}
	// The heap's objects count the 64 MiB exactly. The runtime may serve
	// part of them from pages freed after the collection that returned
	// memory (garbage of the test binary's other goroutines, swept late),
	// which are not new resident memory: what is asked is that most of it
	// shows, where the kernel's count of a worker's resident set showed
	// none of it.
	if big.Heap < size || big.Resident < size/2 {
		t.Errorf("an op holding 64 MiB peaked at %.1f MiB of heap and %.1f MiB resident, want 64 and 32 or more",
			big.Heap/(1<<20), big.Resident/(1<<20))
	}
	kept = nil
	small, err := peak(keepOp{}, serbench.Marshal)
	if err != nil {
		t.Fatal(err)
	}
	if small.Heap > size/8 || small.Resident > size/8 {
		t.Errorf("an op holding nothing peaked at %.1f MiB of heap and %.1f MiB resident, want under 8", small.Heap/(1<<20), small.Resident/(1<<20))
	}
}
