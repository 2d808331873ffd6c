#!/usr/bin/env bash
# Solver benchmarks (issue 4): the chain systems build/edit/churn at N = 100, 1,000, 10,000, plus solver-notes.md's
# squeeze and row systems, timed for our Solver (release build of the solver-bench target) and for kiwisolver
# (PyPI, installed into bench/out/venv) in the same run. Prints one JSON line per system and size:
#   {"name", "n", "seconds", "peer_seconds", "ratio"}   (ratio = seconds / peer_seconds; ≤ 1 means faster)
# kiwisolver gets KIWI_TIMEOUT seconds (default 60) per case; when it runs out, peer_seconds is that limit, the
# ratio an upper bound, and "peer_timed_out": true. Our solver gets SOLVER_TIMEOUT seconds (default 900); when it
# runs out, seconds and ratio are null and "timed_out": true. Checksums of the solutions are compared (stderr warning).
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
mkdir -p "$out"
swift build -c release --product solver-bench >/dev/null
if [ ! -x "$out/venv/bin/python" ]; then
  python3 -m venv "$out/venv"
fi
"$out/venv/bin/python" -c "import kiwisolver" 2>/dev/null || "$out/venv/bin/pip" install -q kiwisolver >&2

cases=(build:100 build:1000 build:10000 edit:100 edit:1000 edit:10000 churn:100 churn:1000 churn:10000
       squeeze:50 squeeze:100 squeeze:200 squeeze:1000 row:100 row:1000 row:10000)
# SOLVER_BENCH_CASES="squeeze:100 row:1000" runs a subset.
if [ -n "${SOLVER_BENCH_CASES:-}" ]; then read -r -a cases <<< "$SOLVER_BENCH_CASES"; fi
for entry in "${cases[@]}"; do
  name=${entry%%:*}; n=${entry##*:}
  ours=$(SOLVER_BENCH_SIZES=$n timeout "${SOLVER_TIMEOUT:-900}" .build/release/solver-bench "$name" || true)
  if [ -z "$ours" ]; then
    echo "{\"name\": \"$name\", \"n\": $n, \"seconds\": null, \"peer_seconds\": null, \"ratio\": null, \"timed_out\": true}"
    continue
  fi
  peer=$(timeout "${KIWI_TIMEOUT:-60}" "$out/venv/bin/python" bench/solver/kiwi_bench.py "$name" "$n" || true)
  OURS="$ours" PEER="$peer" TIMEOUT="${KIWI_TIMEOUT:-60}" "$out/venv/bin/python" - <<'PY'
import json, os, sys
ours = json.loads(os.environ["OURS"])
peer = json.loads(os.environ["PEER"]) if os.environ["PEER"].strip() else None
line = {"name": ours["name"], "n": ours["n"], "seconds": round(ours["seconds"], 6)}
if peer is None:
    limit = float(os.environ["TIMEOUT"])
    line.update(peer_seconds=limit, ratio=round(ours["seconds"] / limit, 6), peer_timed_out=True)
else:
    line.update(peer_seconds=round(peer["seconds"], 6), ratio=round(ours["seconds"] / peer["seconds"], 6))
    a, b = ours["checksum"], peer["checksum"]
    if abs(a - b) > 1e-6 * max(1.0, abs(a), abs(b)):
        print(f"solver.bench: {ours['name']} n={ours['n']}: checksum {a} differs from kiwisolver's {b}", file=sys.stderr)
print(json.dumps(line), flush=True)
PY
done
