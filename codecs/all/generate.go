package all

//go:generate go run ../../internal/genall github.com/serbench/serbench/datasets/all
