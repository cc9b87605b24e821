package report

// Adjust and SignTest are exported for the tests.
var (
	Adjust   = adjust
	SignTest = signTest
)
