// coursegen offline search. The index is written at build time (search-index.js, also search-index.json) and
// loaded by a <script> tag on first use, so search works without a server and from file:// too.
// normalize() mirrors SearchNormalizer in Sources/CourseSite/Search/SearchIndex.swift: keep them in sync.
(function () {
  "use strict";
  var container = document.querySelector(".search");
  var input = document.getElementById("cg-search-input");
  var results = document.getElementById("cg-search-results");
  if (!container || !input || !results) return;
  container.hidden = false;
  var root = input.getAttribute("data-root") || "";
  var noResults = input.getAttribute("data-no-results") || "No results";
  var index = null;
  var loading = false;
  var selected = -1;
  var maxResults = 12;

  // Lowercase, drop Uzbek apostrophes in every spelling (o'zbek = oʻzbek = o‘zbek = ozbek), fold ё to е.
  var apostrophes = /['\u2019\u2018`\u02BB\u02BC\u02BD\u2032]/g;
  function normalize(text) {
    return text.toLowerCase().replace(apostrophes, "").normalize("NFC").replace(/ё/g, "е").replace(/\p{M}/gu, "")
      .split(/[^\p{L}\p{N}]+/u).filter(function (word) { return word.length > 0; });
  }

  function loadIndex(then) {
    if (index) { then(); return; }
    if (window.COURSEGEN_SEARCH_INDEX) { index = window.COURSEGEN_SEARCH_INDEX; then(); return; }
    if (loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = input.getAttribute("data-index");
    script.onload = function () { index = window.COURSEGEN_SEARCH_INDEX || { entries: [] }; loading = false; then(); };
    script.onerror = function () { loading = false; };
    document.head.appendChild(script);
  }

  // Every query word must be the start of some word of the entry. Section headings weigh more than lesson
  // titles, which weigh more than body text.
  function search(query) {
    var terms = normalize(query);
    if (!terms.length || !index) return [];
    var found = [];
    index.entries.forEach(function (entry, order) {
      var words = " " + entry.words + " ";
      var lessonWords = " " + normalize(entry.lesson).join(" ") + " ";
      var sectionWords = " " + normalize(entry.section).join(" ") + " ";
      var score = 0;
      for (var i = 0; i < terms.length; i++) {
        var term = terms[i];
        if (words.indexOf(" " + term) < 0) return;
        score += 1;
        if (words.indexOf(" " + term + " ") >= 0) score += 1;
        if (sectionWords.indexOf(" " + term) >= 0) score += 4;
        if (lessonWords.indexOf(" " + term) >= 0) score += 2;
      }
      found.push({ entry: entry, score: score, order: order });
    });
    found.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    return found.slice(0, maxResults).map(function (item) { return item.entry; });
  }

  function render(entries, query) {
    results.innerHTML = "";
    selected = -1;
    if (!query.trim()) { close(); return; }
    if (!entries.length) {
      var empty = document.createElement("p");
      empty.className = "search-empty";
      empty.textContent = noResults;
      results.appendChild(empty);
    }
    entries.forEach(function (entry, position) {
      var link = document.createElement("a");
      link.href = root + entry.url;
      link.id = "cg-search-result-" + position;
      link.setAttribute("role", "option");
      var title = document.createElement("span");
      title.className = "result-title";
      title.textContent = entry.section ? entry.lesson + " › " + entry.section : entry.lesson;
      var excerpt = document.createElement("span");
      excerpt.className = "result-excerpt";
      excerpt.textContent = entry.excerpt;
      link.appendChild(title);
      link.appendChild(excerpt);
      results.appendChild(link);
    });
    results.setAttribute("role", entries.length ? "listbox" : "status");
    results.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function close() {
    results.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }

  function move(step) {
    var links = results.querySelectorAll("a");
    if (!links.length) return;
    if (selected >= 0) links[selected].setAttribute("aria-selected", "false");
    selected = (selected + step + links.length) % links.length;
    links[selected].setAttribute("aria-selected", "true");
    links[selected].scrollIntoView({ block: "nearest" });
    input.setAttribute("aria-activedescendant", links[selected].id);
  }

  input.addEventListener("focus", function () { loadIndex(function () {}); });
  input.addEventListener("input", function () {
    var query = input.value;
    loadIndex(function () { if (input.value === query) render(search(query), query); });
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); move(1); }
    else if (event.key === "ArrowUp") { event.preventDefault(); move(-1); }
    else if (event.key === "Enter") {
      var links = results.querySelectorAll("a");
      var target = links[selected >= 0 ? selected : 0];
      if (target && !results.hidden) { event.preventDefault(); window.location.href = target.href; }
    } else if (event.key === "Escape") { close(); }
  });
  document.addEventListener("click", function (event) {
    if (!container.contains(event.target)) close();
  });
  // Exposed for tests of the page in a browser.
  window.coursegenSearch = { normalize: normalize, search: function (q) { return search(q); }, load: loadIndex };
})();
