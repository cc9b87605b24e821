package child

import (
	"sync/atomic"
	"testing"
)

// Each does every index once, no more than parallel at a time.
func TestEach(t *testing.T) {
	const n, parallel = 50, 3
	var done [n]atomic.Int32
	var busy, most atomic.Int32
	Each(n, parallel, nil, func(i int) {
		now := busy.Add(1)
		for {
			m := most.Load()
			if now <= m || most.CompareAndSwap(m, now) {
				break
			}
		}
		done[i].Add(1)
		busy.Add(-1)
	})
	for i := range done {
		if got := done[i].Load(); got != 1 {
			t.Errorf("index %d done %d times; want once", i, got)
		}
	}
	if m := most.Load(); m > parallel {
		t.Errorf("%d calls at once; want at most %d", m, parallel)
	}
}

// Once stop is closed, Each hands out at most the index it was offering.
func TestEachStops(t *testing.T) {
	closed := make(chan struct{})
	close(closed)
	calls := 0
	Each(10, 2, closed, func(int) { calls++ })
	if calls != 0 {
		t.Errorf("stop closed before: %d calls; want none", calls)
	}
	// One goroutine: index 0 closes stop while index 1 is on offer.
	stop := make(chan struct{})
	Each(10, 1, stop, func(i int) {
		calls++
		if i == 0 {
			close(stop)
		}
	})
	if calls < 1 || calls > 2 {
		t.Errorf("stop closed by index 0: %d calls; want 1 or 2", calls)
	}
}

func TestStopped(t *testing.T) {
	stop := make(chan struct{})
	if Stopped(stop) {
		t.Error("an open channel reads as stopped")
	}
	close(stop)
	if !Stopped(stop) {
		t.Error("a closed channel reads as not stopped")
	}
	if Stopped(nil) {
		t.Error("a nil channel reads as stopped")
	}
}
