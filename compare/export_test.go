package compare

// SignTest is exported for the tests.
var SignTest = signTest
