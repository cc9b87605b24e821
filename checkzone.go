package serbench

import "time"

// CheckZone is the zone that checks and benchmarks run in: time.Local is
// set to it, so that a codec that decodes times into the local zone rather
// than their own offset shows the loss on every machine, not only on those
// whose zone is not UTC. Its odd offset matches no record's.
var CheckZone = time.FixedZone("SERBENCH", 1*3600+23*60)

// UseCheckZone sets time.Local to CheckZone. Workers and tests call it
// before any codec runs.
func UseCheckZone() { time.Local = CheckZone }
