package gen

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

type A struct {
	Name     string
	BirthDay time.Time
	Phone    string
	Siblings int64
	Spouse   bool
	Money    float64
}

func (d *A) Size() (s uint64) {

	{
		l := uint64(len(d.Name))

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
		l := uint64(len(d.Phone))

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

		t := uint64(d.Siblings)
		t <<= 1
		if d.Siblings < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	s += 24
	return
}
func (d *A) Marshal(buf []byte) ([]byte, error) {
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
		l := uint64(len(d.Name))

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
		copy(buf[i+0:], d.Name)
		i += l
	}
	{
		b, err := d.BirthDay.MarshalBinary()
		if err != nil {
			return nil, err
		}
		copy(buf[i+0:], b)
	}
	{
		l := uint64(len(d.Phone))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+15] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+15] = byte(t)
			i++

		}
		copy(buf[i+15:], d.Phone)
		i += l
	}
	{

		t := uint64(d.Siblings)

		t <<= 1
		if d.Siblings < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+15] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+15] = byte(t)
		i++

	}
	{
		if d.Spouse {
			buf[i+15] = 1
		} else {
			buf[i+15] = 0
		}
	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Money)))

		buf[i+0+16] = byte(v >> 0)

		buf[i+1+16] = byte(v >> 8)

		buf[i+2+16] = byte(v >> 16)

		buf[i+3+16] = byte(v >> 24)

		buf[i+4+16] = byte(v >> 32)

		buf[i+5+16] = byte(v >> 40)

		buf[i+6+16] = byte(v >> 48)

		buf[i+7+16] = byte(v >> 56)

	}
	return buf[:i+24], nil
}

func (d *A) Unmarshal(buf []byte) (uint64, error) {
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
		d.Name = string(buf[i+0 : i+0+l])
		i += l
	}
	{
		d.BirthDay.UnmarshalBinary(buf[i+0 : i+0+15])
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+15] & 0x7F)
			for buf[i+15]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+15]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.Phone = string(buf[i+15 : i+15+l])
		i += l
	}
	{

		bs := uint8(7)
		t := uint64(buf[i+15] & 0x7F)
		for buf[i+15]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+15]&0x7F) << bs
			bs += 7
		}
		i++

		d.Siblings = int64(t >> 1)
		if t&1 != 0 {
			d.Siblings = ^d.Siblings
		}

	}
	{
		d.Spouse = buf[i+15] == 1
	}
	{

		v := 0 | (uint64(buf[i+0+16]) << 0) | (uint64(buf[i+1+16]) << 8) | (uint64(buf[i+2+16]) << 16) | (uint64(buf[i+3+16]) << 24) | (uint64(buf[i+4+16]) << 32) | (uint64(buf[i+5+16]) << 40) | (uint64(buf[i+6+16]) << 48) | (uint64(buf[i+7+16]) << 56)
		d.Money = *(*float64)(unsafe.Pointer(&v))

	}
	return i + 24, nil
}

type ColorGroup struct {
	ID     int64
	Name   string
	Colors []string
}

func (d *ColorGroup) Size() (s uint64) {

	{

		t := uint64(d.ID)
		t <<= 1
		if d.ID < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Name))

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
		l := uint64(len(d.Colors))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Colors {

			{
				l := uint64(len(d.Colors[k0]))

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
	return
}
func (d *ColorGroup) Marshal(buf []byte) ([]byte, error) {
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

		t := uint64(d.ID)

		t <<= 1
		if d.ID < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Name))

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
		copy(buf[i+0:], d.Name)
		i += l
	}
	{
		l := uint64(len(d.Colors))

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
		for k0 := range d.Colors {

			{
				l := uint64(len(d.Colors[k0]))

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
				copy(buf[i+0:], d.Colors[k0])
				i += l
			}

		}
	}
	return buf[:i+0], nil
}

func (d *ColorGroup) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		bs := uint8(7)
		t := uint64(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.ID = int64(t >> 1)
		if t&1 != 0 {
			d.ID = ^d.ID
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
		d.Name = string(buf[i+0 : i+0+l])
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
		if uint64(cap(d.Colors)) >= l {
			d.Colors = d.Colors[:l]
		} else {
			d.Colors = make([]string, l)
		}
		for k0 := range d.Colors {

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
				d.Colors[k0] = string(buf[i+0 : i+0+l])
				i += l
			}

		}
	}
	return i + 0, nil
}

type Hero struct {
	ID            int64
	AffiliationID int64
	Name          string
	Life          float64
	Energy        float64
	Powers        []Power
}

func (d *Hero) Size() (s uint64) {

	{

		t := uint64(d.ID)
		t <<= 1
		if d.ID < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := uint64(d.AffiliationID)
		t <<= 1
		if d.AffiliationID < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Name))

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
		l := uint64(len(d.Powers))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Powers {

			{
				s += d.Powers[k0].Size()
			}

		}

	}
	s += 16
	return
}
func (d *Hero) Marshal(buf []byte) ([]byte, error) {
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

		t := uint64(d.ID)

		t <<= 1
		if d.ID < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{

		t := uint64(d.AffiliationID)

		t <<= 1
		if d.AffiliationID < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Name))

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
		copy(buf[i+0:], d.Name)
		i += l
	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Life)))

		buf[i+0+0] = byte(v >> 0)

		buf[i+1+0] = byte(v >> 8)

		buf[i+2+0] = byte(v >> 16)

		buf[i+3+0] = byte(v >> 24)

		buf[i+4+0] = byte(v >> 32)

		buf[i+5+0] = byte(v >> 40)

		buf[i+6+0] = byte(v >> 48)

		buf[i+7+0] = byte(v >> 56)

	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Energy)))

		buf[i+0+8] = byte(v >> 0)

		buf[i+1+8] = byte(v >> 8)

		buf[i+2+8] = byte(v >> 16)

		buf[i+3+8] = byte(v >> 24)

		buf[i+4+8] = byte(v >> 32)

		buf[i+5+8] = byte(v >> 40)

		buf[i+6+8] = byte(v >> 48)

		buf[i+7+8] = byte(v >> 56)

	}
	{
		l := uint64(len(d.Powers))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+16] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+16] = byte(t)
			i++

		}
		for k0 := range d.Powers {

			{
				nbuf, err := d.Powers[k0].Marshal(buf[i+16:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	return buf[:i+16], nil
}

func (d *Hero) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		bs := uint8(7)
		t := uint64(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.ID = int64(t >> 1)
		if t&1 != 0 {
			d.ID = ^d.ID
		}

	}
	{

		bs := uint8(7)
		t := uint64(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.AffiliationID = int64(t >> 1)
		if t&1 != 0 {
			d.AffiliationID = ^d.AffiliationID
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
		d.Name = string(buf[i+0 : i+0+l])
		i += l
	}
	{

		v := 0 | (uint64(buf[i+0+0]) << 0) | (uint64(buf[i+1+0]) << 8) | (uint64(buf[i+2+0]) << 16) | (uint64(buf[i+3+0]) << 24) | (uint64(buf[i+4+0]) << 32) | (uint64(buf[i+5+0]) << 40) | (uint64(buf[i+6+0]) << 48) | (uint64(buf[i+7+0]) << 56)
		d.Life = *(*float64)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint64(buf[i+0+8]) << 0) | (uint64(buf[i+1+8]) << 8) | (uint64(buf[i+2+8]) << 16) | (uint64(buf[i+3+8]) << 24) | (uint64(buf[i+4+8]) << 32) | (uint64(buf[i+5+8]) << 40) | (uint64(buf[i+6+8]) << 48) | (uint64(buf[i+7+8]) << 56)
		d.Energy = *(*float64)(unsafe.Pointer(&v))

	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+16] & 0x7F)
			for buf[i+16]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+16]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Powers)) >= l {
			d.Powers = d.Powers[:l]
		} else {
			d.Powers = make([]Power, l)
		}
		for k0 := range d.Powers {

			{
				ni, err := d.Powers[k0].Unmarshal(buf[i+16:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	return i + 16, nil
}

type Power struct {
	ID      int64
	Name    string
	Damage  int64
	Energy  float64
	Passive bool
}

func (d *Power) Size() (s uint64) {

	{

		t := uint64(d.ID)
		t <<= 1
		if d.ID < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Name))

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

		t := uint64(d.Damage)
		t <<= 1
		if d.Damage < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	s += 9
	return
}
func (d *Power) Marshal(buf []byte) ([]byte, error) {
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

		t := uint64(d.ID)

		t <<= 1
		if d.ID < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Name))

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
		copy(buf[i+0:], d.Name)
		i += l
	}
	{

		t := uint64(d.Damage)

		t <<= 1
		if d.Damage < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Energy)))

		buf[i+0+0] = byte(v >> 0)

		buf[i+1+0] = byte(v >> 8)

		buf[i+2+0] = byte(v >> 16)

		buf[i+3+0] = byte(v >> 24)

		buf[i+4+0] = byte(v >> 32)

		buf[i+5+0] = byte(v >> 40)

		buf[i+6+0] = byte(v >> 48)

		buf[i+7+0] = byte(v >> 56)

	}
	{
		if d.Passive {
			buf[i+8] = 1
		} else {
			buf[i+8] = 0
		}
	}
	return buf[:i+9], nil
}

func (d *Power) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		bs := uint8(7)
		t := uint64(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.ID = int64(t >> 1)
		if t&1 != 0 {
			d.ID = ^d.ID
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
		d.Name = string(buf[i+0 : i+0+l])
		i += l
	}
	{

		bs := uint8(7)
		t := uint64(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.Damage = int64(t >> 1)
		if t&1 != 0 {
			d.Damage = ^d.Damage
		}

	}
	{

		v := 0 | (uint64(buf[i+0+0]) << 0) | (uint64(buf[i+1+0]) << 8) | (uint64(buf[i+2+0]) << 16) | (uint64(buf[i+3+0]) << 24) | (uint64(buf[i+4+0]) << 32) | (uint64(buf[i+5+0]) << 40) | (uint64(buf[i+6+0]) << 48) | (uint64(buf[i+7+0]) << 56)
		d.Energy = *(*float64)(unsafe.Pointer(&v))

	}
	{
		d.Passive = buf[i+8] == 1
	}
	return i + 9, nil
}

type User struct {
	Name         string
	Phone        string
	Balance      float64
	BirthDay     *time.Time
	RegisteredAt time.Time
	ShoppingCart []CartEntry
	Blocked      bool
}

func (d *User) Size() (s uint64) {

	{
		l := uint64(len(d.Name))

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
		l := uint64(len(d.Phone))

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
		if d.BirthDay != nil {

			s += 15
		}
	}
	{
		l := uint64(len(d.ShoppingCart))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.ShoppingCart {

			{
				s += d.ShoppingCart[k0].Size()
			}

		}

	}
	s += 25
	return
}
func (d *User) Marshal(buf []byte) ([]byte, error) {
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
		l := uint64(len(d.Name))

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
		copy(buf[i+0:], d.Name)
		i += l
	}
	{
		l := uint64(len(d.Phone))

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
		copy(buf[i+0:], d.Phone)
		i += l
	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Balance)))

		buf[i+0+0] = byte(v >> 0)

		buf[i+1+0] = byte(v >> 8)

		buf[i+2+0] = byte(v >> 16)

		buf[i+3+0] = byte(v >> 24)

		buf[i+4+0] = byte(v >> 32)

		buf[i+5+0] = byte(v >> 40)

		buf[i+6+0] = byte(v >> 48)

		buf[i+7+0] = byte(v >> 56)

	}
	{
		if d.BirthDay == nil {
			buf[i+8] = 0
		} else {
			buf[i+8] = 1

			{
				b, err := (*d.BirthDay).MarshalBinary()
				if err != nil {
					return nil, err
				}
				copy(buf[i+9:], b)
			}
			i += 15
		}
	}
	{
		b, err := d.RegisteredAt.MarshalBinary()
		if err != nil {
			return nil, err
		}
		copy(buf[i+9:], b)
	}
	{
		l := uint64(len(d.ShoppingCart))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+24] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+24] = byte(t)
			i++

		}
		for k0 := range d.ShoppingCart {

			{
				nbuf, err := d.ShoppingCart[k0].Marshal(buf[i+24:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}

		}
	}
	{
		if d.Blocked {
			buf[i+24] = 1
		} else {
			buf[i+24] = 0
		}
	}
	return buf[:i+25], nil
}

func (d *User) Unmarshal(buf []byte) (uint64, error) {
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
		d.Name = string(buf[i+0 : i+0+l])
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
		d.Phone = string(buf[i+0 : i+0+l])
		i += l
	}
	{

		v := 0 | (uint64(buf[i+0+0]) << 0) | (uint64(buf[i+1+0]) << 8) | (uint64(buf[i+2+0]) << 16) | (uint64(buf[i+3+0]) << 24) | (uint64(buf[i+4+0]) << 32) | (uint64(buf[i+5+0]) << 40) | (uint64(buf[i+6+0]) << 48) | (uint64(buf[i+7+0]) << 56)
		d.Balance = *(*float64)(unsafe.Pointer(&v))

	}
	{
		if buf[i+8] == 1 {
			if d.BirthDay == nil {
				d.BirthDay = new(time.Time)
			}

			{
				(*d.BirthDay).UnmarshalBinary(buf[i+9 : i+9+15])
			}
			i += 15
		} else {
			d.BirthDay = nil
		}
	}
	{
		d.RegisteredAt.UnmarshalBinary(buf[i+9 : i+9+15])
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+24] & 0x7F)
			for buf[i+24]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+24]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.ShoppingCart)) >= l {
			d.ShoppingCart = d.ShoppingCart[:l]
		} else {
			d.ShoppingCart = make([]CartEntry, l)
		}
		for k0 := range d.ShoppingCart {

			{
				ni, err := d.ShoppingCart[k0].Unmarshal(buf[i+24:])
				if err != nil {
					return 0, err
				}
				i += ni
			}

		}
	}
	{
		d.Blocked = buf[i+24] == 1
	}
	return i + 25, nil
}

type CartEntry struct {
	Key      string
	Item     Item
	Quantity int32
}

func (d *CartEntry) Size() (s uint64) {

	{
		l := uint64(len(d.Key))

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
		s += d.Item.Size()
	}
	{

		t := uint32(d.Quantity)
		t <<= 1
		if d.Quantity < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	return
}
func (d *CartEntry) Marshal(buf []byte) ([]byte, error) {
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
		l := uint64(len(d.Key))

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
		copy(buf[i+0:], d.Key)
		i += l
	}
	{
		nbuf, err := d.Item.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	{

		t := uint32(d.Quantity)

		t <<= 1
		if d.Quantity < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	return buf[:i+0], nil
}

func (d *CartEntry) Unmarshal(buf []byte) (uint64, error) {
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
		d.Key = string(buf[i+0 : i+0+l])
		i += l
	}
	{
		ni, err := d.Item.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
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

		d.Quantity = int32(t >> 1)
		if t&1 != 0 {
			d.Quantity = ^d.Quantity
		}

	}
	return i + 0, nil
}

type Item struct {
	ID          string
	CreatedAt   time.Time
	Visible     bool
	OwnerID     int32
	Name        string
	Description *string
	Keywords    []string
	Price       float64
	Weight      float32
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

		t := uint32(d.OwnerID)
		t <<= 1
		if d.OwnerID < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Name))

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
		if d.Description != nil {

			{
				l := uint64(len((*d.Description)))

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
		l := uint64(len(d.Keywords))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Keywords {

			{
				l := uint64(len(d.Keywords[k0]))

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
	s += 29
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
		b, err := d.CreatedAt.MarshalBinary()
		if err != nil {
			return nil, err
		}
		copy(buf[i+0:], b)
	}
	{
		if d.Visible {
			buf[i+15] = 1
		} else {
			buf[i+15] = 0
		}
	}
	{

		t := uint32(d.OwnerID)

		t <<= 1
		if d.OwnerID < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+16] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+16] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Name))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+16] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+16] = byte(t)
			i++

		}
		copy(buf[i+16:], d.Name)
		i += l
	}
	{
		if d.Description == nil {
			buf[i+16] = 0
		} else {
			buf[i+16] = 1

			{
				l := uint64(len((*d.Description)))

				{

					t := uint64(l)

					for t >= 0x80 {
						buf[i+17] = byte(t) | 0x80
						t >>= 7
						i++
					}
					buf[i+17] = byte(t)
					i++

				}
				copy(buf[i+17:], (*d.Description))
				i += l
			}
			i += 0
		}
	}
	{
		l := uint64(len(d.Keywords))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+17] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+17] = byte(t)
			i++

		}
		for k0 := range d.Keywords {

			{
				l := uint64(len(d.Keywords[k0]))

				{

					t := uint64(l)

					for t >= 0x80 {
						buf[i+17] = byte(t) | 0x80
						t >>= 7
						i++
					}
					buf[i+17] = byte(t)
					i++

				}
				copy(buf[i+17:], d.Keywords[k0])
				i += l
			}

		}
	}
	{

		v := *(*uint64)(unsafe.Pointer(&(d.Price)))

		buf[i+0+17] = byte(v >> 0)

		buf[i+1+17] = byte(v >> 8)

		buf[i+2+17] = byte(v >> 16)

		buf[i+3+17] = byte(v >> 24)

		buf[i+4+17] = byte(v >> 32)

		buf[i+5+17] = byte(v >> 40)

		buf[i+6+17] = byte(v >> 48)

		buf[i+7+17] = byte(v >> 56)

	}
	{

		v := *(*uint32)(unsafe.Pointer(&(d.Weight)))

		buf[i+0+25] = byte(v >> 0)

		buf[i+1+25] = byte(v >> 8)

		buf[i+2+25] = byte(v >> 16)

		buf[i+3+25] = byte(v >> 24)

	}
	return buf[:i+29], nil
}

func (d *Item) Unmarshal(buf []byte) (uint64, error) {
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
		d.CreatedAt.UnmarshalBinary(buf[i+0 : i+0+15])
	}
	{
		d.Visible = buf[i+15] == 1
	}
	{

		bs := uint8(7)
		t := uint32(buf[i+16] & 0x7F)
		for buf[i+16]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+16]&0x7F) << bs
			bs += 7
		}
		i++

		d.OwnerID = int32(t >> 1)
		if t&1 != 0 {
			d.OwnerID = ^d.OwnerID
		}

	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+16] & 0x7F)
			for buf[i+16]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+16]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.Name = string(buf[i+16 : i+16+l])
		i += l
	}
	{
		if buf[i+16] == 1 {
			if d.Description == nil {
				d.Description = new(string)
			}

			{
				l := uint64(0)

				{

					bs := uint8(7)
					t := uint64(buf[i+17] & 0x7F)
					for buf[i+17]&0x80 == 0x80 {
						i++
						t |= uint64(buf[i+17]&0x7F) << bs
						bs += 7
					}
					i++

					l = t

				}
				(*d.Description) = string(buf[i+17 : i+17+l])
				i += l
			}
			i += 0
		} else {
			d.Description = nil
		}
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+17] & 0x7F)
			for buf[i+17]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+17]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		if uint64(cap(d.Keywords)) >= l {
			d.Keywords = d.Keywords[:l]
		} else {
			d.Keywords = make([]string, l)
		}
		for k0 := range d.Keywords {

			{
				l := uint64(0)

				{

					bs := uint8(7)
					t := uint64(buf[i+17] & 0x7F)
					for buf[i+17]&0x80 == 0x80 {
						i++
						t |= uint64(buf[i+17]&0x7F) << bs
						bs += 7
					}
					i++

					l = t

				}
				d.Keywords[k0] = string(buf[i+17 : i+17+l])
				i += l
			}

		}
	}
	{

		v := 0 | (uint64(buf[i+0+17]) << 0) | (uint64(buf[i+1+17]) << 8) | (uint64(buf[i+2+17]) << 16) | (uint64(buf[i+3+17]) << 24) | (uint64(buf[i+4+17]) << 32) | (uint64(buf[i+5+17]) << 40) | (uint64(buf[i+6+17]) << 48) | (uint64(buf[i+7+17]) << 56)
		d.Price = *(*float64)(unsafe.Pointer(&v))

	}
	{

		v := 0 | (uint32(buf[i+0+25]) << 0) | (uint32(buf[i+1+25]) << 8) | (uint32(buf[i+2+25]) << 16) | (uint32(buf[i+3+25]) << 24)
		d.Weight = *(*float32)(unsafe.Pointer(&v))

	}
	return i + 29, nil
}

type MessageData struct {
	Type      int32
	Fid       uint64
	Timestamp uint32
	Network   int32
	Body      CastAddBody
}

func (d *MessageData) Size() (s uint64) {

	{

		t := uint32(d.Type)
		t <<= 1
		if d.Type < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := d.Fid
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := d.Timestamp
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{

		t := uint32(d.Network)
		t <<= 1
		if d.Network < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		s += d.Body.Size()
	}
	return
}
func (d *MessageData) Marshal(buf []byte) ([]byte, error) {
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

		t := uint32(d.Type)

		t <<= 1
		if d.Type < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{

		t := uint64(d.Fid)

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{

		t := uint32(d.Timestamp)

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{

		t := uint32(d.Network)

		t <<= 1
		if d.Network < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{
		nbuf, err := d.Body.Marshal(buf[i+0:])
		if err != nil {
			return nil, err
		}
		i += uint64(len(nbuf))
	}
	return buf[:i+0], nil
}

func (d *MessageData) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		bs := uint8(7)
		t := uint32(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint32(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.Type = int32(t >> 1)
		if t&1 != 0 {
			d.Type = ^d.Type
		}

	}
	{

		bs := uint8(7)
		t := uint64(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.Fid = t

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

		d.Timestamp = t

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

		d.Network = int32(t >> 1)
		if t&1 != 0 {
			d.Network = ^d.Network
		}

	}
	{
		ni, err := d.Body.Unmarshal(buf[i+0:])
		if err != nil {
			return 0, err
		}
		i += ni
	}
	return i + 0, nil
}

type CastAddBody struct {
	Embeds       []string
	Mentions     []uint64
	ParentCastID *CastID
	Text         string
}

func (d *CastAddBody) Size() (s uint64) {

	{
		l := uint64(len(d.Embeds))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Embeds {

			{
				l := uint64(len(d.Embeds[k0]))

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
		l := uint64(len(d.Mentions))

		{

			t := l
			for t >= 0x80 {
				t >>= 7
				s++
			}
			s++

		}

		for k0 := range d.Mentions {

			{

				t := d.Mentions[k0]
				for t >= 0x80 {
					t >>= 7
					s++
				}
				s++

			}

		}

	}
	{
		if d.ParentCastID != nil {

			{
				s += (*d.ParentCastID).Size()
			}
			s += 0
		}
	}
	{
		l := uint64(len(d.Text))

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
func (d *CastAddBody) Marshal(buf []byte) ([]byte, error) {
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
		l := uint64(len(d.Embeds))

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
		for k0 := range d.Embeds {

			{
				l := uint64(len(d.Embeds[k0]))

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
				copy(buf[i+0:], d.Embeds[k0])
				i += l
			}

		}
	}
	{
		l := uint64(len(d.Mentions))

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
		for k0 := range d.Mentions {

			{

				t := uint64(d.Mentions[k0])

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
		if d.ParentCastID == nil {
			buf[i+0] = 0
		} else {
			buf[i+0] = 1

			{
				nbuf, err := (*d.ParentCastID).Marshal(buf[i+1:])
				if err != nil {
					return nil, err
				}
				i += uint64(len(nbuf))
			}
			i += 0
		}
	}
	{
		l := uint64(len(d.Text))

		{

			t := uint64(l)

			for t >= 0x80 {
				buf[i+1] = byte(t) | 0x80
				t >>= 7
				i++
			}
			buf[i+1] = byte(t)
			i++

		}
		copy(buf[i+1:], d.Text)
		i += l
	}
	return buf[:i+1], nil
}

func (d *CastAddBody) Unmarshal(buf []byte) (uint64, error) {
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
		if uint64(cap(d.Embeds)) >= l {
			d.Embeds = d.Embeds[:l]
		} else {
			d.Embeds = make([]string, l)
		}
		for k0 := range d.Embeds {

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
				d.Embeds[k0] = string(buf[i+0 : i+0+l])
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
		if uint64(cap(d.Mentions)) >= l {
			d.Mentions = d.Mentions[:l]
		} else {
			d.Mentions = make([]uint64, l)
		}
		for k0 := range d.Mentions {

			{

				bs := uint8(7)
				t := uint64(buf[i+0] & 0x7F)
				for buf[i+0]&0x80 == 0x80 {
					i++
					t |= uint64(buf[i+0]&0x7F) << bs
					bs += 7
				}
				i++

				d.Mentions[k0] = t

			}

		}
	}
	{
		if buf[i+0] == 1 {
			if d.ParentCastID == nil {
				d.ParentCastID = new(CastID)
			}

			{
				ni, err := (*d.ParentCastID).Unmarshal(buf[i+1:])
				if err != nil {
					return 0, err
				}
				i += ni
			}
			i += 0
		} else {
			d.ParentCastID = nil
		}
	}
	{
		l := uint64(0)

		{

			bs := uint8(7)
			t := uint64(buf[i+1] & 0x7F)
			for buf[i+1]&0x80 == 0x80 {
				i++
				t |= uint64(buf[i+1]&0x7F) << bs
				bs += 7
			}
			i++

			l = t

		}
		d.Text = string(buf[i+1 : i+1+l])
		i += l
	}
	return i + 1, nil
}

type CastID struct {
	Fid    uint64
	TsHash []byte
}

func (d *CastID) Size() (s uint64) {

	{

		t := d.Fid
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.TsHash))

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
func (d *CastID) Marshal(buf []byte) ([]byte, error) {
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

		t := uint64(d.Fid)

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{
		l := uint64(len(d.TsHash))

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
		copy(buf[i+0:], d.TsHash)
		i += l
	}
	return buf[:i+0], nil
}

func (d *CastID) Unmarshal(buf []byte) (uint64, error) {
	i := uint64(0)

	{

		bs := uint8(7)
		t := uint64(buf[i+0] & 0x7F)
		for buf[i+0]&0x80 == 0x80 {
			i++
			t |= uint64(buf[i+0]&0x7F) << bs
			bs += 7
		}
		i++

		d.Fid = t

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
		if uint64(cap(d.TsHash)) >= l {
			d.TsHash = d.TsHash[:l]
		} else {
			d.TsHash = make([]byte, l)
		}
		copy(d.TsHash, buf[i+0:])
		i += l
	}
	return i + 0, nil
}

type Envelope struct {
	Data            []byte
	Hash            []byte
	HashScheme      int32
	Signature       []byte
	SignatureScheme int32
	Signer          []byte
}

func (d *Envelope) Size() (s uint64) {

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
	{
		l := uint64(len(d.Hash))

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

		t := uint32(d.HashScheme)
		t <<= 1
		if d.HashScheme < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Signature))

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

		t := uint32(d.SignatureScheme)
		t <<= 1
		if d.SignatureScheme < 0 {
			t = ^t
		}
		for t >= 0x80 {
			t >>= 7
			s++
		}
		s++

	}
	{
		l := uint64(len(d.Signer))

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
func (d *Envelope) Marshal(buf []byte) ([]byte, error) {
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
	{
		l := uint64(len(d.Hash))

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
		copy(buf[i+0:], d.Hash)
		i += l
	}
	{

		t := uint32(d.HashScheme)

		t <<= 1
		if d.HashScheme < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Signature))

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
		copy(buf[i+0:], d.Signature)
		i += l
	}
	{

		t := uint32(d.SignatureScheme)

		t <<= 1
		if d.SignatureScheme < 0 {
			t = ^t
		}

		for t >= 0x80 {
			buf[i+0] = byte(t) | 0x80
			t >>= 7
			i++
		}
		buf[i+0] = byte(t)
		i++

	}
	{
		l := uint64(len(d.Signer))

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
		copy(buf[i+0:], d.Signer)
		i += l
	}
	return buf[:i+0], nil
}

func (d *Envelope) Unmarshal(buf []byte) (uint64, error) {
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
		if uint64(cap(d.Data)) >= l {
			d.Data = d.Data[:l]
		} else {
			d.Data = make([]byte, l)
		}
		copy(d.Data, buf[i+0:])
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
		if uint64(cap(d.Hash)) >= l {
			d.Hash = d.Hash[:l]
		} else {
			d.Hash = make([]byte, l)
		}
		copy(d.Hash, buf[i+0:])
		i += l
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

		d.HashScheme = int32(t >> 1)
		if t&1 != 0 {
			d.HashScheme = ^d.HashScheme
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
		if uint64(cap(d.Signature)) >= l {
			d.Signature = d.Signature[:l]
		} else {
			d.Signature = make([]byte, l)
		}
		copy(d.Signature, buf[i+0:])
		i += l
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

		d.SignatureScheme = int32(t >> 1)
		if t&1 != 0 {
			d.SignatureScheme = ^d.SignatureScheme
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
		if uint64(cap(d.Signer)) >= l {
			d.Signer = d.Signer[:l]
		} else {
			d.Signer = make([]byte, l)
		}
		copy(d.Signer, buf[i+0:])
		i += l
	}
	return i + 0, nil
}
