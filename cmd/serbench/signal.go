package main

import (
	"os"
	"os/signal"
	"syscall"
)

// onInterrupt calls stop, once, when the process gets SIGINT (Ctrl-C) or
// SIGTERM, until the returned function is called; a second signal then
// ends the process as usual. The returned function waits for a stop in
// progress to end, so that nothing stop kills (a run's workers) outlives
// the caller's return.
func onInterrupt(stop func()) (release func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done, ended := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(ended)
		select {
		case <-ch:
			signal.Reset(os.Interrupt, syscall.SIGTERM)
			stop()
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
		<-ended
	}
}
