package main

import (
	"fmt"
	"go/ast"
	"go/token"
)

// The types on each side of a conversion, as the conversion code sees
// them: their shape, what they unwrap to, and whether two share a layout
// that a pointer cast may cross.

// tkind is the shape of a type as the conversions see it.
type tkind int

const (
	kScalar tkind = iota // a predeclared or imported type, or one -retype names
	kStruct              // a struct type of a dataset or of the copies
	kNamed               // a named non-struct type of a dataset or of the copies
	kPointer
	kSlice
	kArray
	kMap
)

// tnode is a type on one side of a conversion: a dataset's (ds set) or
// the copies' (ds nil).
type tnode struct {
	kind      tkind
	text      string   // the type as the conversion file writes it
	name      string   // kStruct, kNamed: the type's name in its package
	ds        *dataset // the dataset declaring a kStruct or kNamed, nil for a copy
	under     ast.Expr // kStruct, kNamed: the declaration's type
	elem, key *tnode   // kPointer, kSlice, kArray, kMap
	len       string   // kArray
}

// unwrap returns n's underlying shape with n's text: a named type is
// made, allocated and indexed as itself but converted element by element
// as its underlying type is. It returns nil for a struct or scalar.
func (g *converter) unwrap(n *tnode) *tnode {
	for n.kind == kNamed {
		u, err := g.node(n.ds, n.under)
		if err != nil {
			g.errs = append(g.errs, err.Error())
			return nil
		}
		u2 := *u
		u2.text = n.text
		n = &u2
	}
	if n.kind == kStruct || n.kind == kScalar {
		return nil
	}
	return n
}

// base returns the scalar type n is (through named types), or "".
func (g *converter) base(n *tnode) string {
	for n.kind == kNamed {
		u, err := g.node(n.ds, n.under)
		if err != nil {
			return ""
		}
		n = u
	}
	if n.kind == kScalar {
		return n.text
	}
	return ""
}

// sameLayout reports whether a and b have the same memory layout, all the
// way down, as gentwin copies them: the same fields of the same
// predeclared or imported types. A type that -retype names is not known to
// have any layout.
func (g *converter) sameLayout(a, b *tnode) bool {
	if a.text == b.text {
		return true
	}
	if ba, bb := g.base(a), g.base(b); ba != "" || bb != "" {
		return ba == bb
	}
	key := [2]string{a.text, b.text}
	if same, ok := g.same[key]; ok {
		return same
	}
	if g.stack[key] {
		return true // a type that refers to itself: decided where it started
	}
	g.stack[key] = true
	same := g.compareLayout(a, b)
	delete(g.stack, key)
	g.same[key] = same
	return same
}

func (g *converter) compareLayout(a, b *tnode) bool {
	if a.kind == kStruct || b.kind == kStruct {
		if a.kind != kStruct || b.kind != kStruct {
			return false
		}
		fa, err1 := g.fields(a)
		fb, err2 := g.fields(b)
		if err1 != nil || err2 != nil || len(fa) != len(fb) {
			return false
		}
		for i := range fa {
			if fa[i].name != fb[i].name || !g.sameLayout(fa[i].t, fb[i].t) {
				return false
			}
		}
		return true
	}
	ua, ub := g.unwrap(a), g.unwrap(b)
	if ua == nil || ub == nil || ua.kind != ub.kind || ua.len != ub.len {
		return false
	}
	if ua.kind == kMap && !g.sameLayout(ua.key, ub.key) {
		return false
	}
	return g.sameLayout(ua.elem, ub.elem)
}

// node returns the tnode of t, a type of dataset ds, or of the copies if
// ds is nil.
func (g *converter) node(ds *dataset, t ast.Expr) (*tnode, error) {
	if ds == nil {
		return g.twinNode(t)
	}
	return g.dsNode(ds, t)
}

// dsNode returns the tnode of t, a type of dataset ds.
func (g *converter) dsNode(ds *dataset, t ast.Expr) (*tnode, error) {
	if id, ok := t.(*ast.Ident); ok {
		if u, local := ds.orig[id.Name]; local {
			n := &tnode{kind: kNamed, text: ds.file.Name.Name + "." + id.Name, name: id.Name, ds: ds, under: u}
			if _, isStruct := u.(*ast.StructType); isStruct {
				n.kind = kStruct
			}
			return n, nil
		}
	}
	return g.composite(ds, t)
}

// twinNode returns the tnode of t, a type of the copies.
func (g *converter) twinNode(t ast.Expr) (*tnode, error) {
	if id, ok := t.(*ast.Ident); ok {
		if u, copied := g.c.twinTypes[id.Name]; copied {
			n := &tnode{kind: kNamed, text: id.Name, name: id.Name, under: u}
			if _, isStruct := u.(*ast.StructType); isStruct {
				n.kind = kStruct
			}
			return n, nil
		}
	}
	return g.composite(nil, t)
}

// composite returns the tnode of t, a type that is not a named type of
// the dataset or the copies.
func (g *converter) composite(ds *dataset, t ast.Expr) (*tnode, error) {
	n := &tnode{}
	var err error
	switch x := t.(type) {
	case *ast.Ident:
		n.text = x.Name
	case *ast.SelectorExpr:
		pkg, ok := x.X.(*ast.Ident)
		if !ok {
			return nil, fmt.Errorf("-convert: cannot convert %s", types(token.NewFileSet(), t))
		}
		n.text = pkg.Name + "." + x.Sel.Name
	case *ast.StarExpr:
		n.kind = kPointer
		n.elem, err = g.node(ds, x.X)
		if err == nil {
			n.text = "*" + n.elem.text
		}
	case *ast.ArrayType:
		n.kind = kSlice
		if x.Len != nil {
			lit, ok := x.Len.(*ast.BasicLit)
			if !ok {
				return nil, fmt.Errorf("-convert: cannot convert an array whose length is not a number")
			}
			n.kind, n.len = kArray, lit.Value
		}
		n.elem, err = g.node(ds, x.Elt)
		if err == nil {
			n.text = "[" + n.len + "]" + n.elem.text
		}
	case *ast.MapType:
		n.kind = kMap
		if n.key, err = g.node(ds, x.Key); err == nil {
			n.elem, err = g.node(ds, x.Value)
		}
		if err == nil {
			n.text = "map[" + n.key.text + "]" + n.elem.text
		}
	default:
		return nil, fmt.Errorf("-convert: cannot convert %s", types(token.NewFileSet(), t))
	}
	return n, err
}
