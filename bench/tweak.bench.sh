#!/usr/bin/env bash
# Tweak benchmark (issue 24): what a block with two tweakable constants of 21 values each adds to its build,
# in a release build (budget: 50 ms). One JSON line on stdout; the figures are the best of 15.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tweak-bench >/dev/null 2>&1 || swift build -c release --product tweak-bench >&2
"$(swift build -c release --show-bin-path)/tweak-bench"
