#!/usr/bin/env bash
# coursegen serve and the build cache on a generated 1,000-lesson course: save-to-reload latency, full vs no-op
# and one-lesson incremental builds, and a full build without layout blocks against Hugo (Debian `hugo`,
# scripts/packages/bench.txt) with a minimal layout of our own. Prints JSON lines; see bench/serve/serve_bench.py.
# Usage: bench/serve.bench.sh [LESSONS]   (expects the release build of `make bench`)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/release/coursegen
[ -x "$binary" ] || swift build -c release >&2
python3 bench/serve/serve_bench.py "$binary" bench/out/serve --lessons "${1:-1000}"
