package child

import "sync"

// Each calls do(i) for every i from 0 to n-1 on parallel goroutines (one at
// least), handing the indices out in order, and returns once every call it
// made has returned. Once stop is closed it hands out at most the one
// index it was already offering: the indices not handed out are never
// done. It is how robust and interop keep that
// many children at work at once.
func Each(n, parallel int, stop <-chan struct{}, do func(i int)) {
	work := make(chan int)
	var wg sync.WaitGroup
	for range max(parallel, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				do(i)
			}
		}()
	}
feed:
	for i := range n {
		select { // stop first: a free goroutine must not win over it
		case <-stop:
			break feed
		default:
		}
		select {
		case work <- i:
		case <-stop:
			break feed
		}
	}
	close(work)
	wg.Wait()
}

// Stopped says whether stop is closed.
func Stopped(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}
