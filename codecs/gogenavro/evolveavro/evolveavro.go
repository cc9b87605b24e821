// Package evolveavro holds serbench evolve's records in Avro for
// gogen-avro: v1/, the old version of each change's record, and v2/, the
// new one, one schema file per record, named as its record, the same
// schemas as codecs/hambaavro/evolveavro's, so that both Avro libraries
// answer the same question. Each v2 schema changes its v1 one as the
// specification's schema resolution lets the versions read each other's
// data: an added field has a default, a field made optional is a union
// with null whose default is null, a renamed field keeps its old name as
// an alias, an added enum symbol comes last; its doc says which. The v1
// schemas foresee no change: they declare no default, so a v1 reader
// refuses new data that lacks one of its fields or holds a symbol its
// enum lacks, as the specification resolves them.
//
// gogen-avro generates each directory's schemas into a package of its
// own, evolvev1 and evolvev2, as codecs/gogenavro generates its datasets'
// schemas: both versions name their records alike. The field names are the
// Go field names of evolve's records (packages evolve/older and
// evolve/newer), so that codecs/gogenavro converts most records to the
// generated types by a cast.
package evolveavro

//go:generate sh -c "rm -f v1/*.go v2/*.go && go tool gogen-avro -package evolvev1 v1 v1/*.avsc && go tool gogen-avro -package evolvev2 v2 v2/*.avsc && gofmt -w v1 v2"
