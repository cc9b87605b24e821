// serbench report: sortable tables, the total to rank by, and filters. The
// state of the view is kept in the URL fragment
// (#total=convert&dataset=small&sort=t-small:4:desc), so that a view can be
// shared and the browser test can select one.
"use strict";

(function () {
  var filters = ["dataset", "format", "kind", "variant"];

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

  // applyFilters hides the rows, sections and matrix cells that the
  // controls leave out.
  function applyFilters() {
    var want = {};
    filters.forEach(function (f) { want[f] = control(f).value; });
    var onlyExact = control("exact").checked, hideUnsafe = control("safe").checked;
    document.querySelectorAll("[data-section]").forEach(function (s) {
      s.hidden = want.dataset !== "" && s.getAttribute("data-dataset") !== want.dataset;
    });
    document.querySelectorAll("[data-col-dataset]").forEach(function (c) {
      c.hidden = want.dataset !== "" && c.getAttribute("data-col-dataset") !== want.dataset;
    });
    document.querySelectorAll("tbody tr").forEach(function (tr) {
      var hide = false;
      filters.forEach(function (f) {
        var v = tr.getAttribute("data-" + f);
        if (f !== "dataset" && want[f] !== "" && v !== null && v !== want[f]) {
          hide = true;
        }
      });
      if (onlyExact && tr.getAttribute("data-exact") === "0") {
        hide = true;
      }
      if (hideUnsafe && tr.getAttribute("data-unsafe") === "1") {
        hide = true;
      }
      tr.hidden = hide;
    });
    var shown = document.querySelectorAll("section[data-section]:not([hidden]) table.results tbody tr:not([hidden])").length;
    document.getElementById("shown").textContent = shown + " rows shown";
  }

  function saveState() {
    var parts = [];
    if (control("total").value !== "") { parts.push("total=" + control("total").value); }
    filters.forEach(function (f) {
      if (control(f).value !== "") {
        parts.push(f + "=" + encodeURIComponent(control(f).value));
      }
    });
    if (control("exact").checked) { parts.push("exact=1"); }
    if (control("safe").checked) { parts.push("safe=1"); }
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
      if ((k === "total" || filters.indexOf(k) >= 0) && control(k)) {
        control(k).value = v;
        control(k).dispatchEvent(new Event("change"));
      } else if ((k === "exact" || k === "safe") && control(k)) {
        control(k).checked = v === "1";
        control(k).dispatchEvent(new Event("change"));
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

  document.querySelectorAll("th.sort").forEach(function (th) {
    th.addEventListener("click", onHeaderClick);
  });
  filters.concat(["exact", "safe"]).forEach(function (f) {
    control(f).addEventListener("change", function () { applyFilters(); saveState(); });
  });
  control("total").addEventListener("change", function () { applyTotal(); saveState(); });
  loadState();
  applyFilters();
})();
