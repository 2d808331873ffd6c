#!/usr/bin/env bash
# Browser tests of quizzes, progress, ←/→ and the print page (issue 24): Tests/Fixtures/quiz-course is built and
# driven in headless Chromium through the DevTools protocol (cdp.py). Screenshots land in tests-browser/out/quiz/.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/out/quiz"
cd "$root"
swift build >/dev/null
rm -rf "$out"
mkdir -p "$out"
.build/debug/coursegen build Tests/Fixtures/quiz-course/content -o "$out/site" --quiet --no-cache >"$out/build.log" 2>&1 \
  || { cat "$out/build.log" >&2; exit 1; }
python3 "$here/check_quizzes.py" "$out/site" "$out"
