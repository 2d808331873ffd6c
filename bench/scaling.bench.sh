#!/usr/bin/env bash
# Inputs that once cost quadratic time (many equal headings, a template line of many tags, a long malformed Swift
# block), each timed at n and 2n with the release CLI; a ratio near 2 is linear. See bench/scaling/scaling.py.
# Usage: bench/scaling.bench.sh [N]   (default 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/coursegen
[ -x "$bin" ] || swift build -c release --product coursegen >/dev/null
mkdir -p bench/out/scaling
python3 bench/scaling/scaling.py "$PWD/$bin" "$PWD/bench/out/scaling" "${1:-10000}"
