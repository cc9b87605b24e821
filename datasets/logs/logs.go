// Package logs is the log dataset of djkoloski/rust_serialization_benchmark
// for Go: one record is a collection of 10,000 HTTP access-log entries
// (client IPv4 address, identity, user id, date, request line, status code
// and response size), string-heavy and small per entry.
//
// The fields and their value ranges follow the Rust suite's generator: four
// address bytes, identity "-", one of nine user ids, a Common Log Format date
// with a zone offset, a request line of method, route and protocol, one of 63
// status codes and a size below 10^8. A record is about 1.8 MB in
// encoding/json and 0.7 MB in a compact binary form such as the baseline's (a
// test in datasets/all checks the JSON size); the Rust suite's, at the same
// shape, is 703,710 bytes in bitcode and 1,827,461 in serde_json.
package logs

import (
	"fmt"
	"math/rand/v2"

	"github.com/serbench/serbench"
)

// Address is a client's IPv4 address, byte by byte.
type Address struct {
	X0, X1, X2, X3 uint8
}

// Log is one access-log entry.
type Log struct {
	Address  Address
	Identity string
	UserID   string
	Date     string
	Request  string
	Code     uint16
	Size     uint64
}

// Logs is one record: the whole collection.
type Logs struct {
	Logs []Log
}

// Entries is the number of entries in a record, as in the Rust suite.
const Entries = 10_000

// Size is the number of records in the pool: two, so that output reuse is
// measurable, and no more, as each is large.
const Size = 2

// Dataset is the registered dataset.
var Dataset = &serbench.Dataset[Logs]{
	Large:       true,
	Throughput:  true,
	Name:        "logs",
	Description: "rust_serialization_benchmark's log: 10,000 HTTP access-log entries, string-heavy; ~1.8 MB in JSON",
	Records:     Records,
}

func init() { serbench.AddDataset(Dataset) }

var (
	userIDs   = []string{"-", "alice", "bob", "carmen", "david", "eric", "frank", "george", "harry"}
	months    = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	methods   = []string{"GET", "POST", "PUT", "UPDATE", "DELETE"}
	routes    = []string{"/favicon.ico", "/css/index.css", "/css/font-awsome.min.css", "/img/logo-full.svg", "/img/splash.jpg", "/api/login", "/api/logout"}
	protocols = []string{"HTTP/1.0", "HTTP/1.1", "HTTP/2", "HTTP/3"}
	codes     = []uint16{
		100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302,
		303, 304, 305, 306, 307, 308, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410,
		411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424, 425, 426, 428, 429, 431,
		451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511,
	}
)

// Records returns the pool.
func Records() []Logs {
	r := rand.New(rand.NewPCG(0, 13))
	out := make([]Logs, Size)
	for i := range out {
		out[i].Logs = make([]Log, Entries)
		for j := range out[i].Logs {
			out[i].Logs[j] = entry(r)
		}
	}
	return out
}

func entry(r *rand.Rand) Log {
	a := r.Uint32()
	return Log{
		Address:  Address{uint8(a >> 24), uint8(a >> 16), uint8(a >> 8), uint8(a)},
		Identity: "-",
		UserID:   userIDs[r.IntN(len(userIDs))],
		Date: fmt.Sprintf("%d/%s/%d:%d:%d:%d %+03d00", 1+r.IntN(28), months[r.IntN(12)], 1970+r.IntN(52),
			r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(25)-12),
		Request: methods[r.IntN(len(methods))] + " " + routes[r.IntN(len(routes))] + " " + protocols[r.IntN(len(protocols))],
		Code:    codes[r.IntN(len(codes))],
		Size:    r.Uint64N(100_000_000),
	}
}
