#!/usr/bin/env bash
# Browser checks of the lesson navigation (issue 25, issue 19): on a course whose sidebar is much taller than the
# window, a lesson page renders the whole course from the shared nav.js (its own HTML lists only the lessons
# near it), marks the current lesson, scrolls the sidebar to it and never scrolls the page itself.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/out/navigation"
cd "$root"
swift build >/dev/null
rm -rf "$out"
mkdir -p "$out/content/lessons"
{
  printf 'title: "Uzun kurs"\nlanguage: uz\nchapters:\n'
  for chapter in 1 2 3; do
    printf '  - title: "Bob %d"\n    lessons:\n' "$chapter"
    for lesson in $(seq -w 1 50); do printf '      - c%d-%s.md\n' "$chapter" "$lesson"; done
  done
} > "$out/content/course.yml"
for chapter in 1 2 3; do
  for lesson in $(seq -w 1 50); do
    printf -- '---\ntitle: "Dars %d.%s"\n---\n\nMatn.\n' "$chapter" "$lesson" > "$out/content/lessons/c$chapter-$lesson.md"
  done
done
# The page opened is long, so that the window could scroll if anything scrolled it.
for paragraph in $(seq 1 150); do printf '\nUzun matn, %d-paragraf.\n' "$paragraph"; done >> "$out/content/lessons/c3-40.md"
.build/debug/coursegen build "$out/content" -o "$out/_site" --quiet --no-cache >"$out/build.log" 2>&1 \
  || { cat "$out/build.log" >&2; exit 1; }
chromium_bin=/usr/lib/chromium/chromium
[ -x "$chromium_bin" ] || chromium_bin=$(command -v chromium)

# The frame is 1600×900: there, centring the current lesson with scrollIntoView (what site.js did before it scrolled
# the sidebar itself) also scrolls the window by 33 px, so "does not scroll the page" fails on that code. At
# 1280×600 both agree and the check proved nothing.
cat > "$out/_site/nav-harness.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"></head><body>
<iframe id="f" src="lessons/c3-40/index.html" style="width:1600px;height:900px;border:0"></iframe>
<script>
var frame = document.getElementById("f");
frame.onload = function () {
  setTimeout(function () {
    var win = frame.contentWindow, doc = frame.contentDocument, nav = doc.getElementById("cg-sidebar");
    var current = nav.querySelector("[aria-current='page']");
    var navBox = nav.getBoundingClientRect(), box = current.getBoundingClientRect();
    document.body.setAttribute("data-result", JSON.stringify({
      ownLinks: (doc.documentElement.outerHTML.match(/class="lesson-number"/g) || []).length,
      renderedLinks: nav.querySelectorAll(".sidebar-lessons a").length,
      current: current.getAttribute("href"),
      currentNumber: current.querySelector(".lesson-number").textContent,
      pageScrollY: win.scrollY,
      sidebarScrollable: nav.scrollHeight > nav.clientHeight,
      sidebarScrollTop: nav.scrollTop,
      currentVisible: box.top >= navBox.top && box.bottom <= navBox.bottom
    }));
  }, 300);
};
</script></body></html>
HTML
"$chromium_bin" --headless --no-sandbox --disable-gpu --allow-file-access-from-files --virtual-time-budget=4000 \
  --user-data-dir="$out/profile" --dump-dom "file://$out/_site/nav-harness.html" 2>/dev/null > "$out/nav.html"
# The page's own HTML (without scripts) lists only the window around the current lesson.
own=$(grep -o 'class="lesson-number"' "$out/_site/lessons/c3-40/index.html" | wc -l)

python3 - "$out/nav.html" "$own" <<'PY'
import html, json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r'data-result="([^"]*)"', text)
if not match:
    sys.exit("navigation: the harness did not finish")
result = json.loads(html.unescape(match.group(1)))
failures = []
def expect(condition, message):
    if not condition:
        failures.append(f"{message}: {result}")
own = int(sys.argv[2])
expect(own == 36, f"the page's own HTML lists lessons 3.15 to 3.50 (radius 25), found {own}")
expect(result["renderedLinks"] == 150, "nav.js renders all 150 lessons")
expect(result["current"] == "../../lessons/c3-40/index.html" and result["currentNumber"] == "140", "the current lesson is marked")
expect(result["pageScrollY"] == 0, "opening the page does not scroll the page")
expect(result["sidebarScrollable"] and result["sidebarScrollTop"] > 0, "the sidebar itself is scrolled")
expect(result["currentVisible"], "the current lesson is inside the sidebar's visible part")
if failures:
    print("navigation: FAILED\n  " + "\n  ".join(failures), file=sys.stderr)
    sys.exit(1)
print("navigation: shared nav.js, the current lesson and sidebar-only scrolling checks passed")
PY
