#!/usr/bin/env bash
# Fuzzes the Markdown front end, front matter and the layout-block runtime through the real binary
# (fuzz/course/mutate_and_run.py): mutated lessons are built and run through `frames` for FUZZ_SECONDS (default
# 60); a crash or a run over its time limit is saved under fuzz/out/course/ and fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/coursegen
[ -x "$bin" ] || swift build -c release --product coursegen >/dev/null
python3 fuzz/course/mutate_and_run.py "$bin" "${FUZZ_SECONDS:-60}" content/lessons/*.md Tests/Fixtures/site-basic/content/lessons/*.md
