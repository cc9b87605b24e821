package child

import "os"

// returnGODEBUG is the runtime setting every child that times or prices
// garbage starts with: the Go runtime returns free memory with MADV_FREE,
// which the kernel takes back only when it runs short, rather than
// MADV_DONTNEED, after which every page faults again on its next use. A
// timing worker idles while the others sample, and the scavenger returns
// its memory in those gaps, so a codec that allocates large objects paid
// page faults in the samples after a gap: a cost of the interleaving, not
// of the codec (docs/evidence/2026-11-25-visiting-order.md). The
// calibration host's two sides, its collector paced and held, took them
// unequally, which biased its price
// (docs/evidence/2026-12-07-garbage-kinds.md).
const returnGODEBUG = "madvdontneed=0"

// GODEBUG is the GODEBUG such a child starts with: returnGODEBUG, then the
// user's settings, which win.
func GODEBUG() string {
	if user := os.Getenv("GODEBUG"); user != "" {
		return returnGODEBUG + "," + user
	}
	return returnGODEBUG
}
