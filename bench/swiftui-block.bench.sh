#!/usr/bin/env bash
# SwiftUI block vs UIKit block of about the same size: each a 3-state screen of ~30 views (bench/swiftui-block/),
# built as a one-lesson course with `coursegen build --no-cache` (release build), which runs the block on every
# device of the menu and the width sweep and renders its page. A course without a block gives the fixed cost of
# a build, which is taken off both. Prints one JSON line per figure (median of RUNS builds, in ms), then the
# ratio SwiftUI / UIKit, for wall-clock and for CPU time.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-7}"
swift build -c release --product coursegen >/dev/null 2>&1 || swift build -c release --product coursegen >&2
bin="$(swift build -c release --show-bin-path)/coursegen"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# Median wall-clock and CPU (user + system, all threads) milliseconds of RUNS builds of one course. The machine
# may be shared, so the CPU time is the steadier figure.
median_ms() {
  python3 - "$bin" "bench/swiftui-block/$1" "$out/$1" "$RUNS" <<'PY'
import os, subprocess, sys, time
binary, course, target, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
walls, cpus = [], []
for _ in range(runs):
    before = os.times()
    start = time.perf_counter()
    subprocess.run([binary, "build", course, "-o", target, "--no-cache", "--quiet"], check=True,
                   stdout=subprocess.DEVNULL)
    walls.append((time.perf_counter() - start) * 1000)
    after = os.times()
    cpus.append(((after.children_user - before.children_user) + (after.children_system - before.children_system)) * 1000)
median = lambda v: sorted(v)[len(v) // 2]
print("%.1f %.1f" % (median(walls), median(cpus)))
PY
}

views() {
  "$bin" frames "bench/swiftui-block/$1/lessons/01-block.md" \
    | python3 -c 'import json,sys; b=json.load(sys.stdin)["lessons"][0]["blocks"][0]; print(len(b["states"]), len(b["states"][0]["views"]))'
}

read -r base base_cpu <<<"$(median_ms empty)"
read -r swiftui swiftui_cpu <<<"$(median_ms swiftui)"
read -r uikit uikit_cpu <<<"$(median_ms uikit)"
read -r su_states su_views <<<"$(views swiftui)"
read -r uk_states uk_views <<<"$(views uikit)"
less() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a - b }'; }
su=$(less "$swiftui" "$base"); su_cpu=$(less "$swiftui_cpu" "$base_cpu")
uk=$(less "$uikit" "$base"); uk_cpu=$(less "$uikit_cpu" "$base_cpu")
echo "{\"name\": \"swiftui-block.build-without-block\", \"ms\": $base, \"cpu_ms\": $base_cpu, \"runs\": $RUNS}"
echo "{\"name\": \"swiftui-block.swiftui\", \"ms\": $su, \"cpu_ms\": $su_cpu, \"states\": $su_states, \"views\": $su_views, \"runs\": $RUNS}"
echo "{\"name\": \"swiftui-block.uikit\", \"ms\": $uk, \"cpu_ms\": $uk_cpu, \"states\": $uk_states, \"views\": $uk_views, \"runs\": $RUNS}"
awk -v a="$su" -v b="$uk" -v c="$su_cpu" -v d="$uk_cpu" 'BEGIN { printf "{\"name\": \"swiftui-block.ratio-swiftui-to-uikit\", \"ratio\": %.2f, \"cpu_ratio\": %.2f}\n", (b > 0 ? a / b : 0), (d > 0 ? c / d : 0) }'
