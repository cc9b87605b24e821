package easyproto_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/serbench/serbench"
	_ "github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/fidelity"
)

// TestProtobufInterop checks that easyproto and the protobuf codec read
// each other's bytes as each reads its own, and, where both write the same
// fields in the same order, that the bytes are the same.
func TestProtobufInterop(t *testing.T) {
	serbench.UseCheckZone()
	// easyproto's FieldContext.Int32 and Enum refuse a varint above
	// 2^32-1, and so the ten-byte negative int32s that protoc's runtimes
	// write: edge's negative UTC offsets, savedata's negative xp and
	// portal cooldowns. (Its AppendInt32 writes them in five bytes, which
	// protobuf reads.)
	refuses := map[string]bool{"edge": true, "savedata": true}
	// Byte for byte but where the bytes differ by the rules: cart and
	// dynamic are maps, written in Go's map order; in farcaster protobuf
	// writes the parent_cast_id oneof after text, easyproto in field order;
	// edge and savedata have negative int32s.
	sameBytes := map[string]bool{"small": true, "colorgroup": true, "hero": true, "logs": true, "mesh": true, "updates": true}
	for _, d := range serbench.Datasets() {
		t.Run(d.Name, func(t *testing.T) {
			if d.Large && os.Getenv("SERBENCH_TEST_COLLECTIONS") == "" {
				t.Skipf("%s is a large collection (SERBENCH_TEST_COLLECTIONS=1 checks it here)", d.Name)
			}
			ep := serbench.Lookup("easyproto", d.Name).Instance(serbench.Default)
			pb := serbench.Lookup("protobuf", d.Name).Instance(serbench.Default)
			own := ep.Check()
			if r := pb.(serbench.ForeignReader).CheckForeign(ep.Encoded()); r.Status != own.Status {
				t.Errorf("protobuf reading easyproto's bytes: %s, want %s as easyproto's own round trip; %s", r.Status, own.Status, r.Reason)
			}
			want := own.Status
			if refuses[d.Name] {
				want = fidelity.Error
			}
			if r := ep.(serbench.ForeignReader).CheckForeign(pb.Encoded()); r.Status != want {
				t.Errorf("easyproto reading protobuf's bytes: %s, want %s; %s", r.Status, want, r.Reason)
			}
			if sameBytes[d.Name] {
				a, b := ep.Encoded(), pb.Encoded()
				for i := range a {
					if !bytes.Equal(a[i], b[i]) {
						t.Fatalf("record %d: easyproto wrote %d bytes, protobuf %d, not the same", i, len(a[i]), len(b[i]))
					}
				}
			}
		})
	}
}
