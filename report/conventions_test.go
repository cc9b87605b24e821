package report

import (
	"testing"

	"github.com/serbench/serbench/fidelity"
)

// Losses unrank a codec; conventions do not.
func TestCarriesData(t *testing.T) {
	lossy := func(kind, sample string) fidelity.Report {
		return fidelity.Report{Status: fidelity.Lossy, Findings: []fidelity.Finding{{Field: "F", Kind: kind, Sample: sample, Records: 1}}}
	}
	for _, c := range []struct {
		name   string
		report fidelity.Report
		ok     bool
		reason string
	}{
		{"exact", fidelity.Report{Status: fidelity.Exact}, true, ""},
		{"zone name", lossy(fidelity.KindZoneName, `BirthDay: zone name "PST" became ""`), true, ""},
		{"offset", lossy(fidelity.KindOffset, "BirthDay: offset +05:30 became +00:00"), true, ""},
		{"empty for nil", lossy(fidelity.KindNil, "Data.Body.Mentions: nil became empty"), true, ""},
		{"nil for empty", lossy(fidelity.KindNil, "Updates[0].TurretAngles: empty became nil"), true, ""},
		{"number type, same value", lossy(fidelity.KindNumberType, "id: int64 7 became float64 7 (same value)"), true, ""},
		{"empty list", lossy(fidelity.KindLength, "Logs: 10000 elements became 0"), false, "Logs: 10000 elements became 0"},
		{"elements to nil", lossy(fidelity.KindNil, "Colors: 4 elements became nil"), false, "Colors: 4 elements became nil"},
		{"value to nil", lossy(fidelity.KindNil, "Players[9].SpawnForced: a value became nil"), false, "Players[9].SpawnForced: a value became nil"},
		{"value", lossy(fidelity.KindValue, "Money: -0 became 0"), false, "Money: -0 became 0"},
		{"instant", lossy(fidelity.KindInstant, "BirthDay: 2003-05-29T12:08:59.911630605Z became 2003-05-29T12:08:59.91163Z"), false,
			"BirthDay: 2003-05-29T12:08:59.911630605Z became 2003-05-29T12:08:59.91163Z"},
		{"number type, value changed", lossy(fidelity.KindNumberType, "id: int64 9007199254740993 became float64 9007199254740992 (value changed)"), false,
			"id: int64 9007199254740993 became float64 9007199254740992 (value changed)"},
		{"error", fidelity.Report{Status: fidelity.Error, Reason: "unmarshal: EOF"}, false, "error: unmarshal: EOF"},
		{"lossy without findings", fidelity.Report{Status: fidelity.Lossy}, false, "lossy, with no finding recorded"},
	} {
		ok, reason := carriesData(c.report)
		if ok != c.ok || reason != c.reason {
			t.Errorf("%s: carriesData = %v, %q; want %v, %q", c.name, ok, reason, c.ok, c.reason)
		}
	}
	// A convention beside a loss does not redeem it: the loss is the reason.
	both := fidelity.Report{Status: fidelity.Lossy, Findings: []fidelity.Finding{
		{Field: "BirthDay", Kind: fidelity.KindOffset, Sample: "BirthDay: offset +05:30 became +00:00"},
		{Field: "Logs", Kind: fidelity.KindLength, Sample: "Logs: 3 elements became 0"}}}
	if ok, reason := carriesData(both); ok || reason != "Logs: 3 elements became 0" {
		t.Errorf("offset and a shortened list: carriesData = %v, %q", ok, reason)
	}
}
