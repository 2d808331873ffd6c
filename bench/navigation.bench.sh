#!/usr/bin/env bash
# Navigation size and build memory (issue 25): plain courses of 100, 1,000 and 10,000 lessons (chapters of 100,
# no layout blocks; bench/navigation/make_course.py) built by the release coursegen with --no-cache, then checked.
# Prints one JSON line per size: {"name", "n", "site_bytes", "bytes_per_lesson", "build_seconds",
# "build_max_rss_mb", "check_seconds"}, and for 1,000 lessons (BENCH_NAV_HUGO=0 skips it) the same course built
# by Hugo with a minimal layout of the same navigation: {"name": "hugo", "n", "site_bytes", "bytes_per_lesson",
# "build_seconds", "build_max_rss_mb"}. Sizes: BENCH_NAV_SIZES="100 1000 10000".
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/coursegen
[ -x "$bin" ] || swift build -c release --product coursegen >/dev/null
work=$PWD/bench/out/navigation
sizes=${BENCH_NAV_SIZES:-"100 1000 10000"}

measure() {  # runs "$@", prints "seconds max_rss_kb"
  local log="$work/time.log"
  /usr/bin/time -f "%e %M" -o "$log" "$@" >/dev/null 2>&1 || [ $? -le 1 ]
  cat "$log"
}

for n in $sizes; do
  rm -rf "$work/$n"
  mkdir -p "$work/$n"
  python3 bench/navigation/make_course.py "$work/$n" "$n"
  read -r build_seconds build_kb < <(measure "$bin" build "$work/$n/coursegen" -o "$work/$n/_site" --no-cache --quiet)
  site_bytes=$(du -sb "$work/$n/_site" | cut -f1)
  read -r check_seconds _ < <(measure "$bin" check "$work/$n/coursegen")
  printf '{"name": "coursegen", "n": %d, "site_bytes": %d, "bytes_per_lesson": %d, "build_seconds": %s, "build_max_rss_mb": %d, "check_seconds": %s}\n' \
    "$n" "$site_bytes" $((site_bytes / n)) "$build_seconds" $((build_kb / 1024)) "$check_seconds"
  if [ "$n" = 1000 ] && [ "${BENCH_NAV_HUGO:-1}" = 1 ] && command -v hugo >/dev/null; then
    read -r hugo_seconds hugo_kb < <(measure hugo --source "$work/$n/hugo" --destination "$work/$n/hugo-public" --quiet)
    hugo_bytes=$(du -sb "$work/$n/hugo-public" | cut -f1)
    printf '{"name": "hugo", "n": %d, "site_bytes": %d, "bytes_per_lesson": %d, "build_seconds": %s, "build_max_rss_mb": %d}\n' \
      "$n" "$hugo_bytes" $((hugo_bytes / n)) "$hugo_seconds" $((hugo_kb / 1024))
  fi
done
