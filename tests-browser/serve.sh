#!/usr/bin/env bash
# Browser test of `coursegen serve` (issue 8), run by `make test` after `swift test`: a real server on a copy of
# the preview fixture course, headless Chromium on a lesson page, then edit / break / fix the lesson.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/out/serve"
cd "$root"
swift build >/dev/null
rm -rf "$out"
mkdir -p "$out"
cp -r Tests/Fixtures/preview-course "$out/course"
python3 "$here/check_serve.py" "$root/.build/debug/coursegen" "$out/course" "$out"
