// serbench report: sortable tables, the total to rank by, filters, the
// chooser's inputs (chooser.js) and a page per codec. The state of the view
// is kept in the URL fragment (#total=convert&dataset=small&c-mode=serialize
// &sort=t-small:4:desc: each control that differs from its default, by its
// id less "f-"), so that a view can be shared and the browser tests can
// select one; #codec=NAME shows that codec's page in place of the report.
"use strict";

(function () {
  // A select filter hides what has its attribute and differs from the
  // value chosen; a checkbox, when checked, what has the attribute and
  // differs from the value it names.
  var selects = ["format", "kind", "variant", "schema"];
  var checks = {exact: ["exact", "1"], safe: ["unsafe", "0"], crosslang: ["crosslang", "1"], robust: ["robust", "1"]};
  // A limit, when filled in, hides what has its attribute, a number, above
  // the value given.
  var limits = ["binsize"];
  // The controls whose values the fragment keeps.
  var controls = Array.prototype.slice.call(document.querySelectorAll("#filters select, #filters input, #calc select, #calc input"));

  // cellValue is what a cell sorts by: its data-v number, else its text.
  function cellValue(td) {
    var v = td.getAttribute("data-v");
    if (v !== null) {
      return v === "" ? null : Number(v);
    }
    return td.textContent.trim().toLowerCase();
  }

  // orderRows orders the rows of table's body by column col. Rows without
  // a value stay last whichever the direction.
  function orderRows(table, col, dir) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = cellValue(a.cells[col]), y = cellValue(b.cells[col]);
      if (x === null || y === null) {
        return (x === null) - (y === null);
      }
      var c = x < y ? -1 : x > y ? 1 : 0;
      return dir === "descending" ? -c : c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  }

  // sortTable orders the rows by column col and marks the header so.
  function sortTable(table, col, dir) {
    orderRows(table, col, dir);
    table.querySelectorAll("th.sort").forEach(function (th) {
      th.setAttribute("aria-sort", Number(th.getAttribute("data-col")) === col ? dir : "none");
    });
  }

  function onHeaderClick(ev) {
    var th = ev.currentTarget;
    var table = th.closest("table");
    var dir = th.getAttribute("aria-sort") === "ascending" ? "descending" : "ascending";
    sortTable(table, Number(th.getAttribute("data-col")), dir);
    saveState();
  }

  function control(name) { return document.getElementById("f-" + name); }

  // applyTotal shows the places by the chosen total and puts the ranked
  // tables in that order: each rank cell carries both rankings and the
  // position of its row in each.
  function applyTotal() {
    var kind = control("total").value === "convert" ? "convert" : "native";
    var tables = [];
    document.querySelectorAll("td[data-ranknative]").forEach(function (td) {
      td.textContent = td.getAttribute("data-rank" + kind);
      td.setAttribute("data-v", td.getAttribute("data-order" + kind));
      var table = td.closest("table");
      if (tables.indexOf(table) < 0) {
        tables.push(table);
      }
    });
    tables.forEach(function (table) { orderRows(table, 0, "ascending"); });
  }

  // keeper is the filters' verdict on a thing whose attributes attr(name)
  // gives, null for one it lacks.
  function keeper() {
    var want = [];
    selects.forEach(function (f) {
      if (control(f).value !== "") {
        want.push([f, control(f).value]);
      }
    });
    Object.keys(checks).forEach(function (f) {
      if (control(f) && control(f).checked) {
        want.push(checks[f]);
      }
    });
    var most = [];
    limits.forEach(function (f) {
      if (control(f) && control(f).value !== "" && !isNaN(Number(control(f).value))) {
        most.push([f, Number(control(f).value)]);
      }
    });
    return function (attr) {
      return want.every(function (w) {
        var v = attr(w[0]);
        return v === null || v === w[1];
      }) && most.every(function (m) {
        var v = attr(m[0]);
        return v === null || v === undefined || Number(v) <= m[1];
      });
    };
  }

  // applyFilters hides the rows, sections and matrix cells that the
  // controls leave out, and computes the chooser for the codecs kept.
  function applyFilters() {
    var dataset = control("dataset").value, keep = keeper();
    document.querySelectorAll("[data-section]").forEach(function (s) {
      s.hidden = dataset !== "" && s.getAttribute("data-dataset") !== dataset;
    });
    document.querySelectorAll("[data-col-dataset]").forEach(function (c) {
      c.hidden = dataset !== "" && c.getAttribute("data-col-dataset") !== dataset;
    });
    document.querySelectorAll("#main tbody tr").forEach(function (tr) {
      tr.hidden = !keep(function (k) { return tr.getAttribute("data-" + k); });
    });
    var shown = document.querySelectorAll("section[data-section]:not([hidden]) table.results tbody tr:not([hidden])").length;
    document.getElementById("shown").textContent = shown + " rows shown";
    serbenchChooser.render(keep, dataset);
  }

  function key(el) { return el.id.replace(/^f-/, ""); }

  // isDefault reports whether a control holds the value the page opened
  // with.
  function isDefault(el) {
    if (el.type === "checkbox") {
      return el.checked === el.defaultChecked;
    }
    if (el.tagName === "SELECT") {
      var first = null;
      for (var i = 0; i < el.options.length; i++) {
        if (el.options[i].defaultSelected || (first === null && i === 0)) {
          first = el.options[i];
        }
      }
      return first === null || el.value === first.value;
    }
    return el.value === el.defaultValue;
  }

  function saveState() {
    if (document.getElementById("main").hidden) {
      return; // a codec's page: its fragment names it
    }
    var parts = [];
    controls.forEach(function (el) {
      if (!isDefault(el)) {
        parts.push(key(el) + "=" + (el.type === "checkbox" ? "1" : encodeURIComponent(el.value)));
      }
    });
    document.querySelectorAll("th.sort[aria-sort=ascending], th.sort[aria-sort=descending]").forEach(function (th) {
      var dir = th.getAttribute("aria-sort") === "ascending" ? "asc" : "desc";
      parts.push("sort=" + th.closest("table").id + ":" + th.getAttribute("data-col") + ":" + dir);
    });
    history.replaceState(null, "", parts.length ? "#" + parts.join("&") : location.pathname + location.search);
  }

  // loadState sets the controls from the fragment and acts through the
  // same events a reader's clicks and choices fire.
  function loadState() {
    var hash = location.hash.replace(/^#/, "");
    if (hash === "") {
      return;
    }
    hash.split("&").forEach(function (kv) {
      var i = kv.indexOf("="), k = kv.slice(0, i), v = decodeURIComponent(kv.slice(i + 1));
      var el = controls.filter(function (c) { return key(c) === k; })[0];
      if (el && el.type === "checkbox") {
        el.checked = v === "1";
        el.dispatchEvent(new Event("change"));
      } else if (el) {
        el.value = v;
        el.dispatchEvent(new Event("change"));
      } else if (k === "sort") {
        var p = v.split(":"), table = document.getElementById(p[0]);
        var th = table && table.querySelector('th.sort[data-col="' + p[1] + '"]');
        if (th) {
          th.click();
          if (p[2] === "desc") {
            th.click();
          }
        }
      }
    });
  }

  // route shows the page of the codec the fragment names, if any, in
  // place of the report, and reports whether it did.
  function route() {
    var m = /^#codec=(.*)$/.exec(location.hash), name = m ? decodeURIComponent(m[1]) : null, shown = false;
    document.querySelectorAll("[data-codec-page]").forEach(function (s) {
      s.hidden = s.getAttribute("data-codec-page") !== name;
      shown = shown || !s.hidden;
    });
    document.getElementById("main").hidden = shown;
    if (shown) {
      window.scrollTo(0, 0);
    }
    return shown;
  }

  document.querySelectorAll("th.sort").forEach(function (th) {
    th.addEventListener("click", onHeaderClick);
  });
  controls.forEach(function (el) {
    if (el.id === "f-total") {
      el.addEventListener("change", function () { applyTotal(); saveState(); });
      return;
    }
    var update = function () { applyFilters(); saveState(); };
    el.addEventListener("change", update);
    if (el.type === "number") {
      el.addEventListener("input", update);
    }
  });
  window.addEventListener("hashchange", function () {
    if (!route()) {
      loadState();
      saveState();
    }
  });
  if (!route()) {
    loadState();
  }
  applyFilters();
})();
