package easyjson

//go:generate go tool easyjson dynamic.go

// Doc is a dynamic document as an easyjson user declares one: easyjson
// generates code for named types only. For its interface{} values the
// generated code calls encoding/json's Marshal, value by value, and
// jlexer's Interface, which reads every number as a float64.
//
//easyjson:json
type Doc map[string]interface{}
