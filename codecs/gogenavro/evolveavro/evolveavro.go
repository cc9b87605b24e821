// Package evolveavro holds the code gogen-avro generates from serbench
// evolve's Avro schemas (codecs/internal/avroevolve, which the other Avro
// libraries read too): v1/, package evolvev1, the old version of each
// change's record, and v2/, package evolvev2, the new one, each version in
// a package of its own, as both name their records alike. The field names
// are the Go field names of evolve's records (packages evolve/older and
// evolve/newer), so that codecs/gogenavro converts most records to the
// generated types by a cast.
package evolveavro

//go:generate sh -c "rm -f v1/*.go v2/*.go && go tool gogen-avro -package evolvev1 v1 ../../internal/avroevolve/v1/*.avsc && go tool gogen-avro -package evolvev2 v2 ../../internal/avroevolve/v2/*.avsc && gofmt -w v1 v2"
