#!/usr/bin/env bash
# Runs every benchmark (bench/*.bench.sh) against a release build and prints their JSON lines.
set -euo pipefail
cd "$(dirname "$0")/.."
for b in bench/*.bench.sh; do
  [ -e "$b" ] || continue
  echo "== $b" >&2
  bash "$b"
done
