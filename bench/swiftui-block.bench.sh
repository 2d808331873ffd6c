#!/usr/bin/env bash
# SwiftUI block vs UIKit block of about the same size: each a 3-state screen of ~30 views (bench/swiftui-block/),
# built as a one-lesson course with `coursegen build --no-cache` (release build), which runs the block on every
# device of the menu and the width sweep and renders its page. A course without a block gives the fixed cost of
# a build, which is taken off both. Prints one JSON line per figure (median of RUNS builds, in ms), then the
# ratio SwiftUI / UIKit.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-7}"
swift build -c release --product coursegen >/dev/null 2>&1 || swift build -c release --product coursegen >&2
bin="$(swift build -c release --show-bin-path)/coursegen"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

median_ms() {
  local course="$1" times=()
  for _ in $(seq "$RUNS"); do
    local start end
    start=$(date +%s%N)
    "$bin" build "bench/swiftui-block/$course" -o "$out/$course" --no-cache --quiet >/dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int((NR + 1) / 2)] / 1000 }'
}

views() {
  "$bin" frames "bench/swiftui-block/$1/lessons/01-block.md" \
    | python3 -c 'import json,sys; b=json.load(sys.stdin)["lessons"][0]["blocks"][0]; print(len(b["states"]), len(b["states"][0]["views"]))'
}

base=$(median_ms empty)
swiftui=$(median_ms swiftui)
uikit=$(median_ms uikit)
read -r su_states su_views <<<"$(views swiftui)"
read -r uk_states uk_views <<<"$(views uikit)"
su=$(awk -v a="$swiftui" -v b="$base" 'BEGIN { printf "%.1f", a - b }')
uk=$(awk -v a="$uikit" -v b="$base" 'BEGIN { printf "%.1f", a - b }')
echo "{\"name\": \"swiftui-block.build-without-block\", \"ms\": $base, \"runs\": $RUNS}"
echo "{\"name\": \"swiftui-block.swiftui\", \"ms\": $su, \"states\": $su_states, \"views\": $su_views, \"runs\": $RUNS}"
echo "{\"name\": \"swiftui-block.uikit\", \"ms\": $uk, \"states\": $uk_states, \"views\": $uk_views, \"runs\": $RUNS}"
awk -v a="$su" -v b="$uk" 'BEGIN { printf "{\"name\": \"swiftui-block.ratio-swiftui-to-uikit\", \"ratio\": %.2f}\n", (b > 0 ? a / b : 0) }'
