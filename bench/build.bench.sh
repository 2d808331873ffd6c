#!/usr/bin/env bash
# Benchmark: a full `coursegen build` (release, no cache) of a synthetic course without layout blocks, against
# Hugo building the same Markdown with a minimal theme (the peer: a mature static site generator doing the same
# job: Markdown, navigation listing every lesson, one page per lesson). Prints one JSON line per size:
# {"name": "build-<n>", "n": <lessons>, "seconds": ..., "peer_seconds": ..., "ratio": seconds/peer_seconds}.
# Each figure is the best of 3 runs, so a busy machine inflates it less.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/coursegen
[ -x "$bin" ] || swift build -c release >/dev/null
work=bench/out/build
mkdir -p "$work"

best_of_three() {  # prints the fastest wall time of three runs of "$@", in seconds
  python3 - "$@" <<'PY'
import subprocess, sys, time
best = None
for _ in range(3):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print(f"{best:.4f}")
PY
}

for n in ${BENCH_BUILD_SIZES:-100 500}; do
  rm -rf "$work/content-$n" "$work/hugo-$n"
  python3 bench/serve/make_course.py "$work/content-$n" --lessons "$n" --no-previews --hugo "$work/hugo-$n" >/dev/null
  ours=$(best_of_three "$bin" build "$work/content-$n" -o "$work/site-$n" --quiet --no-cache)
  if command -v hugo >/dev/null; then
    peer=$(best_of_three hugo --quiet --source "$work/hugo-$n" --destination "$PWD/$work/hugo-site-$n")
  else
    peer=null
  fi
  python3 -c "import json,sys; s=float(sys.argv[2]); p=None if sys.argv[3]=='null' else float(sys.argv[3]); print(json.dumps({'name': 'build-'+sys.argv[1], 'n': int(sys.argv[1]), 'seconds': s, 'peer_seconds': p, 'ratio': (round(s/p, 3) if p else None)}))" "$n" "$ours" "$peer"
done
