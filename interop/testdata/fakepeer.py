"""A stand-in for refcheck.py in interop's tests: a peer whose answer is
known, chosen by the peer's name in the spec (what follows "fake:").
Records are JSON of small.A, framed as refcheck.py frames them."""

import json
import struct
import sys


def frames(path):
    with open(path, "rb") as f:
        data = f.read()
    out, i = [], 0
    while i < len(data):
        (n,) = struct.unpack_from(">I", data, i)
        out.append(data[i + 4 : i + 4 + n])
        i += 4 + n
    return out


def main():
    if sys.argv[1] == "versions":
        # A Python that lacks one library: serbench must say so in a line.
        print(json.dumps({"adapters": {
            "json": {"library": "json", "version": "3.0.0"},
            "msgpack": {"library": "msgpack", "missing": "ModuleNotFoundError: No module named 'msgpack'"}}}))
        return
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    mode = spec["peer"].split(":", 1)[1]
    records = frames(spec["in"])
    answer = {"read": len(records), "written": 0, "identical": 0}
    if mode == "refuses":
        answer = {"read": 0, "written": 0, "identical": 0, "read_error": "record 0: ValueError: not my bytes"}
    elif mode == "crashes":
        raise RuntimeError("boom")
    elif mode == "hangs":
        import time

        time.sleep(60)
    elif mode == "cannot-write":
        answer["write_error"] = "record 1: TypeError: cannot write"
    else:
        with open(spec["out"], "wb") as out:
            for r in records:
                if mode == "renames":
                    v = json.loads(r)
                    v["Name"] = "renamed"
                    r = json.dumps(v).encode()
                elif mode == "garbage":
                    r = b"\xff"
                out.write(struct.pack(">I", len(r)) + r)
                answer["written"] += 1
                answer["identical"] += mode == "faithful"
    print(json.dumps(answer))


main()
