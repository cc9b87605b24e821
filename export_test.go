package serbench

// bareRunner is what the overhead benchmark holds the harness loop against.
type bareRunner interface{ bareRun(op Op, n int) }

// BareRun runs op n times as a hand-written benchmark would: the codec's
// function on one record after another, with no visiting order and no error
// check. It handles Marshal and Unmarshal.
func BareRun(x Instance, op Op, n int) { x.(bareRunner).bareRun(op, n) }

func (x *instance[T, N]) bareRun(op Op, n int) {
	j := 0
	switch op {
	case Marshal:
		var last []byte
		for range n {
			last, _ = x.ops.Marshal(&x.natives[j])
			if j++; j == len(x.natives) {
				j = 0
			}
		}
		x.sinkBytes = last
	case Unmarshal:
		var last *N
		for range n {
			last, _ = x.ops.Unmarshal(x.encoded[j])
			if j++; j == len(x.encoded) {
				j = 0
			}
		}
		x.sinkN = last
	}
}

// Updated returns the copies of the encodings that x's update op changes.
func Updated(x Instance) [][]byte { return x.(interface{ updatedCopies() [][]byte }).updatedCopies() }

func (x *instance[T, N]) updatedCopies() [][]byte { return x.updated }

var VisitingOrder = visitingOrder

const OrderLen = orderLen
