package cpc

// AUTO GENERATED - DO NOT EDIT

import (
	"bufio"
	"bytes"
	"encoding/json"
	C "github.com/glycerine/go-capnproto"
	"io"
	"math"
)

type Address C.Struct

func NewAddress(s *C.Segment) Address      { return Address(s.NewStruct(8, 0)) }
func NewRootAddress(s *C.Segment) Address  { return Address(s.NewRootStruct(8, 0)) }
func AutoNewAddress(s *C.Segment) Address  { return Address(s.NewStructAR(8, 0)) }
func ReadRootAddress(s *C.Segment) Address { return Address(s.Root(0).ToStruct()) }
func (s Address) X0() uint8                { return C.Struct(s).Get8(0) }
func (s Address) SetX0(v uint8)            { C.Struct(s).Set8(0, v) }
func (s Address) X1() uint8                { return C.Struct(s).Get8(1) }
func (s Address) SetX1(v uint8)            { C.Struct(s).Set8(1, v) }
func (s Address) X2() uint8                { return C.Struct(s).Get8(2) }
func (s Address) SetX2(v uint8)            { C.Struct(s).Set8(2, v) }
func (s Address) X3() uint8                { return C.Struct(s).Get8(3) }
func (s Address) SetX3(v uint8)            { C.Struct(s).Set8(3, v) }
func (s Address) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"x0\":")
	if err != nil {
		return err
	}
	{
		s := s.X0()
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
	_, err = b.WriteString("\"x1\":")
	if err != nil {
		return err
	}
	{
		s := s.X1()
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
	_, err = b.WriteString("\"x2\":")
	if err != nil {
		return err
	}
	{
		s := s.X2()
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
	_, err = b.WriteString("\"x3\":")
	if err != nil {
		return err
	}
	{
		s := s.X3()
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
func (s Address) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Address) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("x0 = ")
	if err != nil {
		return err
	}
	{
		s := s.X0()
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
	_, err = b.WriteString("x1 = ")
	if err != nil {
		return err
	}
	{
		s := s.X1()
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
	_, err = b.WriteString("x2 = ")
	if err != nil {
		return err
	}
	{
		s := s.X2()
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
	_, err = b.WriteString("x3 = ")
	if err != nil {
		return err
	}
	{
		s := s.X3()
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
func (s Address) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Address_List C.PointerList

func NewAddressList(s *C.Segment, sz int) Address_List {
	return Address_List(s.NewCompositeList(8, 0, sz))
}
func (s Address_List) Len() int         { return C.PointerList(s).Len() }
func (s Address_List) At(i int) Address { return Address(C.PointerList(s).At(i).ToStruct()) }
func (s Address_List) ToArray() []Address {
	n := s.Len()
	a := make([]Address, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Address_List) Set(i int, item Address) { C.PointerList(s).Set(i, C.Object(item)) }

type Log C.Struct

func NewLog(s *C.Segment) Log       { return Log(s.NewStruct(16, 5)) }
func NewRootLog(s *C.Segment) Log   { return Log(s.NewRootStruct(16, 5)) }
func AutoNewLog(s *C.Segment) Log   { return Log(s.NewStructAR(16, 5)) }
func ReadRootLog(s *C.Segment) Log  { return Log(s.Root(0).ToStruct()) }
func (s Log) Address() Address      { return Address(C.Struct(s).GetObject(0).ToStruct()) }
func (s Log) SetAddress(v Address)  { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Log) Identity() string      { return C.Struct(s).GetObject(1).ToText() }
func (s Log) IdentityBytes() []byte { return C.Struct(s).GetObject(1).ToDataTrimLastByte() }
func (s Log) SetIdentity(v string)  { C.Struct(s).SetObject(1, s.Segment.NewText(v)) }
func (s Log) UserId() string        { return C.Struct(s).GetObject(2).ToText() }
func (s Log) UserIdBytes() []byte   { return C.Struct(s).GetObject(2).ToDataTrimLastByte() }
func (s Log) SetUserId(v string)    { C.Struct(s).SetObject(2, s.Segment.NewText(v)) }
func (s Log) Date() string          { return C.Struct(s).GetObject(3).ToText() }
func (s Log) DateBytes() []byte     { return C.Struct(s).GetObject(3).ToDataTrimLastByte() }
func (s Log) SetDate(v string)      { C.Struct(s).SetObject(3, s.Segment.NewText(v)) }
func (s Log) Request() string       { return C.Struct(s).GetObject(4).ToText() }
func (s Log) RequestBytes() []byte  { return C.Struct(s).GetObject(4).ToDataTrimLastByte() }
func (s Log) SetRequest(v string)   { C.Struct(s).SetObject(4, s.Segment.NewText(v)) }
func (s Log) Code() uint16          { return C.Struct(s).Get16(0) }
func (s Log) SetCode(v uint16)      { C.Struct(s).Set16(0, v) }
func (s Log) Size() uint64          { return C.Struct(s).Get64(8) }
func (s Log) SetSize(v uint64)      { C.Struct(s).Set64(8, v) }
func (s Log) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"address\":")
	if err != nil {
		return err
	}
	{
		s := s.Address()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"identity\":")
	if err != nil {
		return err
	}
	{
		s := s.Identity()
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
	_, err = b.WriteString("\"userId\":")
	if err != nil {
		return err
	}
	{
		s := s.UserId()
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
	_, err = b.WriteString("\"date\":")
	if err != nil {
		return err
	}
	{
		s := s.Date()
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
	_, err = b.WriteString("\"request\":")
	if err != nil {
		return err
	}
	{
		s := s.Request()
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
	_, err = b.WriteString("\"code\":")
	if err != nil {
		return err
	}
	{
		s := s.Code()
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
	_, err = b.WriteString("\"size\":")
	if err != nil {
		return err
	}
	{
		s := s.Size()
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
func (s Log) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Log) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("address = ")
	if err != nil {
		return err
	}
	{
		s := s.Address()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("identity = ")
	if err != nil {
		return err
	}
	{
		s := s.Identity()
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
	_, err = b.WriteString("userId = ")
	if err != nil {
		return err
	}
	{
		s := s.UserId()
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
	_, err = b.WriteString("date = ")
	if err != nil {
		return err
	}
	{
		s := s.Date()
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
	_, err = b.WriteString("request = ")
	if err != nil {
		return err
	}
	{
		s := s.Request()
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
	_, err = b.WriteString("code = ")
	if err != nil {
		return err
	}
	{
		s := s.Code()
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
	_, err = b.WriteString("size = ")
	if err != nil {
		return err
	}
	{
		s := s.Size()
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
func (s Log) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Log_List C.PointerList

func NewLogList(s *C.Segment, sz int) Log_List { return Log_List(s.NewCompositeList(16, 5, sz)) }
func (s Log_List) Len() int                    { return C.PointerList(s).Len() }
func (s Log_List) At(i int) Log                { return Log(C.PointerList(s).At(i).ToStruct()) }
func (s Log_List) ToArray() []Log {
	n := s.Len()
	a := make([]Log, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Log_List) Set(i int, item Log) { C.PointerList(s).Set(i, C.Object(item)) }

type Logs C.Struct

func NewLogs(s *C.Segment) Logs      { return Logs(s.NewStruct(0, 1)) }
func NewRootLogs(s *C.Segment) Logs  { return Logs(s.NewRootStruct(0, 1)) }
func AutoNewLogs(s *C.Segment) Logs  { return Logs(s.NewStructAR(0, 1)) }
func ReadRootLogs(s *C.Segment) Logs { return Logs(s.Root(0).ToStruct()) }
func (s Logs) Logs() Log_List        { return Log_List(C.Struct(s).GetObject(0)) }
func (s Logs) SetLogs(v Log_List)    { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Logs) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"logs\":")
	if err != nil {
		return err
	}
	{
		s := s.Logs()
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
func (s Logs) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Logs) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("logs = ")
	if err != nil {
		return err
	}
	{
		s := s.Logs()
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
func (s Logs) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Logs_List C.PointerList

func NewLogsList(s *C.Segment, sz int) Logs_List { return Logs_List(s.NewCompositeList(0, 1, sz)) }
func (s Logs_List) Len() int                     { return C.PointerList(s).Len() }
func (s Logs_List) At(i int) Logs                { return Logs(C.PointerList(s).At(i).ToStruct()) }
func (s Logs_List) ToArray() []Logs {
	n := s.Len()
	a := make([]Logs, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Logs_List) Set(i int, item Logs) { C.PointerList(s).Set(i, C.Object(item)) }

type Vector3 C.Struct

func NewVector3(s *C.Segment) Vector3      { return Vector3(s.NewStruct(16, 0)) }
func NewRootVector3(s *C.Segment) Vector3  { return Vector3(s.NewRootStruct(16, 0)) }
func AutoNewVector3(s *C.Segment) Vector3  { return Vector3(s.NewStructAR(16, 0)) }
func ReadRootVector3(s *C.Segment) Vector3 { return Vector3(s.Root(0).ToStruct()) }
func (s Vector3) X() float32               { return math.Float32frombits(C.Struct(s).Get32(0)) }
func (s Vector3) SetX(v float32)           { C.Struct(s).Set32(0, math.Float32bits(v)) }
func (s Vector3) Y() float32               { return math.Float32frombits(C.Struct(s).Get32(4)) }
func (s Vector3) SetY(v float32)           { C.Struct(s).Set32(4, math.Float32bits(v)) }
func (s Vector3) Z() float32               { return math.Float32frombits(C.Struct(s).Get32(8)) }
func (s Vector3) SetZ(v float32)           { C.Struct(s).Set32(8, math.Float32bits(v)) }
func (s Vector3) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"x\":")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("\"y\":")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
	_, err = b.WriteString("\"z\":")
	if err != nil {
		return err
	}
	{
		s := s.Z()
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
func (s Vector3) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Vector3) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("x = ")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("y = ")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
	_, err = b.WriteString("z = ")
	if err != nil {
		return err
	}
	{
		s := s.Z()
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
func (s Vector3) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Vector3_List C.PointerList

func NewVector3List(s *C.Segment, sz int) Vector3_List {
	return Vector3_List(s.NewCompositeList(16, 0, sz))
}
func (s Vector3_List) Len() int         { return C.PointerList(s).Len() }
func (s Vector3_List) At(i int) Vector3 { return Vector3(C.PointerList(s).At(i).ToStruct()) }
func (s Vector3_List) ToArray() []Vector3 {
	n := s.Len()
	a := make([]Vector3, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Vector3_List) Set(i int, item Vector3) { C.PointerList(s).Set(i, C.Object(item)) }

type Triangle C.Struct

func NewTriangle(s *C.Segment) Triangle      { return Triangle(s.NewStruct(0, 4)) }
func NewRootTriangle(s *C.Segment) Triangle  { return Triangle(s.NewRootStruct(0, 4)) }
func AutoNewTriangle(s *C.Segment) Triangle  { return Triangle(s.NewStructAR(0, 4)) }
func ReadRootTriangle(s *C.Segment) Triangle { return Triangle(s.Root(0).ToStruct()) }
func (s Triangle) V0() Vector3               { return Vector3(C.Struct(s).GetObject(0).ToStruct()) }
func (s Triangle) SetV0(v Vector3)           { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Triangle) V1() Vector3               { return Vector3(C.Struct(s).GetObject(1).ToStruct()) }
func (s Triangle) SetV1(v Vector3)           { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Triangle) V2() Vector3               { return Vector3(C.Struct(s).GetObject(2).ToStruct()) }
func (s Triangle) SetV2(v Vector3)           { C.Struct(s).SetObject(2, C.Object(v)) }
func (s Triangle) Normal() Vector3           { return Vector3(C.Struct(s).GetObject(3).ToStruct()) }
func (s Triangle) SetNormal(v Vector3)       { C.Struct(s).SetObject(3, C.Object(v)) }
func (s Triangle) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"v0\":")
	if err != nil {
		return err
	}
	{
		s := s.V0()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"v1\":")
	if err != nil {
		return err
	}
	{
		s := s.V1()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"v2\":")
	if err != nil {
		return err
	}
	{
		s := s.V2()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"normal\":")
	if err != nil {
		return err
	}
	{
		s := s.Normal()
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
func (s Triangle) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Triangle) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("v0 = ")
	if err != nil {
		return err
	}
	{
		s := s.V0()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("v1 = ")
	if err != nil {
		return err
	}
	{
		s := s.V1()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("v2 = ")
	if err != nil {
		return err
	}
	{
		s := s.V2()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("normal = ")
	if err != nil {
		return err
	}
	{
		s := s.Normal()
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
func (s Triangle) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Triangle_List C.PointerList

func NewTriangleList(s *C.Segment, sz int) Triangle_List {
	return Triangle_List(s.NewCompositeList(0, 4, sz))
}
func (s Triangle_List) Len() int          { return C.PointerList(s).Len() }
func (s Triangle_List) At(i int) Triangle { return Triangle(C.PointerList(s).At(i).ToStruct()) }
func (s Triangle_List) ToArray() []Triangle {
	n := s.Len()
	a := make([]Triangle, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Triangle_List) Set(i int, item Triangle) { C.PointerList(s).Set(i, C.Object(item)) }

type Mesh C.Struct

func NewMesh(s *C.Segment) Mesh             { return Mesh(s.NewStruct(0, 1)) }
func NewRootMesh(s *C.Segment) Mesh         { return Mesh(s.NewRootStruct(0, 1)) }
func AutoNewMesh(s *C.Segment) Mesh         { return Mesh(s.NewStructAR(0, 1)) }
func ReadRootMesh(s *C.Segment) Mesh        { return Mesh(s.Root(0).ToStruct()) }
func (s Mesh) Triangles() Triangle_List     { return Triangle_List(C.Struct(s).GetObject(0)) }
func (s Mesh) SetTriangles(v Triangle_List) { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Mesh) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"triangles\":")
	if err != nil {
		return err
	}
	{
		s := s.Triangles()
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
func (s Mesh) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Mesh) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("triangles = ")
	if err != nil {
		return err
	}
	{
		s := s.Triangles()
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
func (s Mesh) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Mesh_List C.PointerList

func NewMeshList(s *C.Segment, sz int) Mesh_List { return Mesh_List(s.NewCompositeList(0, 1, sz)) }
func (s Mesh_List) Len() int                     { return C.PointerList(s).Len() }
func (s Mesh_List) At(i int) Mesh                { return Mesh(C.PointerList(s).At(i).ToStruct()) }
func (s Mesh_List) ToArray() []Mesh {
	n := s.Len()
	a := make([]Mesh, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Mesh_List) Set(i int, item Mesh) { C.PointerList(s).Set(i, C.Object(item)) }

type GameType uint16

const (
	GAMETYPE_SURVIVAL  GameType = 0
	GAMETYPE_CREATIVE  GameType = 1
	GAMETYPE_ADVENTURE GameType = 2
	GAMETYPE_SPECTATOR GameType = 3
)

func (c GameType) String() string {
	switch c {
	case GAMETYPE_SURVIVAL:
		return "survival"
	case GAMETYPE_CREATIVE:
		return "creative"
	case GAMETYPE_ADVENTURE:
		return "adventure"
	case GAMETYPE_SPECTATOR:
		return "spectator"
	default:
		return ""
	}
}

func GameTypeFromString(c string) GameType {
	switch c {
	case "survival":
		return GAMETYPE_SURVIVAL
	case "creative":
		return GAMETYPE_CREATIVE
	case "adventure":
		return GAMETYPE_ADVENTURE
	case "spectator":
		return GAMETYPE_SPECTATOR
	default:
		return 0
	}
}

type GameType_List C.PointerList

func NewGameTypeList(s *C.Segment, sz int) GameType_List { return GameType_List(s.NewUInt16List(sz)) }
func (s GameType_List) Len() int                         { return C.UInt16List(s).Len() }
func (s GameType_List) At(i int) GameType                { return GameType(C.UInt16List(s).At(i)) }
func (s GameType_List) ToArray() []GameType {
	n := s.Len()
	a := make([]GameType, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s GameType_List) Set(i int, item GameType) { C.UInt16List(s).Set(i, uint16(item)) }
func (s GameType) WriteJSON(w io.Writer) error {
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
func (s GameType) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s GameType) WriteCapLit(w io.Writer) error {
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
func (s GameType) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Enchantment C.Struct

func NewEnchantment(s *C.Segment) Enchantment      { return Enchantment(s.NewStruct(8, 1)) }
func NewRootEnchantment(s *C.Segment) Enchantment  { return Enchantment(s.NewRootStruct(8, 1)) }
func AutoNewEnchantment(s *C.Segment) Enchantment  { return Enchantment(s.NewStructAR(8, 1)) }
func ReadRootEnchantment(s *C.Segment) Enchantment { return Enchantment(s.Root(0).ToStruct()) }
func (s Enchantment) Id() string                   { return C.Struct(s).GetObject(0).ToText() }
func (s Enchantment) IdBytes() []byte              { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Enchantment) SetId(v string)               { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Enchantment) Level() uint8                 { return C.Struct(s).Get8(0) }
func (s Enchantment) SetLevel(v uint8)             { C.Struct(s).Set8(0, v) }
func (s Enchantment) WriteJSON(w io.Writer) error {
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
	_, err = b.WriteString("\"level\":")
	if err != nil {
		return err
	}
	{
		s := s.Level()
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
func (s Enchantment) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Enchantment) WriteCapLit(w io.Writer) error {
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
	_, err = b.WriteString("level = ")
	if err != nil {
		return err
	}
	{
		s := s.Level()
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
func (s Enchantment) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Enchantment_List C.PointerList

func NewEnchantmentList(s *C.Segment, sz int) Enchantment_List {
	return Enchantment_List(s.NewCompositeList(8, 1, sz))
}
func (s Enchantment_List) Len() int { return C.PointerList(s).Len() }
func (s Enchantment_List) At(i int) Enchantment {
	return Enchantment(C.PointerList(s).At(i).ToStruct())
}
func (s Enchantment_List) ToArray() []Enchantment {
	n := s.Len()
	a := make([]Enchantment, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Enchantment_List) Set(i int, item Enchantment) { C.PointerList(s).Set(i, C.Object(item)) }

type Tool C.Struct

func NewTool(s *C.Segment) Tool                   { return Tool(s.NewStruct(8, 1)) }
func NewRootTool(s *C.Segment) Tool               { return Tool(s.NewRootStruct(8, 1)) }
func AutoNewTool(s *C.Segment) Tool               { return Tool(s.NewStructAR(8, 1)) }
func ReadRootTool(s *C.Segment) Tool              { return Tool(s.Root(0).ToStruct()) }
func (s Tool) Damage() uint16                     { return C.Struct(s).Get16(0) }
func (s Tool) SetDamage(v uint16)                 { C.Struct(s).Set16(0, v) }
func (s Tool) Enchantments() Enchantment_List     { return Enchantment_List(C.Struct(s).GetObject(0)) }
func (s Tool) SetEnchantments(v Enchantment_List) { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Tool) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
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
	_, err = b.WriteString("\"enchantments\":")
	if err != nil {
		return err
	}
	{
		s := s.Enchantments()
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
func (s Tool) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Tool) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
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
	_, err = b.WriteString("enchantments = ")
	if err != nil {
		return err
	}
	{
		s := s.Enchantments()
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
func (s Tool) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Tool_List C.PointerList

func NewToolList(s *C.Segment, sz int) Tool_List { return Tool_List(s.NewCompositeList(8, 1, sz)) }
func (s Tool_List) Len() int                     { return C.PointerList(s).Len() }
func (s Tool_List) At(i int) Tool                { return Tool(C.PointerList(s).At(i).ToStruct()) }
func (s Tool_List) ToArray() []Tool {
	n := s.Len()
	a := make([]Tool, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Tool_List) Set(i int, item Tool) { C.PointerList(s).Set(i, C.Object(item)) }

type Food C.Struct

func NewFood(s *C.Segment) Food        { return Food(s.NewStruct(8, 0)) }
func NewRootFood(s *C.Segment) Food    { return Food(s.NewRootStruct(8, 0)) }
func AutoNewFood(s *C.Segment) Food    { return Food(s.NewStructAR(8, 0)) }
func ReadRootFood(s *C.Segment) Food   { return Food(s.Root(0).ToStruct()) }
func (s Food) Saturation() float32     { return math.Float32frombits(C.Struct(s).Get32(0)) }
func (s Food) SetSaturation(v float32) { C.Struct(s).Set32(0, math.Float32bits(v)) }
func (s Food) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"saturation\":")
	if err != nil {
		return err
	}
	{
		s := s.Saturation()
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
func (s Food) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Food) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("saturation = ")
	if err != nil {
		return err
	}
	{
		s := s.Saturation()
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
func (s Food) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Food_List C.PointerList

func NewFoodList(s *C.Segment, sz int) Food_List { return Food_List(s.NewCompositeList(8, 0, sz)) }
func (s Food_List) Len() int                     { return C.PointerList(s).Len() }
func (s Food_List) At(i int) Food                { return Food(C.PointerList(s).At(i).ToStruct()) }
func (s Food_List) ToArray() []Food {
	n := s.Len()
	a := make([]Food, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Food_List) Set(i int, item Food) { C.PointerList(s).Set(i, C.Object(item)) }

type Item C.Struct
type ItemKind Item
type ItemKind_Which uint16

const (
	ITEMKIND_BLOCK ItemKind_Which = 0
	ITEMKIND_TOOL  ItemKind_Which = 1
	ITEMKIND_FOOD  ItemKind_Which = 2
)

func NewItem(s *C.Segment) Item          { return Item(s.NewStruct(8, 2)) }
func NewRootItem(s *C.Segment) Item      { return Item(s.NewRootStruct(8, 2)) }
func AutoNewItem(s *C.Segment) Item      { return Item(s.NewStructAR(8, 2)) }
func ReadRootItem(s *C.Segment) Item     { return Item(s.Root(0).ToStruct()) }
func (s Item) Count() int8               { return int8(C.Struct(s).Get8(0)) }
func (s Item) SetCount(v int8)           { C.Struct(s).Set8(0, uint8(v)) }
func (s Item) Slot() uint8               { return C.Struct(s).Get8(1) }
func (s Item) SetSlot(v uint8)           { C.Struct(s).Set8(1, v) }
func (s Item) Id() string                { return C.Struct(s).GetObject(0).ToText() }
func (s Item) IdBytes() []byte           { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Item) SetId(v string)            { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Item) Kind() ItemKind            { return ItemKind(s) }
func (s ItemKind) Which() ItemKind_Which { return ItemKind_Which(C.Struct(s).Get16(2)) }
func (s ItemKind) SetBlock()             { C.Struct(s).Set16(2, 0) }
func (s ItemKind) Tool() Tool            { return Tool(C.Struct(s).GetObject(1).ToStruct()) }
func (s ItemKind) SetTool(v Tool)        { C.Struct(s).Set16(2, 1); C.Struct(s).SetObject(1, C.Object(v)) }
func (s ItemKind) Food() Food            { return Food(C.Struct(s).GetObject(1).ToStruct()) }
func (s ItemKind) SetFood(v Food)        { C.Struct(s).Set16(2, 2); C.Struct(s).SetObject(1, C.Object(v)) }
func (s Item) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"count\":")
	if err != nil {
		return err
	}
	{
		s := s.Count()
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
	_, err = b.WriteString("\"slot\":")
	if err != nil {
		return err
	}
	{
		s := s.Slot()
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
	_, err = b.WriteString("\"kind\":")
	if err != nil {
		return err
	}
	{
		s := s.Kind()
		err = b.WriteByte('{')
		if err != nil {
			return err
		}
		if s.Which() == ITEMKIND_BLOCK {
			_, err = b.WriteString("\"block\":")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == ITEMKIND_TOOL {
			_, err = b.WriteString("\"tool\":")
			if err != nil {
				return err
			}
			{
				s := s.Tool()
				err = s.WriteJSON(b)
				if err != nil {
					return err
				}
			}
		}
		if s.Which() == ITEMKIND_FOOD {
			_, err = b.WriteString("\"food\":")
			if err != nil {
				return err
			}
			{
				s := s.Food()
				err = s.WriteJSON(b)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte('}')
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
	_, err = b.WriteString("count = ")
	if err != nil {
		return err
	}
	{
		s := s.Count()
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
	_, err = b.WriteString("slot = ")
	if err != nil {
		return err
	}
	{
		s := s.Slot()
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
	_, err = b.WriteString("kind = ")
	if err != nil {
		return err
	}
	{
		s := s.Kind()
		err = b.WriteByte('(')
		if err != nil {
			return err
		}
		if s.Which() == ITEMKIND_BLOCK {
			_, err = b.WriteString("block = ")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == ITEMKIND_TOOL {
			_, err = b.WriteString("tool = ")
			if err != nil {
				return err
			}
			{
				s := s.Tool()
				err = s.WriteCapLit(b)
				if err != nil {
					return err
				}
			}
		}
		if s.Which() == ITEMKIND_FOOD {
			_, err = b.WriteString("food = ")
			if err != nil {
				return err
			}
			{
				s := s.Food()
				err = s.WriteCapLit(b)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte(')')
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

func NewItemList(s *C.Segment, sz int) Item_List { return Item_List(s.NewCompositeList(8, 2, sz)) }
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

type Abilities C.Struct

func NewAbilities(s *C.Segment) Abilities      { return Abilities(s.NewStruct(16, 0)) }
func NewRootAbilities(s *C.Segment) Abilities  { return Abilities(s.NewRootStruct(16, 0)) }
func AutoNewAbilities(s *C.Segment) Abilities  { return Abilities(s.NewStructAR(16, 0)) }
func ReadRootAbilities(s *C.Segment) Abilities { return Abilities(s.Root(0).ToStruct()) }
func (s Abilities) WalkSpeed() float32         { return math.Float32frombits(C.Struct(s).Get32(0)) }
func (s Abilities) SetWalkSpeed(v float32)     { C.Struct(s).Set32(0, math.Float32bits(v)) }
func (s Abilities) FlySpeed() float32          { return math.Float32frombits(C.Struct(s).Get32(4)) }
func (s Abilities) SetFlySpeed(v float32)      { C.Struct(s).Set32(4, math.Float32bits(v)) }
func (s Abilities) MayFly() bool               { return C.Struct(s).Get1(64) }
func (s Abilities) SetMayFly(v bool)           { C.Struct(s).Set1(64, v) }
func (s Abilities) Flying() bool               { return C.Struct(s).Get1(65) }
func (s Abilities) SetFlying(v bool)           { C.Struct(s).Set1(65, v) }
func (s Abilities) Invulnerable() bool         { return C.Struct(s).Get1(66) }
func (s Abilities) SetInvulnerable(v bool)     { C.Struct(s).Set1(66, v) }
func (s Abilities) MayBuild() bool             { return C.Struct(s).Get1(67) }
func (s Abilities) SetMayBuild(v bool)         { C.Struct(s).Set1(67, v) }
func (s Abilities) Instabuild() bool           { return C.Struct(s).Get1(68) }
func (s Abilities) SetInstabuild(v bool)       { C.Struct(s).Set1(68, v) }
func (s Abilities) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"walkSpeed\":")
	if err != nil {
		return err
	}
	{
		s := s.WalkSpeed()
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
	_, err = b.WriteString("\"flySpeed\":")
	if err != nil {
		return err
	}
	{
		s := s.FlySpeed()
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
	_, err = b.WriteString("\"mayFly\":")
	if err != nil {
		return err
	}
	{
		s := s.MayFly()
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
	_, err = b.WriteString("\"flying\":")
	if err != nil {
		return err
	}
	{
		s := s.Flying()
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
	_, err = b.WriteString("\"invulnerable\":")
	if err != nil {
		return err
	}
	{
		s := s.Invulnerable()
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
	_, err = b.WriteString("\"mayBuild\":")
	if err != nil {
		return err
	}
	{
		s := s.MayBuild()
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
	_, err = b.WriteString("\"instabuild\":")
	if err != nil {
		return err
	}
	{
		s := s.Instabuild()
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
func (s Abilities) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Abilities) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("walkSpeed = ")
	if err != nil {
		return err
	}
	{
		s := s.WalkSpeed()
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
	_, err = b.WriteString("flySpeed = ")
	if err != nil {
		return err
	}
	{
		s := s.FlySpeed()
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
	_, err = b.WriteString("mayFly = ")
	if err != nil {
		return err
	}
	{
		s := s.MayFly()
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
	_, err = b.WriteString("flying = ")
	if err != nil {
		return err
	}
	{
		s := s.Flying()
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
	_, err = b.WriteString("invulnerable = ")
	if err != nil {
		return err
	}
	{
		s := s.Invulnerable()
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
	_, err = b.WriteString("mayBuild = ")
	if err != nil {
		return err
	}
	{
		s := s.MayBuild()
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
	_, err = b.WriteString("instabuild = ")
	if err != nil {
		return err
	}
	{
		s := s.Instabuild()
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
func (s Abilities) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Abilities_List C.PointerList

func NewAbilitiesList(s *C.Segment, sz int) Abilities_List {
	return Abilities_List(s.NewCompositeList(16, 0, sz))
}
func (s Abilities_List) Len() int           { return C.PointerList(s).Len() }
func (s Abilities_List) At(i int) Abilities { return Abilities(C.PointerList(s).At(i).ToStruct()) }
func (s Abilities_List) ToArray() []Abilities {
	n := s.Len()
	a := make([]Abilities, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Abilities_List) Set(i int, item Abilities) { C.PointerList(s).Set(i, C.Object(item)) }

type Vector3d C.Struct

func NewVector3d(s *C.Segment) Vector3d      { return Vector3d(s.NewStruct(24, 0)) }
func NewRootVector3d(s *C.Segment) Vector3d  { return Vector3d(s.NewRootStruct(24, 0)) }
func AutoNewVector3d(s *C.Segment) Vector3d  { return Vector3d(s.NewStructAR(24, 0)) }
func ReadRootVector3d(s *C.Segment) Vector3d { return Vector3d(s.Root(0).ToStruct()) }
func (s Vector3d) X() float64                { return math.Float64frombits(C.Struct(s).Get64(0)) }
func (s Vector3d) SetX(v float64)            { C.Struct(s).Set64(0, math.Float64bits(v)) }
func (s Vector3d) Y() float64                { return math.Float64frombits(C.Struct(s).Get64(8)) }
func (s Vector3d) SetY(v float64)            { C.Struct(s).Set64(8, math.Float64bits(v)) }
func (s Vector3d) Z() float64                { return math.Float64frombits(C.Struct(s).Get64(16)) }
func (s Vector3d) SetZ(v float64)            { C.Struct(s).Set64(16, math.Float64bits(v)) }
func (s Vector3d) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"x\":")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("\"y\":")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
	_, err = b.WriteString("\"z\":")
	if err != nil {
		return err
	}
	{
		s := s.Z()
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
func (s Vector3d) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Vector3d) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("x = ")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("y = ")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
	_, err = b.WriteString("z = ")
	if err != nil {
		return err
	}
	{
		s := s.Z()
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
func (s Vector3d) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Vector3d_List C.PointerList

func NewVector3dList(s *C.Segment, sz int) Vector3d_List {
	return Vector3d_List(s.NewCompositeList(24, 0, sz))
}
func (s Vector3d_List) Len() int          { return C.PointerList(s).Len() }
func (s Vector3d_List) At(i int) Vector3d { return Vector3d(C.PointerList(s).At(i).ToStruct()) }
func (s Vector3d_List) ToArray() []Vector3d {
	n := s.Len()
	a := make([]Vector3d, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Vector3d_List) Set(i int, item Vector3d) { C.PointerList(s).Set(i, C.Object(item)) }

type Vector2f C.Struct

func NewVector2f(s *C.Segment) Vector2f      { return Vector2f(s.NewStruct(8, 0)) }
func NewRootVector2f(s *C.Segment) Vector2f  { return Vector2f(s.NewRootStruct(8, 0)) }
func AutoNewVector2f(s *C.Segment) Vector2f  { return Vector2f(s.NewStructAR(8, 0)) }
func ReadRootVector2f(s *C.Segment) Vector2f { return Vector2f(s.Root(0).ToStruct()) }
func (s Vector2f) X() float32                { return math.Float32frombits(C.Struct(s).Get32(0)) }
func (s Vector2f) SetX(v float32)            { C.Struct(s).Set32(0, math.Float32bits(v)) }
func (s Vector2f) Y() float32                { return math.Float32frombits(C.Struct(s).Get32(4)) }
func (s Vector2f) SetY(v float32)            { C.Struct(s).Set32(4, math.Float32bits(v)) }
func (s Vector2f) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"x\":")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("\"y\":")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
func (s Vector2f) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Vector2f) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("x = ")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("y = ")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
func (s Vector2f) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Vector2f_List C.PointerList

func NewVector2fList(s *C.Segment, sz int) Vector2f_List {
	return Vector2f_List(s.NewCompositeList(8, 0, sz))
}
func (s Vector2f_List) Len() int          { return C.PointerList(s).Len() }
func (s Vector2f_List) At(i int) Vector2f { return Vector2f(C.PointerList(s).At(i).ToStruct()) }
func (s Vector2f_List) ToArray() []Vector2f {
	n := s.Len()
	a := make([]Vector2f, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Vector2f_List) Set(i int, item Vector2f) { C.PointerList(s).Set(i, C.Object(item)) }

type Uuid C.Struct

func NewUuid(s *C.Segment) Uuid      { return Uuid(s.NewStruct(16, 0)) }
func NewRootUuid(s *C.Segment) Uuid  { return Uuid(s.NewRootStruct(16, 0)) }
func AutoNewUuid(s *C.Segment) Uuid  { return Uuid(s.NewStructAR(16, 0)) }
func ReadRootUuid(s *C.Segment) Uuid { return Uuid(s.Root(0).ToStruct()) }
func (s Uuid) X0() uint32            { return C.Struct(s).Get32(0) }
func (s Uuid) SetX0(v uint32)        { C.Struct(s).Set32(0, v) }
func (s Uuid) X1() uint32            { return C.Struct(s).Get32(4) }
func (s Uuid) SetX1(v uint32)        { C.Struct(s).Set32(4, v) }
func (s Uuid) X2() uint32            { return C.Struct(s).Get32(8) }
func (s Uuid) SetX2(v uint32)        { C.Struct(s).Set32(8, v) }
func (s Uuid) X3() uint32            { return C.Struct(s).Get32(12) }
func (s Uuid) SetX3(v uint32)        { C.Struct(s).Set32(12, v) }
func (s Uuid) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"x0\":")
	if err != nil {
		return err
	}
	{
		s := s.X0()
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
	_, err = b.WriteString("\"x1\":")
	if err != nil {
		return err
	}
	{
		s := s.X1()
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
	_, err = b.WriteString("\"x2\":")
	if err != nil {
		return err
	}
	{
		s := s.X2()
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
	_, err = b.WriteString("\"x3\":")
	if err != nil {
		return err
	}
	{
		s := s.X3()
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
func (s Uuid) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Uuid) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("x0 = ")
	if err != nil {
		return err
	}
	{
		s := s.X0()
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
	_, err = b.WriteString("x1 = ")
	if err != nil {
		return err
	}
	{
		s := s.X1()
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
	_, err = b.WriteString("x2 = ")
	if err != nil {
		return err
	}
	{
		s := s.X2()
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
	_, err = b.WriteString("x3 = ")
	if err != nil {
		return err
	}
	{
		s := s.X3()
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
func (s Uuid) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Uuid_List C.PointerList

func NewUuidList(s *C.Segment, sz int) Uuid_List { return Uuid_List(s.NewCompositeList(16, 0, sz)) }
func (s Uuid_List) Len() int                     { return C.PointerList(s).Len() }
func (s Uuid_List) At(i int) Uuid                { return Uuid(C.PointerList(s).At(i).ToStruct()) }
func (s Uuid_List) ToArray() []Uuid {
	n := s.Len()
	a := make([]Uuid, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Uuid_List) Set(i int, item Uuid) { C.PointerList(s).Set(i, C.Object(item)) }

type Entity C.Struct

func NewEntity(s *C.Segment) Entity          { return Entity(s.NewStruct(16, 6)) }
func NewRootEntity(s *C.Segment) Entity      { return Entity(s.NewRootStruct(16, 6)) }
func AutoNewEntity(s *C.Segment) Entity      { return Entity(s.NewStructAR(16, 6)) }
func ReadRootEntity(s *C.Segment) Entity     { return Entity(s.Root(0).ToStruct()) }
func (s Entity) Id() string                  { return C.Struct(s).GetObject(0).ToText() }
func (s Entity) IdBytes() []byte             { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Entity) SetId(v string)              { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Entity) Pos() Vector3d               { return Vector3d(C.Struct(s).GetObject(1).ToStruct()) }
func (s Entity) SetPos(v Vector3d)           { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Entity) Motion() Vector3d            { return Vector3d(C.Struct(s).GetObject(2).ToStruct()) }
func (s Entity) SetMotion(v Vector3d)        { C.Struct(s).SetObject(2, C.Object(v)) }
func (s Entity) Rotation() Vector2f          { return Vector2f(C.Struct(s).GetObject(3).ToStruct()) }
func (s Entity) SetRotation(v Vector2f)      { C.Struct(s).SetObject(3, C.Object(v)) }
func (s Entity) FallDistance() float32       { return math.Float32frombits(C.Struct(s).Get32(0)) }
func (s Entity) SetFallDistance(v float32)   { C.Struct(s).Set32(0, math.Float32bits(v)) }
func (s Entity) Fire() uint16                { return C.Struct(s).Get16(4) }
func (s Entity) SetFire(v uint16)            { C.Struct(s).Set16(4, v) }
func (s Entity) Air() uint16                 { return C.Struct(s).Get16(6) }
func (s Entity) SetAir(v uint16)             { C.Struct(s).Set16(6, v) }
func (s Entity) OnGround() bool              { return C.Struct(s).Get1(64) }
func (s Entity) SetOnGround(v bool)          { C.Struct(s).Set1(64, v) }
func (s Entity) NoGravity() bool             { return C.Struct(s).Get1(65) }
func (s Entity) SetNoGravity(v bool)         { C.Struct(s).Set1(65, v) }
func (s Entity) Invulnerable() bool          { return C.Struct(s).Get1(66) }
func (s Entity) SetInvulnerable(v bool)      { C.Struct(s).Set1(66, v) }
func (s Entity) PortalCooldown() int32       { return int32(C.Struct(s).Get32(12)) }
func (s Entity) SetPortalCooldown(v int32)   { C.Struct(s).Set32(12, uint32(v)) }
func (s Entity) Uuid() Uuid                  { return Uuid(C.Struct(s).GetObject(4).ToStruct()) }
func (s Entity) SetUuid(v Uuid)              { C.Struct(s).SetObject(4, C.Object(v)) }
func (s Entity) CustomName() string          { return C.Struct(s).GetObject(5).ToText() }
func (s Entity) CustomNameBytes() []byte     { return C.Struct(s).GetObject(5).ToDataTrimLastByte() }
func (s Entity) SetCustomName(v string)      { C.Struct(s).SetObject(5, s.Segment.NewText(v)) }
func (s Entity) CustomNameVisible() bool     { return C.Struct(s).Get1(67) }
func (s Entity) SetCustomNameVisible(v bool) { C.Struct(s).Set1(67, v) }
func (s Entity) Silent() bool                { return C.Struct(s).Get1(68) }
func (s Entity) SetSilent(v bool)            { C.Struct(s).Set1(68, v) }
func (s Entity) Glowing() bool               { return C.Struct(s).Get1(69) }
func (s Entity) SetGlowing(v bool)           { C.Struct(s).Set1(69, v) }
func (s Entity) WriteJSON(w io.Writer) error {
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
	_, err = b.WriteString("\"pos\":")
	if err != nil {
		return err
	}
	{
		s := s.Pos()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"motion\":")
	if err != nil {
		return err
	}
	{
		s := s.Motion()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"rotation\":")
	if err != nil {
		return err
	}
	{
		s := s.Rotation()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"fallDistance\":")
	if err != nil {
		return err
	}
	{
		s := s.FallDistance()
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
	_, err = b.WriteString("\"fire\":")
	if err != nil {
		return err
	}
	{
		s := s.Fire()
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
	_, err = b.WriteString("\"air\":")
	if err != nil {
		return err
	}
	{
		s := s.Air()
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
	_, err = b.WriteString("\"onGround\":")
	if err != nil {
		return err
	}
	{
		s := s.OnGround()
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
	_, err = b.WriteString("\"noGravity\":")
	if err != nil {
		return err
	}
	{
		s := s.NoGravity()
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
	_, err = b.WriteString("\"invulnerable\":")
	if err != nil {
		return err
	}
	{
		s := s.Invulnerable()
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
	_, err = b.WriteString("\"portalCooldown\":")
	if err != nil {
		return err
	}
	{
		s := s.PortalCooldown()
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
	_, err = b.WriteString("\"uuid\":")
	if err != nil {
		return err
	}
	{
		s := s.Uuid()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"customName\":")
	if err != nil {
		return err
	}
	{
		s := s.CustomName()
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
	_, err = b.WriteString("\"customNameVisible\":")
	if err != nil {
		return err
	}
	{
		s := s.CustomNameVisible()
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
	_, err = b.WriteString("\"silent\":")
	if err != nil {
		return err
	}
	{
		s := s.Silent()
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
	_, err = b.WriteString("\"glowing\":")
	if err != nil {
		return err
	}
	{
		s := s.Glowing()
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
func (s Entity) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Entity) WriteCapLit(w io.Writer) error {
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
	_, err = b.WriteString("pos = ")
	if err != nil {
		return err
	}
	{
		s := s.Pos()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("motion = ")
	if err != nil {
		return err
	}
	{
		s := s.Motion()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("rotation = ")
	if err != nil {
		return err
	}
	{
		s := s.Rotation()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("fallDistance = ")
	if err != nil {
		return err
	}
	{
		s := s.FallDistance()
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
	_, err = b.WriteString("fire = ")
	if err != nil {
		return err
	}
	{
		s := s.Fire()
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
	_, err = b.WriteString("air = ")
	if err != nil {
		return err
	}
	{
		s := s.Air()
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
	_, err = b.WriteString("onGround = ")
	if err != nil {
		return err
	}
	{
		s := s.OnGround()
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
	_, err = b.WriteString("noGravity = ")
	if err != nil {
		return err
	}
	{
		s := s.NoGravity()
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
	_, err = b.WriteString("invulnerable = ")
	if err != nil {
		return err
	}
	{
		s := s.Invulnerable()
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
	_, err = b.WriteString("portalCooldown = ")
	if err != nil {
		return err
	}
	{
		s := s.PortalCooldown()
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
	_, err = b.WriteString("uuid = ")
	if err != nil {
		return err
	}
	{
		s := s.Uuid()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("customName = ")
	if err != nil {
		return err
	}
	{
		s := s.CustomName()
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
	_, err = b.WriteString("customNameVisible = ")
	if err != nil {
		return err
	}
	{
		s := s.CustomNameVisible()
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
	_, err = b.WriteString("silent = ")
	if err != nil {
		return err
	}
	{
		s := s.Silent()
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
	_, err = b.WriteString("glowing = ")
	if err != nil {
		return err
	}
	{
		s := s.Glowing()
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
func (s Entity) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Entity_List C.PointerList

func NewEntityList(s *C.Segment, sz int) Entity_List {
	return Entity_List(s.NewCompositeList(16, 6, sz))
}
func (s Entity_List) Len() int        { return C.PointerList(s).Len() }
func (s Entity_List) At(i int) Entity { return Entity(C.PointerList(s).At(i).ToStruct()) }
func (s Entity_List) ToArray() []Entity {
	n := s.Len()
	a := make([]Entity, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Entity_List) Set(i int, item Entity) { C.PointerList(s).Set(i, C.Object(item)) }

type Vehicle C.Struct

func NewVehicle(s *C.Segment) Vehicle      { return Vehicle(s.NewStruct(0, 2)) }
func NewRootVehicle(s *C.Segment) Vehicle  { return Vehicle(s.NewRootStruct(0, 2)) }
func AutoNewVehicle(s *C.Segment) Vehicle  { return Vehicle(s.NewStructAR(0, 2)) }
func ReadRootVehicle(s *C.Segment) Vehicle { return Vehicle(s.Root(0).ToStruct()) }
func (s Vehicle) Uuid() Uuid               { return Uuid(C.Struct(s).GetObject(0).ToStruct()) }
func (s Vehicle) SetUuid(v Uuid)           { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Vehicle) Entity() Entity           { return Entity(C.Struct(s).GetObject(1).ToStruct()) }
func (s Vehicle) SetEntity(v Entity)       { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Vehicle) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"uuid\":")
	if err != nil {
		return err
	}
	{
		s := s.Uuid()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"entity\":")
	if err != nil {
		return err
	}
	{
		s := s.Entity()
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
func (s Vehicle) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Vehicle) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("uuid = ")
	if err != nil {
		return err
	}
	{
		s := s.Uuid()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("entity = ")
	if err != nil {
		return err
	}
	{
		s := s.Entity()
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
func (s Vehicle) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Vehicle_List C.PointerList

func NewVehicleList(s *C.Segment, sz int) Vehicle_List {
	return Vehicle_List(s.NewCompositeList(0, 2, sz))
}
func (s Vehicle_List) Len() int         { return C.PointerList(s).Len() }
func (s Vehicle_List) At(i int) Vehicle { return Vehicle(C.PointerList(s).At(i).ToStruct()) }
func (s Vehicle_List) ToArray() []Vehicle {
	n := s.Len()
	a := make([]Vehicle, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Vehicle_List) Set(i int, item Vehicle) { C.PointerList(s).Set(i, C.Object(item)) }

type RecipeBook C.Struct

func NewRecipeBook(s *C.Segment) RecipeBook                        { return RecipeBook(s.NewStruct(8, 2)) }
func NewRootRecipeBook(s *C.Segment) RecipeBook                    { return RecipeBook(s.NewRootStruct(8, 2)) }
func AutoNewRecipeBook(s *C.Segment) RecipeBook                    { return RecipeBook(s.NewStructAR(8, 2)) }
func ReadRootRecipeBook(s *C.Segment) RecipeBook                   { return RecipeBook(s.Root(0).ToStruct()) }
func (s RecipeBook) Recipes() C.TextList                           { return C.TextList(C.Struct(s).GetObject(0)) }
func (s RecipeBook) SetRecipes(v C.TextList)                       { C.Struct(s).SetObject(0, C.Object(v)) }
func (s RecipeBook) ToBeDisplayed() C.TextList                     { return C.TextList(C.Struct(s).GetObject(1)) }
func (s RecipeBook) SetToBeDisplayed(v C.TextList)                 { C.Struct(s).SetObject(1, C.Object(v)) }
func (s RecipeBook) IsFilteringCraftable() bool                    { return C.Struct(s).Get1(0) }
func (s RecipeBook) SetIsFilteringCraftable(v bool)                { C.Struct(s).Set1(0, v) }
func (s RecipeBook) IsGuiOpen() bool                               { return C.Struct(s).Get1(1) }
func (s RecipeBook) SetIsGuiOpen(v bool)                           { C.Struct(s).Set1(1, v) }
func (s RecipeBook) IsFurnaceFilteringCraftable() bool             { return C.Struct(s).Get1(2) }
func (s RecipeBook) SetIsFurnaceFilteringCraftable(v bool)         { C.Struct(s).Set1(2, v) }
func (s RecipeBook) IsFurnaceGuiOpen() bool                        { return C.Struct(s).Get1(3) }
func (s RecipeBook) SetIsFurnaceGuiOpen(v bool)                    { C.Struct(s).Set1(3, v) }
func (s RecipeBook) IsBlastingFurnaceFilteringCraftable() bool     { return C.Struct(s).Get1(4) }
func (s RecipeBook) SetIsBlastingFurnaceFilteringCraftable(v bool) { C.Struct(s).Set1(4, v) }
func (s RecipeBook) IsBlastingFurnaceGuiOpen() bool                { return C.Struct(s).Get1(5) }
func (s RecipeBook) SetIsBlastingFurnaceGuiOpen(v bool)            { C.Struct(s).Set1(5, v) }
func (s RecipeBook) IsSmokerFilteringCraftable() bool              { return C.Struct(s).Get1(6) }
func (s RecipeBook) SetIsSmokerFilteringCraftable(v bool)          { C.Struct(s).Set1(6, v) }
func (s RecipeBook) IsSmokerGuiOpen() bool                         { return C.Struct(s).Get1(7) }
func (s RecipeBook) SetIsSmokerGuiOpen(v bool)                     { C.Struct(s).Set1(7, v) }
func (s RecipeBook) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"recipes\":")
	if err != nil {
		return err
	}
	{
		s := s.Recipes()
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
	_, err = b.WriteString("\"toBeDisplayed\":")
	if err != nil {
		return err
	}
	{
		s := s.ToBeDisplayed()
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
	_, err = b.WriteString("\"isFilteringCraftable\":")
	if err != nil {
		return err
	}
	{
		s := s.IsFilteringCraftable()
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
	_, err = b.WriteString("\"isGuiOpen\":")
	if err != nil {
		return err
	}
	{
		s := s.IsGuiOpen()
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
	_, err = b.WriteString("\"isFurnaceFilteringCraftable\":")
	if err != nil {
		return err
	}
	{
		s := s.IsFurnaceFilteringCraftable()
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
	_, err = b.WriteString("\"isFurnaceGuiOpen\":")
	if err != nil {
		return err
	}
	{
		s := s.IsFurnaceGuiOpen()
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
	_, err = b.WriteString("\"isBlastingFurnaceFilteringCraftable\":")
	if err != nil {
		return err
	}
	{
		s := s.IsBlastingFurnaceFilteringCraftable()
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
	_, err = b.WriteString("\"isBlastingFurnaceGuiOpen\":")
	if err != nil {
		return err
	}
	{
		s := s.IsBlastingFurnaceGuiOpen()
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
	_, err = b.WriteString("\"isSmokerFilteringCraftable\":")
	if err != nil {
		return err
	}
	{
		s := s.IsSmokerFilteringCraftable()
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
	_, err = b.WriteString("\"isSmokerGuiOpen\":")
	if err != nil {
		return err
	}
	{
		s := s.IsSmokerGuiOpen()
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
func (s RecipeBook) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s RecipeBook) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("recipes = ")
	if err != nil {
		return err
	}
	{
		s := s.Recipes()
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
	_, err = b.WriteString("toBeDisplayed = ")
	if err != nil {
		return err
	}
	{
		s := s.ToBeDisplayed()
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
	_, err = b.WriteString("isFilteringCraftable = ")
	if err != nil {
		return err
	}
	{
		s := s.IsFilteringCraftable()
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
	_, err = b.WriteString("isGuiOpen = ")
	if err != nil {
		return err
	}
	{
		s := s.IsGuiOpen()
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
	_, err = b.WriteString("isFurnaceFilteringCraftable = ")
	if err != nil {
		return err
	}
	{
		s := s.IsFurnaceFilteringCraftable()
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
	_, err = b.WriteString("isFurnaceGuiOpen = ")
	if err != nil {
		return err
	}
	{
		s := s.IsFurnaceGuiOpen()
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
	_, err = b.WriteString("isBlastingFurnaceFilteringCraftable = ")
	if err != nil {
		return err
	}
	{
		s := s.IsBlastingFurnaceFilteringCraftable()
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
	_, err = b.WriteString("isBlastingFurnaceGuiOpen = ")
	if err != nil {
		return err
	}
	{
		s := s.IsBlastingFurnaceGuiOpen()
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
	_, err = b.WriteString("isSmokerFilteringCraftable = ")
	if err != nil {
		return err
	}
	{
		s := s.IsSmokerFilteringCraftable()
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
	_, err = b.WriteString("isSmokerGuiOpen = ")
	if err != nil {
		return err
	}
	{
		s := s.IsSmokerGuiOpen()
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
func (s RecipeBook) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type RecipeBook_List C.PointerList

func NewRecipeBookList(s *C.Segment, sz int) RecipeBook_List {
	return RecipeBook_List(s.NewCompositeList(8, 2, sz))
}
func (s RecipeBook_List) Len() int            { return C.PointerList(s).Len() }
func (s RecipeBook_List) At(i int) RecipeBook { return RecipeBook(C.PointerList(s).At(i).ToStruct()) }
func (s RecipeBook_List) ToArray() []RecipeBook {
	n := s.Len()
	a := make([]RecipeBook, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s RecipeBook_List) Set(i int, item RecipeBook) { C.PointerList(s).Set(i, C.Object(item)) }

type Player C.Struct
type PlayerSpawnForced Player
type PlayerSpawnForced_Which uint16

const (
	PLAYERSPAWNFORCED_NONE PlayerSpawnForced_Which = 0
	PLAYERSPAWNFORCED_SOME PlayerSpawnForced_Which = 1
)

func NewPlayer(s *C.Segment) Player             { return Player(s.NewStruct(80, 11)) }
func NewRootPlayer(s *C.Segment) Player         { return Player(s.NewRootStruct(80, 11)) }
func AutoNewPlayer(s *C.Segment) Player         { return Player(s.NewStructAR(80, 11)) }
func ReadRootPlayer(s *C.Segment) Player        { return Player(s.Root(0).ToStruct()) }
func (s Player) GameType() GameType             { return GameType(C.Struct(s).Get16(0)) }
func (s Player) SetGameType(v GameType)         { C.Struct(s).Set16(0, uint16(v)) }
func (s Player) PreviousGameType() GameType     { return GameType(C.Struct(s).Get16(2)) }
func (s Player) SetPreviousGameType(v GameType) { C.Struct(s).Set16(2, uint16(v)) }
func (s Player) Score() int64                   { return int64(C.Struct(s).Get64(8)) }
func (s Player) SetScore(v int64)               { C.Struct(s).Set64(8, uint64(v)) }
func (s Player) Dimension() string              { return C.Struct(s).GetObject(0).ToText() }
func (s Player) DimensionBytes() []byte         { return C.Struct(s).GetObject(0).ToDataTrimLastByte() }
func (s Player) SetDimension(v string)          { C.Struct(s).SetObject(0, s.Segment.NewText(v)) }
func (s Player) SelectedItemSlot() uint32       { return C.Struct(s).Get32(4) }
func (s Player) SetSelectedItemSlot(v uint32)   { C.Struct(s).Set32(4, v) }
func (s Player) SelectedItem() Item             { return Item(C.Struct(s).GetObject(1).ToStruct()) }
func (s Player) SetSelectedItem(v Item)         { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Player) SpawnDimension() string         { return C.Struct(s).GetObject(2).ToText() }
func (s Player) SpawnDimensionBytes() []byte    { return C.Struct(s).GetObject(2).ToDataTrimLastByte() }
func (s Player) SetSpawnDimension(v string)     { C.Struct(s).SetObject(2, s.Segment.NewText(v)) }
func (s Player) SpawnX() int64                  { return int64(C.Struct(s).Get64(16)) }
func (s Player) SetSpawnX(v int64)              { C.Struct(s).Set64(16, uint64(v)) }
func (s Player) SpawnY() int64                  { return int64(C.Struct(s).Get64(24)) }
func (s Player) SetSpawnY(v int64)              { C.Struct(s).Set64(24, uint64(v)) }
func (s Player) SpawnZ() int64                  { return int64(C.Struct(s).Get64(32)) }
func (s Player) SetSpawnZ(v int64)              { C.Struct(s).Set64(32, uint64(v)) }
func (s Player) SpawnForced() PlayerSpawnForced { return PlayerSpawnForced(s) }
func (s PlayerSpawnForced) Which() PlayerSpawnForced_Which {
	return PlayerSpawnForced_Which(C.Struct(s).Get16(40))
}
func (s PlayerSpawnForced) SetNone()              { C.Struct(s).Set16(40, 0) }
func (s PlayerSpawnForced) Some() bool            { return C.Struct(s).Get1(336) }
func (s PlayerSpawnForced) SetSome(v bool)        { C.Struct(s).Set16(40, 1); C.Struct(s).Set1(336, v) }
func (s Player) SleepTimer() uint16               { return C.Struct(s).Get16(44) }
func (s Player) SetSleepTimer(v uint16)           { C.Struct(s).Set16(44, v) }
func (s Player) FoodExhaustionLevel() float32     { return math.Float32frombits(C.Struct(s).Get32(48)) }
func (s Player) SetFoodExhaustionLevel(v float32) { C.Struct(s).Set32(48, math.Float32bits(v)) }
func (s Player) FoodSaturationLevel() float32     { return math.Float32frombits(C.Struct(s).Get32(52)) }
func (s Player) SetFoodSaturationLevel(v float32) { C.Struct(s).Set32(52, math.Float32bits(v)) }
func (s Player) FoodTickTimer() uint32            { return C.Struct(s).Get32(56) }
func (s Player) SetFoodTickTimer(v uint32)        { C.Struct(s).Set32(56, v) }
func (s Player) XpLevel() uint32                  { return C.Struct(s).Get32(60) }
func (s Player) SetXpLevel(v uint32)              { C.Struct(s).Set32(60, v) }
func (s Player) XpP() float32                     { return math.Float32frombits(C.Struct(s).Get32(64)) }
func (s Player) SetXpP(v float32)                 { C.Struct(s).Set32(64, math.Float32bits(v)) }
func (s Player) XpTotal() int32                   { return int32(C.Struct(s).Get32(68)) }
func (s Player) SetXpTotal(v int32)               { C.Struct(s).Set32(68, uint32(v)) }
func (s Player) XpSeed() int32                    { return int32(C.Struct(s).Get32(72)) }
func (s Player) SetXpSeed(v int32)                { C.Struct(s).Set32(72, uint32(v)) }
func (s Player) Inventory() Item_List             { return Item_List(C.Struct(s).GetObject(3)) }
func (s Player) SetInventory(v Item_List)         { C.Struct(s).SetObject(3, C.Object(v)) }
func (s Player) EnderItems() Item_List            { return Item_List(C.Struct(s).GetObject(4)) }
func (s Player) SetEnderItems(v Item_List)        { C.Struct(s).SetObject(4, C.Object(v)) }
func (s Player) Abilities() Abilities             { return Abilities(C.Struct(s).GetObject(5).ToStruct()) }
func (s Player) SetAbilities(v Abilities)         { C.Struct(s).SetObject(5, C.Object(v)) }
func (s Player) EnteredNetherPosition() Vector3d {
	return Vector3d(C.Struct(s).GetObject(6).ToStruct())
}
func (s Player) SetEnteredNetherPosition(v Vector3d) { C.Struct(s).SetObject(6, C.Object(v)) }
func (s Player) RootVehicle() Vehicle                { return Vehicle(C.Struct(s).GetObject(7).ToStruct()) }
func (s Player) SetRootVehicle(v Vehicle)            { C.Struct(s).SetObject(7, C.Object(v)) }
func (s Player) ShoulderEntityLeft() Entity          { return Entity(C.Struct(s).GetObject(8).ToStruct()) }
func (s Player) SetShoulderEntityLeft(v Entity)      { C.Struct(s).SetObject(8, C.Object(v)) }
func (s Player) ShoulderEntityRight() Entity         { return Entity(C.Struct(s).GetObject(9).ToStruct()) }
func (s Player) SetShoulderEntityRight(v Entity)     { C.Struct(s).SetObject(9, C.Object(v)) }
func (s Player) SeenCredits() bool                   { return C.Struct(s).Get1(337) }
func (s Player) SetSeenCredits(v bool)               { C.Struct(s).Set1(337, v) }
func (s Player) RecipeBook() RecipeBook              { return RecipeBook(C.Struct(s).GetObject(10).ToStruct()) }
func (s Player) SetRecipeBook(v RecipeBook)          { C.Struct(s).SetObject(10, C.Object(v)) }
func (s Player) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"gameType\":")
	if err != nil {
		return err
	}
	{
		s := s.GameType()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"previousGameType\":")
	if err != nil {
		return err
	}
	{
		s := s.PreviousGameType()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"score\":")
	if err != nil {
		return err
	}
	{
		s := s.Score()
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
	_, err = b.WriteString("\"dimension\":")
	if err != nil {
		return err
	}
	{
		s := s.Dimension()
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
	_, err = b.WriteString("\"selectedItemSlot\":")
	if err != nil {
		return err
	}
	{
		s := s.SelectedItemSlot()
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
	_, err = b.WriteString("\"selectedItem\":")
	if err != nil {
		return err
	}
	{
		s := s.SelectedItem()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"spawnDimension\":")
	if err != nil {
		return err
	}
	{
		s := s.SpawnDimension()
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
	_, err = b.WriteString("\"spawnX\":")
	if err != nil {
		return err
	}
	{
		s := s.SpawnX()
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
	_, err = b.WriteString("\"spawnY\":")
	if err != nil {
		return err
	}
	{
		s := s.SpawnY()
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
	_, err = b.WriteString("\"spawnZ\":")
	if err != nil {
		return err
	}
	{
		s := s.SpawnZ()
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
	_, err = b.WriteString("\"spawnForced\":")
	if err != nil {
		return err
	}
	{
		s := s.SpawnForced()
		err = b.WriteByte('{')
		if err != nil {
			return err
		}
		if s.Which() == PLAYERSPAWNFORCED_NONE {
			_, err = b.WriteString("\"none\":")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == PLAYERSPAWNFORCED_SOME {
			_, err = b.WriteString("\"some\":")
			if err != nil {
				return err
			}
			{
				s := s.Some()
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte('}')
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"sleepTimer\":")
	if err != nil {
		return err
	}
	{
		s := s.SleepTimer()
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
	_, err = b.WriteString("\"foodExhaustionLevel\":")
	if err != nil {
		return err
	}
	{
		s := s.FoodExhaustionLevel()
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
	_, err = b.WriteString("\"foodSaturationLevel\":")
	if err != nil {
		return err
	}
	{
		s := s.FoodSaturationLevel()
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
	_, err = b.WriteString("\"foodTickTimer\":")
	if err != nil {
		return err
	}
	{
		s := s.FoodTickTimer()
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
	_, err = b.WriteString("\"xpLevel\":")
	if err != nil {
		return err
	}
	{
		s := s.XpLevel()
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
	_, err = b.WriteString("\"xpP\":")
	if err != nil {
		return err
	}
	{
		s := s.XpP()
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
	_, err = b.WriteString("\"xpTotal\":")
	if err != nil {
		return err
	}
	{
		s := s.XpTotal()
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
	_, err = b.WriteString("\"xpSeed\":")
	if err != nil {
		return err
	}
	{
		s := s.XpSeed()
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
	_, err = b.WriteString("\"inventory\":")
	if err != nil {
		return err
	}
	{
		s := s.Inventory()
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
	_, err = b.WriteString("\"enderItems\":")
	if err != nil {
		return err
	}
	{
		s := s.EnderItems()
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
	_, err = b.WriteString("\"abilities\":")
	if err != nil {
		return err
	}
	{
		s := s.Abilities()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"enteredNetherPosition\":")
	if err != nil {
		return err
	}
	{
		s := s.EnteredNetherPosition()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"rootVehicle\":")
	if err != nil {
		return err
	}
	{
		s := s.RootVehicle()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"shoulderEntityLeft\":")
	if err != nil {
		return err
	}
	{
		s := s.ShoulderEntityLeft()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"shoulderEntityRight\":")
	if err != nil {
		return err
	}
	{
		s := s.ShoulderEntityRight()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"seenCredits\":")
	if err != nil {
		return err
	}
	{
		s := s.SeenCredits()
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
	_, err = b.WriteString("\"recipeBook\":")
	if err != nil {
		return err
	}
	{
		s := s.RecipeBook()
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
func (s Player) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Player) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("gameType = ")
	if err != nil {
		return err
	}
	{
		s := s.GameType()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("previousGameType = ")
	if err != nil {
		return err
	}
	{
		s := s.PreviousGameType()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("score = ")
	if err != nil {
		return err
	}
	{
		s := s.Score()
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
	_, err = b.WriteString("dimension = ")
	if err != nil {
		return err
	}
	{
		s := s.Dimension()
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
	_, err = b.WriteString("selectedItemSlot = ")
	if err != nil {
		return err
	}
	{
		s := s.SelectedItemSlot()
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
	_, err = b.WriteString("selectedItem = ")
	if err != nil {
		return err
	}
	{
		s := s.SelectedItem()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("spawnDimension = ")
	if err != nil {
		return err
	}
	{
		s := s.SpawnDimension()
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
	_, err = b.WriteString("spawnX = ")
	if err != nil {
		return err
	}
	{
		s := s.SpawnX()
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
	_, err = b.WriteString("spawnY = ")
	if err != nil {
		return err
	}
	{
		s := s.SpawnY()
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
	_, err = b.WriteString("spawnZ = ")
	if err != nil {
		return err
	}
	{
		s := s.SpawnZ()
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
	_, err = b.WriteString("spawnForced = ")
	if err != nil {
		return err
	}
	{
		s := s.SpawnForced()
		err = b.WriteByte('(')
		if err != nil {
			return err
		}
		if s.Which() == PLAYERSPAWNFORCED_NONE {
			_, err = b.WriteString("none = ")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == PLAYERSPAWNFORCED_SOME {
			_, err = b.WriteString("some = ")
			if err != nil {
				return err
			}
			{
				s := s.Some()
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte(')')
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("sleepTimer = ")
	if err != nil {
		return err
	}
	{
		s := s.SleepTimer()
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
	_, err = b.WriteString("foodExhaustionLevel = ")
	if err != nil {
		return err
	}
	{
		s := s.FoodExhaustionLevel()
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
	_, err = b.WriteString("foodSaturationLevel = ")
	if err != nil {
		return err
	}
	{
		s := s.FoodSaturationLevel()
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
	_, err = b.WriteString("foodTickTimer = ")
	if err != nil {
		return err
	}
	{
		s := s.FoodTickTimer()
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
	_, err = b.WriteString("xpLevel = ")
	if err != nil {
		return err
	}
	{
		s := s.XpLevel()
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
	_, err = b.WriteString("xpP = ")
	if err != nil {
		return err
	}
	{
		s := s.XpP()
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
	_, err = b.WriteString("xpTotal = ")
	if err != nil {
		return err
	}
	{
		s := s.XpTotal()
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
	_, err = b.WriteString("xpSeed = ")
	if err != nil {
		return err
	}
	{
		s := s.XpSeed()
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
	_, err = b.WriteString("inventory = ")
	if err != nil {
		return err
	}
	{
		s := s.Inventory()
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
	_, err = b.WriteString("enderItems = ")
	if err != nil {
		return err
	}
	{
		s := s.EnderItems()
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
	_, err = b.WriteString("abilities = ")
	if err != nil {
		return err
	}
	{
		s := s.Abilities()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("enteredNetherPosition = ")
	if err != nil {
		return err
	}
	{
		s := s.EnteredNetherPosition()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("rootVehicle = ")
	if err != nil {
		return err
	}
	{
		s := s.RootVehicle()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("shoulderEntityLeft = ")
	if err != nil {
		return err
	}
	{
		s := s.ShoulderEntityLeft()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("shoulderEntityRight = ")
	if err != nil {
		return err
	}
	{
		s := s.ShoulderEntityRight()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("seenCredits = ")
	if err != nil {
		return err
	}
	{
		s := s.SeenCredits()
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
	_, err = b.WriteString("recipeBook = ")
	if err != nil {
		return err
	}
	{
		s := s.RecipeBook()
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
func (s Player) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Player_List C.PointerList

func NewPlayerList(s *C.Segment, sz int) Player_List {
	return Player_List(s.NewCompositeList(80, 11, sz))
}
func (s Player_List) Len() int        { return C.PointerList(s).Len() }
func (s Player_List) At(i int) Player { return Player(C.PointerList(s).At(i).ToStruct()) }
func (s Player_List) ToArray() []Player {
	n := s.Len()
	a := make([]Player, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Player_List) Set(i int, item Player) { C.PointerList(s).Set(i, C.Object(item)) }

type Save C.Struct

func NewSave(s *C.Segment) Save         { return Save(s.NewStruct(0, 1)) }
func NewRootSave(s *C.Segment) Save     { return Save(s.NewRootStruct(0, 1)) }
func AutoNewSave(s *C.Segment) Save     { return Save(s.NewStructAR(0, 1)) }
func ReadRootSave(s *C.Segment) Save    { return Save(s.Root(0).ToStruct()) }
func (s Save) Players() Player_List     { return Player_List(C.Struct(s).GetObject(0)) }
func (s Save) SetPlayers(v Player_List) { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Save) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"players\":")
	if err != nil {
		return err
	}
	{
		s := s.Players()
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
func (s Save) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Save) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("players = ")
	if err != nil {
		return err
	}
	{
		s := s.Players()
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
func (s Save) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Save_List C.PointerList

func NewSaveList(s *C.Segment, sz int) Save_List { return Save_List(s.NewCompositeList(0, 1, sz)) }
func (s Save_List) Len() int                     { return C.PointerList(s).Len() }
func (s Save_List) At(i int) Save                { return Save(C.PointerList(s).At(i).ToStruct()) }
func (s Save_List) ToArray() []Save {
	n := s.Len()
	a := make([]Save, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Save_List) Set(i int, item Save) { C.PointerList(s).Set(i, C.Object(item)) }

type EntityType uint16

const (
	ENTITYTYPE_ARLEIGHBURKE EntityType = 0
	ENTITYTYPE_BISMARCK     EntityType = 1
	ENTITYTYPE_CLEMENCEAU   EntityType = 2
	ENTITYTYPE_FLETCHER     EntityType = 3
	ENTITYTYPE_G5           EntityType = 4
	ENTITYTYPE_IOWA         EntityType = 5
	ENTITYTYPE_KOLKATA      EntityType = 6
	ENTITYTYPE_OSA          EntityType = 7
	ENTITYTYPE_YASEN        EntityType = 8
	ENTITYTYPE_ZUBR         EntityType = 9
)

func (c EntityType) String() string {
	switch c {
	case ENTITYTYPE_ARLEIGHBURKE:
		return "arleighBurke"
	case ENTITYTYPE_BISMARCK:
		return "bismarck"
	case ENTITYTYPE_CLEMENCEAU:
		return "clemenceau"
	case ENTITYTYPE_FLETCHER:
		return "fletcher"
	case ENTITYTYPE_G5:
		return "g5"
	case ENTITYTYPE_IOWA:
		return "iowa"
	case ENTITYTYPE_KOLKATA:
		return "kolkata"
	case ENTITYTYPE_OSA:
		return "osa"
	case ENTITYTYPE_YASEN:
		return "yasen"
	case ENTITYTYPE_ZUBR:
		return "zubr"
	default:
		return ""
	}
}

func EntityTypeFromString(c string) EntityType {
	switch c {
	case "arleighBurke":
		return ENTITYTYPE_ARLEIGHBURKE
	case "bismarck":
		return ENTITYTYPE_BISMARCK
	case "clemenceau":
		return ENTITYTYPE_CLEMENCEAU
	case "fletcher":
		return ENTITYTYPE_FLETCHER
	case "g5":
		return ENTITYTYPE_G5
	case "iowa":
		return ENTITYTYPE_IOWA
	case "kolkata":
		return ENTITYTYPE_KOLKATA
	case "osa":
		return ENTITYTYPE_OSA
	case "yasen":
		return ENTITYTYPE_YASEN
	case "zubr":
		return ENTITYTYPE_ZUBR
	default:
		return 0
	}
}

type EntityType_List C.PointerList

func NewEntityTypeList(s *C.Segment, sz int) EntityType_List {
	return EntityType_List(s.NewUInt16List(sz))
}
func (s EntityType_List) Len() int            { return C.UInt16List(s).Len() }
func (s EntityType_List) At(i int) EntityType { return EntityType(C.UInt16List(s).At(i)) }
func (s EntityType_List) ToArray() []EntityType {
	n := s.Len()
	a := make([]EntityType, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s EntityType_List) Set(i int, item EntityType) { C.UInt16List(s).Set(i, uint16(item)) }
func (s EntityType) WriteJSON(w io.Writer) error {
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
func (s EntityType) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s EntityType) WriteCapLit(w io.Writer) error {
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
func (s EntityType) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Guidance C.Struct

func NewGuidance(s *C.Segment) Guidance      { return Guidance(s.NewStruct(8, 0)) }
func NewRootGuidance(s *C.Segment) Guidance  { return Guidance(s.NewRootStruct(8, 0)) }
func AutoNewGuidance(s *C.Segment) Guidance  { return Guidance(s.NewStructAR(8, 0)) }
func ReadRootGuidance(s *C.Segment) Guidance { return Guidance(s.Root(0).ToStruct()) }
func (s Guidance) Angle() uint16             { return C.Struct(s).Get16(0) }
func (s Guidance) SetAngle(v uint16)         { C.Struct(s).Set16(0, v) }
func (s Guidance) Submerge() bool            { return C.Struct(s).Get1(16) }
func (s Guidance) SetSubmerge(v bool)        { C.Struct(s).Set1(16, v) }
func (s Guidance) Velocity() int16           { return int16(C.Struct(s).Get16(4)) }
func (s Guidance) SetVelocity(v int16)       { C.Struct(s).Set16(4, uint16(v)) }
func (s Guidance) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"angle\":")
	if err != nil {
		return err
	}
	{
		s := s.Angle()
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
	_, err = b.WriteString("\"submerge\":")
	if err != nil {
		return err
	}
	{
		s := s.Submerge()
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
	_, err = b.WriteString("\"velocity\":")
	if err != nil {
		return err
	}
	{
		s := s.Velocity()
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
func (s Guidance) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Guidance) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("angle = ")
	if err != nil {
		return err
	}
	{
		s := s.Angle()
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
	_, err = b.WriteString("submerge = ")
	if err != nil {
		return err
	}
	{
		s := s.Submerge()
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
	_, err = b.WriteString("velocity = ")
	if err != nil {
		return err
	}
	{
		s := s.Velocity()
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
func (s Guidance) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Guidance_List C.PointerList

func NewGuidanceList(s *C.Segment, sz int) Guidance_List {
	return Guidance_List(s.NewCompositeList(8, 0, sz))
}
func (s Guidance_List) Len() int          { return C.PointerList(s).Len() }
func (s Guidance_List) At(i int) Guidance { return Guidance(C.PointerList(s).At(i).ToStruct()) }
func (s Guidance_List) ToArray() []Guidance {
	n := s.Len()
	a := make([]Guidance, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Guidance_List) Set(i int, item Guidance) { C.PointerList(s).Set(i, C.Object(item)) }

type Transform C.Struct

func NewTransform(s *C.Segment) Transform      { return Transform(s.NewStruct(8, 1)) }
func NewRootTransform(s *C.Segment) Transform  { return Transform(s.NewRootStruct(8, 1)) }
func AutoNewTransform(s *C.Segment) Transform  { return Transform(s.NewStructAR(8, 1)) }
func ReadRootTransform(s *C.Segment) Transform { return Transform(s.Root(0).ToStruct()) }
func (s Transform) Altitude() int8             { return int8(C.Struct(s).Get8(0)) }
func (s Transform) SetAltitude(v int8)         { C.Struct(s).Set8(0, uint8(v)) }
func (s Transform) Angle() uint16              { return C.Struct(s).Get16(2) }
func (s Transform) SetAngle(v uint16)          { C.Struct(s).Set16(2, v) }
func (s Transform) Position() Vector2f         { return Vector2f(C.Struct(s).GetObject(0).ToStruct()) }
func (s Transform) SetPosition(v Vector2f)     { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Transform) Velocity() int16            { return int16(C.Struct(s).Get16(4)) }
func (s Transform) SetVelocity(v int16)        { C.Struct(s).Set16(4, uint16(v)) }
func (s Transform) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"altitude\":")
	if err != nil {
		return err
	}
	{
		s := s.Altitude()
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
	_, err = b.WriteString("\"angle\":")
	if err != nil {
		return err
	}
	{
		s := s.Angle()
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
	_, err = b.WriteString("\"position\":")
	if err != nil {
		return err
	}
	{
		s := s.Position()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"velocity\":")
	if err != nil {
		return err
	}
	{
		s := s.Velocity()
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
func (s Transform) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Transform) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("altitude = ")
	if err != nil {
		return err
	}
	{
		s := s.Altitude()
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
	_, err = b.WriteString("angle = ")
	if err != nil {
		return err
	}
	{
		s := s.Angle()
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
	_, err = b.WriteString("position = ")
	if err != nil {
		return err
	}
	{
		s := s.Position()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("velocity = ")
	if err != nil {
		return err
	}
	{
		s := s.Velocity()
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
func (s Transform) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Transform_List C.PointerList

func NewTransformList(s *C.Segment, sz int) Transform_List {
	return Transform_List(s.NewCompositeList(8, 1, sz))
}
func (s Transform_List) Len() int           { return C.PointerList(s).Len() }
func (s Transform_List) At(i int) Transform { return Transform(C.PointerList(s).At(i).ToStruct()) }
func (s Transform_List) ToArray() []Transform {
	n := s.Len()
	a := make([]Transform, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Transform_List) Set(i int, item Transform) { C.PointerList(s).Set(i, C.Object(item)) }

type Contact C.Struct
type ContactEntityType Contact
type ContactPlayerId Contact
type ContactEntityType_Which uint16

const (
	CONTACTENTITYTYPE_NONE ContactEntityType_Which = 0
	CONTACTENTITYTYPE_SOME ContactEntityType_Which = 1
)

type ContactPlayerId_Which uint16

const (
	CONTACTPLAYERID_NONE ContactPlayerId_Which = 0
	CONTACTPLAYERID_SOME ContactPlayerId_Which = 1
)

func NewContact(s *C.Segment) Contact           { return Contact(s.NewStruct(16, 4)) }
func NewRootContact(s *C.Segment) Contact       { return Contact(s.NewRootStruct(16, 4)) }
func AutoNewContact(s *C.Segment) Contact       { return Contact(s.NewStructAR(16, 4)) }
func ReadRootContact(s *C.Segment) Contact      { return Contact(s.Root(0).ToStruct()) }
func (s Contact) Damage() uint8                 { return C.Struct(s).Get8(0) }
func (s Contact) SetDamage(v uint8)             { C.Struct(s).Set8(0, v) }
func (s Contact) EntityId() uint32              { return C.Struct(s).Get32(4) }
func (s Contact) SetEntityId(v uint32)          { C.Struct(s).Set32(4, v) }
func (s Contact) EntityType() ContactEntityType { return ContactEntityType(s) }
func (s ContactEntityType) Which() ContactEntityType_Which {
	return ContactEntityType_Which(C.Struct(s).Get16(2))
}
func (s ContactEntityType) SetNone()         { C.Struct(s).Set16(2, 0) }
func (s ContactEntityType) Some() EntityType { return EntityType(C.Struct(s).Get16(8)) }
func (s ContactEntityType) SetSome(v EntityType) {
	C.Struct(s).Set16(2, 1)
	C.Struct(s).Set16(8, uint16(v))
}
func (s Contact) Guidance() Guidance        { return Guidance(C.Struct(s).GetObject(0).ToStruct()) }
func (s Contact) SetGuidance(v Guidance)    { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Contact) PlayerId() ContactPlayerId { return ContactPlayerId(s) }
func (s ContactPlayerId) Which() ContactPlayerId_Which {
	return ContactPlayerId_Which(C.Struct(s).Get16(10))
}
func (s ContactPlayerId) SetNone()               { C.Struct(s).Set16(10, 0) }
func (s ContactPlayerId) Some() uint16           { return C.Struct(s).Get16(12) }
func (s ContactPlayerId) SetSome(v uint16)       { C.Struct(s).Set16(10, 1); C.Struct(s).Set16(12, v) }
func (s Contact) Reloads() C.BitList             { return C.BitList(C.Struct(s).GetObject(1)) }
func (s Contact) SetReloads(v C.BitList)         { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Contact) Transform() Transform           { return Transform(C.Struct(s).GetObject(2).ToStruct()) }
func (s Contact) SetTransform(v Transform)       { C.Struct(s).SetObject(2, C.Object(v)) }
func (s Contact) TurretAngles() C.UInt16List     { return C.UInt16List(C.Struct(s).GetObject(3)) }
func (s Contact) SetTurretAngles(v C.UInt16List) { C.Struct(s).SetObject(3, C.Object(v)) }
func (s Contact) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
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
	_, err = b.WriteString("\"entityId\":")
	if err != nil {
		return err
	}
	{
		s := s.EntityId()
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
	_, err = b.WriteString("\"entityType\":")
	if err != nil {
		return err
	}
	{
		s := s.EntityType()
		err = b.WriteByte('{')
		if err != nil {
			return err
		}
		if s.Which() == CONTACTENTITYTYPE_NONE {
			_, err = b.WriteString("\"none\":")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == CONTACTENTITYTYPE_SOME {
			_, err = b.WriteString("\"some\":")
			if err != nil {
				return err
			}
			{
				s := s.Some()
				err = s.WriteJSON(b)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte('}')
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"guidance\":")
	if err != nil {
		return err
	}
	{
		s := s.Guidance()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"playerId\":")
	if err != nil {
		return err
	}
	{
		s := s.PlayerId()
		err = b.WriteByte('{')
		if err != nil {
			return err
		}
		if s.Which() == CONTACTPLAYERID_NONE {
			_, err = b.WriteString("\"none\":")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == CONTACTPLAYERID_SOME {
			_, err = b.WriteString("\"some\":")
			if err != nil {
				return err
			}
			{
				s := s.Some()
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte('}')
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"reloads\":")
	if err != nil {
		return err
	}
	{
		s := s.Reloads()
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
	_, err = b.WriteString("\"transform\":")
	if err != nil {
		return err
	}
	{
		s := s.Transform()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"turretAngles\":")
	if err != nil {
		return err
	}
	{
		s := s.TurretAngles()
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
func (s Contact) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Contact) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
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
	_, err = b.WriteString("entityId = ")
	if err != nil {
		return err
	}
	{
		s := s.EntityId()
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
	_, err = b.WriteString("entityType = ")
	if err != nil {
		return err
	}
	{
		s := s.EntityType()
		err = b.WriteByte('(')
		if err != nil {
			return err
		}
		if s.Which() == CONTACTENTITYTYPE_NONE {
			_, err = b.WriteString("none = ")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == CONTACTENTITYTYPE_SOME {
			_, err = b.WriteString("some = ")
			if err != nil {
				return err
			}
			{
				s := s.Some()
				err = s.WriteCapLit(b)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte(')')
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("guidance = ")
	if err != nil {
		return err
	}
	{
		s := s.Guidance()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("playerId = ")
	if err != nil {
		return err
	}
	{
		s := s.PlayerId()
		err = b.WriteByte('(')
		if err != nil {
			return err
		}
		if s.Which() == CONTACTPLAYERID_NONE {
			_, err = b.WriteString("none = ")
			if err != nil {
				return err
			}
			_ = s
			_, err = b.WriteString("null")
			if err != nil {
				return err
			}
		}
		if s.Which() == CONTACTPLAYERID_SOME {
			_, err = b.WriteString("some = ")
			if err != nil {
				return err
			}
			{
				s := s.Some()
				buf, err = json.Marshal(s)
				if err != nil {
					return err
				}
				_, err = b.Write(buf)
				if err != nil {
					return err
				}
			}
		}
		err = b.WriteByte(')')
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("reloads = ")
	if err != nil {
		return err
	}
	{
		s := s.Reloads()
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
	_, err = b.WriteString("transform = ")
	if err != nil {
		return err
	}
	{
		s := s.Transform()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
	if err != nil {
		return err
	}
	_, err = b.WriteString("turretAngles = ")
	if err != nil {
		return err
	}
	{
		s := s.TurretAngles()
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
func (s Contact) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Contact_List C.PointerList

func NewContactList(s *C.Segment, sz int) Contact_List {
	return Contact_List(s.NewCompositeList(16, 4, sz))
}
func (s Contact_List) Len() int         { return C.PointerList(s).Len() }
func (s Contact_List) At(i int) Contact { return Contact(C.PointerList(s).At(i).ToStruct()) }
func (s Contact_List) ToArray() []Contact {
	n := s.Len()
	a := make([]Contact, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Contact_List) Set(i int, item Contact) { C.PointerList(s).Set(i, C.Object(item)) }

type ChunkId C.Struct

func NewChunkId(s *C.Segment) ChunkId      { return ChunkId(s.NewStruct(8, 0)) }
func NewRootChunkId(s *C.Segment) ChunkId  { return ChunkId(s.NewRootStruct(8, 0)) }
func AutoNewChunkId(s *C.Segment) ChunkId  { return ChunkId(s.NewStructAR(8, 0)) }
func ReadRootChunkId(s *C.Segment) ChunkId { return ChunkId(s.Root(0).ToStruct()) }
func (s ChunkId) X() int8                  { return int8(C.Struct(s).Get8(0)) }
func (s ChunkId) SetX(v int8)              { C.Struct(s).Set8(0, uint8(v)) }
func (s ChunkId) Y() int8                  { return int8(C.Struct(s).Get8(1)) }
func (s ChunkId) SetY(v int8)              { C.Struct(s).Set8(1, uint8(v)) }
func (s ChunkId) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"x\":")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("\"y\":")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
func (s ChunkId) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s ChunkId) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("x = ")
	if err != nil {
		return err
	}
	{
		s := s.X()
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
	_, err = b.WriteString("y = ")
	if err != nil {
		return err
	}
	{
		s := s.Y()
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
func (s ChunkId) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type ChunkId_List C.PointerList

func NewChunkIdList(s *C.Segment, sz int) ChunkId_List {
	return ChunkId_List(s.NewCompositeList(8, 0, sz))
}
func (s ChunkId_List) Len() int         { return C.PointerList(s).Len() }
func (s ChunkId_List) At(i int) ChunkId { return ChunkId(C.PointerList(s).At(i).ToStruct()) }
func (s ChunkId_List) ToArray() []ChunkId {
	n := s.Len()
	a := make([]ChunkId, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s ChunkId_List) Set(i int, item ChunkId) { C.PointerList(s).Set(i, C.Object(item)) }

type TerrainUpdate C.Struct

func NewTerrainUpdate(s *C.Segment) TerrainUpdate      { return TerrainUpdate(s.NewStruct(0, 2)) }
func NewRootTerrainUpdate(s *C.Segment) TerrainUpdate  { return TerrainUpdate(s.NewRootStruct(0, 2)) }
func AutoNewTerrainUpdate(s *C.Segment) TerrainUpdate  { return TerrainUpdate(s.NewStructAR(0, 2)) }
func ReadRootTerrainUpdate(s *C.Segment) TerrainUpdate { return TerrainUpdate(s.Root(0).ToStruct()) }
func (s TerrainUpdate) ChunkId() ChunkId               { return ChunkId(C.Struct(s).GetObject(0).ToStruct()) }
func (s TerrainUpdate) SetChunkId(v ChunkId)           { C.Struct(s).SetObject(0, C.Object(v)) }
func (s TerrainUpdate) Data() []byte                   { return C.Struct(s).GetObject(1).ToData() }
func (s TerrainUpdate) SetData(v []byte)               { C.Struct(s).SetObject(1, s.Segment.NewData(v)) }
func (s TerrainUpdate) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"chunkId\":")
	if err != nil {
		return err
	}
	{
		s := s.ChunkId()
		err = s.WriteJSON(b)
		if err != nil {
			return err
		}
	}
	err = b.WriteByte(',')
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
	err = b.WriteByte('}')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s TerrainUpdate) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s TerrainUpdate) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("chunkId = ")
	if err != nil {
		return err
	}
	{
		s := s.ChunkId()
		err = s.WriteCapLit(b)
		if err != nil {
			return err
		}
	}
	_, err = b.WriteString(", ")
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
	err = b.WriteByte(')')
	if err != nil {
		return err
	}
	err = b.Flush()
	return err
}
func (s TerrainUpdate) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type TerrainUpdate_List C.PointerList

func NewTerrainUpdateList(s *C.Segment, sz int) TerrainUpdate_List {
	return TerrainUpdate_List(s.NewCompositeList(0, 2, sz))
}
func (s TerrainUpdate_List) Len() int { return C.PointerList(s).Len() }
func (s TerrainUpdate_List) At(i int) TerrainUpdate {
	return TerrainUpdate(C.PointerList(s).At(i).ToStruct())
}
func (s TerrainUpdate_List) ToArray() []TerrainUpdate {
	n := s.Len()
	a := make([]TerrainUpdate, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s TerrainUpdate_List) Set(i int, item TerrainUpdate) { C.PointerList(s).Set(i, C.Object(item)) }

type Update C.Struct

func NewUpdate(s *C.Segment) Update         { return Update(s.NewStruct(8, 3)) }
func NewRootUpdate(s *C.Segment) Update     { return Update(s.NewRootStruct(8, 3)) }
func AutoNewUpdate(s *C.Segment) Update     { return Update(s.NewStructAR(8, 3)) }
func ReadRootUpdate(s *C.Segment) Update    { return Update(s.Root(0).ToStruct()) }
func (s Update) Contacts() Contact_List     { return Contact_List(C.Struct(s).GetObject(0)) }
func (s Update) SetContacts(v Contact_List) { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Update) Removed() C.UInt32List      { return C.UInt32List(C.Struct(s).GetObject(1)) }
func (s Update) SetRemoved(v C.UInt32List)  { C.Struct(s).SetObject(1, C.Object(v)) }
func (s Update) Score() uint32              { return C.Struct(s).Get32(0) }
func (s Update) SetScore(v uint32)          { C.Struct(s).Set32(0, v) }
func (s Update) WorldRadius() float32       { return math.Float32frombits(C.Struct(s).Get32(4)) }
func (s Update) SetWorldRadius(v float32)   { C.Struct(s).Set32(4, math.Float32bits(v)) }
func (s Update) TerrainUpdates() TerrainUpdate_List {
	return TerrainUpdate_List(C.Struct(s).GetObject(2))
}
func (s Update) SetTerrainUpdates(v TerrainUpdate_List) { C.Struct(s).SetObject(2, C.Object(v)) }
func (s Update) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"contacts\":")
	if err != nil {
		return err
	}
	{
		s := s.Contacts()
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
	_, err = b.WriteString("\"removed\":")
	if err != nil {
		return err
	}
	{
		s := s.Removed()
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
	_, err = b.WriteString("\"score\":")
	if err != nil {
		return err
	}
	{
		s := s.Score()
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
	_, err = b.WriteString("\"worldRadius\":")
	if err != nil {
		return err
	}
	{
		s := s.WorldRadius()
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
	_, err = b.WriteString("\"terrainUpdates\":")
	if err != nil {
		return err
	}
	{
		s := s.TerrainUpdates()
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
func (s Update) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Update) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("contacts = ")
	if err != nil {
		return err
	}
	{
		s := s.Contacts()
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
	_, err = b.WriteString("removed = ")
	if err != nil {
		return err
	}
	{
		s := s.Removed()
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
	_, err = b.WriteString("score = ")
	if err != nil {
		return err
	}
	{
		s := s.Score()
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
	_, err = b.WriteString("worldRadius = ")
	if err != nil {
		return err
	}
	{
		s := s.WorldRadius()
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
	_, err = b.WriteString("terrainUpdates = ")
	if err != nil {
		return err
	}
	{
		s := s.TerrainUpdates()
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
func (s Update) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Update_List C.PointerList

func NewUpdateList(s *C.Segment, sz int) Update_List {
	return Update_List(s.NewCompositeList(8, 3, sz))
}
func (s Update_List) Len() int        { return C.PointerList(s).Len() }
func (s Update_List) At(i int) Update { return Update(C.PointerList(s).At(i).ToStruct()) }
func (s Update_List) ToArray() []Update {
	n := s.Len()
	a := make([]Update, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Update_List) Set(i int, item Update) { C.PointerList(s).Set(i, C.Object(item)) }

type Updates C.Struct

func NewUpdates(s *C.Segment) Updates      { return Updates(s.NewStruct(0, 1)) }
func NewRootUpdates(s *C.Segment) Updates  { return Updates(s.NewRootStruct(0, 1)) }
func AutoNewUpdates(s *C.Segment) Updates  { return Updates(s.NewStructAR(0, 1)) }
func ReadRootUpdates(s *C.Segment) Updates { return Updates(s.Root(0).ToStruct()) }
func (s Updates) Updates() Update_List     { return Update_List(C.Struct(s).GetObject(0)) }
func (s Updates) SetUpdates(v Update_List) { C.Struct(s).SetObject(0, C.Object(v)) }
func (s Updates) WriteJSON(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('{')
	if err != nil {
		return err
	}
	_, err = b.WriteString("\"updates\":")
	if err != nil {
		return err
	}
	{
		s := s.Updates()
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
func (s Updates) MarshalJSON() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteJSON(&b)
	return b.Bytes(), err
}
func (s Updates) WriteCapLit(w io.Writer) error {
	b := bufio.NewWriter(w)
	var err error
	var buf []byte
	_ = buf
	err = b.WriteByte('(')
	if err != nil {
		return err
	}
	_, err = b.WriteString("updates = ")
	if err != nil {
		return err
	}
	{
		s := s.Updates()
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
func (s Updates) MarshalCapLit() ([]byte, error) {
	b := bytes.Buffer{}
	err := s.WriteCapLit(&b)
	return b.Bytes(), err
}

type Updates_List C.PointerList

func NewUpdatesList(s *C.Segment, sz int) Updates_List {
	return Updates_List(s.NewCompositeList(0, 1, sz))
}
func (s Updates_List) Len() int         { return C.PointerList(s).Len() }
func (s Updates_List) At(i int) Updates { return Updates(C.PointerList(s).At(i).ToStruct()) }
func (s Updates_List) ToArray() []Updates {
	n := s.Len()
	a := make([]Updates, n)
	for i := 0; i < n; i++ {
		a[i] = s.At(i)
	}
	return a
}
func (s Updates_List) Set(i int, item Updates) { C.PointerList(s).Set(i, C.Object(item)) }
