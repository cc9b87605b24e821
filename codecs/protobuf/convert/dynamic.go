package convert

import (
	"fmt"

	"google.golang.org/protobuf/types/known/structpb"
)

// ToStruct converts a dynamic document to a google.protobuf.Struct with
// structpb.NewStruct, which holds every number as a double (ints beyond
// 2^53 lose digits and every int comes back a float64). It panics on a
// value NewStruct rejects, which no JSON-like document holds.
func ToStruct(v *map[string]any) *structpb.Struct {
	s, err := structpb.NewStruct(*v)
	if err != nil {
		panic(fmt.Sprintf("convert: a dynamic document: %v", err))
	}
	return s
}

// FromStruct converts a Struct back with Struct.AsMap.
func FromStruct(s *structpb.Struct) *map[string]any {
	m := s.AsMap()
	return &m
}
