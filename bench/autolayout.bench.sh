#!/usr/bin/env bash
# Auto Layout benchmark: a 200-view list screen (labels in nested stack views inside a scroll view).
# Times a full layout and a re-layout after one constant change, release build. JSON lines on stdout.
# The peer is kiwisolver (PyPI, in bench/out/venv) given the constraint system the full layout ended with: the
# full-layout line compares our whole pass (constraint generation, text measurement, the wrap pass, diagnostics)
# with kiwi's solve alone, and the solver-only line compares our Solver with kiwi on that same system.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
mkdir -p "$out"
swift build -c release --product autolayout-bench >/dev/null 2>&1 || swift build -c release --product autolayout-bench >&2
if [ ! -x "$out/venv/bin/python" ]; then
  python3 -m venv "$out/venv"
fi
"$out/venv/bin/python" -c "import kiwisolver" 2>/dev/null || "$out/venv/bin/pip" install -q kiwisolver >&2

system="$out/autolayout-system.txt"
ours=$(AUTOLAYOUT_BENCH_SYSTEM="$system" "$(swift build -c release --show-bin-path)/autolayout-bench")
peer=$("$out/venv/bin/python" bench/autolayout/kiwi_system.py "$system" || true)
OURS="$ours" PEER="$peer" "$out/venv/bin/python" - <<'PY'
import json, os
peer = json.loads(os.environ["PEER"]) if os.environ["PEER"].strip() else None
for line in os.environ["OURS"].splitlines():
    entry = json.loads(line)
    if peer and entry["name"] in ("autolayout.full-layout-200-views", "autolayout.solver-only-200-views"):
        entry["peer_seconds"] = round(peer["seconds"], 6)
        entry["ratio"] = round(entry["seconds"] / peer["seconds"], 3)
        entry["constraints"] = peer["constraints"]
    print(json.dumps(entry), flush=True)
PY
