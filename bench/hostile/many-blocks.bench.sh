#!/usr/bin/env bash
# A lesson of many small preview blocks (issue 25: a build grows linearly with a lesson's blocks): the release
# `coursegen build --no-cache` of a one-lesson course of N blocks (bench/hostile/many_blocks.py), for N = 100, 500
# and 2,000 (BENCH_BLOCKS="100 500 2000"). Prints one JSON line per N: wall and CPU (user + system) seconds,
# milliseconds per block, and the per-block cost relative to the smallest N (1.0 = linear). CPU time is printed
# beside wall time because the session machine is shared: on a loaded machine it is the steadier figure.
# BENCH_OUT names the working folder (default bench/out/many-blocks), so two binaries can be timed side by side.
# Usage: bench/hostile/many-blocks.bench.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release/coursegen}
[ -x "$bin" ] || swift build -c release --product coursegen >/dev/null
work=${BENCH_OUT:-$PWD/bench/out/many-blocks}
first_ms=""
for n in ${BENCH_BLOCKS:-100 500 2000}; do
  rm -rf "$work/$n"
  python3 bench/hostile/many_blocks.py "$work/$n/content" "$n"
  /usr/bin/time -f "%e %U %S" -o "$work/$n/time" "$bin" build "$work/$n/content" -o "$work/$n/site" --no-cache --quiet \
    >/dev/null 2>&1
  read -r wall user sys < "$work/$n/time"
  python3 - "$n" "$wall" "$user" "$sys" "$first_ms" <<'PY'
import json, sys
n, wall, user, system, first = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
cpu = user + system
per_block = cpu / n * 1000
print(json.dumps({"name": f"many-blocks-{n}", "blocks": n, "wall_seconds": wall, "cpu_seconds": round(cpu, 2),
                  "cpu_ms_per_block": round(per_block, 2),
                  "per_block_vs_first": round(per_block / float(first), 2) if first else 1.0}))
PY
  [ -n "$first_ms" ] || first_ms=$(python3 -c "print(($(awk '{print $2 + $3}' "$work/$n/time")) / $n * 1000)")
done
