package evolve_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/evolve"
)

type kind int32

type place struct{ City string }

type record struct {
	ID    int32
	Name  string
	Kind  kind
	Age   *int32
	Home  place
	Spare place
	When  time.Time
}

// generatedKind is a Thrift enum: an int64.
type generatedKind int64

type generatedPlace struct {
	City  string
	state int // a generated message's bookkeeping, not copied
}

type generated struct {
	Note  struct{} // a removed field kept in the schema
	Id    int32
	Name  *string // Bebop's message fields are pointers
	Kind  generatedKind
	Age   *int32
	Home  *generatedPlace
	Spare generatedPlace
	When  time.Time
	state int
}

// Fields are matched by name whatever their case, and copied as their
// kinds allow both ways: a nil pointer stays nil, a nil pointer to a value
// or a nested struct reads as its zero value, a field holding nothing is
// left alone.
func TestCopier(t *testing.T) {
	to, from := evolve.Copier[generated, record](), evolve.Copier[record, generated]()
	age := int32(7)
	r := &record{ID: 1, Name: "Ada", Kind: 3, Age: &age, Home: place{"Oslo"}, Spare: place{"Bergen"}, When: time.Unix(1e9, 5).In(time.FixedZone("X", 3600))}
	g := to(r)
	if g.Id != 1 || g.Name == nil || *g.Name != "Ada" || g.Kind != 3 || g.Age == nil || *g.Age != 7 || g.Home == nil || g.Home.City != "Oslo" || g.Spare.City != "Bergen" || !g.When.Equal(r.When) {
		t.Fatalf("copied to %+v", g)
	}
	if g.Age == r.Age {
		t.Errorf("the copy's Age is the record's pointer, not a copy")
	}
	if back := from(g); !reflect.DeepEqual(back, r) {
		t.Errorf("copied back to %+v, want %+v", back, r)
	}
	empty := from(&generated{Id: 2})
	if want := (&record{ID: 2}); !reflect.DeepEqual(empty, want) {
		t.Errorf("nil pointers copied to %+v, want %+v", empty, want)
	}
}

// A field without its match, or in a shape the rules do not cover, stops
// the registration with the field's name.
func TestCopierRefuses(t *testing.T) {
	type lacking struct{ ID int32 }
	type extra struct {
		ID    int32
		Email string
	}
	type oneof struct {
		ID  int32
		Age interface{ isAge() }
	}
	type optional struct {
		ID  int32
		Age *int32
	}
	for name, copier := range map[string]func(){
		"Email": func() { evolve.Copier[lacking, extra]() },
		"email": func() { evolve.Copier[extra, lacking]() },
		"Age":   func() { evolve.Copier[oneof, optional]() },
	} {
		if msg := panicOf(copier); !strings.Contains(strings.ToLower(msg), strings.ToLower(name)) {
			t.Errorf("panic %q, want one naming %s", msg, name)
		}
	}
}

// An integer copied to a narrower one must fit.
func TestCopierNarrows(t *testing.T) {
	type wide struct{ Kind int64 }
	type narrow struct{ Kind kind }
	to := evolve.Copier[narrow, wide]()
	if got := to(&wide{Kind: -5}); got.Kind != -5 {
		t.Errorf("copied -5 to %d", got.Kind)
	}
	if msg := panicOf(func() { to(&wide{Kind: 1 << 40}) }); !strings.Contains(msg, "does not fit") {
		t.Errorf("1<<40 into an int32: panic %q, want one saying it does not fit", msg)
	}
}

func panicOf(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg, _ = r.(string)
			if msg == "" {
				msg = "non-string panic"
			}
		}
	}()
	f()
	return ""
}
