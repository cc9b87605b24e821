package main

import (
	"os"
	"os/signal"
	"syscall"
)

// onInterrupt calls stop, once, when the process gets SIGINT (Ctrl-C) or
// SIGTERM, until the returned function is called; a second signal then
// ends the process as usual.
func onInterrupt(stop func()) (release func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
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
	}
}
