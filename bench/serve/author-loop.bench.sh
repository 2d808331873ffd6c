#!/usr/bin/env bash
# The author's loop under `coursegen serve` (issue 18): save -> reload and save -> every variant for a one-constant
# edit in an 8-preview lesson of component code, measured from an event-stream client. Prints JSON lines; see
# bench/serve/author_loop.py. Usage: bench/serve/author-loop.bench.sh [RUNS]   (release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=.build/release/coursegen
[ -x "$binary" ] || swift build -c release >&2
python3 bench/serve/author_loop.py "$binary" bench/out/author-loop --runs "${1:-7}"
