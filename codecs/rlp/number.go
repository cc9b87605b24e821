package rlp

import (
	"io"
	"math"

	"github.com/ethereum/go-ethereum/rlp"
)

// Int32, Int64, Float32 and Float64 are the numbers RLP has no encoding
// for. They implement rlp.Encoder and rlp.Decoder, the package doc's way
// to encode a custom type: signed integers zig-zag encoded into an
// unsigned one, floats as their IEEE bits, written through an
// EncoderBuffer, which reuses the encoder's own buffer.
type (
	Int32   int32
	Int64   int64
	Float32 float32
	Float64 float64
)

func writeUint(w io.Writer, u uint64) error {
	b := rlp.NewEncoderBuffer(w)
	b.WriteUint64(u)
	return b.Flush()
}

// EncodeRLP writes i zig-zag encoded.
func (i Int32) EncodeRLP(w io.Writer) error { return writeUint(w, uint64(zigzag32(int32(i)))) }

// DecodeRLP reads i.
func (i *Int32) DecodeRLP(s *rlp.Stream) error {
	u, err := s.Uint32()
	*i = Int32(unzigzag32(u))
	return err
}

// EncodeRLP writes i zig-zag encoded.
func (i Int64) EncodeRLP(w io.Writer) error { return writeUint(w, zigzag(int64(i))) }

// DecodeRLP reads i.
func (i *Int64) DecodeRLP(s *rlp.Stream) error {
	u, err := s.Uint64()
	*i = Int64(unzigzag(u))
	return err
}

// EncodeRLP writes f's bits.
func (f Float32) EncodeRLP(w io.Writer) error {
	return writeUint(w, uint64(math.Float32bits(float32(f))))
}

// DecodeRLP reads f's bits.
func (f *Float32) DecodeRLP(s *rlp.Stream) error {
	u, err := s.Uint32()
	*f = Float32(math.Float32frombits(u))
	return err
}

// EncodeRLP writes f's bits.
func (f Float64) EncodeRLP(w io.Writer) error { return writeUint(w, math.Float64bits(float64(f))) }

// DecodeRLP reads f's bits.
func (f *Float64) DecodeRLP(s *rlp.Stream) error {
	u, err := s.Uint64()
	*f = Float64(math.Float64frombits(u))
	return err
}
