package main

import (
	"fmt"
	"strconv"
	"strings"
)

// levelFiles returns the copies split by level of reference, one file a
// level, the level's number standing for the %d of out. A type's level is
// 0 if it refers to no copied type, else one more than the highest level
// of those it refers to, so that a generator run on one file at a time
// (zebrapack -no-load) meets in each file only types of earlier ones,
// which it cannot inline. Each file keeps the order of the copies.
func (c *copier) levelFiles(pkg, out string) ([]file, error) {
	level, err := c.levelOf()
	if err != nil {
		return nil, err
	}
	var byLevel [][]decl
	for _, d := range c.decls {
		if d.name == "" {
			continue // a dataset's comment, which would open every file
		}
		l := level[d.name]
		for len(byLevel) <= l {
			byLevel = append(byLevel, nil)
		}
		byLevel[l] = append(byLevel[l], d)
	}
	files := make([]file, len(byLevel))
	for l, decls := range byLevel {
		src, err := c.source(pkg, decls)
		if err != nil {
			return nil, err
		}
		files[l] = file{strings.Replace(out, "%d", strconv.Itoa(l), 1), src}
	}
	return files, nil
}

// levelOf returns the level of each copied type, or an error if a type
// refers to itself, directly or not, as such a type has no level.
func (c *copier) levelOf() (map[string]int, error) {
	const visiting = -1
	level := map[string]int{}
	var visit func(name string) (int, error)
	visit = func(name string) (int, error) {
		switch l, seen := level[name]; {
		case seen && l == visiting:
			return 0, fmt.Errorf("-levels: type %s refers to itself", name)
		case seen:
			return l, nil
		}
		level[name] = visiting
		l := 0
		for _, ref := range c.deps[name] {
			rl, err := visit(ref)
			if err != nil {
				return 0, err
			}
			l = max(l, rl+1)
		}
		level[name] = l
		return l, nil
	}
	for _, d := range c.decls {
		if d.name == "" {
			continue
		}
		if _, err := visit(d.name); err != nil {
			return nil, err
		}
	}
	return level, nil
}
