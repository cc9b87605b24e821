package wire

import (
	"math"

	"github.com/calmh/xdr"
)

// Float32 and Float64 carry floats, which calmh/xdr lacks, as their IEEE
// bits in an XDR unsigned int and unsigned hyper (RFC 4506's float and
// double have the same bits, big-endian), through the marshalling methods
// genxdr calls on a field of a type it does not know.
type (
	Float32 float32
	Float64 float64
)

// XDRSize is the encoded size: 4 bytes.
func (Float32) XDRSize() int { return 4 }

// MarshalXDRInto writes f's bits.
func (f Float32) MarshalXDRInto(m *xdr.Marshaller) error {
	m.MarshalUint32(math.Float32bits(float32(f)))
	return m.Error
}

// UnmarshalXDRFrom reads f's bits.
func (f *Float32) UnmarshalXDRFrom(u *xdr.Unmarshaller) error {
	*f = Float32(math.Float32frombits(u.UnmarshalUint32()))
	return u.Error
}

// XDRSize is the encoded size: 8 bytes.
func (Float64) XDRSize() int { return 8 }

// MarshalXDRInto writes f's bits.
func (f Float64) MarshalXDRInto(m *xdr.Marshaller) error {
	m.MarshalUint64(math.Float64bits(float64(f)))
	return m.Error
}

// UnmarshalXDRFrom reads f's bits.
func (f *Float64) UnmarshalXDRFrom(u *xdr.Unmarshaller) error {
	*f = Float64(math.Float64frombits(u.UnmarshalUint64()))
	return u.Error
}
