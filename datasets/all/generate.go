package all

//go:generate go run ../../internal/genall
