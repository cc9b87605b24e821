package interop

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/serbench/serbench/codecs/gogenavro/schema"
)

// A layout is how one dataset's records are laid out in a schema language:
// the top-level type's name in each, and, for farcaster, the field that
// holds the nested MessageData's encoding and that type's name.
type layout struct {
	avro, avroInner       string // schemas of codecs/gogenavro/schema
	proto, protoInner     string // full names in codecs/protobuf's .proto files
	file                  string // capnp and thrift: "schema" or "collections"
	typ, inner, innerType string // capnp and thrift: struct names; the field as capnp and thrift name it
}

// layouts are the datasets' layouts, as the Go codecs of each schema
// language write them.
var layouts = map[string]layout{
	"small":      {avro: schema.A, proto: "serbench.protobuf.A", file: "schema", typ: "A"},
	"edge":       {avro: schema.A, proto: "serbench.protobuf.A", file: "schema", typ: "A"},
	"colorgroup": {avro: schema.ColorGroup, proto: "serbench.protobuf.ColorGroup", file: "schema", typ: "ColorGroup"},
	"hero":       {avro: schema.Hero, proto: "serbench.protobuf.Hero", file: "schema", typ: "Hero"},
	"cart":       {avro: schema.User, proto: "serbench.protobuf.User", file: "schema", typ: "User"},
	"farcaster": {avro: schema.Message, avroInner: schema.MessageData, proto: "serbench.protobuf.Message",
		protoInner: "serbench.protobuf.MessageData", file: "schema", typ: "Message", inner: "data", innerType: "MessageData"},
	"dynamic":  {proto: "google.protobuf.Struct"},
	"logs":     {avro: schema.Logs, proto: "serbench.protobuf.Logs", file: "collections", typ: "Logs"},
	"mesh":     {avro: schema.Mesh, proto: "serbench.protobuf.Mesh", file: "collections", typ: "Mesh"},
	"savedata": {avro: schema.Save, proto: "serbench.protobuf.Save", file: "collections", typ: "Save"},
	"updates":  {avro: schema.Updates, proto: "serbench.protobuf.Updates", file: "collections", typ: "Updates"},
}

// schemaDirs are the directories of each Cap'n Proto and Thrift codec's
// schema files (schema.capnp and collections.capnp, serbench.thrift and
// collections.thrift), from the repository's root.
var schemaDirs = map[string]string{
	"capnp-v3":        "codecs/capnpv3",
	"capnproto2":      "codecs/capnproto2",
	"capnproto1":      "codecs/glycerinecapnp",
	"thrift-binary":   "codecs/thrift",
	"thrift-compact":  "codecs/thrift",
	"frugal":          "codecs/thrift",
	"thrift-iterator": "codecs/thrift",
}

// spec is what refcheck.py needs, besides the files, to read t's reader's
// encoding with p: the adapter, and the schema of a schema language.
func (py *Python) spec(p Peer, t Task) (map[string]any, error) {
	spec := map[string]any{"adapter": p.Adapter, "peer": p.Name}
	l, ok := layouts[t.Dataset]
	unknown := fmt.Errorf("interop knows no %s schema of dataset %s", p.Wire, t.Dataset)
	switch p.Adapter {
	case "json", "msgpack", "cbor", "bson", "yaml":
		if l.inner != "" {
			// The envelope's field, as the self-describing formats'
			// codecs spell it: Go's field name or its lower case.
			spec["inner"] = l.inner
		}
	case "avro":
		if !ok || l.avro == "" {
			return nil, unknown
		}
		spec["schema"] = l.avro
		if l.avroInner != "" {
			spec["inner"], spec["inner_schema"] = "Data", l.avroInner
		}
	case "protobuf":
		if !ok || l.proto == "" {
			return nil, unknown
		}
		file, err := py.descriptors(l.proto, l.protoInner)
		if err != nil {
			return nil, err
		}
		spec["descriptors"], spec["message"] = file, l.proto
		if l.protoInner != "" {
			spec["inner"], spec["inner_message"] = "data", l.protoInner
		}
	case "capnp", "thrift":
		dir, known := schemaDirs[t.Reader]
		if !ok || !known || l.file == "" {
			return nil, fmt.Errorf("interop knows no %s schema file of %s on dataset %s", p.Wire, t.Reader, t.Dataset)
		}
		name := l.file + ".capnp"
		if p.Adapter == "thrift" {
			name = map[string]string{"schema": "serbench", "collections": "collections"}[l.file] + ".thrift"
			spec["protocol"] = map[string]string{"Thrift binary": "binary", "Thrift compact": "compact"}[p.Wire]
		}
		spec["schema"], spec["struct"] = filepath.Join(py.Root, dir, name), l.typ
		if l.inner != "" {
			spec["inner"], spec["inner_struct"] = l.inner, l.innerType
		}
	default:
		return nil, fmt.Errorf("interop has no adapter %q", p.Adapter)
	}
	return spec, nil
}

// descriptors writes, once per run, the FileDescriptorSet of the files
// that declare the named protobuf messages and of their imports, from the
// descriptors the Go codecs registered, and returns its path.
func (py *Python) descriptors(names ...string) (string, error) {
	key := strings.Join(names, ",")
	py.mu.Lock()
	defer py.mu.Unlock()
	if f, ok := py.descs[key]; ok {
		return f, nil
	}
	set := &descriptorpb.FileDescriptorSet{}
	seen := map[string]bool{}
	var add func(f protoreflect.FileDescriptor)
	add = func(f protoreflect.FileDescriptor) {
		if seen[f.Path()] {
			return
		}
		seen[f.Path()] = true
		imports := f.Imports()
		for i := range imports.Len() {
			add(imports.Get(i).FileDescriptor)
		}
		set.File = append(set.File, protodesc.ToFileDescriptorProto(f))
	}
	for _, n := range names {
		if n == "" {
			continue
		}
		d, err := protoregistry.GlobalFiles.FindDescriptorByName(protoreflect.FullName(n))
		if err != nil {
			return "", fmt.Errorf("the protobuf message %s is not linked into this binary: %v", n, err)
		}
		add(d.ParentFile())
	}
	b, err := proto.Marshal(set)
	if err != nil {
		return "", err
	}
	f := filepath.Join(py.scratch, fmt.Sprintf("descriptors-%d.pb", len(py.descs)))
	if err := os.WriteFile(f, b, 0o644); err != nil {
		return "", err
	}
	py.descs[key] = f
	return f, nil
}
