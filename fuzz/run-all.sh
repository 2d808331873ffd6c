#!/usr/bin/env bash
# Runs every fuzz target (fuzz/*.fuzz.sh) for a bounded time each.
set -euo pipefail
cd "$(dirname "$0")/.."
for f in fuzz/*.fuzz.sh; do
  [ -e "$f" ] || continue
  echo "== $f" >&2
  bash "$f"
done
