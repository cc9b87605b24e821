"""serbench interop's Python peer: the reference libraries of wire formats
read the bytes a Go codec wrote, and write back what they read.

    python refcheck.py versions
        prints {"adapters": {NAME: {"library": ..., "version": ...}
        or {"missing": "why"}}} for every adapter below.
    python refcheck.py check SPEC.json
        reads the framed records of SPEC's "in" with SPEC's "adapter", writes
        each value back with the same library to SPEC's "out", and prints
        {"read": N, "written": N, "identical": N} and, when a record stops
        it, "read_error" or "write_error": "record I: Type: message".

Records are framed as a 4-byte big-endian length and the bytes. A record
the library cannot read or write stops the check with that error in the
answer, never a traceback; the exit status is 0 whenever an answer is
printed. serbench interop (package interop) compares the written values
with the dataset, in Go.

Each library is used as its documentation shows for plain values: its
top-level decode and encode functions with their defaults, except where the
adapter says otherwise and why.
"""

import base64
import importlib
import importlib.metadata
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile


def frames(path):
    """The records of a framed file."""
    with open(path, "rb") as f:
        data = f.read()
    out, i = [], 0
    while i < len(data):
        (n,) = struct.unpack_from(">I", data, i)
        i += 4
        out.append(data[i : i + n])
        i += n
    return out


def scratch(spec):
    """Where an adapter's own files go: beside the check's output, in the
    directory serbench removes after the check."""
    return os.path.dirname(os.path.abspath(spec["out"]))


def version(dist):
    return importlib.metadata.version(dist)


class Adapter:
    """One reference library: what it is, and how it reads and writes one
    record. module names what must import; dist the package whose version
    names the library (None: Python's own)."""

    library = ""
    module = ""
    dist = None

    def available(self):
        importlib.import_module(self.module)
        if self.dist is None:
            return "%d.%d.%d" % sys.version_info[:3]
        return version(self.dist)

    def setup(self, spec):
        pass

    def decode(self, data):
        raise NotImplementedError

    def encode(self, value):
        raise NotImplementedError


def inner_key(value, spec):
    """Where farcaster's envelope of a self-describing format holds the
    encoded MessageData: the map key spelt "data" in any case, else the key
    0 (a codec that numbers its fields from 0), or the first element of an
    array (a codec that writes structs as arrays)."""
    if isinstance(value, dict):
        for k in value:
            if isinstance(k, str) and k.lower() == spec["inner"].lower():
                return k
        if 0 in value:
            return 0
        raise ValueError("farcaster: the envelope has no %r field" % spec["inner"])
    if isinstance(value, list) and value:
        return 0
    raise ValueError("farcaster: the envelope is a %s, not a map or an array" % type(value).__name__)


class SelfDescribing(Adapter):
    """A format whose bytes say their own types. For farcaster (spec
    "inner"), the envelope's data field holds a MessageData encoded in the
    same format, which is read and written back too."""

    def setup(self, spec):
        self.spec = spec

    def decode(self, data):
        v = self.loads(data)
        if self.spec.get("inner"):
            k = inner_key(v, self.spec)
            v[k] = Nested(self.loads(self.unwrap(v[k])), v[k])
        return v

    def encode(self, value):
        if self.spec.get("inner"):
            k = inner_key(value, self.spec)
            n = value[k]
            value = (dict if isinstance(value, dict) else list)(value)
            value[k] = self.wrap(self.dumps(n.value), n.original)
        return self.dumps(value)

    def unwrap(self, field):
        if isinstance(field, (bytes, bytearray)):
            return bytes(field)
        if isinstance(field, str):
            # Go's JSON and some YAML codecs write []byte as base64.
            return base64.b64decode(field, validate=True)
        if isinstance(field, list) and all(isinstance(b, int) for b in field):
            # Others write it as a sequence of numbers.
            return bytes(field)
        raise ValueError("farcaster: the envelope's data is a %s, not bytes" % type(field).__name__)

    def wrap(self, data, original):
        """data, held as the original field held its bytes."""
        if isinstance(original, str):
            return base64.b64encode(data).decode()
        if isinstance(original, list):
            return list(data)
        return data


class Nested:
    """A nested record read from the bytes of a field, and the field as it
    was (for the way its bytes were held: a base64 string, say)."""

    def __init__(self, value, original):
        self.value, self.original = value, original


class JSON(SelfDescribing):
    # Python's json module: json.loads and json.dumps with their defaults
    # (ASCII output with \u escapes, ", " and ": " separators).
    library, module = "json", "json"

    def loads(self, data):
        return json.loads(data)

    def dumps(self, value):
        return json.dumps(value).encode()


class MessagePack(SelfDescribing):
    # msgpack.unpackb and msgpack.packb, the README's defaults (raw=False:
    # str is UTF-8 text; timestamps as msgpack.Timestamp, which keeps
    # nanoseconds; other extension types as ExtType, written back as they
    # came), but strict_map_key=False: the default refuses map keys other
    # than str and bytes, a guard the README gives for untrusted input,
    # and these bytes are Go's own.
    library, module, dist = "msgpack", "msgpack", "msgpack"

    def loads(self, data):
        import msgpack

        return msgpack.unpackb(data, strict_map_key=False)

    def dumps(self, value):
        import msgpack

        return msgpack.packb(value)


class CBOR(SelfDescribing):
    # cbor2.loads and cbor2.dumps with their defaults: tagged times as
    # datetime (microseconds), unknown tags as CBORTag, written back as
    # they came.
    library, module, dist = "cbor2", "cbor2", "cbor2"

    def loads(self, data):
        import cbor2

        return cbor2.loads(data)

    def dumps(self, value):
        import cbor2

        return cbor2.dumps(value)


class BSON(SelfDescribing):
    # pymongo's bson.decode and bson.encode with the default CodecOptions:
    # dicts, naive UTC datetimes (BSON's are milliseconds), 64-bit ints as
    # bson.Int64 so that they are written back as 64-bit.
    library, module, dist = "bson", "bson", "pymongo"

    def loads(self, data):
        import bson

        return bson.decode(data)

    def dumps(self, value):
        import bson

        return bson.encode(value)


class YAML(SelfDescribing):
    # PyYAML's safe loader and dumper with their defaults (YAML 1.1, keys
    # sorted, ASCII output), the documentation's advice for data from
    # elsewhere (the full loader constructs arbitrary Python objects), in
    # their LibYAML form, CSafeLoader and CSafeDumper, as the documentation
    # shows for speed; the pure-Python ones where PyYAML was built without
    # LibYAML.
    library, module, dist = "pyyaml", "yaml", "PyYAML"

    def setup(self, spec):
        import yaml

        super().setup(spec)
        self.loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        self.dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

    def loads(self, data):
        import yaml

        return yaml.load(data, Loader=self.loader)

    def dumps(self, value):
        import yaml

        return yaml.dump(value, Dumper=self.dumper).encode()


class Avro(Adapter):
    # fastavro's schemaless_reader and schemaless_writer, each schema
    # parsed once by parse_schema, as its docs show for datums without an
    # object container; the writer's schema is the Go codecs' (spec
    # "schema"), and farcaster's Data holds a datum of spec "inner_schema".
    library, module, dist = "fastavro", "fastavro", "fastavro"

    def setup(self, spec):
        import fastavro

        self.schema = fastavro.parse_schema(json.loads(spec["schema"]))
        self.inner = spec.get("inner")
        if self.inner:
            self.inner_schema = fastavro.parse_schema(json.loads(spec["inner_schema"]))

    def read(self, data, schema):
        import fastavro

        f = io.BytesIO(data)
        v = fastavro.schemaless_reader(f, schema)
        if f.tell() != len(data):
            raise ValueError("%d bytes left after the datum" % (len(data) - f.tell()))
        return v

    def write(self, value, schema):
        import fastavro

        f = io.BytesIO()
        fastavro.schemaless_writer(f, schema, value)
        return f.getvalue()

    def decode(self, data):
        v = self.read(data, self.schema)
        if self.inner:
            v[self.inner] = self.read(v[self.inner], self.inner_schema)
        return v

    def encode(self, value):
        if self.inner:
            value = dict(value)
            value[self.inner] = self.write(value[self.inner], self.inner_schema)
        return self.write(value, self.schema)


class Protobuf(Adapter):
    # protobuf's generated-class API without generated code: the messages
    # of a FileDescriptorSet (spec "descriptors", Go's own descriptors)
    # added to a DescriptorPool and made classes by
    # message_factory.GetMessageClass; FromString and SerializeToString.
    # Unknown fields are kept and written back, as the library does.
    library, module, dist = "protobuf", "google.protobuf", "protobuf"

    def setup(self, spec):
        from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

        fds = descriptor_pb2.FileDescriptorSet()
        with open(spec["descriptors"], "rb") as f:
            fds.ParseFromString(f.read())
        pool = descriptor_pool.DescriptorPool()
        for fd in fds.file:
            pool.Add(fd)
        cls = lambda name: message_factory.GetMessageClass(pool.FindMessageTypeByName(name))
        self.cls = cls(spec["message"])
        self.inner = spec.get("inner")
        if self.inner:
            self.inner_cls = cls(spec["inner_message"])

    def decode(self, data):
        m = self.cls.FromString(data)
        inner = self.inner_cls.FromString(getattr(m, self.inner)) if self.inner else None
        return m, inner

    def encode(self, value):
        m, inner = value
        if inner is not None:
            setattr(m, self.inner, inner.SerializeToString())
        return m.SerializeToString()


def strip_go_annotations(src, dst):
    """A copy of a Go codec's .capnp schema without its Go annotations,
    whose import (/go.capnp) is the Go module's file, not Cap'n Proto's:
    the file's id and every type are unchanged."""
    with open(src) as f:
        text = f.read()
    text = re.sub(r'(?m)^using Go = import "/go.capnp";\n', "", text)
    text = re.sub(r"(?m)^\$Go\.[a-z]+\([^)]*\);\n", "", text)
    with open(dst, "w") as f:
        f.write(text)


class CapnProto(Adapter):
    # pycapnp: capnp.load on the schema (its import hook off), each record
    # read by the struct's from_bytes (unpacked, the stream framing Go's
    # Message.Marshal writes), every field read out by to_dict and the
    # record built again by new_message and written by to_bytes, so that
    # each value passes through the library rather than a copy of the
    # segments. The traversal limit is raised for the large collections'
    # records; the default, 64 MiB of words, is a guard against hostile
    # input.
    library, module, dist = "pycapnp", "capnp", "pycapnp"

    def setup(self, spec):
        import capnp

        capnp.remove_import_hook()
        self.dir = tempfile.mkdtemp(prefix="serbench-capnp-", dir=scratch(spec))
        path = os.path.join(self.dir, os.path.basename(spec["schema"]))
        strip_go_annotations(spec["schema"], path)
        mod = capnp.load(path)
        self.struct = getattr(mod, spec["struct"])
        self.inner = spec.get("inner")
        if self.inner:
            self.inner_struct = getattr(mod, spec["inner_struct"])

    def read(self, data, struct_):
        with struct_.from_bytes(data, traversal_limit_in_words=1 << 40) as r:
            return r.to_dict()

    def decode(self, data):
        v = self.read(data, self.struct)
        if self.inner and self.inner in v:
            v[self.inner] = self.read(v[self.inner], self.inner_struct)
        return v

    def encode(self, value):
        if self.inner and self.inner in value:
            value = dict(value)
            value[self.inner] = self.inner_struct.new_message(**value[self.inner]).to_bytes()
        return self.struct.new_message(**value).to_bytes()


class Thrift(Adapter):
    # Apache Thrift's Python library on the code its compiler generates
    # from the Go codecs' .thrift file (thrift --gen py, into a scratch
    # directory, under a module name of its own: collections.thrift would
    # shadow Python's collections), each record read and written by the
    # generated struct's read and write through TMemoryBuffer and the
    # protocol of spec "protocol", as the library's tutorial serializes.
    library, module, dist = "thrift", "thrift", "thrift"

    def setup(self, spec):
        from thrift.protocol import TBinaryProtocol, TCompactProtocol

        compiler = shutil.which("thrift")
        if compiler is None:
            raise RuntimeError("no thrift compiler on PATH: bash .ci/install-generators installs it")
        self.dir = tempfile.mkdtemp(prefix="serbench-thrift-", dir=scratch(spec))
        stem = "serbench_ref_" + os.path.splitext(os.path.basename(spec["schema"]))[0]
        shutil.copy(spec["schema"], os.path.join(self.dir, stem + ".thrift"))
        subprocess.run([compiler, "--gen", "py", "-out", self.dir, stem + ".thrift"], cwd=self.dir, check=True,
                       capture_output=True)
        sys.path.insert(0, self.dir)
        ttypes = importlib.import_module(stem + ".ttypes")
        self.cls = getattr(ttypes, spec["struct"])
        self.inner = spec.get("inner")
        if self.inner:
            self.inner_cls = getattr(ttypes, spec["inner_struct"])
        self.protocol = {"binary": TBinaryProtocol.TBinaryProtocol,
                         "compact": TCompactProtocol.TCompactProtocol}[spec["protocol"]]

    def read(self, data, cls):
        from thrift.transport import TTransport

        v = cls()
        t = TTransport.TMemoryBuffer(data)
        v.read(self.protocol(t))
        left = len(data) - t._buffer.tell()
        if left:
            raise ValueError("%d bytes left after the struct" % left)
        return v

    def write(self, value):
        from thrift.transport import TTransport

        t = TTransport.TMemoryBuffer()
        value.write(self.protocol(t))
        return t.getvalue()

    def decode(self, data):
        v = self.read(data, self.cls)
        inner = self.read(getattr(v, self.inner), self.inner_cls) if self.inner else None
        return v, inner

    def encode(self, value):
        v, inner = value
        if inner is not None:
            setattr(v, self.inner, self.write(inner))
        return self.write(v)


ADAPTERS = {
    "json": JSON(),
    "msgpack": MessagePack(),
    "cbor": CBOR(),
    "bson": BSON(),
    "yaml": YAML(),
    "avro": Avro(),
    "protobuf": Protobuf(),
    "capnp": CapnProto(),
    "thrift": Thrift(),
}


def one_line(e):
    msg = " ".join(str(e).split())
    return "%s: %s" % (type(e).__name__, msg) if msg else type(e).__name__


def versions():
    out = {}
    for name, a in ADAPTERS.items():
        try:
            out[name] = {"library": a.library, "version": a.available()}
        except Exception as e:  # ImportError, PackageNotFoundError
            out[name] = {"library": a.library, "missing": one_line(e)}
    return {"adapters": out}


def check(spec):
    a = ADAPTERS[spec["adapter"]]
    answer = {"read": 0, "written": 0, "identical": 0}
    try:
        a.available()
        a.setup(spec)
    except Exception as e:
        answer["read_error"] = "setting up %s: %s" % (a.library, one_line(e))
        return answer
    records = frames(spec["in"])
    values = []
    for i, data in enumerate(records):
        try:
            values.append(a.decode(data))
        except Exception as e:
            answer["read_error"] = "record %d: %s" % (i, one_line(e))
            return answer
    answer["read"] = len(values)
    with open(spec["out"], "wb") as out:
        for i, v in enumerate(values):
            try:
                data = a.encode(v)
            except Exception as e:
                answer["write_error"] = "record %d: %s" % (i, one_line(e))
                return answer
            out.write(struct.pack(">I", len(data)))
            out.write(data)
            answer["written"] += 1
            if data == records[i]:
                answer["identical"] += 1
    return answer


def main(argv):
    if len(argv) == 2 and argv[1] == "versions":
        answer = versions()
    elif len(argv) == 3 and argv[1] == "check":
        with open(argv[2]) as f:
            answer = check(json.load(f))
    else:
        print("usage: refcheck.py versions | check SPEC.json", file=sys.stderr)
        return 2
    json.dump(answer, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
