#!/usr/bin/env bash
# Tap exploration benchmark (issue 18): each preview block of the serve bench's component lesson on all 130
# variants, with and without explored taps, in a release build. JSON lines on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product explore-bench >/dev/null 2>&1 || swift build -c release --product explore-bench >&2
"$(swift build -c release --show-bin-path)/explore-bench" "$@"
