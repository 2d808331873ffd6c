#!/usr/bin/env bash
# Fuzzes the LayoutScript front end (SwiftLexer + parser + the lesson's code blocks and info-string attributes) with
# libFuzzer for a bounded time (FUZZ_SECONDS, default 60). The sources are compiled into one module with
# -sanitize=fuzzer,address; code blocks are found by cmark-gfm (LessonMarkdown), linked from the system.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src" "$work/corpus"
for f in Sources/SwiftLexer/*.swift Sources/SwiftSubset/Syntax/*.swift Sources/LayoutScript/Blocks/LessonInput.swift \
         Sources/LessonMarkdown/*.swift Sources/Diagnostics/*.swift Sources/Diagnostics/Reporters/*.swift; do
  sed -e '/^import SwiftLexer$/d' -e '/^import Diagnostics$/d' -e '/import LessonMarkdown$/d' -e '/^import SwiftSubset$/d' "$f" > "$work/src/$(basename "$f")"
done
cp fuzz/layoutscript/FuzzEntry.swift "$work/src/"
# Seed corpus: the Swift of the test corpus and the course lessons.
i=0
for f in Tests/LayoutScriptTests/Corpus/*.md content/lessons/*.md; do
  [ -e "$f" ] || continue
  cp "$f" "$work/corpus/seed$i"; i=$((i + 1))
done
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name LayoutScriptFuzz -I Sources/CCmarkGFM \
  "$work"/src/*.swift -o "$work/fuzz"
"$work/fuzz" -max_total_time="${FUZZ_SECONDS:-60}" -max_len=4096 -timeout=10 "$work/corpus" 2>&1 | tail -5
