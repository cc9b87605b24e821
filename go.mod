module github.com/serbench/serbench

go 1.27

toolchain go1.27.3

require (
	buf.build/go/hyperpb v0.1.3
	capnproto.org/go/capnp/v3 v3.1.0-alpha.2
	github.com/200sc/bebop v0.6.2
	github.com/Sereal/Sereal/Go/sereal v0.0.0-20231009093132-b9187f1a92c6
	github.com/VictoriaMetrics/easyproto v1.2.0
	github.com/aclements/go-moremath v0.0.0-20210112150236-f10218a38794
	github.com/actgardner/gogen-avro/v10 v10.2.1
	github.com/alecthomas/binary v0.0.0-20231202071617-9b43cc962409
	github.com/alexflint/go-memdump v1.1.0
	github.com/apache/thrift v0.25.0
	github.com/buger/jsonparser v1.6.1
	github.com/bytedance/sonic v1.15.5
	github.com/calmh/xdr v1.1.0
	github.com/chmike/ditp v0.0.0-20240629115045-1ab5bbd646cd
	github.com/cloudwego/fastpb v0.0.6
	github.com/cloudwego/frugal v0.3.1
	github.com/cosmos/cosmos-proto v1.0.0-beta.3
	github.com/cybriq/gotiny v0.0.5
	github.com/davecgh/go-xdr v0.0.0-20161123171359-e6a2ba005892
	github.com/deneonet/benc v1.1.8
	github.com/ethereum/go-ethereum v1.17.10
	github.com/ferranbt/fastssz v0.1.4
	github.com/francoispqt/gojay v1.2.13
	github.com/fxamacker/cbor/v2 v2.10.0
	github.com/glycerine/go-capnproto v0.0.0-20190118050403-2d07de3aa7fc
	github.com/glycerine/zebrapack v4.1.1-0.20181107023619-e955d028f9bf+incompatible
	github.com/go-json-experiment/json v1.27.2
	github.com/goccy/go-json v0.12.0
	github.com/goccy/go-yaml v1.19.2
	github.com/gogo/protobuf v1.3.2
	github.com/golang/protobuf v1.5.4
	github.com/google/flatbuffers v25.12.19+incompatible
	github.com/hamba/avro/v2 v2.31.0
	github.com/hprose/hprose-go v0.0.0-20161031134501-83de97da5004
	github.com/hprose/hprose-golang v2.0.6+incompatible
	github.com/hprose/hprose-golang/v3 v3.0.16
	github.com/ikkerens/ikeapack v1.5.1
	github.com/json-iterator/go v1.1.12
	github.com/kelindar/binary v1.2.3
	github.com/klauspost/compress v1.20.3
	github.com/linkedin/goavro v1.0.5
	github.com/linkedin/goavro/v2 v2.15.0
	github.com/mailru/easyjson v0.9.2
	github.com/minio/simdjson-go v0.4.5
	github.com/mus-format/mus-go v0.10.2
	github.com/nazarifard/fastape v0.0.0-20240611084216-abaecf150e5b
	github.com/niubaoshu/gotiny v0.0.3
	github.com/pk910/dynamic-ssz v1.4.0
	github.com/planetscale/vtprotobuf v0.6.0
	github.com/pquerna/ffjson v0.0.0-20190930134022-aa0246cd15f7
	github.com/prysmaticlabs/go-ssz v0.0.0-20210121151755-f6208871c388
	github.com/schollz/progressbar/v3 v3.19.1
	github.com/segmentio/encoding v0.5.4
	github.com/shamaton/msgpack/v2 v2.4.1
	github.com/shamaton/msgpackgen v1.1.0
	github.com/sugawarayuuta/sonnet v0.0.0-20231004000330-239c7b6e4ce8
	github.com/thrift-iterator/go v0.0.0-20190402154806-9b5a67519118
	github.com/tidwall/gjson v1.20.2
	github.com/tinylib/msgp v1.6.5
	github.com/twmb/avro v1.9.1
	github.com/ugorji/go/codec v1.3.2
	github.com/valyala/fastjson v1.6.10
	github.com/vmihailenco/msgpack/v4 v4.3.13
	github.com/vmihailenco/msgpack/v5 v5.4.1
	github.com/wI2L/jettison v0.7.4
	go.dedis.ch/protobuf v1.0.11
	go.mongodb.org/mongo-driver/v2 v2.10.0
	go.yaml.in/yaml/v3 v3.0.6
	go.yaml.in/yaml/v4 v4.0.0
	golang.org/x/mod v0.41.0
	golang.org/x/net v0.59.0
	golang.org/x/perf v0.0.0-20260908200009-22c9c6c9d4da
	golang.org/x/sys v0.48.0
	golang.org/x/term v0.46.0
	gonum.org/v1/plot v0.17.0
	google.golang.org/protobuf v1.36.12
	gopkg.in/mgo.v2 v2.0.0-20190816093944-a6b53ec6cb22
	gopkg.in/yaml.v2 v2.4.0
	gopkg.in/yaml.v3 v3.0.1
	zombiezen.com/go/capnproto2 v2.18.2+incompatible
)

require (
	codeberg.org/go-fonts/liberation v0.5.0 // indirect
	codeberg.org/go-latex/latex v0.2.0 // indirect
	codeberg.org/go-pdf/fpdf v0.11.1 // indirect
	git.sr.ht/~sbinet/gg v0.7.0 // indirect
	github.com/DataDog/zstd v1.5.7 // indirect
	github.com/ajstarks/svgo v0.0.0-20211024235047-1546f124cd8b // indirect
	github.com/andot/complexconv v1.0.0 // indirect
	github.com/andyleap/gencode v0.0.0-20171124163308-e1423834d4b4 // indirect
	github.com/andyleap/parser v0.0.0-20160126201130-db5a13a7cd46 // indirect
	github.com/bytedance/gopkg v0.1.4 // indirect
	github.com/bytedance/sonic/loader v0.5.3 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/cloudwego/base64x v0.1.6 // indirect
	github.com/cloudwego/gopkg v0.2.0 // indirect
	github.com/colega/zeropool v0.0.0-20230505084239-6fb4a4f75381 // indirect
	github.com/dave/jennifer v1.7.1 // indirect
	github.com/dgraph-io/ristretto v0.2.0 // indirect
	github.com/dustin/go-humanize v1.0.1 // indirect
	github.com/emicklei/dot v1.6.2 // indirect
	github.com/glycerine/goconvey v0.0.0-20190410193231-58a59202ab31 // indirect
	github.com/glycerine/rbtree v0.0.0-20190406191118-ceb71889d809 // indirect
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	github.com/golang/snappy v1.0.1-0.20260716114414-9ae09f520e93 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/holiman/uint256 v1.3.2 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/jtolds/gls v4.20.0+incompatible // indirect
	github.com/klauspost/cpuid/v2 v2.3.0 // indirect
	github.com/kr/pretty v0.3.1 // indirect
	github.com/kr/text v0.2.0 // indirect
	github.com/minio/highwayhash v1.0.4 // indirect
	github.com/minio/sha256-simd v1.0.0 // indirect
	github.com/mitchellh/colorstring v0.0.0-20190213212951-d06e56a500db // indirect
	github.com/mitchellh/mapstructure v1.4.1 // indirect
	github.com/modern-go/concurrent v0.0.0-20180306012644-bacd9c7ef1dd // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/mus-format/common-go v0.0.0-20260324174526-3d8f1741b5a2 // indirect
	github.com/pascaldekloe/colfer v1.8.1 // indirect
	github.com/pascaldekloe/name v1.0.0 // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	github.com/pk910/hashtree-bindings v0.2.6 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/protolambda/zssz v0.1.5 // indirect
	github.com/prysmaticlabs/go-bitfield v0.0.0-20240618144021-706c95b2dd15 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/rogpeppe/go-internal v1.14.1 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/shamaton/msgpack/v3 v3.1.2 // indirect
	github.com/stretchr/testify v1.12.1 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.3.0 // indirect
	github.com/timandy/routine v1.1.5 // indirect
	github.com/twitchyliquid64/golang-asm v0.15.1 // indirect
	github.com/v2pro/plz v0.0.0-20200805122259-422184e41b6e // indirect
	github.com/v2pro/quokka v0.0.0-20171201153428-382cb39c6ee6 // indirect
	github.com/v2pro/wombat v0.0.0-20180402055224-a56dbdcddef2 // indirect
	github.com/vmihailenco/tagparser v0.1.1 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	github.com/x448/float16 v0.8.4 // indirect
	golang.org/x/arch v0.0.0-20210923205945-b76863e36670 // indirect
	golang.org/x/exp v0.0.0-20260824195058-e88cd73687aa // indirect
	golang.org/x/image v0.46.0 // indirect
	golang.org/x/sync v0.23.0 // indirect
	golang.org/x/text v0.42.0 // indirect
	golang.org/x/tools v0.49.0 // indirect
	google.golang.org/appengine v1.6.7 // indirect
	gopkg.in/check.v1 v1.0.0-20201130134442-10cb98267c6c // indirect
)

tool (
	capnproto.org/go/capnp/v3/capnpc-go
	github.com/200sc/bebop/main/bebopc-go
	github.com/actgardner/gogen-avro/v10/cmd/gogen-avro
	github.com/andyleap/gencode
	github.com/calmh/xdr/cmd/genxdr
	github.com/cosmos/cosmos-proto/cmd/protoc-gen-go-pulsar
	github.com/deneonet/benc/cmd/bencgen
	github.com/ferranbt/fastssz/sszgen
	github.com/glycerine/zebrapack
	github.com/gogo/protobuf/protoc-gen-gogofaster
	github.com/mailru/easyjson/easyjson
	github.com/pascaldekloe/colfer/cmd/colf
	github.com/planetscale/vtprotobuf/cmd/protoc-gen-go-vtproto
	github.com/pquerna/ffjson
	github.com/shamaton/msgpackgen
	github.com/tinylib/msgp
	golang.org/x/perf/cmd/benchstat
	google.golang.org/protobuf/cmd/protoc-gen-go
)
