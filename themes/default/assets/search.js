// Offline search: search-index.js is loaded by a <script> (works from file://). normalize() mirrors SearchNormalizer.
(() => {
const box = document.querySelector(".search"), input = document.getElementById("cg-search-input");
const results = document.getElementById("cg-search-results");
if (!box || !input || !results) return;
box.hidden = false;
let index = null, selected = -1;
// o'zbek = oʻzbek = o‘zbek = ozbek; ё = е.
const normalize = text => text.toLowerCase().replace(/['\u2019\u2018`\u02BB\u02BC\u02BD\u2032]/g, "").normalize("NFC")
  .replace(/ё/g, "е").replace(/\p{M}/gu, "").split(/[^\p{L}\p{N}]+/u).filter(w => w);
const load = then => {
  index = index || window.COURSEGEN_SEARCH_INDEX;
  if (index) return then();
  const script = document.head.appendChild(document.createElement("script"));
  script.src = input.dataset.index;
  script.onload = () => { index = window.COURSEGEN_SEARCH_INDEX || { entries: [] }; then(); };
};
// Each query word starts a word of the entry; headings > titles > text.
const search = query => {
  const terms = normalize(query), has = (text, t) => (" " + text + " ").includes(" " + t);
  if (!terms.length || !index) return [];
  return index.entries.map((entry, order) => {
    const lesson = normalize(entry.lesson).join(" "), section = normalize(entry.section).join(" ");
    let score = 0;
    for (const t of terms) {
      if (!has(entry.words, t)) return null;
      score += 1 + has(entry.words, t + " ") + 4 * has(section, t) + 2 * has(lesson, t);
    }
    return { entry, score, order };
  }).filter(x => x).sort((a, b) => b.score - a.score || a.order - b.order).slice(0, 12).map(x => x.entry);
};
const close = () => {
  results.hidden = true;
  input.setAttribute("aria-expanded", false);
  input.removeAttribute("aria-activedescendant");
};
const render = (entries, query) => {
  results.textContent = "";
  selected = -1;
  if (!query.trim()) return close();
  if (!entries.length) results.append(Object.assign(document.createElement("p"), { className: "search-empty", textContent: input.dataset.noResults }));
  entries.forEach((entry, n) => {
    const link = results.appendChild(document.createElement("a"));
    link.href = input.dataset.root + entry.url;
    link.id = "cg-search-result-" + n;
    link.setAttribute("role", "option");
    link.innerHTML = '<span class="result-title"></span><span class="result-excerpt"></span>';
    link.firstChild.textContent = entry.section ? entry.lesson + " › " + entry.section : entry.lesson;
    link.lastChild.textContent = entry.excerpt;
  });
  results.setAttribute("role", entries.length ? "listbox" : "status");
  results.hidden = false;
  input.setAttribute("aria-expanded", true);
};
input.onfocus = () => load(() => {});
input.oninput = () => {
  const query = input.value;
  load(() => input.value == query && render(search(query), query));
};
input.onkeydown = e => {
  const links = results.querySelectorAll("a"), step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
  if (step && links.length) {
    e.preventDefault();
    if (selected >= 0) links[selected].removeAttribute("aria-selected");
    selected = (selected + step + links.length) % links.length;
    links[selected].setAttribute("aria-selected", true);
    links[selected].scrollIntoView({ block: "nearest" });
    input.setAttribute("aria-activedescendant", links[selected].id);
  } else if (e.key == "Enter" && links.length && !results.hidden) {
    e.preventDefault();
    location.href = links[Math.max(selected, 0)].href;
  } else if (e.key == "Escape") close();
};
document.addEventListener("click", e => box.contains(e.target) || close());
window.coursegenSearch = { normalize, search, load };
})();
