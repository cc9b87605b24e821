// Package evolvepb holds serbench evolve's records in fastpb's messages:
// v1/fastpb_evolve.proto and v2/fastpb_evolve.proto are copies of
// codecs/protobuf/evolvepb's schemas under proto packages of their own,
// which protoc-gen-go and protoc-gen-fastpb generate into packages
// evolvev1 and evolvev2, as codecs/fastpb generates its datasets'
// messages. The messages have protoc-gen-go's fields, so support.go is a
// copy of codecs/protobuf/evolvepb's conversions with the imports of these
// packages (codecs/fastpb's go:generate lines make both).
package evolvepb
