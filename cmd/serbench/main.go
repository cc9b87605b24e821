// Command serbench checks and benchmarks Go serializers on shared datasets.
//
// Usage:
//
//	serbench list [--json]
//	serbench validate [--datasets LIST] [--codecs LIST] [--data FILE] [--json]
//	serbench run [--datasets LIST] [--codecs LIST] [--variants LIST] [--count N]
//	             [--benchtime D] [--timeout D] [--quick] [--out DIR] [--data FILE]
//	serbench run --resume DIR
//	serbench report [FILES or DIRS...] [--out DIR] [--readme FILE] [--format md,html,png,svg] [--variants LIST]
//	serbench compare [--fail-on-regression PCT] [--min-effect PCT] [--json] OLD NEW
//	serbench ab --old BINARY|REV --new BINARY|REV [run flags] [--fail-on-regression PCT] [--json]
//	serbench crosscheck [--json] [RESULTS]
//	serbench pack DIR
//	serbench robust [--datasets LIST] [--codecs LIST] [--inputs N] [--seed S] [--out DIR] [--json]
//	serbench robust --resume DIR
//	serbench robust --replay FILE --codecs CODEC --datasets DATASET
//	serbench interop [--datasets LIST] [--codecs LIST] [--out DIR] [--json]
//	serbench binsize [--codecs LIST] [--out DIR] [--json] [--jobs N]
//	serbench coldstart [--datasets LIST] [--codecs LIST] [--processes N] [--out DIR] [--json]
//
// A LIST is comma-separated names or a regular expression. Bad input gets
// one line naming the problem and exit status 2, before any work starts.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/serbench/serbench/harness"
	"github.com/serbench/serbench/internal/gchost"
	"github.com/serbench/serbench/interop"
	"github.com/serbench/serbench/robust"

	_ "github.com/serbench/serbench/codecs/all"
)

// usageError is bad input: one line, exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// exitInterrupted is the exit status after Ctrl-C, as shells give 128+SIGINT.
const exitInterrupted = 130

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

const usage = `usage: serbench <command> [flags]

commands:
  list        the datasets and codecs
  validate    the fidelity matrix: round-trip every record, compare exactly
  run         check, then time every cell; write results.json, .txt and .md
  report      markdown, charts and HTML from results files; rewrite a README block
  compare     two runs cell by cell: drift, change, p-value, verdict
  ab          two versions timed at once, interleaved, and compared
  crosscheck  a run beside the seed benchmarks' published figures
  pack        compress a finished run's results; remove what report rebuilds
  robust      decode malformed inputs through every codec; classify what happens
  interop     decode each library's bytes with the other libraries of its wire format
  binsize     the size of a program linking each codec, over one linking none
  coldstart   each codec's first marshal and unmarshal in fresh processes
  stream      each streaming codec's encoder and decoder over the logs entries
  evolve      what each codec reads when the record's type changes
  help        this text

"serbench <command> -h" describes a command's flags.`

// childModes are the ways the serbench binary serves as its own child
// process, by the first argument: a worker, the host that prices garbage,
// and the children of robust, interop, coldstart and stream. The worker and
// the host take no more arguments.
var childModes = map[string]func(args []string) error{
	harness.WorkerArg: func([]string) error {
		if err := workerData(); err != nil {
			return err
		}
		return harness.ServeWorker()
	},
	gcHostArg:        func([]string) error { return gchost.Child(os.Stdin, os.Stdout) },
	interop.ChildArg: interop.ServeChild,
	coldChildArg:     serveColdStart,
	streamChildArg:   serveStream,
	robust.ChildArg:  robust.ServeChild,
}

func main() {
	if len(os.Args) > 1 {
		if serve := childModes[os.Args[1]]; serve != nil {
			bare := os.Args[1] == harness.WorkerArg || os.Args[1] == gcHostArg
			if bare && len(os.Args) != 2 {
				fmt.Fprintf(os.Stderr, "serbench: %s takes no arguments\n", os.Args[1])
				os.Exit(2)
			}
			if err := serve(os.Args[2:]); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			return
		}
	}
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(os.Stderr, "serbench: no command given; try: list, validate, run, report, compare, crosscheck, robust (serbench help)")
		return 2
	}
	var err error
	switch args[0] {
	case "list":
		err = cmdList(args[1:])
	case "validate":
		err = cmdValidate(args[1:])
	case "run":
		err = cmdRun(args[1:])
	case "report":
		err = cmdReport(args[1:])
	case "compare":
		err = cmdCompare(args[1:])
	case "ab":
		err = cmdAB(args[1:])
	case "crosscheck":
		err = cmdCrosscheck(args[1:])
	case "pack":
		err = cmdPack(args[1:])
	case "robust":
		err = cmdRobust(args[1:])
	case "interop":
		err = cmdInterop(args[1:])
	case "binsize":
		err = cmdBinsize(args[1:])
	case "coldstart":
		err = cmdColdStart(args[1:])
	case "stream":
		err = cmdStream(args[1:])
	case "evolve":
		err = cmdEvolve(args[1:])
	case "help", "-h", "--help":
		fmt.Println(usage)
	default:
		err = usagef("unknown command %q; try: list, validate, run, report, compare, crosscheck, robust", args[0])
	}
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errHelp):
		return 0
	case errors.Is(err, harness.ErrInterrupted):
		fmt.Fprintln(os.Stderr, "serbench "+args[0]+": "+err.Error())
		return exitInterrupted
	case errors.As(err, &ue):
		fmt.Fprintln(os.Stderr, "serbench "+args[0]+": "+ue.msg)
		return 2
	default:
		fmt.Fprintln(os.Stderr, "serbench "+args[0]+": "+err.Error())
		return 1
	}
}
