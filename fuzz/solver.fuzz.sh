#!/usr/bin/env bash
# libFuzzer target for the constraint text format (Sources/Solver/TextFormat) and the solver behind it.
# Builds fuzz/solver/FuzzEntry.swift together with the Solver sources using `swiftc -sanitize=fuzzer`, then
# fuzzes for FUZZ_SECONDS (default 60) starting from the seed corpus in fuzz/solver/corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/out/solver
mkdir -p "$out/corpus"
cp -n fuzz/solver/corpus/* "$out/corpus/" 2>/dev/null || true
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  -module-name SolverFuzz \
  fuzz/solver/FuzzEntry.swift Sources/Solver/*.swift Sources/Solver/TextFormat/*.swift \
  -o "$out/solver-fuzz" 2>&1 | { grep -v "Cannot export local symbol" || true; }
"$out/solver-fuzz" -max_total_time="${FUZZ_SECONDS:-60}" -max_len=512 -timeout=10 \
  -artifact_prefix="$out/" "$out/corpus" 2>&1 | tail -n 5
