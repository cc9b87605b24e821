// serbench report: the chooser. A summary of each dataset's leaders and a
// calculator of messages per second, computed from the figures embedded
// in #chooser-data (report/html_chooser.go) for the codecs the filters
// keep. report.js calls serbenchChooser.render whenever a filter or an
// input changes.
"use strict";

var serbenchChooser = (function () {
  var data = JSON.parse(document.getElementById("chooser-data").textContent);
  var month = 30 * 86400;
  // Bytes per second of each bandwidth unit the page offers.
  var bytesPerSecond = {
    "Mbit/s": 1e6 / 8, "Gbit/s": 1e9 / 8, "MB/s": 1e6,
    "GB/month": 1e9 / month, "TB/month": 1e12 / month
  };

  function input(name) { return document.getElementById("c-" + name); }

  // run is the run the chooser reads: the one chosen, else the first.
  function run() {
    var c = input("run");
    for (var i = 0; c && i < data.runs.length; i++) {
      if (data.runs[i].label === c.value) {
        return data.runs[i];
      }
    }
    return data.runs[0] || {lines: []};
  }

  // opNs is a line's ns per message for mode from its ops, null when an op
  // it needs was not timed.
  function opNs(l, mode) {
    var m = l.marshal_ns || null, u = l.unmarshal_ns || null;
    if (mode === "serialize") { return m; }
    if (mode === "deserialize") { return u; }
    return m !== null && u !== null ? m + u : null;
  }

  // compressionNs is the compression's own time per message in mode, from
  // the size row's <comp>_encode_ns and <comp>_decode_ns; null when the
  // run did not time it.
  function compressionNs(size, comp, mode) {
    var enc = size[comp + "_encode_ns"], dec = size[comp + "_decode_ns"];
    if (mode === "serialize") { return enc === undefined ? null : enc; }
    if (mode === "deserialize") { return dec === undefined ? null : dec; }
    return enc === undefined || dec === undefined ? null : enc + dec;
  }

  function bytesOf(size, comp) {
    var b = size ? (comp === "none" ? size.bytes : size[comp + "_bytes"]) : 0;
    return b > 0 ? b : null;
  }

  function compareNames(a, b) { return a < b ? -1 : a > b ? 1 : 0; }

  function fmtNs(ns) {
    if (ns >= 1e6) { return (ns / 1e6).toFixed(2) + "ms"; }
    if (ns >= 1e4) { return (ns / 1e3).toFixed(1) + "µs"; }
    return ns >= 100 ? ns.toFixed(0) : ns.toFixed(1);
  }

  function fmtBytes(b) { return b >= 10000 ? (b / 1000).toFixed(1) + "k" : b.toFixed(0); }

  // fmtRate writes a rate with about three significant figures and an SI
  // prefix.
  function fmtRate(x) {
    var prefixes = ["", "k", "M", "G", "T", "P"], i = 0;
    while (x >= 1000 && i < prefixes.length - 1) {
      x /= 1000;
      i++;
    }
    return (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)) + prefixes[i];
  }

  // td makes a cell: text, and for a number the value it stands for.
  function td(text, value) {
    var c = document.createElement("td");
    c.textContent = text;
    if (value !== undefined) {
      c.className = "n";
      c.setAttribute("data-v", String(value));
    }
    return c;
  }

  function codecCell(l, suffix) {
    var c = document.createElement("td"), a = document.createElement("a");
    a.href = "#codec=" + encodeURIComponent(l.codec);
    a.textContent = l.name;
    c.appendChild(a);
    if (suffix) {
      c.appendChild(document.createTextNode(" " + suffix));
    }
    return c;
  }

  function attrsOf(l) {
    return function (k) { return Object.prototype.hasOwnProperty.call(l.attrs, k) ? l.attrs[k] : null; };
  }

  // leader is the line with the least figure of, or null.
  function leader(lines, figure) {
    var best = null, bestV = Infinity;
    lines.forEach(function (l) {
      var v = figure(l);
      if (v !== null && v < bestV) {
        best = l;
        bestV = v;
      }
    });
    return best && {line: best, value: bestV};
  }

  function renderSummary(keep, dataset) {
    var body = document.querySelector("#t-summary tbody"), datasets = [], by = {};
    body.textContent = "";
    run().lines.forEach(function (l) {
      if (!by[l.dataset]) {
        by[l.dataset] = [];
        datasets.push(l.dataset);
      }
      by[l.dataset].push(l);
    });
    datasets.forEach(function (ds) {
      if (dataset !== "" && ds !== dataset) {
        return;
      }
      var kept = by[ds].filter(function (l) { return !l.ref && !l.loses && keep(attrsOf(l)); });
      var ref = by[ds].filter(function (l) { return l.ref; })[0];
      var tr = document.createElement("tr");
      tr.appendChild(td(ds));
      [
        [function (l) { return opNs(l, "roundtrip"); }, fmtNs],
        [function (l) { return opNs(l, "serialize"); }, fmtNs],
        [function (l) { return opNs(l, "deserialize"); }, fmtNs],
        [function (l) { return bytesOf(l.size, "none"); }, fmtBytes],
        [function (l) { return bytesOf(l.size, "zstd"); }, fmtBytes]
      ].forEach(function (col) {
        var best = leader(kept, col[0]);
        tr.appendChild(best ? codecCell(best.line, col[1](best.value)) : td("—"));
      });
      var refNs = ref ? opNs(ref, "roundtrip") : null;
      tr.appendChild(refNs !== null ? codecCell(ref, fmtNs(refNs)) : td("—"));
      body.appendChild(tr);
    });
  }

  // calculate ranks the lines of the chosen dataset that the filters keep
  // by messages per second, and counts those it leaves out.
  function calculate(keep) {
    var ds = input("dataset").value, mode = input("mode").value, comp = input("comp").value;
    var cpuNs = Number(input("cpu").value) / 100 * Number(input("cores").value) * 1e9;
    var bps = Number(input("bw").value) * bytesPerSecond[input("bwunit").value];
    var out = {rows: [], filtered: 0, loses: 0, missing: 0, untimed: 0};
    run().lines.forEach(function (l) {
      if (l.dataset !== ds) {
        return;
      }
      if (!keep(attrsOf(l))) {
        out.filtered++;
        return;
      }
      var ns = opNs(l, mode), bytes = bytesOf(l.size, comp);
      if (ns === null || bytes === null) {
        out.missing++;
        return;
      }
      if (l.loses) {
        out.loses++;
        return;
      }
      if (comp !== "none") {
        var c = compressionNs(l.size, comp, mode);
        if (c === null) {
          out.untimed++;
        } else {
          ns += c;
        }
      }
      var cpu = cpuNs / ns, bw = bps / bytes;
      out.rows.push({line: l, ns: ns, bytes: bytes, cpu: cpu, bw: bw, rate: Math.min(cpu, bw), bound: cpu <= bw ? "CPU" : "bandwidth"});
    });
    out.rows.sort(function (a, b) { return b.rate - a.rate || compareNames(a.line.name, b.line.name); });
    out.comp = comp;
    return out;
  }

  function renderCalc(keep) {
    var res = calculate(keep), body = document.querySelector("#t-calc tbody"), rank = 0;
    body.textContent = "";
    res.rows.forEach(function (r) {
      var tr = document.createElement("tr");
      if (r.line.ref) {
        tr.className = "ref";
        tr.appendChild(td("ref"));
      } else {
        rank++;
        tr.appendChild(td(String(rank), rank));
      }
      tr.appendChild(codecCell(r.line, r.line.ref ? "(reference)" : ""));
      tr.appendChild(td(r.line.attrs.format || "—"));
      tr.appendChild(td(r.line.attrs.kind || "—"));
      tr.appendChild(td(fmtRate(r.rate), r.rate));
      tr.appendChild(td(r.bound));
      tr.appendChild(td(fmtRate(r.cpu), r.cpu));
      tr.appendChild(td(fmtRate(r.bw), r.bw));
      tr.appendChild(td(fmtNs(r.ns), r.ns));
      tr.appendChild(td(fmtBytes(r.bytes), r.bytes));
      body.appendChild(tr);
    });
    var notes = [];
    if (res.untimed > 0) {
      notes.push("This run did not time " + res.comp + " for " + res.untimed + " of these codecs: their compression's CPU time is left out.");
    }
    var left = [];
    if (res.loses > 0) { left.push(res.loses + " that lose the data"); }
    if (res.missing > 0) { left.push(res.missing + " without the mode's figures"); }
    if (res.filtered > 0) { left.push(res.filtered + " that the filters hide"); }
    if (left.length > 0) {
      notes.push("Left out: " + left.join(", ") + ".");
    }
    document.getElementById("calc-note").textContent = notes.join(" ");
  }

  // render recomputes the summary and the calculator for the codecs that
  // keep accepts (given a codec's attribute getter) and the dataset filter
  // ("" for all).
  function render(keep, dataset) {
    renderSummary(keep, dataset);
    renderCalc(keep);
  }

  return {render: render};
})();
