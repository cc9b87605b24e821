package harness

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/serbench/serbench"
)

// SlowdownEnv names the test-only environment variable that slows one
// codec on purpose, so that the regression checks can be shown to catch a
// known slowdown: CODEC=FACTOR (json=1.10 makes every timed run of the
// json codec's instances take 10% longer, by spinning after the ops).
// Workers read it; it is never set by serbench itself.
const SlowdownEnv = "SERBENCH_TEST_SLOWDOWN"

// slowdown reads SlowdownEnv: the codec to slow and by what factor, or
// "" when unset.
func slowdown() (codec string, factor float64, err error) {
	v := os.Getenv(SlowdownEnv)
	if v == "" {
		return "", 0, nil
	}
	codec, f, ok := strings.Cut(v, "=")
	factor, err = strconv.ParseFloat(f, 64)
	if !ok || codec == "" || err != nil || factor < 1 {
		return "", 0, fmt.Errorf("worker: %s=%q: want CODEC=FACTOR with a factor of at least 1", SlowdownEnv, v)
	}
	return codec, factor, nil
}

// slowed is an instance whose every Run takes factor times as long.
type slowed struct {
	serbench.Instance
	factor float64
}

func (s slowed) Run(op serbench.Op, from, n int) error {
	start := time.Now()
	err := s.Instance.Run(op, from, n)
	until := start.Add(time.Duration(float64(time.Since(start)) * s.factor))
	for time.Now().Before(until) {
	}
	return err
}
