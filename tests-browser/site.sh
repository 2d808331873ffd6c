#!/usr/bin/env bash
# Browser checks of the site itself (issue 2), run by `make test` after `swift test`: the offline search finds
# Uzbek words whatever apostrophe was typed, Cyrillic, any case, by prefix; the scripts reveal their controls;
# the light/dark toggle is remembered across pages; the scripts the pages load stay within the 30 KB budget.
# Headless Chromium loads the built fixture course from file://.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/out/site"
cd "$root"
swift build >/dev/null
rm -rf "$out"
mkdir -p "$out"
.build/debug/coursegen build Tests/Fixtures/site-basic/content -o "$out/_site" --quiet --no-cache >"$out/build.log" 2>&1 \
  || { cat "$out/build.log" >&2; exit 1; }
chromium_bin=/usr/lib/chromium/chromium
[ -x "$chromium_bin" ] || chromium_bin=$(command -v chromium)

dump() {  # dump-dom of a page after its scripts ran
  "$chromium_bin" --headless --no-sandbox --disable-gpu --allow-file-access-from-files --virtual-time-budget=4000 \
    --user-data-dir="$out/profile" --dump-dom "file://$1" 2>/dev/null
}

# 1. Search: the real search.js over the real index, queried through the hook it exposes.
cat > "$out/_site/search-harness.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"></head><body>
<div class="search" hidden><input id="cg-search-input" data-index="search-index.js" data-root="">
<div id="cg-search-results" hidden></div></div>
<script src="search-index.js"></script><script src="assets/search.js"></script>
<script>
var queries = ["o'zbek", "OʻZBEK", "o‘zb", "ozbek", "привет", "ПРИВ", "МИР", "kod misol", "harf", "yoʻqsoʻz"];
coursegenSearch.load(function () {
  var result = {};
  queries.forEach(function (q) { result[q] = coursegenSearch.search(q).map(function (e) { return e.url; }); });
  result.revealed = !document.querySelector(".search").hidden;
  document.body.setAttribute("data-result", JSON.stringify(result));
});
</script></body></html>
HTML
dump "$out/_site/search-harness.html" > "$out/search.html"

# 2. A lesson page in a frame: controls revealed, the toggle flips and is remembered after a reload.
cat > "$out/_site/theme-harness.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"></head><body>
<iframe id="f" src="lessons/kod/index.html" style="width:1200px;height:800px"></iframe>
<script>
var frame = document.getElementById("f"), result = {}, step = 0;
frame.onload = function () {
  var doc = frame.contentDocument;
  if (step === 0) {
    step = 1;
    result.copyVisible = !doc.querySelector(".copy-button").hidden;
    result.searchVisible = !doc.querySelector(".search").hidden;
    result.toggleVisible = !doc.querySelector(".theme-toggle").hidden;
    result.before = doc.documentElement.getAttribute("data-theme");
    doc.querySelector(".theme-toggle").click();
    result.afterClick = doc.documentElement.getAttribute("data-theme");
    result.pressed = doc.querySelector(".theme-toggle").getAttribute("aria-pressed");
    frame.src = "index.html";
  } else {
    result.afterReload = frame.contentDocument.documentElement.getAttribute("data-theme");
    document.body.setAttribute("data-result", JSON.stringify(result));
  }
};
</script></body></html>
HTML
dump "$out/_site/theme-harness.html" > "$out/theme.html"

# 3. Nothing scrolls sideways at 360 px: each page in a 360 px wide frame.
cat > "$out/_site/narrow-harness.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"></head><body>
<iframe id="f" style="width:360px;height:700px;border:0"></iframe>
<script>
var pages = ["index.html", "lessons/01-salom/index.html", "lessons/kod/index.html"], widths = {}, i = 0;
var frame = document.getElementById("f");
frame.onload = function () {
  var doc = frame.contentDocument.documentElement;
  widths[pages[i]] = [doc.scrollWidth, doc.clientWidth];
  i += 1;
  if (i < pages.length) { frame.src = pages[i]; } else { document.body.setAttribute("data-result", JSON.stringify(widths)); }
};
frame.src = pages[0];
</script></body></html>
HTML
dump "$out/_site/narrow-harness.html" > "$out/narrow.html"

python3 - "$out/search.html" "$out/theme.html" "$out/narrow.html" <<'PY'
import html, json, re, sys

def result(path):
    text = open(path, encoding="utf-8").read()
    match = re.search(r'data-result="([^"]*)"', text)
    if not match:
        sys.exit(f"site: {path}: the harness did not finish")
    return json.loads(html.unescape(match.group(1)))

failures = []
def expect(condition, message):
    if not condition:
        failures.append(message)

search = result(sys.argv[1])
uzbek = "lessons/01-salom/index.html#uzbek"
for query in ["o'zbek", "OʻZBEK", "o‘zb", "ozbek"]:
    expect(uzbek in search[query], f"search {query!r} should find {uzbek}, got {search[query]}")
for query in ["привет", "ПРИВ", "МИР"]:
    expect(any("#привет-мир" in url for url in search[query]), f"search {query!r} should find the Cyrillic heading, got {search[query]}")
expect(search["kod misol"][:1] == ["lessons/kod/index.html#kod-misoli"], f"'kod misol' should rank the heading first, got {search['kod misol']}")
expect(any(url.endswith("#uzbek") for url in search["harf"]), "table text is searchable")
expect(search["yoʻqsoʻz"] == [], "a word that is nowhere finds nothing")
expect(search["revealed"], "search.js reveals the search box")

theme = result(sys.argv[2])
expect(theme["copyVisible"] and theme["searchVisible"] and theme["toggleVisible"], f"controls revealed: {theme}")
expect(theme["afterClick"] in ("dark", "light") and theme["afterClick"] != theme["before"], f"toggle flips the theme: {theme}")
expect(theme["afterReload"] == theme["afterClick"], f"the choice is remembered on the next page: {theme}")
expect(theme["pressed"] == ("true" if theme["afterClick"] == "dark" else "false"), f"aria-pressed follows the theme: {theme}")

for page, (scroll, client) in result(sys.argv[3]).items():
    expect(scroll <= client, f"{page} scrolls sideways at 360 px ({scroll} > {client})")

if failures:
    print("site: FAILED\n  " + "\n  ".join(failures), file=sys.stderr)
    sys.exit(1)
print("site: search, theme and 360 px checks passed")
PY

# 4. The JS budget (issue 24): every script the published pages load, theme code only, ≤ 30 KB unminified. nav.js and
#    search-index.js are the course's data (they grow with it), not code, and are not counted.
python3 - "$out/_site" <<'PY'
import os, re, sys
site = sys.argv[1]
loaded = set()
for folder, _, files in os.walk(site):
    for name in files:
        if name.endswith(".html") and "harness" not in name:
            page = os.path.join(folder, name)
            for src in re.findall(r'<script[^>]*\ssrc="([^"]+)"', open(page, encoding="utf-8").read()):
                path = os.path.normpath(os.path.join(folder, src)) if not src.startswith("/") else os.path.join(site, src.lstrip("/").split("/", 1)[-1])
                if os.path.basename(path) not in ("nav.js", "search-index.js"):
                    loaded.add(path)
sizes = {os.path.relpath(p, site): os.path.getsize(p) for p in sorted(loaded) if os.path.exists(p)}
total = sum(sizes.values())
print("site: page JS " + ", ".join(f"{k} {v}" for k, v in sizes.items()) + f"; total {total} of 30720 bytes")
if total > 30720 or not sizes:
    sys.exit(f"site: FAILED: the pages load {total} bytes of JS, over the 30,720-byte budget")
PY
