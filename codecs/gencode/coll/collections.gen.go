package coll

import (
	"io"
	"time"
	"unsafe"
)

var (
	_ = unsafe.Sizeof(0)
	_ = io.ReadFull
	_ = time.Now()
)

type Logs struct {
	Logs []Log
}

func (d *Logs) Size() (s uint64) {

	{
		l := uint64(len(d.Logs))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Logs {

			{
				s += d.Logs[k0].Size()
			}

		}

	}
	return
}
func (d *Logs) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.Logs))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.Logs {

			{
				nbuf, err := d.Logs[k0].Marshal(buf[i+0:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	return buf[:i+0], nil
}

func (d *Logs) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Logs)) >= l {
			d.Logs = d.Logs[:l]
		} else {
			d.Logs = make([]Log, l)
		}
		for k0 := range d.Logs {

			{
				ni, err := d.Logs[k0].Unmarshal(buf[i+0:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	return i + 0, nil
}

type Log struct {
	Address      Address
	Identity     string
	UserID       string
	Date         string
	Request      string
	Code         uint16
	ResponseSize uint64
}

func (d *Log) Size() (s uint64) {

	{
		s += d.Address.Size()
	}
	{
		l := uint64(len(d.Identity))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	{
		l := uint64(len(d.UserID))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	{
		l := uint64(len(d.Date))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	{
		l := uint64(len(d.Request))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	{

		t := d.ResponseSize
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	s += 2
	return
}
func (d *Log) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		nbuf, err := d.Address.Marshal(buf[0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		l := uint64(len(d.Identity))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		copy(buf[i+0:], d.Identity)
		i += l
	}
	{
		l := uint64(len(d.UserID))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		copy(buf[i+0:], d.UserID)
		i += l
	}
	{
		l := uint64(len(d.Date))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		copy(buf[i+0:], d.Date)
		i += l
	}
	{
		l := uint64(len(d.Request))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		copy(buf[i+0:], d.Request)
		i += l
	}
	{

		buf[i+0+0] = byte(d.Code >> 0)

		buf[i+1+0] = byte(d.Code >> 8)

	}
	{

		t := uint64(d.ResponseSize)

		for t >= 0x80 {
			buf[i+2] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+2] = byte(t)
		i++

	}
	return buf[:i+2], nil
}

func (d *Log) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		ni, err := d.Address.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.Identity = string(buf[i+0 : i+0+l])
		i += l
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.UserID = string(buf[i+0 : i+0+l])
		i += l
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.Date = string(buf[i+0 : i+0+l])
		i += l
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.Request = string(buf[i+0 : i+0+l])
		i += l
	}
	{

		d.Code = 0 | (uint16(buf[i+0+0]) << 0) | (uint16(buf[i+1+0]) << 8)

	}
	{

		bs := uint8(7)
		t := uint64(buf[i+2] & 0x7F)
		for buf[i+2]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+2]&0x7F) << bs
			bs += 7
		}
		i++

		d.ResponseSize = t

	}
	return i + 2, nil
}

type Address struct {
	X0 uint8
	X1 uint8
	X2 uint8
	X3 uint8
}

func (d *Address) Size() (s uint64) {

	s += 4
	return
}
func (d *Address) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.X0 >> 0)

	}
	{

		buf[0+1] = byte(d.X1 >> 0)

	}
	{

		buf[0+2] = byte(d.X2 >> 0)

	}
	{

		buf[0+3] = byte(d.X3 >> 0)

	}
	return buf[:i+4], nil
}

func (d *Address) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.X0 = 0 | (uint8(buf[0+0]) << 0)

	}
	{

		d.X1 = 0 | (uint8(buf[0+1]) << 0)

	}
	{

		d.X2 = 0 | (uint8(buf[0+2]) << 0)

	}
	{

		d.X3 = 0 | (uint8(buf[0+3]) << 0)

	}
	return i + 4, nil
}

type Mesh struct {
	Triangles []Triangle
}

func (d *Mesh) Size() (s uint64) {

	{
		l := uint64(len(d.Triangles))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Triangles {

			{
				s += d.Triangles[k0].Size()
			}

		}

	}
	return
}
func (d *Mesh) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.Triangles))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.Triangles {

			{
				nbuf, err := d.Triangles[k0].Marshal(buf[i+0:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	return buf[:i+0], nil
}

func (d *Mesh) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Triangles)) >= l {
			d.Triangles = d.Triangles[:l]
		} else {
			d.Triangles = make([]Triangle, l)
		}
		for k0 := range d.Triangles {

			{
				ni, err := d.Triangles[k0].Unmarshal(buf[i+0:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	return i + 0, nil
}

type Triangle struct {
	V0     Vector3
	V1     Vector3
	V2     Vector3
	Normal Vector3
}

func (d *Triangle) Size() (s uint64) {

	{
		s += d.V0.Size()
	}
	{
		s += d.V1.Size()
	}
	{
		s += d.V2.Size()
	}
	{
		s += d.Normal.Size()
	}
	return
}
func (d *Triangle) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		nbuf, err := d.V0.Marshal(buf[0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		nbuf, err := d.V1.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		nbuf, err := d.V2.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		nbuf, err := d.Normal.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	return buf[:i+0], nil
}

func (d *Triangle) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		ni, err := d.V0.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		ni, err := d.V1.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		ni, err := d.V2.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		ni, err := d.Normal.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	return i + 0, nil
}

type Vector3 struct {
	X float32
	Y float32
	Z float32
}

func (d *Vector3) Size() (s uint64) {

	s += 12
	return
}
func (d *Vector3) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		v := *(*uint32)(unsafe.Pointer(&(d.X)))

		buf[0+0] = byte(v >> 0)

		buf[1+0] = byte(v >> 8)

		buf[2+0] = byte(v >> 16)

		buf[3+0] = byte(v >> 24)

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.Y)))

		buf[0+4] = byte(v >> 0)

		buf[1+4] = byte(v >> 8)

		buf[2+4] = byte(v >> 16)

		buf[3+4] = byte(v >> 24)

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.Z)))

		buf[0+8] = byte(v >> 0)

		buf[1+8] = byte(v >> 8)

		buf[2+8] = byte(v >> 16)

		buf[3+8] = byte(v >> 24)

	}
	return buf[:i+12], nil
}

func (d *Vector3) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		v := 0 | (uint32(buf[0+0]) << 0) | (uint32(buf[1+0]) << 8) | (uint32(buf[2+0]) << 16) | (uint32(buf[3+0]) << 24)
		d.X = *(*float32)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint32(buf[0+4]) << 0) | (uint32(buf[1+4]) << 8) | (uint32(buf[2+4]) << 16) | (uint32(buf[3+4]) << 24)
		d.Y = *(*float32)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint32(buf[0+8]) << 0) | (uint32(buf[1+8]) << 8) | (uint32(buf[2+8]) << 16) | (uint32(buf[3+8]) << 24)
		d.Z = *(*float32)(unsafe.Pointer(&v))

	}
	return i + 12, nil
}

type Save struct {
	Players []Player
}

func (d *Save) Size() (s uint64) {

	{
		l := uint64(len(d.Players))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Players {

			{
				s += d.Players[k0].Size()
			}

		}

	}
	return
}
func (d *Save) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.Players))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.Players {

			{
				nbuf, err := d.Players[k0].Marshal(buf[i+0:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	return buf[:i+0], nil
}

func (d *Save) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Players)) >= l {
			d.Players = d.Players[:l]
		} else {
			d.Players = make([]Player, l)
		}
		for k0 := range d.Players {

			{
				ni, err := d.Players[k0].Unmarshal(buf[i+0:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	return i + 0, nil
}

type Item struct {
	Count int8
	Slot  uint8
	ID    string
	Kind  ItemKind
}

func (d *Item) Size() (s uint64) {

	{
		l := uint64(len(d.ID))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	{
		s += d.Kind.Size()
	}
	s += 2
	return
}
func (d *Item) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.Count >> 0)

	}
	{

		buf[0+1] = byte(d.Slot >> 0)

	}
	{
		l := uint64(len(d.ID))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+2] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+2] = byte(t)
			i++

		}
		copy(buf[i+2:], d.ID)
		i += l
	}
	{
		nbuf, err := d.Kind.Marshal(buf[i+2:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	return buf[:i+2], nil
}

func (d *Item) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.Count = 0 | (int8(buf[i+0+0]) << 0)

	}
	{

		d.Slot = 0 | (uint8(buf[i+0+1]) << 0)

	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+2] & 0x7F)
			for buf[i+2]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+2]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.ID = string(buf[i+2 : i+2+l])
		i += l
	}
	{
		ni, err := d.Kind.Unmarshal(buf[i+2:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	return i + 2, nil
}

type ItemKind struct {
	Tool *Tool
	Food *Food
}

func (d *ItemKind) Size() (s uint64) {

	{
		if d.Tool != nil {

			{
				s += (*d.Tool).Size()
			}
			s += 0
		}
	}
	{
		if d.Food != nil {

			{
				s += (*d.Food).Size()
			}
			s += 0
		}
	}
	s += 2
	return
}
func (d *ItemKind) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		if d.Tool == nil {
			buf[i+0] = 0
		} else {
			buf[i+0] = 1

			{
				nbuf, err := (*d.Tool).Marshal(buf[1:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}
			i += 0
		}
	}
	{
		if d.Food == nil {
			buf[i+1] = 0
		} else {
			buf[i+1] = 1

			{
				nbuf, err := (*d.Food).Marshal(buf[i+2:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}
			i += 0
		}
	}
	return buf[:i+2], nil
}

func (d *ItemKind) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		if buf[i+0] == 1 {
			if d.Tool == nil {
				d.Tool = new(Tool)
			}

			{
				ni, err := (*d.Tool).Unmarshal(buf[i+1:])
				if err != nil {
					return 0, err
				}
				i += ni
			}
			i += 0
		} else {
			d.Tool = nil
		}
	}
	{
		if buf[i+1] == 1 {
			if d.Food == nil {
				d.Food = new(Food)
			}

			{
				ni, err := (*d.Food).Unmarshal(buf[i+2:])
				if err != nil {
					return 0, err
				}
				i += ni
			}
			i += 0
		} else {
			d.Food = nil
		}
	}
	return i + 2, nil
}

type Tool struct {
	Damage       uint16
	Enchantments []Enchantment
}

func (d *Tool) Size() (s uint64) {

	{
		l := uint64(len(d.Enchantments))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Enchantments {

			{
				s += d.Enchantments[k0].Size()
			}

		}

	}
	s += 2
	return
}
func (d *Tool) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.Damage >> 0)

		buf[1+0] = byte(d.Damage >> 8)

	}
	{
		l := uint64(len(d.Enchantments))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+2] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+2] = byte(t)
			i++

		}
		for k0 := range d.Enchantments {

			{
				nbuf, err := d.Enchantments[k0].Marshal(buf[i+2:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	return buf[:i+2], nil
}

func (d *Tool) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.Damage = 0 | (uint16(buf[i+0+0]) << 0) | (uint16(buf[i+1+0]) << 8)

	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+2] & 0x7F)
			for buf[i+2]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+2]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Enchantments)) >= l {
			d.Enchantments = d.Enchantments[:l]
		} else {
			d.Enchantments = make([]Enchantment, l)
		}
		for k0 := range d.Enchantments {

			{
				ni, err := d.Enchantments[k0].Unmarshal(buf[i+2:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	return i + 2, nil
}

type Enchantment struct {
	ID    string
	Level uint8
}

func (d *Enchantment) Size() (s uint64) {

	{
		l := uint64(len(d.ID))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	s += 1
	return
}
func (d *Enchantment) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.ID))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		copy(buf[i+0:], d.ID)
		i += l
	}
	{

		buf[i+0+0] = byte(d.Level >> 0)

	}
	return buf[:i+1], nil
}

func (d *Enchantment) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.ID = string(buf[i+0 : i+0+l])
		i += l
	}
	{

		d.Level = 0 | (uint8(buf[i+0+0]) << 0)

	}
	return i + 1, nil
}

type Food struct {
	Saturation float32
}

func (d *Food) Size() (s uint64) {

	s += 4
	return
}
func (d *Food) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		v := *(*uint32)(unsafe.Pointer(&(d.Saturation)))

		buf[0+0] = byte(v >> 0)

		buf[1+0] = byte(v >> 8)

		buf[2+0] = byte(v >> 16)

		buf[3+0] = byte(v >> 24)

	}
	return buf[:i+4], nil
}

func (d *Food) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		v := 0 | (uint32(buf[0+0]) << 0) | (uint32(buf[1+0]) << 8) | (uint32(buf[2+0]) << 16) | (uint32(buf[3+0]) << 24)
		d.Saturation = *(*float32)(unsafe.Pointer(&v))

	}
	return i + 4, nil
}

type Abilities struct {
	WalkSpeed    float32
	FlySpeed     float32
	MayFly       bool
	Flying       bool
	Invulnerable bool
	MayBuild     bool
	Instabuild   bool
}

func (d *Abilities) Size() (s uint64) {

	s += 13
	return
}
func (d *Abilities) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		v := *(*uint32)(unsafe.Pointer(&(d.WalkSpeed)))

		buf[0+0] = byte(v >> 0)

		buf[1+0] = byte(v >> 8)

		buf[2+0] = byte(v >> 16)

		buf[3+0] = byte(v >> 24)

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.FlySpeed)))

		buf[0+4] = byte(v >> 0)

		buf[1+4] = byte(v >> 8)

		buf[2+4] = byte(v >> 16)

		buf[3+4] = byte(v >> 24)

	}
	{
		if d.MayFly {
			buf[8] = 1
		} else {
			buf[8] = 0
		}
	}
	{
		if d.Flying {
			buf[9] = 1
		} else {
			buf[9] = 0
		}
	}
	{
		if d.Invulnerable {
			buf[10] = 1
		} else {
			buf[10] = 0
		}
	}
	{
		if d.MayBuild {
			buf[11] = 1
		} else {
			buf[11] = 0
		}
	}
	{
		if d.Instabuild {
			buf[12] = 1
		} else {
			buf[12] = 0
		}
	}
	return buf[:i+13], nil
}

func (d *Abilities) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		v := 0 | (uint32(buf[0+0]) << 0) | (uint32(buf[1+0]) << 8) | (uint32(buf[2+0]) << 16) | (uint32(buf[3+0]) << 24)
		d.WalkSpeed = *(*float32)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint32(buf[0+4]) << 0) | (uint32(buf[1+4]) << 8) | (uint32(buf[2+4]) << 16) | (uint32(buf[3+4]) << 24)
		d.FlySpeed = *(*float32)(unsafe.Pointer(&v))

	}
	{
		d.MayFly = buf[8] == 1
	}
	{
		d.Flying = buf[9] == 1
	}
	{
		d.Invulnerable = buf[10] == 1
	}
	{
		d.MayBuild = buf[11] == 1
	}
	{
		d.Instabuild = buf[12] == 1
	}
	return i + 13, nil
}

type Vector3d struct {
	X float64
	Y float64
	Z float64
}

func (d *Vector3d) Size() (s uint64) {

	s += 24
	return
}
func (d *Vector3d) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		v := *(*uint64)(unsafe.Pointer(&(d.X)))

		buf[0+0] = byte(v >> 0)

		buf[1+0] = byte(v >> 8)

		buf[2+0] = byte(v >> 16)

		buf[3+0] = byte(v >> 24)

		buf[4+0] = byte(v >> 32)

		buf[5+0] = byte(v >> 40)

		buf[6+0] = byte(v >> 48)

		buf[7+0] = byte(v >> 56)

	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Y)))

		buf[0+8] = byte(v >> 0)

		buf[1+8] = byte(v >> 8)

		buf[2+8] = byte(v >> 16)

		buf[3+8] = byte(v >> 24)

		buf[4+8] = byte(v >> 32)

		buf[5+8] = byte(v >> 40)

		buf[6+8] = byte(v >> 48)

		buf[7+8] = byte(v >> 56)

	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Z)))

		buf[0+16] = byte(v >> 0)

		buf[1+16] = byte(v >> 8)

		buf[2+16] = byte(v >> 16)

		buf[3+16] = byte(v >> 24)

		buf[4+16] = byte(v >> 32)

		buf[5+16] = byte(v >> 40)

		buf[6+16] = byte(v >> 48)

		buf[7+16] = byte(v >> 56)

	}
	return buf[:i+24], nil
}

func (d *Vector3d) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		v := 0 | (uint64(buf[0+0]) << 0) | (uint64(buf[1+0]) << 8) | (uint64(buf[2+0]) << 16) | (uint64(buf[3+0]) << 24) | (uint64(buf[4+0]) << 32) | (uint64(buf[5+0]) << 40) | (uint64(buf[6+0]) << 48) | (uint64(buf[7+0]) << 56)
		d.X = *(*float64)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint64(buf[0+8]) << 0) | (uint64(buf[1+8]) << 8) | (uint64(buf[2+8]) << 16) | (uint64(buf[3+8]) << 24) | (uint64(buf[4+8]) << 32) | (uint64(buf[5+8]) << 40) | (uint64(buf[6+8]) << 48) | (uint64(buf[7+8]) << 56)
		d.Y = *(*float64)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint64(buf[0+16]) << 0) | (uint64(buf[1+16]) << 8) | (uint64(buf[2+16]) << 16) | (uint64(buf[3+16]) << 24) | (uint64(buf[4+16]) << 32) | (uint64(buf[5+16]) << 40) | (uint64(buf[6+16]) << 48) | (uint64(buf[7+16]) << 56)
		d.Z = *(*float64)(unsafe.Pointer(&v))

	}
	return i + 24, nil
}

type Vector2f struct {
	X float32
	Y float32
}

func (d *Vector2f) Size() (s uint64) {

	s += 8
	return
}
func (d *Vector2f) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		v := *(*uint32)(unsafe.Pointer(&(d.X)))

		buf[0+0] = byte(v >> 0)

		buf[1+0] = byte(v >> 8)

		buf[2+0] = byte(v >> 16)

		buf[3+0] = byte(v >> 24)

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.Y)))

		buf[0+4] = byte(v >> 0)

		buf[1+4] = byte(v >> 8)

		buf[2+4] = byte(v >> 16)

		buf[3+4] = byte(v >> 24)

	}
	return buf[:i+8], nil
}

func (d *Vector2f) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		v := 0 | (uint32(buf[0+0]) << 0) | (uint32(buf[1+0]) << 8) | (uint32(buf[2+0]) << 16) | (uint32(buf[3+0]) << 24)
		d.X = *(*float32)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint32(buf[0+4]) << 0) | (uint32(buf[1+4]) << 8) | (uint32(buf[2+4]) << 16) | (uint32(buf[3+4]) << 24)
		d.Y = *(*float32)(unsafe.Pointer(&v))

	}
	return i + 8, nil
}

type UUID struct {
	X0 uint32
	X1 uint32
	X2 uint32
	X3 uint32
}

func (d *UUID) Size() (s uint64) {

	s += 16
	return
}
func (d *UUID) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.X0 >> 0)

		buf[1+0] = byte(d.X0 >> 8)

		buf[2+0] = byte(d.X0 >> 16)

		buf[3+0] = byte(d.X0 >> 24)

	}
	{

		buf[0+4] = byte(d.X1 >> 0)

		buf[1+4] = byte(d.X1 >> 8)

		buf[2+4] = byte(d.X1 >> 16)

		buf[3+4] = byte(d.X1 >> 24)

	}
	{

		buf[0+8] = byte(d.X2 >> 0)

		buf[1+8] = byte(d.X2 >> 8)

		buf[2+8] = byte(d.X2 >> 16)

		buf[3+8] = byte(d.X2 >> 24)

	}
	{

		buf[0+12] = byte(d.X3 >> 0)

		buf[1+12] = byte(d.X3 >> 8)

		buf[2+12] = byte(d.X3 >> 16)

		buf[3+12] = byte(d.X3 >> 24)

	}
	return buf[:i+16], nil
}

func (d *UUID) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.X0 = 0 | (uint32(buf[0+0]) << 0) | (uint32(buf[1+0]) << 8) | (uint32(buf[2+0]) << 16) | (uint32(buf[3+0]) << 24)

	}
	{

		d.X1 = 0 | (uint32(buf[0+4]) << 0) | (uint32(buf[1+4]) << 8) | (uint32(buf[2+4]) << 16) | (uint32(buf[3+4]) << 24)

	}
	{

		d.X2 = 0 | (uint32(buf[0+8]) << 0) | (uint32(buf[1+8]) << 8) | (uint32(buf[2+8]) << 16) | (uint32(buf[3+8]) << 24)

	}
	{

		d.X3 = 0 | (uint32(buf[0+12]) << 0) | (uint32(buf[1+12]) << 8) | (uint32(buf[2+12]) << 16) | (uint32(buf[3+12]) << 24)

	}
	return i + 16, nil
}

type Entity struct {
	ID                string
	Pos               Vector3d
	Motion            Vector3d
	Rotation          Vector2f
	FallDistance      float32
	Fire              uint16
	Air               uint16
	OnGround          bool
	NoGravity         bool
	Invulnerable      bool
	PortalCooldown    int32
	UUID              UUID
	CustomName        *string
	CustomNameVisible bool
	Silent            bool
	Glowing           bool
}

func (d *Entity) Size() (s uint64) {

	{
		l := uint64(len(d.ID))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	{
		s += d.Pos.Size()
	}
	{
		s += d.Motion.Size()
	}
	{
		s += d.Rotation.Size()
	}
	{

		t := uint32(d.PortalCooldown)
		t <<= 1
		if d.PortalCooldown < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		s += d.UUID.Size()
	}
	{
		if d.CustomName != nil {

			{
				l := uint64(len((*d.CustomName)))

				{

					t := l
					for t >= 0x80 {
						t >>= 7
						s++
					}
					s++

				}
				s += l
			}
			s += 0
		}
	}
	s += 15
	return
}
func (d *Entity) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.ID))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		copy(buf[i+0:], d.ID)
		i += l
	}
	{
		nbuf, err := d.Pos.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		nbuf, err := d.Motion.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		nbuf, err := d.Rotation.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.FallDistance)))

		buf[i+0+0] = byte(v >> 0)

		buf[i+1+0] = byte(v >> 8)

		buf[i+2+0] = byte(v >> 16)

		buf[i+3+0] = byte(v >> 24)

	}
	{

		buf[i+0+4] = byte(d.Fire >> 0)

		buf[i+1+4] = byte(d.Fire >> 8)

	}
	{

		buf[i+0+6] = byte(d.Air >> 0)

		buf[i+1+6] = byte(d.Air >> 8)

	}
	{
		if d.OnGround {
			buf[i+8] = 1
		} else {
			buf[i+8] = 0
		}
	}
	{
		if d.NoGravity {
			buf[i+9] = 1
		} else {
			buf[i+9] = 0
		}
	}
	{
		if d.Invulnerable {
			buf[i+10] = 1
		} else {
			buf[i+10] = 0
		}
	}
	{

		t := uint32(d.PortalCooldown)

		t <<= 1
		if d.PortalCooldown < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+11] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+11] = byte(t)
		i++

	}
	{
		nbuf, err := d.UUID.Marshal(buf[i+11:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		if d.CustomName == nil {
			buf[i+11] = 0
		} else {
			buf[i+11] = 1

			{
				l := uint64(len((*d.CustomName)))

				{

					t := uint64(l)

					for t >= 0x80 {
						buf[i+12] = byte(t) | 0x80
						t >>= 7
						i++
					}
					buf[i+12] = byte(t)
					i++

				}
				copy(buf[i+12:], (*d.CustomName))
				i += l
			}
			i += 0
		}
	}
	{
		if d.CustomNameVisible {
			buf[i+12] = 1
		} else {
			buf[i+12] = 0
		}
	}
	{
		if d.Silent {
			buf[i+13] = 1
		} else {
			buf[i+13] = 0
		}
	}
	{
		if d.Glowing {
			buf[i+14] = 1
		} else {
			buf[i+14] = 0
		}
	}
	return buf[:i+15], nil
}

func (d *Entity) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.ID = string(buf[i+0 : i+0+l])
		i += l
	}
	{
		ni, err := d.Pos.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		ni, err := d.Motion.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		ni, err := d.Rotation.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{

		v := 0 | (uint32(buf[i+0+0]) << 0) | (uint32(buf[i+1+0]) << 8) | (uint32(buf[i+2+0]) << 16) | (uint32(buf[i+3+0]) << 24)
		d.FallDistance = *(*float32)(unsafe.Pointer(&v))

	}
	{

		d.Fire = 0 | (uint16(buf[i+0+4]) << 0) | (uint16(buf[i+1+4]) << 8)

	}
	{

		d.Air = 0 | (uint16(buf[i+0+6]) << 0) | (uint16(buf[i+1+6]) << 8)

	}
	{
		d.OnGround = buf[i+8] == 1
	}
	{
		d.NoGravity = buf[i+9] == 1
	}
	{
		d.Invulnerable = buf[i+10] == 1
	}
	{

		bs := uint8(7)
		t := uint32(buf[i+11] & 0x7F)
		for buf[i+11]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+11]&0x7F) << bs
			bs += 7
		}
		i++

		d.PortalCooldown = int32(t >> 1)
		if t&1 != 0 {
			d.PortalCooldown = ^d.PortalCooldown
		}

	}
	{
		ni, err := d.UUID.Unmarshal(buf[i+11:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		if buf[i+11] == 1 {
			if d.CustomName == nil {
				d.CustomName = new(string)
			}

			{
				l := uint64(0)

				{

					bs := uint8(7)
					t := uint64(buf[i+12] & 0x7F)
					for buf[i+12]&0x80 == 0x80 {
						i++
						t |= uint64(buf[i+12]&0x7F) << bs
						bs += 7
					}
					i++

					l = t

				}
				(*d.CustomName) = string(buf[i+12 : i+12+l])
				i += l
			}
			i += 0
		} else {
			d.CustomName = nil
		}
	}
	{
		d.CustomNameVisible = buf[i+12] == 1
	}
	{
		d.Silent = buf[i+13] == 1
	}
	{
		d.Glowing = buf[i+14] == 1
	}
	return i + 15, nil
}

type Vehicle struct {
	UUID   UUID
	Entity Entity
}

func (d *Vehicle) Size() (s uint64) {

	{
		s += d.UUID.Size()
	}
	{
		s += d.Entity.Size()
	}
	return
}
func (d *Vehicle) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		nbuf, err := d.UUID.Marshal(buf[0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		nbuf, err := d.Entity.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	return buf[:i+0], nil
}

func (d *Vehicle) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		ni, err := d.UUID.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		ni, err := d.Entity.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	return i + 0, nil
}

type RecipeBook struct {
	Recipes                             []string
	ToBeDisplayed                       []string
	IsFilteringCraftable                bool
	IsGuiOpen                           bool
	IsFurnaceFilteringCraftable         bool
	IsFurnaceGuiOpen                    bool
	IsBlastingFurnaceFilteringCraftable bool
	IsBlastingFurnaceGuiOpen            bool
	IsSmokerFilteringCraftable          bool
	IsSmokerGuiOpen                     bool
}

func (d *RecipeBook) Size() (s uint64) {

	{
		l := uint64(len(d.Recipes))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Recipes {

			{
				l := uint64(len(d.Recipes[k0]))

				{

					t := l
					for t >= 0x80 {
						t >>= 7
						s++
					}
					s++

				}
				s += l
			}

		}

	}
	{
		l := uint64(len(d.ToBeDisplayed))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.ToBeDisplayed {

			{
				l := uint64(len(d.ToBeDisplayed[k0]))

				{

					t := l
					for t >= 0x80 {
						t >>= 7
						s++
					}
					s++

				}
				s += l
			}

		}

	}
	s += 8
	return
}
func (d *RecipeBook) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.Recipes))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.Recipes {

			{
				l := uint64(len(d.Recipes[k0]))

				{

					t := uint64(l)

					for t >= 0x80 {
						buf[i+0] = byte(t) | 0x80
						t >>= 7
						i++
					}
					buf[i+0] = byte(t)
					i++

				}
				copy(buf[i+0:], d.Recipes[k0])
				i += l
			}

		}
	}
	{
		l := uint64(len(d.ToBeDisplayed))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.ToBeDisplayed {

			{
				l := uint64(len(d.ToBeDisplayed[k0]))

				{

					t := uint64(l)

					for t >= 0x80 {
						buf[i+0] = byte(t) | 0x80
						t >>= 7
						i++
					}
					buf[i+0] = byte(t)
					i++

				}
				copy(buf[i+0:], d.ToBeDisplayed[k0])
				i += l
			}

		}
	}
	{
		if d.IsFilteringCraftable {
			buf[i+0] = 1
		} else {
			buf[i+0] = 0
		}
	}
	{
		if d.IsGuiOpen {
			buf[i+1] = 1
		} else {
			buf[i+1] = 0
		}
	}
	{
		if d.IsFurnaceFilteringCraftable {
			buf[i+2] = 1
		} else {
			buf[i+2] = 0
		}
	}
	{
		if d.IsFurnaceGuiOpen {
			buf[i+3] = 1
		} else {
			buf[i+3] = 0
		}
	}
	{
		if d.IsBlastingFurnaceFilteringCraftable {
			buf[i+4] = 1
		} else {
			buf[i+4] = 0
		}
	}
	{
		if d.IsBlastingFurnaceGuiOpen {
			buf[i+5] = 1
		} else {
			buf[i+5] = 0
		}
	}
	{
		if d.IsSmokerFilteringCraftable {
			buf[i+6] = 1
		} else {
			buf[i+6] = 0
		}
	}
	{
		if d.IsSmokerGuiOpen {
			buf[i+7] = 1
		} else {
			buf[i+7] = 0
		}
	}
	return buf[:i+8], nil
}

func (d *RecipeBook) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Recipes)) >= l {
			d.Recipes = d.Recipes[:l]
		} else {
			d.Recipes = make([]string, l)
		}
		for k0 := range d.Recipes {

			{
				l := uint64(0)

				{

					bs := uint8(7)
					t := uint64(buf[i+0] & 0x7F)
					for buf[i+0]&0x80 == 0x80 {
						i++
						t |= uint64(buf[i+0]&0x7F) << bs
						bs += 7
					}
					i++

					l = t

				}
				d.Recipes[k0] = string(buf[i+0 : i+0+l])
				i += l
			}

		}
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.ToBeDisplayed)) >= l {
			d.ToBeDisplayed = d.ToBeDisplayed[:l]
		} else {
			d.ToBeDisplayed = make([]string, l)
		}
		for k0 := range d.ToBeDisplayed {

			{
				l := uint64(0)

				{

					bs := uint8(7)
					t := uint64(buf[i+0] & 0x7F)
					for buf[i+0]&0x80 == 0x80 {
						i++
						t |= uint64(buf[i+0]&0x7F) << bs
						bs += 7
					}
					i++

					l = t

				}
				d.ToBeDisplayed[k0] = string(buf[i+0 : i+0+l])
				i += l
			}

		}
	}
	{
		d.IsFilteringCraftable = buf[i+0] == 1
	}
	{
		d.IsGuiOpen = buf[i+1] == 1
	}
	{
		d.IsFurnaceFilteringCraftable = buf[i+2] == 1
	}
	{
		d.IsFurnaceGuiOpen = buf[i+3] == 1
	}
	{
		d.IsBlastingFurnaceFilteringCraftable = buf[i+4] == 1
	}
	{
		d.IsBlastingFurnaceGuiOpen = buf[i+5] == 1
	}
	{
		d.IsSmokerFilteringCraftable = buf[i+6] == 1
	}
	{
		d.IsSmokerGuiOpen = buf[i+7] == 1
	}
	return i + 8, nil
}

type Player struct {
	GameType              uint8
	PreviousGameType      uint8
	Score                 int64
	Dimension             string
	SelectedItemSlot      uint32
	SelectedItem          Item
	SpawnDimension        *string
	SpawnX                int64
	SpawnY                int64
	SpawnZ                int64
	SpawnForced           *bool
	SleepTimer            uint16
	FoodExhaustionLevel   float32
	FoodSaturationLevel   float32
	FoodTickTimer         uint32
	XpLevel               uint32
	XpP                   float32
	XpTotal               int32
	XpSeed                int32
	Inventory             []Item
	EnderItems            []Item
	Abilities             Abilities
	EnteredNetherPosition *Vector3d
	RootVehicle           *Vehicle
	ShoulderEntityLeft    *Entity
	ShoulderEntityRight   *Entity
	SeenCredits           bool
	RecipeBook            RecipeBook
}

func (d *Player) Size() (s uint64) {

	{

		t := uint64(d.Score)
		t <<= 1
		if d.Score < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Dimension))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	{

		t := d.SelectedItemSlot
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		s += d.SelectedItem.Size()
	}
	{
		if d.SpawnDimension != nil {

			{
				l := uint64(len((*d.SpawnDimension)))

				{

					t := l
					for t >= 0x80 {
						t >>= 7
						s++
					}
					s++

				}
				s += l
			}
			s += 0
		}
	}
	{

		t := uint64(d.SpawnX)
		t <<= 1
		if d.SpawnX < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := uint64(d.SpawnY)
		t <<= 1
		if d.SpawnY < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := uint64(d.SpawnZ)
		t <<= 1
		if d.SpawnZ < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		if d.SpawnForced != nil {

			s += 1
		}
	}
	{

		t := d.FoodTickTimer
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := d.XpLevel
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := uint32(d.XpTotal)
		t <<= 1
		if d.XpTotal < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := uint32(d.XpSeed)
		t <<= 1
		if d.XpSeed < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Inventory))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Inventory {

			{
				s += d.Inventory[k0].Size()
			}

		}

	}
	{
		l := uint64(len(d.EnderItems))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.EnderItems {

			{
				s += d.EnderItems[k0].Size()
			}

		}

	}
	{
		s += d.Abilities.Size()
	}
	{
		if d.EnteredNetherPosition != nil {

			{
				s += (*d.EnteredNetherPosition).Size()
			}
			s += 0
		}
	}
	{
		if d.RootVehicle != nil {

			{
				s += (*d.RootVehicle).Size()
			}
			s += 0
		}
	}
	{
		if d.ShoulderEntityLeft != nil {

			{
				s += (*d.ShoulderEntityLeft).Size()
			}
			s += 0
		}
	}
	{
		if d.ShoulderEntityRight != nil {

			{
				s += (*d.ShoulderEntityRight).Size()
			}
			s += 0
		}
	}
	{
		s += d.RecipeBook.Size()
	}
	s += 23
	return
}
func (d *Player) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.GameType >> 0)

	}
	{

		buf[0+1] = byte(d.PreviousGameType >> 0)

	}
	{

		t := uint64(d.Score)

		t <<= 1
		if d.Score < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+2] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+2] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Dimension))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+2] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+2] = byte(t)
			i++

		}
		copy(buf[i+2:], d.Dimension)
		i += l
	}
	{

		t := uint32(d.SelectedItemSlot)

		for t >= 0x80 {
			buf[i+2] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+2] = byte(t)
		i++

	}
	{
		nbuf, err := d.SelectedItem.Marshal(buf[i+2:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		if d.SpawnDimension == nil {
			buf[i+2] = 0
		} else {
			buf[i+2] = 1

			{
				l := uint64(len((*d.SpawnDimension)))

				{

					t := uint64(l)

					for t >= 0x80 {
						buf[i+3] = byte(t) | 0x80
						t >>= 7
						i++
					}
					buf[i+3] = byte(t)
					i++

				}
				copy(buf[i+3:], (*d.SpawnDimension))
				i += l
			}
			i += 0
		}
	}
	{

		t := uint64(d.SpawnX)

		t <<= 1
		if d.SpawnX < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+3] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+3] = byte(t)
		i++

	}
	{

		t := uint64(d.SpawnY)

		t <<= 1
		if d.SpawnY < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+3] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+3] = byte(t)
		i++

	}
	{

		t := uint64(d.SpawnZ)

		t <<= 1
		if d.SpawnZ < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+3] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+3] = byte(t)
		i++

	}
	{
		if d.SpawnForced == nil {
			buf[i+3] = 0
		} else {
			buf[i+3] = 1

			{
				if *d.SpawnForced {
					buf[i+4] = 1
				} else {
					buf[i+4] = 0
				}
			}
			i += 1
		}
	}
	{

		buf[i+0+4] = byte(d.SleepTimer >> 0)

		buf[i+1+4] = byte(d.SleepTimer >> 8)

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.FoodExhaustionLevel)))

		buf[i+0+6] = byte(v >> 0)

		buf[i+1+6] = byte(v >> 8)

		buf[i+2+6] = byte(v >> 16)

		buf[i+3+6] = byte(v >> 24)

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.FoodSaturationLevel)))

		buf[i+0+10] = byte(v >> 0)

		buf[i+1+10] = byte(v >> 8)

		buf[i+2+10] = byte(v >> 16)

		buf[i+3+10] = byte(v >> 24)

	}
	{

		t := uint32(d.FoodTickTimer)

		for t >= 0x80 {
			buf[i+14] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+14] = byte(t)
		i++

	}
	{

		t := uint32(d.XpLevel)

		for t >= 0x80 {
			buf[i+14] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+14] = byte(t)
		i++

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.XpP)))

		buf[i+0+14] = byte(v >> 0)

		buf[i+1+14] = byte(v >> 8)

		buf[i+2+14] = byte(v >> 16)

		buf[i+3+14] = byte(v >> 24)

	}
	{

		t := uint32(d.XpTotal)

		t <<= 1
		if d.XpTotal < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+18] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+18] = byte(t)
		i++

	}
	{

		t := uint32(d.XpSeed)

		t <<= 1
		if d.XpSeed < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+18] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+18] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Inventory))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+18] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+18] = byte(t)
			i++

		}
		for k0 := range d.Inventory {

			{
				nbuf, err := d.Inventory[k0].Marshal(buf[i+18:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	{
		l := uint64(len(d.EnderItems))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+18] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+18] = byte(t)
			i++

		}
		for k0 := range d.EnderItems {

			{
				nbuf, err := d.EnderItems[k0].Marshal(buf[i+18:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	{
		nbuf, err := d.Abilities.Marshal(buf[i+18:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		if d.EnteredNetherPosition == nil {
			buf[i+18] = 0
		} else {
			buf[i+18] = 1

			{
				nbuf, err := (*d.EnteredNetherPosition).Marshal(buf[i+19:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}
			i += 0
		}
	}
	{
		if d.RootVehicle == nil {
			buf[i+19] = 0
		} else {
			buf[i+19] = 1

			{
				nbuf, err := (*d.RootVehicle).Marshal(buf[i+20:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}
			i += 0
		}
	}
	{
		if d.ShoulderEntityLeft == nil {
			buf[i+20] = 0
		} else {
			buf[i+20] = 1

			{
				nbuf, err := (*d.ShoulderEntityLeft).Marshal(buf[i+21:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}
			i += 0
		}
	}
	{
		if d.ShoulderEntityRight == nil {
			buf[i+21] = 0
		} else {
			buf[i+21] = 1

			{
				nbuf, err := (*d.ShoulderEntityRight).Marshal(buf[i+22:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}
			i += 0
		}
	}
	{
		if d.SeenCredits {
			buf[i+22] = 1
		} else {
			buf[i+22] = 0
		}
	}
	{
		nbuf, err := d.RecipeBook.Marshal(buf[i+23:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	return buf[:i+23], nil
}

func (d *Player) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.GameType = 0 | (uint8(buf[i+0+0]) << 0)

	}
	{

		d.PreviousGameType = 0 | (uint8(buf[i+0+1]) << 0)

	}
	{

		bs := uint8(7)
		t := uint64(buf[i+2] & 0x7F)
		for buf[i+2]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+2]&0x7F) << bs
			bs += 7
		}
		i++

		d.Score = int64(t >> 1)
		if t&1 != 0 {
			d.Score = ^d.Score
		}

	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+2] & 0x7F)
			for buf[i+2]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+2]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.Dimension = string(buf[i+2 : i+2+l])
		i += l
	}
	{

		bs := uint8(7)
		t := uint32(buf[i+2] & 0x7F)
		for buf[i+2]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+2]&0x7F) << bs
			bs += 7
		}
		i++

		d.SelectedItemSlot = t

	}
	{
		ni, err := d.SelectedItem.Unmarshal(buf[i+2:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		if buf[i+2] == 1 {
			if d.SpawnDimension == nil {
				d.SpawnDimension = new(string)
			}

			{
				l := uint64(0)

				{

					bs := uint8(7)
					t := uint64(buf[i+3] & 0x7F)
					for buf[i+3]&0x80 == 0x80 {
						i++
						t |= uint64(buf[i+3]&0x7F) << bs
						bs += 7
					}
					i++

					l = t

				}
				(*d.SpawnDimension) = string(buf[i+3 : i+3+l])
				i += l
			}
			i += 0
		} else {
			d.SpawnDimension = nil
		}
	}
	{

		bs := uint8(7)
		t := uint64(buf[i+3] & 0x7F)
		for buf[i+3]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+3]&0x7F) << bs
			bs += 7
		}
		i++

		d.SpawnX = int64(t >> 1)
		if t&1 != 0 {
			d.SpawnX = ^d.SpawnX
		}

	}
	{

		bs := uint8(7)
		t := uint64(buf[i+3] & 0x7F)
		for buf[i+3]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+3]&0x7F) << bs
			bs += 7
		}
		i++

		d.SpawnY = int64(t >> 1)
		if t&1 != 0 {
			d.SpawnY = ^d.SpawnY
		}

	}
	{

		bs := uint8(7)
		t := uint64(buf[i+3] & 0x7F)
		for buf[i+3]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+3]&0x7F) << bs
			bs += 7
		}
		i++

		d.SpawnZ = int64(t >> 1)
		if t&1 != 0 {
			d.SpawnZ = ^d.SpawnZ
		}

	}
	{
		if buf[i+3] == 1 {
			if d.SpawnForced == nil {
				d.SpawnForced = new(bool)
			}

			{
				(*d.SpawnForced) = buf[i+4] == 1
			}
			i += 1
		} else {
			d.SpawnForced = nil
		}
	}
	{

		d.SleepTimer = 0 | (uint16(buf[i+0+4]) << 0) | (uint16(buf[i+1+4]) << 8)

	}
	{

		v := 0 | (uint32(buf[i+0+6]) << 0) | (uint32(buf[i+1+6]) << 8) | (uint32(buf[i+2+6]) << 16) | (uint32(buf[i+3+6]) << 24)
		d.FoodExhaustionLevel = *(*float32)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint32(buf[i+0+10]) << 0) | (uint32(buf[i+1+10]) << 8) | (uint32(buf[i+2+10]) << 16) | (uint32(buf[i+3+10]) << 24)
		d.FoodSaturationLevel = *(*float32)(unsafe.Pointer(&v))

	}
	{

		bs := uint8(7)
		t := uint32(buf[i+14] & 0x7F)
		for buf[i+14]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+14]&0x7F) << bs
			bs += 7
		}
		i++

		d.FoodTickTimer = t

	}
	{

		bs := uint8(7)
		t := uint32(buf[i+14] & 0x7F)
		for buf[i+14]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+14]&0x7F) << bs
			bs += 7
		}
		i++

		d.XpLevel = t

	}
	{

		v := 0 | (uint32(buf[i+0+14]) << 0) | (uint32(buf[i+1+14]) << 8) | (uint32(buf[i+2+14]) << 16) | (uint32(buf[i+3+14]) << 24)
		d.XpP = *(*float32)(unsafe.Pointer(&v))

	}
	{

		bs := uint8(7)
		t := uint32(buf[i+18] & 0x7F)
		for buf[i+18]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+18]&0x7F) << bs
			bs += 7
		}
		i++

		d.XpTotal = int32(t >> 1)
		if t&1 != 0 {
			d.XpTotal = ^d.XpTotal
		}

	}
	{

		bs := uint8(7)
		t := uint32(buf[i+18] & 0x7F)
		for buf[i+18]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+18]&0x7F) << bs
			bs += 7
		}
		i++

		d.XpSeed = int32(t >> 1)
		if t&1 != 0 {
			d.XpSeed = ^d.XpSeed
		}

	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+18] & 0x7F)
			for buf[i+18]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+18]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Inventory)) >= l {
			d.Inventory = d.Inventory[:l]
		} else {
			d.Inventory = make([]Item, l)
		}
		for k0 := range d.Inventory {

			{
				ni, err := d.Inventory[k0].Unmarshal(buf[i+18:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+18] & 0x7F)
			for buf[i+18]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+18]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.EnderItems)) >= l {
			d.EnderItems = d.EnderItems[:l]
		} else {
			d.EnderItems = make([]Item, l)
		}
		for k0 := range d.EnderItems {

			{
				ni, err := d.EnderItems[k0].Unmarshal(buf[i+18:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	{
		ni, err := d.Abilities.Unmarshal(buf[i+18:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		if buf[i+18] == 1 {
			if d.EnteredNetherPosition == nil {
				d.EnteredNetherPosition = new(Vector3d)
			}

			{
				ni, err := (*d.EnteredNetherPosition).Unmarshal(buf[i+19:])
				if err != nil {
					return 0, err
				}
				i += ni
			}
			i += 0
		} else {
			d.EnteredNetherPosition = nil
		}
	}
	{
		if buf[i+19] == 1 {
			if d.RootVehicle == nil {
				d.RootVehicle = new(Vehicle)
			}

			{
				ni, err := (*d.RootVehicle).Unmarshal(buf[i+20:])
				if err != nil {
					return 0, err
				}
				i += ni
			}
			i += 0
		} else {
			d.RootVehicle = nil
		}
	}
	{
		if buf[i+20] == 1 {
			if d.ShoulderEntityLeft == nil {
				d.ShoulderEntityLeft = new(Entity)
			}

			{
				ni, err := (*d.ShoulderEntityLeft).Unmarshal(buf[i+21:])
				if err != nil {
					return 0, err
				}
				i += ni
			}
			i += 0
		} else {
			d.ShoulderEntityLeft = nil
		}
	}
	{
		if buf[i+21] == 1 {
			if d.ShoulderEntityRight == nil {
				d.ShoulderEntityRight = new(Entity)
			}

			{
				ni, err := (*d.ShoulderEntityRight).Unmarshal(buf[i+22:])
				if err != nil {
					return 0, err
				}
				i += ni
			}
			i += 0
		} else {
			d.ShoulderEntityRight = nil
		}
	}
	{
		d.SeenCredits = buf[i+22] == 1
	}
	{
		ni, err := d.RecipeBook.Unmarshal(buf[i+23:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	return i + 23, nil
}

type Updates struct {
	Updates []Update
}

func (d *Updates) Size() (s uint64) {

	{
		l := uint64(len(d.Updates))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Updates {

			{
				s += d.Updates[k0].Size()
			}

		}

	}
	return
}
func (d *Updates) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.Updates))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.Updates {

			{
				nbuf, err := d.Updates[k0].Marshal(buf[i+0:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	return buf[:i+0], nil
}

func (d *Updates) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Updates)) >= l {
			d.Updates = d.Updates[:l]
		} else {
			d.Updates = make([]Update, l)
		}
		for k0 := range d.Updates {

			{
				ni, err := d.Updates[k0].Unmarshal(buf[i+0:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	return i + 0, nil
}

type Update struct {
	Contacts       []Contact
	Removed        []uint32
	Score          uint32
	WorldRadius    float32
	TerrainUpdates []TerrainUpdate
}

func (d *Update) Size() (s uint64) {

	{
		l := uint64(len(d.Contacts))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Contacts {

			{
				s += d.Contacts[k0].Size()
			}

		}

	}
	{
		l := uint64(len(d.Removed))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Removed {

			{

				t := d.Removed[k0]
				for t >= 0x80 {
					t >>= 7
					s++
				}
				s++

			}

		}

	}
	{

		t := d.Score
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.TerrainUpdates))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.TerrainUpdates {

			{
				s += d.TerrainUpdates[k0].Size()
			}

		}

	}
	s += 4
	return
}
func (d *Update) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		l := uint64(len(d.Contacts))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.Contacts {

			{
				nbuf, err := d.Contacts[k0].Marshal(buf[i+0:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	{
		l := uint64(len(d.Removed))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		for k0 := range d.Removed {

			{

				t := uint32(d.Removed[k0])

				for t >= 0x80 {
					buf[i+0] = byte(t) | 0x80
					t >>= 7
					i++
				}
				buf[i+0] = byte(t)
				i++

			}

		}
	}
	{

		t := uint32(d.Score)

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.WorldRadius)))

		buf[i+0+0] = byte(v >> 0)

		buf[i+1+0] = byte(v >> 8)

		buf[i+2+0] = byte(v >> 16)

		buf[i+3+0] = byte(v >> 24)

	}
	{
		l := uint64(len(d.TerrainUpdates))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+4] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+4] = byte(t)
			i++

		}
		for k0 := range d.TerrainUpdates {

			{
				nbuf, err := d.TerrainUpdates[k0].Marshal(buf[i+4:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	return buf[:i+4], nil
}

func (d *Update) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Contacts)) >= l {
			d.Contacts = d.Contacts[:l]
		} else {
			d.Contacts = make([]Contact, l)
		}
		for k0 := range d.Contacts {

			{
				ni, err := d.Contacts[k0].Unmarshal(buf[i+0:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Removed)) >= l {
			d.Removed = d.Removed[:l]
		} else {
			d.Removed = make([]uint32, l)
		}
		for k0 := range d.Removed {

			{

				bs := uint8(7)
				t := uint32(buf[i+0] & 0x7F)
				for buf[i+0]&0x80 == 0x80 {
					i++
					t |= uint32(buf[i+0]&0x7F) << bs
					bs += 7
				}
				i++

				d.Removed[k0] = t

			}

		}
	}
	{

		bs := uint8(7)
		t := uint32(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.Score = t

	}
	{

		v := 0 | (uint32(buf[i+0+0]) << 0) | (uint32(buf[i+1+0]) << 8) | (uint32(buf[i+2+0]) << 16) | (uint32(buf[i+3+0]) << 24)
		d.WorldRadius = *(*float32)(unsafe.Pointer(&v))

	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+4] & 0x7F)
			for buf[i+4]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+4]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.TerrainUpdates)) >= l {
			d.TerrainUpdates = d.TerrainUpdates[:l]
		} else {
			d.TerrainUpdates = make([]TerrainUpdate, l)
		}
		for k0 := range d.TerrainUpdates {

			{
				ni, err := d.TerrainUpdates[k0].Unmarshal(buf[i+4:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	return i + 4, nil
}

type Contact struct {
	Damage       uint8
	EntityID     uint32
	EntityType   *uint8
	Guidance     Guidance
	PlayerID     *uint16
	Reloads      []bool
	Transform    Transform
	TurretAngles []uint16
}

func (d *Contact) Size() (s uint64) {

	{

		t := d.EntityID
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		if d.EntityType != nil {

			s += 1
		}
	}
	{
		s += d.Guidance.Size()
	}
	{
		if d.PlayerID != nil {

			s += 2
		}
	}
	{
		l := uint64(len(d.Reloads))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		s += 1 * l

	}
	{
		s += d.Transform.Size()
	}
	{
		l := uint64(len(d.TurretAngles))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		s += 2 * l

	}
	s += 3
	return
}
func (d *Contact) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.Damage >> 0)

	}
	{

		t := uint32(d.EntityID)

		for t >= 0x80 {
			buf[i+1] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+1] = byte(t)
		i++

	}
	{
		if d.EntityType == nil {
			buf[i+1] = 0
		} else {
			buf[i+1] = 1

			{

				buf[i+0+2] = byte((*d.EntityType) >> 0)

			}
			i += 1
		}
	}
	{
		nbuf, err := d.Guidance.Marshal(buf[i+2:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		if d.PlayerID == nil {
			buf[i+2] = 0
		} else {
			buf[i+2] = 1

			{

				buf[i+0+3] = byte((*d.PlayerID) >> 0)

				buf[i+1+3] = byte((*d.PlayerID) >> 8)

			}
			i += 2
		}
	}
	{
		l := uint64(len(d.Reloads))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+3] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+3] = byte(t)
			i++

		}
		for k0 := range d.Reloads {

			{
				if d.Reloads[k0] {
					buf[i+3] = 1
				} else {
					buf[i+3] = 0
				}
			}

			i += 1

		}
	}
	{
		nbuf, err := d.Transform.Marshal(buf[i+3:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		l := uint64(len(d.TurretAngles))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+3] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+3] = byte(t)
			i++

		}
		for k0 := range d.TurretAngles {

			{

				buf[i+0+3] = byte(d.TurretAngles[k0] >> 0)

				buf[i+1+3] = byte(d.TurretAngles[k0] >> 8)

			}

			i += 2

		}
	}
	return buf[:i+3], nil
}

func (d *Contact) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.Damage = 0 | (uint8(buf[i+0+0]) << 0)

	}
	{

		bs := uint8(7)
		t := uint32(buf[i+1] & 0x7F)
		for buf[i+1]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+1]&0x7F) << bs
			bs += 7
		}
		i++

		d.EntityID = t

	}
	{
		if buf[i+1] == 1 {
			if d.EntityType == nil {
				d.EntityType = new(uint8)
			}

			{

				(*d.EntityType) = 0 | (uint8(buf[i+0+2]) << 0)

			}
			i += 1
		} else {
			d.EntityType = nil
		}
	}
	{
		ni, err := d.Guidance.Unmarshal(buf[i+2:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		if buf[i+2] == 1 {
			if d.PlayerID == nil {
				d.PlayerID = new(uint16)
			}

			{

				(*d.PlayerID) = 0 | (uint16(buf[i+0+3]) << 0) | (uint16(buf[i+1+3]) << 8)

			}
			i += 2
		} else {
			d.PlayerID = nil
		}
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+3] & 0x7F)
			for buf[i+3]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+3]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Reloads)) >= l {
			d.Reloads = d.Reloads[:l]
		} else {
			d.Reloads = make([]bool, l)
		}
		for k0 := range d.Reloads {

			{
				d.Reloads[k0] = buf[i+3] == 1
			}

			i += 1

		}
	}
	{
		ni, err := d.Transform.Unmarshal(buf[i+3:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+3] & 0x7F)
			for buf[i+3]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+3]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.TurretAngles)) >= l {
			d.TurretAngles = d.TurretAngles[:l]
		} else {
			d.TurretAngles = make([]uint16, l)
		}
		for k0 := range d.TurretAngles {

			{

				d.TurretAngles[k0] = 0 | (uint16(buf[i+0+3]) << 0) | (uint16(buf[i+1+3]) << 8)

			}

			i += 2

		}
	}
	return i + 3, nil
}

type Guidance struct {
	Angle    uint16
	Submerge bool
	Velocity int16
}

func (d *Guidance) Size() (s uint64) {

	s += 5
	return
}
func (d *Guidance) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.Angle >> 0)

		buf[1+0] = byte(d.Angle >> 8)

	}
	{
		if d.Submerge {
			buf[2] = 1
		} else {
			buf[2] = 0
		}
	}
	{

		buf[0+3] = byte(d.Velocity >> 0)

		buf[1+3] = byte(d.Velocity >> 8)

	}
	return buf[:i+5], nil
}

func (d *Guidance) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.Angle = 0 | (uint16(buf[0+0]) << 0) | (uint16(buf[1+0]) << 8)

	}
	{
		d.Submerge = buf[2] == 1
	}
	{

		d.Velocity = 0 | (int16(buf[0+3]) << 0) | (int16(buf[1+3]) << 8)

	}
	return i + 5, nil
}

type Transform struct {
	Altitude int8
	Angle    uint16
	Position Vector2f
	Velocity int16
}

func (d *Transform) Size() (s uint64) {

	{
		s += d.Position.Size()
	}
	s += 5
	return
}
func (d *Transform) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.Altitude >> 0)

	}
	{

		buf[0+1] = byte(d.Angle >> 0)

		buf[1+1] = byte(d.Angle >> 8)

	}
	{
		nbuf, err := d.Position.Marshal(buf[3:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{

		buf[i+0+3] = byte(d.Velocity >> 0)

		buf[i+1+3] = byte(d.Velocity >> 8)

	}
	return buf[:i+5], nil
}

func (d *Transform) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.Altitude = 0 | (int8(buf[i+0+0]) << 0)

	}
	{

		d.Angle = 0 | (uint16(buf[i+0+1]) << 0) | (uint16(buf[i+1+1]) << 8)

	}
	{
		ni, err := d.Position.Unmarshal(buf[i+3:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{

		d.Velocity = 0 | (int16(buf[i+0+3]) << 0) | (int16(buf[i+1+3]) << 8)

	}
	return i + 5, nil
}

type ChunkID struct {
	X int8
	Y int8
}

func (d *ChunkID) Size() (s uint64) {

	s += 2
	return
}
func (d *ChunkID) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{

		buf[0+0] = byte(d.X >> 0)

	}
	{

		buf[0+1] = byte(d.Y >> 0)

	}
	return buf[:i+2], nil
}

func (d *ChunkID) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		d.X = 0 | (int8(buf[0+0]) << 0)

	}
	{

		d.Y = 0 | (int8(buf[0+1]) << 0)

	}
	return i + 2, nil
}

type TerrainUpdate struct {
	ChunkID ChunkID
	Data    []byte
}

func (d *TerrainUpdate) Size() (s uint64) {

	{
		s += d.ChunkID.Size()
	}
	{
		l := uint64(len(d.Data))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}
		s += l
	}
	return
}
func (d *TerrainUpdate) Marshal(buf []byte) ([]byte, error) {
	size := d.Size()
	{
		if uint64(cap(buf)) >= size {
			buf = buf[:size]
		} else {
			buf = make([]byte, size)
		}
	}
	i := uint64(0)

	{
		nbuf, err := d.ChunkID.Marshal(buf[0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{
		l := uint64(len(d.Data))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+0] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+0] = byte(t)
			i++

		}
		copy(buf[i+0:], d.Data)
		i += l
	}
	return buf[:i+0], nil
}

func (d *TerrainUpdate) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{
		ni, err := d.ChunkID.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+0] & 0x7F)
			for buf[i+0]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+0]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Data)) >= l {
			d.Data = d.Data[:l]
		} else {
			d.Data = make([]byte, l)
		}
		copy(d.Data, buf[i+0:])
		i += l
	}
	return i + 0, nil
}
