package compare

// SignTest is exported for the tests.
var SignTest = signTest

func (ch *Change) JudgeReplicas(opt Options, replicas int) { ch.judgeReplicas(opt, replicas) }
