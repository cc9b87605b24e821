// Package evolvepb holds serbench evolve's records in Pulsar's messages:
// v1/pulsar_evolve.proto and v2/pulsar_evolve.proto are copies of
// codecs/protobuf/evolvepb's schemas under proto packages of their own,
// v2's optional age a one-field oneof (the generator does not support
// proto3 optional; the same wire format and presence), which
// protoc-gen-go-pulsar generates into packages evolvev1 and evolvev2, as
// codecs/pulsar generates its datasets' messages. The messages have
// protoc-gen-go's fields but for that oneof, so support.go is a copy of
// codecs/protobuf/evolvepb's conversions with the imports of these
// packages and the age converted here (codecs/pulsar's go:generate lines
// make them).
package evolvepb

import (
	evolvev2 "github.com/serbench/serbench/codecs/pulsar/evolvepb/v2"
	"github.com/serbench/serbench/evolve/newer"
)

// toMadeOptional sets the oneof that stands for the optional age when the
// record has one.
func toMadeOptional(r *newer.MadeOptional) *evolvev2.MadeOptional {
	m := &evolvev2.MadeOptional{Id: r.ID}
	if r.Age != nil {
		m.AgePresent = &evolvev2.MadeOptional_Age{Age: *r.Age}
	}
	return m
}

// fromMadeOptional reads the age when its oneof is set.
func fromMadeOptional(m *evolvev2.MadeOptional) *newer.MadeOptional {
	r := &newer.MadeOptional{ID: m.Id}
	if a, ok := m.AgePresent.(*evolvev2.MadeOptional_Age); ok {
		r.Age = &a.Age
	}
	return r
}
