// Package logstwin holds msgpackgen's copies of the logs dataset's types
// (written by internal/gentwin) and the code it generates for them.
package logstwin

//go:generate go run ../../../internal/gentwin -package logstwin -o types.go ../../../datasets/logs/logs.go
//go:generate go tool msgpackgen -input-file types.go -output-file msgpack.msgpackgen.go -strict
