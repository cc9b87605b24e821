package cp

// AUTO GENERATED - DO NOT EDIT

import (
	"bufio"
	"bytes"
	"encoding/json"
	C "github.com/glycerine/go-capnproto"
	"io"
	"math"
)

type Time C.Struct

func NewTime(s *C.Segment) Time      { return Time(s.NewStruct(16, 1)) }
func NewRootTime(s *C.Segment) Time  { return Time(s.NewRootStruct(16, 1)) }
func AutoNewTime(s *C.Segment) Time  { return Time(s.NewStructAR(16, 1)) }
func ReadRootTime(s *C.Segment) Time { return Time(s.Root(0).ToStruct()) }
func (s Time) Seconds() int64        { return int64(C.Struct(s).Get64(0)) }
func (s Time) SetSeconds(v int64)    { C.Struct(s).Set64(0, uint64(v)) }
func (s Time) Nanos() int32          { return int32(C.Struct(s).Get32(8)) }
func (s Time) SetNanos(v int32)      { C.Struct(s).Set32(8, uint32(v)) }
func (s Time) Offset() int32         { return int32(C.Struct(s).Get32(12)) }
func (s Time) SetOffset(v int32)     { C.Struct(s).Set32(12, uint32(v)) }
func (s Time) Zone() string          { return C.Struct(s).GetObject(0).ToText() }
func (s Time) ZoneBytes() []byte     { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Time) SetZone(v string)      { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Time) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"seconds\":")
	if err != nil {
		return err
	}
	{
		s := s.Seconds()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"nanos\":")
	if err != nil {
		return err
	}
	{
		s := s.Nanos()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"offset\":")
	if err != nil {
		return err
	}
	{
		s := s.Offset()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"zone\":")
	if err != nil {
		return err
	}
	{
		s := s.Zone()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Time) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Time) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("seconds = ")
	if err != nil {
		return err
	}
	{
		s := s.Seconds()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("nanos = ")
	if err != nil {
		return err
	}
	{
		s := s.Nanos()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("offset = ")
	if err != nil {
		return err
	}
	{
		s := s.Offset()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("zone = ")
	if err != nil {
		return err
	}
	{
		s := s.Zone()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Time) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Time_List C.PointerList

func NewTimeList(s *C.Segment, sz int) Time_List { return Time_List(s.NewCompositeList(16, 1, sz)) }
func (s Time_List) Len() int                     { return C.PointerList(s).Len() }
func (s Time_List) At(i int) Time                { return Time(C.PointerList(s).At(i).ToStruct()) }
func (s Time_List) ToArray() []Time {
	n := s.Len()
	a := make([]Time, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Time_List) Set(i int, item Time) { C.PointerList(s).Set(i, C.Object(item)) }

type A C.Struct

func NewA(s *C.Segment) A       { return A(s.NewStruct(24, 3)) }
func NewRootA(s *C.Segment) A   { return A(s.NewRootStruct(24, 3)) }
func AutoNewA(s *C.Segment) A   { return A(s.NewStructAR(24, 3)) }
func ReadRootA(s *C.Segment) A  { return A(s.Root(0).ToStruct()) }
func (s A) Name() string        { return C.Struct(s).GetObject(0).ToText() }
func (s A) NameBytes() []byte   { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s A) SetName(v string)    { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s A) BirthDay() Time      { return Time(C.Struct(s).GetObject(1).ToStruct()) }
func (s A) SetBirthDay(v Time)  { C.Struct(s).SetObject(1, C.Object(v)) }
func (s A) Phone() string       { return C.Struct(s).GetObject(2).ToText() }
func (s A) PhoneBytes() []byte  { return C.Struct(s).GetObject(2).ToDataTrimLastByte() }
func (s A) SetPhone(v string)   { C.Struct(s).SetObject(2, s.Segment.NewText(v)) }
func (s A) Siblings() int64     { return int64(C.Struct(s).Get64(0)) }
func (s A) SetSiblings(v int64) { C.Struct(s).Set64(0, uint64(v)) }
func (s A) Spouse() bool        { return C.Struct(s).Get1(64) }
func (s A) SetSpouse(v bool)    { C.Struct(s).Set1(64, v) }
func (s A) Money() float64      { return math.Float64frombits(C.Struct(s).Get64(16)) }
func (s A) SetMoney(v float64)  { C.Struct(s).Set64(16, math.Float64bits(v)) }
func (s A) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"name\":")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"birthDay\":")
	if err != nil {
		return err
	}
	{
		s := s.BirthDay()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"phone\":")
	if err != nil {
		return err
	}
	{
		s := s.Phone()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"siblings\":")
	if err != nil {
		return err
	}
	{
		s := s.Siblings()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"spouse\":")
	if err != nil {
		return err
	}
	{
		s := s.Spouse()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"money\":")
	if err != nil {
		return err
	}
	{
		s := s.Money()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s A) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s A) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("name = ")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("birthDay = ")
	if err != nil {
		return err
	}
	{
		s := s.BirthDay()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("phone = ")
	if err != nil {
		return err
	}
	{
		s := s.Phone()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("siblings = ")
	if err != nil {
		return err
	}
	{
		s := s.Siblings()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("spouse = ")
	if err != nil {
		return err
	}
	{
		s := s.Spouse()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("money = ")
	if err != nil {
		return err
	}
	{
		s := s.Money()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s A) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type A_List C.PointerList

func NewAList(s *C.Segment, sz int) A_List { return A_List(s.NewCompositeList(24, 3, sz)) }
func (s A_List) Len() int                  { return C.PointerList(s).Len() }
func (s A_List) At(i int) A                { return A(C.PointerList(s).At(i).ToStruct()) }
func (s A_List) ToArray() []A {
	n := s.Len()
	a := make([]A, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s A_List) Set(i int, item A) { C.PointerList(s).Set(i, C.Object(item)) }

type ColorGroup C.Struct

func NewColorGroup(s *C.Segment) ColorGroup      { return ColorGroup(s.NewStruct(8, 2)) }
func NewRootColorGroup(s *C.Segment) ColorGroup  { return ColorGroup(s.NewRootStruct(8, 2)) }
func AutoNewColorGroup(s *C.Segment) ColorGroup  { return ColorGroup(s.NewStructAR(8, 2)) }
func ReadRootColorGroup(s *C.Segment) ColorGroup { return ColorGroup(s.Root(0).ToStruct()) }
func (s ColorGroup) Id() int64                   { return int64(C.Struct(s).Get64(0)) }
func (s ColorGroup) SetId(v int64)               { C.Struct(s).Set64(0, uint64(v)) }
func (s ColorGroup) Name() string                { return C.Struct(s).GetObject(0).ToText() }
func (s ColorGroup) NameBytes() []byte           { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s ColorGroup) SetName(v string)            { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s ColorGroup) Colors() C.TextList          { return C.TextList(C.Struct(s).GetObject(1)) }
func (s ColorGroup) SetColors(v C.TextList)      { C.Struct(s).SetObject(1, C.Object(v)) }
func (s ColorGroup) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"id\":")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"name\":")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"colors\":")
	if err != nil {
		return err
	}
	{
		s := s.Colors()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s ColorGroup) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s ColorGroup) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("id = ")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("name = ")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("colors = ")
	if err != nil {
		return err
	}
	{
		s := s.Colors()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s ColorGroup) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type ColorGroup_List C.PointerList

func NewColorGroupList(s *C.Segment, sz int) ColorGroup_List {
	return ColorGroup_List(s.NewCompositeList(8, 2, sz))
}
func (s ColorGroup_List) Len() int            { return C.PointerList(s).Len() }
func (s ColorGroup_List) At(i int) ColorGroup { return ColorGroup(C.PointerList(s).At(i).ToStruct()) }
func (s ColorGroup_List) ToArray() []ColorGroup {
	n := s.Len()
	a := make([]ColorGroup, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s ColorGroup_List) Set(i int, item ColorGroup) { C.PointerList(s).Set(i, C.Object(item)) }

type Hero C.Struct

func NewHero(s *C.Segment) Hero         { return Hero(s.NewStruct(32, 2)) }
func NewRootHero(s *C.Segment) Hero     { return Hero(s.NewRootStruct(32, 2)) }
func AutoNewHero(s *C.Segment) Hero     { return Hero(s.NewStructAR(32, 2)) }
func ReadRootHero(s *C.Segment) Hero    { return Hero(s.Root(0).ToStruct()) }
func (s Hero) Id() int64                { return int64(C.Struct(s).Get64(0)) }
func (s Hero) SetId(v int64)            { C.Struct(s).Set64(0, uint64(v)) }
func (s Hero) AffiliationId() int64     { return int64(C.Struct(s).Get64(8)) }
func (s Hero) SetAffiliationId(v int64) { C.Struct(s).Set64(8, uint64(v)) }
func (s Hero) Name() string             { return C.Struct(s).GetObject(0).ToText() }
func (s Hero) NameBytes() []byte        { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Hero) SetName(v string)         { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Hero) Life() float64            { return math.Float64frombits(C.Struct(s).Get64(16)) }
func (s Hero) SetLife(v float64)        { C.Struct(s).Set64(16, math.Float64bits(v)) }
func (s Hero) Energy() float64          { return math.Float64frombits(C.Struct(s).Get64(24)) }
func (s Hero) SetEnergy(v float64)      { C.Struct(s).Set64(24, math.Float64bits(v)) }
func (s Hero) Powers() Power_List       { return Power_List(C.Struct(s).GetObject(1)) }
func (s Hero) SetPowers(v Power_List)   { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Hero) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"id\":")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"affiliationId\":")
	if err != nil {
		return err
	}
	{
		s := s.AffiliationId()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"name\":")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"life\":")
	if err != nil {
		return err
	}
	{
		s := s.Life()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"energy\":")
	if err != nil {
		return err
	}
	{
		s := s.Energy()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"powers\":")
	if err != nil {
		return err
	}
	{
		s := s.Powers()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				err = s.WriteJSON(b)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Hero) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Hero) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("id = ")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("affiliationId = ")
	if err != nil {
		return err
	}
	{
		s := s.AffiliationId()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("name = ")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("life = ")
	if err != nil {
		return err
	}
	{
		s := s.Life()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("energy = ")
	if err != nil {
		return err
	}
	{
		s := s.Energy()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("powers = ")
	if err != nil {
		return err
	}
	{
		s := s.Powers()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				err = s.WriteCapLit(b)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Hero) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Hero_List C.PointerList

func NewHeroList(s *C.Segment, sz int) Hero_List { return Hero_List(s.NewCompositeList(32, 2, sz)) }
func (s Hero_List) Len() int                     { return C.PointerList(s).Len() }
func (s Hero_List) At(i int) Hero                { return Hero(C.PointerList(s).At(i).ToStruct()) }
func (s Hero_List) ToArray() []Hero {
	n := s.Len()
	a := make([]Hero, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Hero_List) Set(i int, item Hero) { C.PointerList(s).Set(i, C.Object(item)) }

type Power C.Struct

func NewPower(s *C.Segment) Power      { return Power(s.NewStruct(32, 1)) }
func NewRootPower(s *C.Segment) Power  { return Power(s.NewRootStruct(32, 1)) }
func AutoNewPower(s *C.Segment) Power  { return Power(s.NewStructAR(32, 1)) }
func ReadRootPower(s *C.Segment) Power { return Power(s.Root(0).ToStruct()) }
func (s Power) Id() int64              { return int64(C.Struct(s).Get64(0)) }
func (s Power) SetId(v int64)          { C.Struct(s).Set64(0, uint64(v)) }
func (s Power) Name() string           { return C.Struct(s).GetObject(0).ToText() }
func (s Power) NameBytes() []byte      { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Power) SetName(v string)       { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Power) Damage() int64          { return int64(C.Struct(s).Get64(8)) }
func (s Power) SetDamage(v int64)      { C.Struct(s).Set64(8, uint64(v)) }
func (s Power) Energy() float64        { return math.Float64frombits(C.Struct(s).Get64(16)) }
func (s Power) SetEnergy(v float64)    { C.Struct(s).Set64(16, math.Float64bits(v)) }
func (s Power) Passive() bool          { return C.Struct(s).Get1(192) }
func (s Power) SetPassive(v bool)      { C.Struct(s).Set1(192, v) }
func (s Power) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"id\":")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"name\":")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"damage\":")
	if err != nil {
		return err
	}
	{
		s := s.Damage()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"energy\":")
	if err != nil {
		return err
	}
	{
		s := s.Energy()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"passive\":")
	if err != nil {
		return err
	}
	{
		s := s.Passive()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Power) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Power) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("id = ")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("name = ")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("damage = ")
	if err != nil {
		return err
	}
	{
		s := s.Damage()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("energy = ")
	if err != nil {
		return err
	}
	{
		s := s.Energy()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("passive = ")
	if err != nil {
		return err
	}
	{
		s := s.Passive()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Power) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Power_List C.PointerList

func NewPowerList(s *C.Segment, sz int) Power_List { return Power_List(s.NewCompositeList(32, 1, sz)) }
func (s Power_List) Len() int                      { return C.PointerList(s).Len() }
func (s Power_List) At(i int) Power                { return Power(C.PointerList(s).At(i).ToStruct()) }
func (s Power_List) ToArray() []Power {
	n := s.Len()
	a := make([]Power, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Power_List) Set(i int, item Power) { C.PointerList(s).Set(i, C.Object(item)) }

type User C.Struct

func NewUser(s *C.Segment) User                 { return User(s.NewStruct(16, 5)) }
func NewRootUser(s *C.Segment) User             { return User(s.NewRootStruct(16, 5)) }
func AutoNewUser(s *C.Segment) User             { return User(s.NewStructAR(16, 5)) }
func ReadRootUser(s *C.Segment) User            { return User(s.Root(0).ToStruct()) }
func (s User) Name() string                     { return C.Struct(s).GetObject(0).ToText() }
func (s User) NameBytes() []byte                { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s User) SetName(v string)                 { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s User) Phone() string                    { return C.Struct(s).GetObject(1).ToText() }
func (s User) PhoneBytes() []byte               { return C.Struct(s).GetObject(1).ToDataTrimLastByte() }
func (s User) SetPhone(v string)                { C.Struct(s).SetObject(1, s.Segment.NewText(v)) }
func (s User) Balance() float64                 { return math.Float64frombits(C.Struct(s).Get64(0)) }
func (s User) SetBalance(v float64)             { C.Struct(s).Set64(0, math.Float64bits(v)) }
func (s User) BirthDay() Time                   { return Time(C.Struct(s).GetObject(2).ToStruct()) }
func (s User) SetBirthDay(v Time)               { C.Struct(s).SetObject(2, C.Object(v)) }
func (s User) RegisteredAt() Time               { return Time(C.Struct(s).GetObject(3).ToStruct()) }
func (s User) SetRegisteredAt(v Time)           { C.Struct(s).SetObject(3, C.Object(v)) }
func (s User) ShoppingCart() CartEntry_List     { return CartEntry_List(C.Struct(s).GetObject(4)) }
func (s User) SetShoppingCart(v CartEntry_List) { C.Struct(s).SetObject(4, C.Object(v)) }
func (s User) Blocked() bool                    { return C.Struct(s).Get1(64) }
func (s User) SetBlocked(v bool)                { C.Struct(s).Set1(64, v) }
func (s User) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"name\":")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"phone\":")
	if err != nil {
		return err
	}
	{
		s := s.Phone()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"balance\":")
	if err != nil {
		return err
	}
	{
		s := s.Balance()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"birthDay\":")
	if err != nil {
		return err
	}
	{
		s := s.BirthDay()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"registeredAt\":")
	if err != nil {
		return err
	}
	{
		s := s.RegisteredAt()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"shoppingCart\":")
	if err != nil {
		return err
	}
	{
		s := s.ShoppingCart()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				err = s.WriteJSON(b)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"blocked\":")
	if err != nil {
		return err
	}
	{
		s := s.Blocked()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s User) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s User) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("name = ")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("phone = ")
	if err != nil {
		return err
	}
	{
		s := s.Phone()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("balance = ")
	if err != nil {
		return err
	}
	{
		s := s.Balance()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("birthDay = ")
	if err != nil {
		return err
	}
	{
		s := s.BirthDay()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("registeredAt = ")
	if err != nil {
		return err
	}
	{
		s := s.RegisteredAt()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("shoppingCart = ")
	if err != nil {
		return err
	}
	{
		s := s.ShoppingCart()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				err = s.WriteCapLit(b)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("blocked = ")
	if err != nil {
		return err
	}
	{
		s := s.Blocked()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s User) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type User_List C.PointerList

func NewUserList(s *C.Segment, sz int) User_List { return User_List(s.NewCompositeList(16, 5, sz)) }
func (s User_List) Len() int                     { return C.PointerList(s).Len() }
func (s User_List) At(i int) User                { return User(C.PointerList(s).At(i).ToStruct()) }
func (s User_List) ToArray() []User {
	n := s.Len()
	a := make([]User, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s User_List) Set(i int, item User) { C.PointerList(s).Set(i, C.Object(item)) }

type CartEntry C.Struct

func NewCartEntry(s *C.Segment) CartEntry      { return CartEntry(s.NewStruct(0, 2)) }
func NewRootCartEntry(s *C.Segment) CartEntry  { return CartEntry(s.NewRootStruct(0, 2)) }
func AutoNewCartEntry(s *C.Segment) CartEntry  { return CartEntry(s.NewStructAR(0, 2)) }
func ReadRootCartEntry(s *C.Segment) CartEntry { return CartEntry(s.Root(0).ToStruct()) }
func (s CartEntry) Key() string                { return C.Struct(s).GetObject(0).ToText() }
func (s CartEntry) KeyBytes() []byte           { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s CartEntry) SetKey(v string)            { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s CartEntry) Value() CartItem            { return CartItem(C.Struct(s).GetObject(1).ToStruct()) }
func (s CartEntry) SetValue(v CartItem)        { C.Struct(s).SetObject(1, C.Object(v)) }
func (s CartEntry) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"key\":")
	if err != nil {
		return err
	}
	{
		s := s.Key()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"value\":")
	if err != nil {
		return err
	}
	{
		s := s.Value()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CartEntry) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s CartEntry) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("key = ")
	if err != nil {
		return err
	}
	{
		s := s.Key()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("value = ")
	if err != nil {
		return err
	}
	{
		s := s.Value()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CartEntry) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type CartEntry_List C.PointerList

func NewCartEntryList(s *C.Segment, sz int) CartEntry_List {
	return CartEntry_List(s.NewCompositeList(0, 2, sz))
}
func (s CartEntry_List) Len() int           { return C.PointerList(s).Len() }
func (s CartEntry_List) At(i int) CartEntry { return CartEntry(C.PointerList(s).At(i).ToStruct()) }
func (s CartEntry_List) ToArray() []CartEntry {
	n := s.Len()
	a := make([]CartEntry, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s CartEntry_List) Set(i int, item CartEntry) { C.PointerList(s).Set(i, C.Object(item)) }

type CartItem C.Struct

func NewCartItem(s *C.Segment) CartItem      { return CartItem(s.NewStruct(8, 1)) }
func NewRootCartItem(s *C.Segment) CartItem  { return CartItem(s.NewRootStruct(8, 1)) }
func AutoNewCartItem(s *C.Segment) CartItem  { return CartItem(s.NewStructAR(8, 1)) }
func ReadRootCartItem(s *C.Segment) CartItem { return CartItem(s.Root(0).ToStruct()) }
func (s CartItem) Item() Item                { return Item(C.Struct(s).GetObject(0).ToStruct()) }
func (s CartItem) SetItem(v Item)            { C.Struct(s).SetObject(0, C.Object(v)) }
func (s CartItem) Quantity() int32           { return int32(C.Struct(s).Get32(0)) }
func (s CartItem) SetQuantity(v int32)       { C.Struct(s).Set32(0, uint32(v)) }
func (s CartItem) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"item\":")
	if err != nil {
		return err
	}
	{
		s := s.Item()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"quantity\":")
	if err != nil {
		return err
	}
	{
		s := s.Quantity()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CartItem) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s CartItem) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("item = ")
	if err != nil {
		return err
	}
	{
		s := s.Item()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("quantity = ")
	if err != nil {
		return err
	}
	{
		s := s.Quantity()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CartItem) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type CartItem_List C.PointerList

func NewCartItemList(s *C.Segment, sz int) CartItem_List {
	return CartItem_List(s.NewCompositeList(8, 1, sz))
}
func (s CartItem_List) Len() int          { return C.PointerList(s).Len() }
func (s CartItem_List) At(i int) CartItem { return CartItem(C.PointerList(s).At(i).ToStruct()) }
func (s CartItem_List) ToArray() []CartItem {
	n := s.Len()
	a := make([]CartItem, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s CartItem_List) Set(i int, item CartItem) { C.PointerList(s).Set(i, C.Object(item)) }

type Item C.Struct

func NewItem(s *C.Segment) Item         { return Item(s.NewStruct(24, 5)) }
func NewRootItem(s *C.Segment) Item     { return Item(s.NewRootStruct(24, 5)) }
func AutoNewItem(s *C.Segment) Item     { return Item(s.NewStructAR(24, 5)) }
func ReadRootItem(s *C.Segment) Item    { return Item(s.Root(0).ToStruct()) }
func (s Item) Id() string               { return C.Struct(s).GetObject(0).ToText() }
func (s Item) IdBytes() []byte          { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Item) SetId(v string)           { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Item) CreatedAt() Time          { return Time(C.Struct(s).GetObject(1).ToStruct()) }
func (s Item) SetCreatedAt(v Time)      { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Item) Visible() bool            { return C.Struct(s).Get1(0) }
func (s Item) SetVisible(v bool)        { C.Struct(s).Set1(0, v) }
func (s Item) OwnerId() int32           { return int32(C.Struct(s).Get32(4)) }
func (s Item) SetOwnerId(v int32)       { C.Struct(s).Set32(4, uint32(v)) }
func (s Item) Name() string             { return C.Struct(s).GetObject(2).ToText() }
func (s Item) NameBytes() []byte        { return C.Struct(s).GetObject(2).ToDataTrimLastByte() }
func (s Item) SetName(v string)         { C.Struct(s).SetObject(2, s.Segment.NewText(v)) }
func (s Item) Description() string      { return C.Struct(s).GetObject(3).ToText() }
func (s Item) DescriptionBytes() []byte { return C.Struct(s).GetObject(3).ToDataTrimLastByte() }
func (s Item) SetDescription(v string)  { C.Struct(s).SetObject(3, s.Segment.NewText(v)) }
func (s Item) Keywords() C.TextList     { return C.TextList(C.Struct(s).GetObject(4)) }
func (s Item) SetKeywords(v C.TextList) { C.Struct(s).SetObject(4, C.Object(v)) }
func (s Item) Price() float64           { return math.Float64frombits(C.Struct(s).Get64(8)) }
func (s Item) SetPrice(v float64)       { C.Struct(s).Set64(8, math.Float64bits(v)) }
func (s Item) Weight() float32          { return math.Float32frombits(C.Struct(s).Get32(16)) }
func (s Item) SetWeight(v float32)      { C.Struct(s).Set32(16, math.Float32bits(v)) }
func (s Item) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"id\":")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"createdAt\":")
	if err != nil {
		return err
	}
	{
		s := s.CreatedAt()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"visible\":")
	if err != nil {
		return err
	}
	{
		s := s.Visible()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"ownerId\":")
	if err != nil {
		return err
	}
	{
		s := s.OwnerId()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"name\":")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"description\":")
	if err != nil {
		return err
	}
	{
		s := s.Description()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"keywords\":")
	if err != nil {
		return err
	}
	{
		s := s.Keywords()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"price\":")
	if err != nil {
		return err
	}
	{
		s := s.Price()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"weight\":")
	if err != nil {
		return err
	}
	{
		s := s.Weight()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Item) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Item) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("id = ")
	if err != nil {
		return err
	}
	{
		s := s.Id()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("createdAt = ")
	if err != nil {
		return err
	}
	{
		s := s.CreatedAt()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("visible = ")
	if err != nil {
		return err
	}
	{
		s := s.Visible()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("ownerId = ")
	if err != nil {
		return err
	}
	{
		s := s.OwnerId()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("name = ")
	if err != nil {
		return err
	}
	{
		s := s.Name()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("description = ")
	if err != nil {
		return err
	}
	{
		s := s.Description()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("keywords = ")
	if err != nil {
		return err
	}
	{
		s := s.Keywords()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("price = ")
	if err != nil {
		return err
	}
	{
		s := s.Price()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("weight = ")
	if err != nil {
		return err
	}
	{
		s := s.Weight()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Item) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Item_List C.PointerList

func NewItemList(s *C.Segment, sz int) Item_List { return Item_List(s.NewCompositeList(24, 5, sz)) }
func (s Item_List) Len() int                     { return C.PointerList(s).Len() }
func (s Item_List) At(i int) Item                { return Item(C.PointerList(s).At(i).ToStruct()) }
func (s Item_List) ToArray() []Item {
	n := s.Len()
	a := make([]Item, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Item_List) Set(i int, item Item) { C.PointerList(s).Set(i, C.Object(item)) }

type HashScheme uint16

const (
	HASHSCHEME_NONE   HashScheme = 0
	HASHSCHEME_BLAKE3 HashScheme = 1
)

func (c HashScheme) String() string {
	switch c {
	case HASHSCHEME_NONE:
		return "none"
	case HASHSCHEME_BLAKE3:
		return "blake3"
	default:
		return ""
	}
}

func HashSchemeFromString(c string) HashScheme {
	switch c {
	case "none":
		return HASHSCHEME_NONE
	case "blake3":
		return HASHSCHEME_BLAKE3
	default:
		return 0
	}
}

type HashScheme_List C.PointerList

func NewHashSchemeList(s *C.Segment, sz int) HashScheme_List {
	return HashScheme_List(s.NewUInt16List(sz))
}
func (s HashScheme_List) Len() int            { return C.UInt16List(s).Len() }
func (s HashScheme_List) At(i int) HashScheme { return HashScheme(C.UInt16List(s).At(i)) }
func (s HashScheme_List) ToArray() []HashScheme {
	n := s.Len()
	a := make([]HashScheme, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s HashScheme_List) Set(i int, item HashScheme) { C.UInt16List(s).Set(i, uint16(item)) }
func (s HashScheme) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	buf, err = json.Marshal(s.String())
	if err != nil {
		return err
	}
	_, err = b.Write(buf)
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s HashScheme) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s HashScheme) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	_, err = b.WriteString(s.String())
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s HashScheme) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type SignatureScheme uint16

const (
	SIGNATURESCHEME_NONE    SignatureScheme = 0
	SIGNATURESCHEME_ED25519 SignatureScheme = 1
	SIGNATURESCHEME_EIP712  SignatureScheme = 2
)

func (c SignatureScheme) String() string {
	switch c {
	case SIGNATURESCHEME_NONE:
		return "none"
	case SIGNATURESCHEME_ED25519:
		return "ed25519"
	case SIGNATURESCHEME_EIP712:
		return "eip712"
	default:
		return ""
	}
}

func SignatureSchemeFromString(c string) SignatureScheme {
	switch c {
	case "none":
		return SIGNATURESCHEME_NONE
	case "ed25519":
		return SIGNATURESCHEME_ED25519
	case "eip712":
		return SIGNATURESCHEME_EIP712
	default:
		return 0
	}
}

type SignatureScheme_List C.PointerList

func NewSignatureSchemeList(s *C.Segment, sz int) SignatureScheme_List {
	return SignatureScheme_List(s.NewUInt16List(sz))
}
func (s SignatureScheme_List) Len() int { return C.UInt16List(s).Len() }
func (s SignatureScheme_List) At(i int) SignatureScheme {
	return SignatureScheme(C.UInt16List(s).At(i))
}
func (s SignatureScheme_List) ToArray() []SignatureScheme {
	n := s.Len()
	a := make([]SignatureScheme, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s SignatureScheme_List) Set(i int, item SignatureScheme) { C.UInt16List(s).Set(i, uint16(item)) }
func (s SignatureScheme) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	buf, err = json.Marshal(s.String())
	if err != nil {
		return err
	}
	_, err = b.Write(buf)
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s SignatureScheme) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s SignatureScheme) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	_, err = b.WriteString(s.String())
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s SignatureScheme) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type MessageType uint16

const (
	MESSAGETYPE_NONE       MessageType = 0
	MESSAGETYPE_CASTADD    MessageType = 1
	MESSAGETYPE_CASTREMOVE MessageType = 2
)

func (c MessageType) String() string {
	switch c {
	case MESSAGETYPE_NONE:
		return "none"
	case MESSAGETYPE_CASTADD:
		return "castAdd"
	case MESSAGETYPE_CASTREMOVE:
		return "castRemove"
	default:
		return ""
	}
}

func MessageTypeFromString(c string) MessageType {
	switch c {
	case "none":
		return MESSAGETYPE_NONE
	case "castAdd":
		return MESSAGETYPE_CASTADD
	case "castRemove":
		return MESSAGETYPE_CASTREMOVE
	default:
		return 0
	}
}

type MessageType_List C.PointerList

func NewMessageTypeList(s *C.Segment, sz int) MessageType_List {
	return MessageType_List(s.NewUInt16List(sz))
}
func (s MessageType_List) Len() int             { return C.UInt16List(s).Len() }
func (s MessageType_List) At(i int) MessageType { return MessageType(C.UInt16List(s).At(i)) }
func (s MessageType_List) ToArray() []MessageType {
	n := s.Len()
	a := make([]MessageType, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s MessageType_List) Set(i int, item MessageType) { C.UInt16List(s).Set(i, uint16(item)) }
func (s MessageType) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	buf, err = json.Marshal(s.String())
	if err != nil {
		return err
	}
	_, err = b.Write(buf)
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s MessageType) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s MessageType) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	_, err = b.WriteString(s.String())
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s MessageType) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Network uint16

const (
	NETWORK_NONE    Network = 0
	NETWORK_MAINNET Network = 1
	NETWORK_TESTNET Network = 2
	NETWORK_DEVNET  Network = 3
)

func (c Network) String() string {
	switch c {
	case NETWORK_NONE:
		return "none"
	case NETWORK_MAINNET:
		return "mainnet"
	case NETWORK_TESTNET:
		return "testnet"
	case NETWORK_DEVNET:
		return "devnet"
	default:
		return ""
	}
}

func NetworkFromString(c string) Network {
	switch c {
	case "none":
		return NETWORK_NONE
	case "mainnet":
		return NETWORK_MAINNET
	case "testnet":
		return NETWORK_TESTNET
	case "devnet":
		return NETWORK_DEVNET
	default:
		return 0
	}
}

type Network_List C.PointerList

func NewNetworkList(s *C.Segment, sz int) Network_List { return Network_List(s.NewUInt16List(sz)) }
func (s Network_List) Len() int                        { return C.UInt16List(s).Len() }
func (s Network_List) At(i int) Network                { return Network(C.UInt16List(s).At(i)) }
func (s Network_List) ToArray() []Network {
	n := s.Len()
	a := make([]Network, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Network_List) Set(i int, item Network) { C.UInt16List(s).Set(i, uint16(item)) }
func (s Network) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	buf, err = json.Marshal(s.String())
	if err != nil {
		return err
	}
	_, err = b.Write(buf)
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Network) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Network) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	_, err = b.WriteString(s.String())
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Network) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Message C.Struct

func NewMessage(s *C.Segment) Message                  { return Message(s.NewStruct(8, 4)) }
func NewRootMessage(s *C.Segment) Message              { return Message(s.NewRootStruct(8, 4)) }
func AutoNewMessage(s *C.Segment) Message              { return Message(s.NewStructAR(8, 4)) }
func ReadRootMessage(s *C.Segment) Message             { return Message(s.Root(0).ToStruct()) }
func (s Message) Data() []byte                         { return C.Struct(s).GetObject(0).ToData() }
func (s Message) SetData(v []byte)                     { C.Struct(s).SetObject(0, s.Segment.NewData(v)) }
func (s Message) Hash() []byte                         { return C.Struct(s).GetObject(1).ToData() }
func (s Message) SetHash(v []byte)                     { C.Struct(s).SetObject(1, s.Segment.NewData(v)) }
func (s Message) HashScheme() HashScheme               { return HashScheme(C.Struct(s).Get16(0)) }
func (s Message) SetHashScheme(v HashScheme)           { C.Struct(s).Set16(0, uint16(v)) }
func (s Message) Signature() []byte                    { return C.Struct(s).GetObject(2).ToData() }
func (s Message) SetSignature(v []byte)                { C.Struct(s).SetObject(2, s.Segment.NewData(v)) }
func (s Message) SignatureScheme() SignatureScheme     { return SignatureScheme(C.Struct(s).Get16(2)) }
func (s Message) SetSignatureScheme(v SignatureScheme) { C.Struct(s).Set16(2, uint16(v)) }
func (s Message) Signer() []byte                       { return C.Struct(s).GetObject(3).ToData() }
func (s Message) SetSigner(v []byte)                   { C.Struct(s).SetObject(3, s.Segment.NewData(v)) }
func (s Message) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"data\":")
	if err != nil {
		return err
	}
	{
		s := s.Data()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"hash\":")
	if err != nil {
		return err
	}
	{
		s := s.Hash()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"hashScheme\":")
	if err != nil {
		return err
	}
	{
		s := s.HashScheme()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"signature\":")
	if err != nil {
		return err
	}
	{
		s := s.Signature()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"signatureScheme\":")
	if err != nil {
		return err
	}
	{
		s := s.SignatureScheme()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"signer\":")
	if err != nil {
		return err
	}
	{
		s := s.Signer()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Message) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Message) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("data = ")
	if err != nil {
		return err
	}
	{
		s := s.Data()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("hash = ")
	if err != nil {
		return err
	}
	{
		s := s.Hash()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("hashScheme = ")
	if err != nil {
		return err
	}
	{
		s := s.HashScheme()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("signature = ")
	if err != nil {
		return err
	}
	{
		s := s.Signature()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("signatureScheme = ")
	if err != nil {
		return err
	}
	{
		s := s.SignatureScheme()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("signer = ")
	if err != nil {
		return err
	}
	{
		s := s.Signer()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s Message) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Message_List C.PointerList

func NewMessageList(s *C.Segment, sz int) Message_List {
	return Message_List(s.NewCompositeList(8, 4, sz))
}
func (s Message_List) Len() int         { return C.PointerList(s).Len() }
func (s Message_List) At(i int) Message { return Message(C.PointerList(s).At(i).ToStruct()) }
func (s Message_List) ToArray() []Message {
	n := s.Len()
	a := make([]Message, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Message_List) Set(i int, item Message) { C.PointerList(s).Set(i, C.Object(item)) }

type MessageData C.Struct

func NewMessageData(s *C.Segment) MessageData      { return MessageData(s.NewStruct(16, 1)) }
func NewRootMessageData(s *C.Segment) MessageData  { return MessageData(s.NewRootStruct(16, 1)) }
func AutoNewMessageData(s *C.Segment) MessageData  { return MessageData(s.NewStructAR(16, 1)) }
func ReadRootMessageData(s *C.Segment) MessageData { return MessageData(s.Root(0).ToStruct()) }
func (s MessageData) Type() MessageType            { return MessageType(C.Struct(s).Get16(0)) }
func (s MessageData) SetType(v MessageType)        { C.Struct(s).Set16(0, uint16(v)) }
func (s MessageData) Fid() uint64                  { return C.Struct(s).Get64(8) }
func (s MessageData) SetFid(v uint64)              { C.Struct(s).Set64(8, v) }
func (s MessageData) Timestamp() uint32            { return C.Struct(s).Get32(4) }
func (s MessageData) SetTimestamp(v uint32)        { C.Struct(s).Set32(4, v) }
func (s MessageData) Network() Network             { return Network(C.Struct(s).Get16(2)) }
func (s MessageData) SetNetwork(v Network)         { C.Struct(s).Set16(2, uint16(v)) }
func (s MessageData) CastAddBody() CastAddBody {
	return CastAddBody(C.Struct(s).GetObject(0).ToStruct())
}
func (s MessageData) SetCastAddBody(v CastAddBody) { C.Struct(s).SetObject(0, C.Object(v)) }
func (s MessageData) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"type\":")
	if err != nil {
		return err
	}
	{
		s := s.Type()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"fid\":")
	if err != nil {
		return err
	}
	{
		s := s.Fid()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"timestamp\":")
	if err != nil {
		return err
	}
	{
		s := s.Timestamp()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"network\":")
	if err != nil {
		return err
	}
	{
		s := s.Network()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"castAddBody\":")
	if err != nil {
		return err
	}
	{
		s := s.CastAddBody()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s MessageData) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s MessageData) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("type = ")
	if err != nil {
		return err
	}
	{
		s := s.Type()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("fid = ")
	if err != nil {
		return err
	}
	{
		s := s.Fid()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("timestamp = ")
	if err != nil {
		return err
	}
	{
		s := s.Timestamp()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("network = ")
	if err != nil {
		return err
	}
	{
		s := s.Network()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("castAddBody = ")
	if err != nil {
		return err
	}
	{
		s := s.CastAddBody()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s MessageData) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type MessageData_List C.PointerList

func NewMessageDataList(s *C.Segment, sz int) MessageData_List {
	return MessageData_List(s.NewCompositeList(16, 1, sz))
}
func (s MessageData_List) Len() int { return C.PointerList(s).Len() }
func (s MessageData_List) At(i int) MessageData {
	return MessageData(C.PointerList(s).At(i).ToStruct())
}
func (s MessageData_List) ToArray() []MessageData {
	n := s.Len()
	a := make([]MessageData, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s MessageData_List) Set(i int, item MessageData) { C.PointerList(s).Set(i, C.Object(item)) }

type CastAddBody C.Struct

func NewCastAddBody(s *C.Segment) CastAddBody      { return CastAddBody(s.NewStruct(0, 4)) }
func NewRootCastAddBody(s *C.Segment) CastAddBody  { return CastAddBody(s.NewRootStruct(0, 4)) }
func AutoNewCastAddBody(s *C.Segment) CastAddBody  { return CastAddBody(s.NewStructAR(0, 4)) }
func ReadRootCastAddBody(s *C.Segment) CastAddBody { return CastAddBody(s.Root(0).ToStruct()) }
func (s CastAddBody) Embeds() C.TextList           { return C.TextList(C.Struct(s).GetObject(0)) }
func (s CastAddBody) SetEmbeds(v C.TextList)       { C.Struct(s).SetObject(0, C.Object(v)) }
func (s CastAddBody) Mentions() C.UInt64List       { return C.UInt64List(C.Struct(s).GetObject(1)) }
func (s CastAddBody) SetMentions(v C.UInt64List)   { C.Struct(s).SetObject(1, C.Object(v)) }
func (s CastAddBody) ParentCastId() CastId         { return CastId(C.Struct(s).GetObject(2).ToStruct()) }
func (s CastAddBody) SetParentCastId(v CastId)     { C.Struct(s).SetObject(2, C.Object(v)) }
func (s CastAddBody) Text() string                 { return C.Struct(s).GetObject(3).ToText() }
func (s CastAddBody) TextBytes() []byte            { return C.Struct(s).GetObject(3).ToDataTrimLastByte() }
func (s CastAddBody) SetText(v string)             { C.Struct(s).SetObject(3, s.Segment.NewText(v)) }
func (s CastAddBody) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"embeds\":")
	if err != nil {
		return err
	}
	{
		s := s.Embeds()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"mentions\":")
	if err != nil {
		return err
	}
	{
		s := s.Mentions()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"parentCastId\":")
	if err != nil {
		return err
	}
	{
		s := s.ParentCastId()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"text\":")
	if err != nil {
		return err
	}
	{
		s := s.Text()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CastAddBody) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s CastAddBody) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("embeds = ")
	if err != nil {
		return err
	}
	{
		s := s.Embeds()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("mentions = ")
	if err != nil {
		return err
	}
	{
		s := s.Mentions()
		{
			err = b.WriteByte('[')
			if err != nil {
				return err
			}
			for i, s := range s.ToArray() {
				if i != 0 {
					_, err = b.WriteString(", ")
				}
				if err != nil {
					return err
				}
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
			err = b.WriteByte(']')
		}
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("parentCastId = ")
	if err != nil {
		return err
	}
	{
		s := s.ParentCastId()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("text = ")
	if err != nil {
		return err
	}
	{
		s := s.Text()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CastAddBody) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type CastAddBody_List C.PointerList

func NewCastAddBodyList(s *C.Segment, sz int) CastAddBody_List {
	return CastAddBody_List(s.NewCompositeList(0, 4, sz))
}
func (s CastAddBody_List) Len() int { return C.PointerList(s).Len() }
func (s CastAddBody_List) At(i int) CastAddBody {
	return CastAddBody(C.PointerList(s).At(i).ToStruct())
}
func (s CastAddBody_List) ToArray() []CastAddBody {
	n := s.Len()
	a := make([]CastAddBody, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s CastAddBody_List) Set(i int, item CastAddBody) { C.PointerList(s).Set(i, C.Object(item)) }

type CastId C.Struct

func NewCastId(s *C.Segment) CastId      { return CastId(s.NewStruct(8, 1)) }
func NewRootCastId(s *C.Segment) CastId  { return CastId(s.NewRootStruct(8, 1)) }
func AutoNewCastId(s *C.Segment) CastId  { return CastId(s.NewStructAR(8, 1)) }
func ReadRootCastId(s *C.Segment) CastId { return CastId(s.Root(0).ToStruct()) }
func (s CastId) Fid() uint64             { return C.Struct(s).Get64(0) }
func (s CastId) SetFid(v uint64)         { C.Struct(s).Set64(0, v) }
func (s CastId) TsHash() []byte          { return C.Struct(s).GetObject(0).ToData() }
func (s CastId) SetTsHash(v []byte)      { C.Struct(s).SetObject(0, s.Segment.NewData(v)) }
func (s CastId) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"fid\":")
	if err != nil {
		return err
	}
	{
		s := s.Fid()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"tsHash\":")
	if err != nil {
		return err
	}
	{
		s := s.TsHash()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CastId) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s CastId) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("fid = ")
	if err != nil {
		return err
	}
	{
		s := s.Fid()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("tsHash = ")
	if err != nil {
		return err
	}
	{
		s := s.TsHash()
		buf, err = json.Marshal(s)
		if err != nil {
			return err
		}
		_, err = b.Write(buf)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s CastId) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type CastId_List C.PointerList

func NewCastIdList(s *C.Segment, sz int) CastId_List {
	return CastId_List(s.NewCompositeList(8, 1, sz))
}
func (s CastId_List) Len() int        { return C.PointerList(s).Len() }
func (s CastId_List) At(i int) CastId { return CastId(C.PointerList(s).At(i).ToStruct()) }
func (s CastId_List) ToArray() []CastId {
	n := s.Len()
	a := make([]CastId, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s CastId_List) Set(i int, item CastId) { C.PointerList(s).Set(i, C.Object(item)) }
