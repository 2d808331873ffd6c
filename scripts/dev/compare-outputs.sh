#!/usr/bin/env bash
# Shows whether two revisions of coursegen produce byte-identical outputs: the frames JSON (and diagnostics and
# exit status) of `coursegen frames` for every corpus lesson and every course lesson, and the whole site written
# by `coursegen build content --no-cache`. A refactoring must leave all of them unchanged (issue 20).
#
# Usage: scripts/dev/compare-outputs.sh REV_A REV_B
#   REV is any git revision (main, HEAD~3, a branch), or `.` for this worktree as it is on disk, uncommitted
#   changes included. Each revision is built (debug) and run in its own tree, so each reads its own lessons.
#   Committed revisions are built in one scratch worktree under $COMPARE_OUTPUTS_CACHE (default
#   ${TMPDIR:-/tmp}/coursegen-compare-outputs), checked out in turn so that builds stay incremental, and their
#   outputs are kept there by commit: comparing against main a second time does not build main again.
#   Remove that folder and run `git worktree prune` to forget it all.
# Exit status: 0 identical, 1 different (a summary and the first lines of the diff are printed), 2 usage or build
# failure.
set -euo pipefail

if [ $# -ne 2 ]; then
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi

repo=$(git rev-parse --show-toplevel)
cache=${COMPARE_OUTPUTS_CACHE:-${TMPDIR:-/tmp}/coursegen-compare-outputs}
mkdir -p "$cache"

# Writes the outputs of the coursegen built in tree $1 into folder $2 (which must not exist yet).
produce_outputs() {
  local tree=$1 out=$2 binary lesson name rc
  binary=$(cd "$tree" && swift build --show-bin-path)/coursegen
  mkdir -p "$out.partial/frames"
  (
    cd "$tree"
    for lesson in Tests/LayoutScriptTests/Corpus/*.md content/lessons/*.md; do
      name=$(echo "$lesson" | tr '/' '_')
      rc=0
      "$binary" frames "$lesson" >"$out.partial/frames/$name.json" 2>"$out.partial/frames/$name.stderr" || rc=$?
      echo "$rc" >"$out.partial/frames/$name.status"
    done
    rc=0
    "$binary" build content -o "$out.partial/site" --quiet --no-cache >"$out.partial/build.stdout" \
      2>"$out.partial/build.stderr" || rc=$?
    echo "$rc" >"$out.partial/build.status"
  )
  mv "$out.partial" "$out"
}

# Prints the folder holding the outputs of revision $1, building and running it first when needed.
outputs_of() {
  local rev=$1 sha out tree
  if [ "$rev" = "." ]; then
    out=$(mktemp -d "$cache/worktree.XXXXXX")
    rmdir "$out"
    (cd "$repo" && swift build --product coursegen >&2) || { echo "compare-outputs: '.' does not build" >&2; exit 2; }
    produce_outputs "$repo" "$out"
    echo "$out"
    return
  fi
  sha=$(git -C "$repo" rev-parse --verify "$rev^{commit}") || { echo "compare-outputs: no revision '$rev'" >&2; exit 2; }
  out=$cache/$sha
  if [ ! -d "$out" ]; then
    tree=$cache/tree
    if [ ! -d "$tree" ]; then
      git -C "$repo" worktree prune
      git -C "$repo" worktree add -q --detach "$tree" "$sha" >&2
    else
      git -C "$tree" checkout -q --detach "$sha" >&2
    fi
    echo "compare-outputs: building $rev ($sha) in $tree" >&2
    (cd "$tree" && swift build --product coursegen >&2) || { echo "compare-outputs: $rev does not build" >&2; exit 2; }
    rm -rf "$out.partial"
    produce_outputs "$tree" "$out"
  fi
  echo "$out"
}

a=$(outputs_of "$1")
b=$(outputs_of "$2")
# The build reports how long it took ("built 9 lessons, 11 pages in 4.01 s"): the one output allowed to differ.
for folder in "$a" "$b"; do
  sed -i -E 's/ in [0-9.]+ s$/ in (time) s/' "$folder/build.stdout"
done
lessons=$(ls "$a/frames" | grep -c '\.json$' || true)
files=$(find "$a/site" -type f | wc -l)
if diff -r "$a" "$b" >"$cache/last.diff" 2>&1; then
  echo "compare-outputs: identical ($lessons lessons' frames, diagnostics and status; $files files of the built site)"
  [ "$1" = "." ] && rm -rf "$a"
  [ "$2" = "." ] && rm -rf "$b"
  exit 0
fi
echo "compare-outputs: DIFFERENT ($(grep -c '^\(diff\|Only in\)' "$cache/last.diff") files); full diff in $cache/last.diff"
grep '^\(diff\|Only in\)' "$cache/last.diff" | head -20
head -40 "$cache/last.diff"
exit 1
