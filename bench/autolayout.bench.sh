#!/usr/bin/env bash
# Auto Layout benchmark: a 200-view list screen (labels in nested stack views inside a scroll view).
# Times a full layout and a re-layout after one constant change, release build. JSON lines on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product autolayout-bench >/dev/null 2>&1 || swift build -c release --product autolayout-bench >&2
"$(swift build -c release --show-bin-path)/autolayout-bench"
