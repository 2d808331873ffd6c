#!/usr/bin/env bash
# LayoutScript benchmark: a typical lesson block (~20 views, 3 states) parsed, run and laid out end to end in a
# release build (target: under 5 ms). JSON lines on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product layoutscript-bench >/dev/null 2>&1 || swift build -c release --product layoutscript-bench >&2
"$(swift build -c release --show-bin-path)/layoutscript-bench"
