#!/usr/bin/env bash
# Browser tests of the layout previews (issue 7), run by `make test` after `swift test`.
# 1. The hand-derived fixture block (Tests/PreviewRenderTests/FixtureBlock.swift) rendered into a lesson-like
#    page: every state, device, orientation and several widths are compared with the frames they come from.
# 2. The fixture course (Tests/Fixtures/preview-course) built with `coursegen build`: every preview on its pages
#    is compared with `coursegen frames` for the same lesson.
# Chromium is driven through the DevTools protocol over a pipe (tests-browser/cdp.py, standard library only).
# Screenshots are written to tests-browser/out/ for people to look at.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/out"
mkdir -p "$out"
cd "$root"

js_bytes=$(wc -c < themes/default/assets/preview.js)
if [ "$js_bytes" -gt 19800 ]; then
  echo "previews: preview.js is $js_bytes bytes, over its 19,800-byte share of the site's 30 KB of JS" >&2
  exit 1
fi

echo "-- fixture block page"
CG_PREVIEW_PAGES="$out/fixture" swift test --filter BrowserFixturePages >"$out/fixture-pages.log" 2>&1 \
  || { cat "$out/fixture-pages.log" >&2; exit 1; }
python3 "$here/check_previews.py" "$out/fixture/basic.html" "$out/fixture/basic.frames.json" "$out/fixture-shots" --interactions
python3 "$here/check_previews.py" "$out/fixture/controls.html" "$out/fixture/controls.frames.json" "$out/fixture-shots"
python3 "$here/check_previews.py" "$out/fixture/paging.html" "$out/fixture/paging.frames.json" "$out/fixture-shots"

echo "-- fixture course"
swift build >/dev/null
bin="$root/.build/debug/coursegen"
course="$root/Tests/Fixtures/preview-course"
rm -rf "$out/course-site"
if ! "$bin" build "$course" -o "$out/course-site" >"$out/course-build.log" 2>&1; then
  cat "$out/course-build.log" >&2
  exit 1
fi
# `coursegen frames` exits 1 when a block has errors (the conflict block is one on purpose).
"$bin" frames "$course/lessons" >"$out/course.frames.json" || true
"$bin" frames "$course/lessons" --device "iPhone SE" >"$out/course.se.frames.json" || true
"$bin" frames "$course/lessons" --device "iPhone 15" --landscape >"$out/course.landscape.frames.json" || true
"$bin" frames "$course/lessons" --width 320 >"$out/course.w320.frames.json" || true
"$bin" frames "$course/lessons" --width 411 >"$out/course.w411.frames.json" || true
variants=(--variant "iPhone SE=$out/course.se.frames.json" --variant "iPhone 15 landscape=$out/course.landscape.frames.json"
          --variant "width 320=$out/course.w320.frames.json" --variant "width 411=$out/course.w411.frames.json")
checked=0
while IFS= read -r page; do
  python3 "$here/check_previews.py" "$page" "$out/course.frames.json" "$out/course-shots" "${variants[@]}"
  checked=$((checked + 1))
done < <(grep -rl 'class="cg-preview"' "$out/course-site" --include=*.html | sort)
expected=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(len(l["blocks"]) for l in d["lessons"]))' "$out/course.frames.json")
if [ "$expected" -gt 0 ] && [ "$checked" -eq 0 ]; then
  echo "previews: the fixture course has $expected preview block(s) but no page shows a preview" >&2
  exit 1
fi
echo "previews: $checked course page(s) checked"

echo "-- tweak sliders, captions and diffs (issue 24)"
tweaks="$root/Tests/Fixtures/tweak-course"
rm -rf "$out/tweak-site"
"$bin" build "$tweaks" -o "$out/tweak-site" >"$out/tweak-build.log" 2>&1 || { cat "$out/tweak-build.log" >&2; exit 1; }
python3 "$here/check_tweaks.py" "$out/tweak-site/lessons/tweaks/index.html" "$tweaks/lessons/01-tweaks.md" "$bin" "$out/tweak-shots"

echo "-- how previews look (issue 19): icons, overlay, numbers per device, layout, stopped code"
for course in "$here/fixture-course" "$root/Tests/Fixtures/preview-course"; do
  name=$(basename "$course")
  rm -rf "$out/look-$name"
  if ! "$bin" build "$course" -o "$out/look-$name" >"$out/look-$name.log" 2>&1; then
    cat "$out/look-$name.log" >&2
    exit 1
  fi
  "$bin" frames "$course/lessons" >"$out/look-$name.frames.json" || true
  "$bin" frames "$course/lessons" --device "iPhone SE" >"$out/look-$name.se.frames.json" || true
  "$bin" frames "$course/lessons" --device "iPhone 15" --landscape >"$out/look-$name.landscape.frames.json" || true
  "$bin" frames "$course/lessons" --width 320 >"$out/look-$name.w320.frames.json" || true
  while IFS= read -r page; do
    python3 "$here/check_look.py" "$page" "$out/look-$name.frames.json" "$out/look-shots" \
      --variant "iPhone SE=$out/look-$name.se.frames.json" --variant "iPhone 15 landscape=$out/look-$name.landscape.frames.json" \
      --variant "width 320=$out/look-$name.w320.frames.json"
  done < <(grep -rl 'class="cg-preview"' "$out/look-$name" --include=*.html | sort)
done
# An SF Symbol the icon table lacks is a warning that names it, located at its block.
grep -q "01-icons.md:9:1: warning: the SF Symbol 'no.such.symbol'" "$out/look-fixture-course.log" \
  || { echo "previews: no located warning for the unmapped symbol" >&2; exit 1; }
