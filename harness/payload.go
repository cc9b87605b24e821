package harness

import (
	"fmt"
	"os"
	"path/filepath"
)

// writePayload saves one encoded record of u for people to look at.
func (r *Runner) writePayload(u *unit, data []byte) {
	dir := filepath.Join(r.Payloads, u.binding.Dataset.Name)
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, u.binding.Codec.Name+"."+u.binding.Codec.Ext()), data, 0o644)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil && r.payloadErr == nil {
		r.payloadErr = fmt.Errorf("writing payloads: %w", err)
	}
}
