#!/usr/bin/env bash
# Development helper for parallel work in git worktrees: rebases the current branch onto main, checks that the
# package still builds, then fast-forwards main to it. Retries when main moved meanwhile.
# Usage (inside a worktree, everything committed): scripts/dev/land.sh [extra check command...]
set -euo pipefail
[ -z "$(git status --porcelain)" ] || { echo "land: commit or stash your changes first" >&2; exit 1; }
for attempt in 1 2 3 4 5; do
  base=$(git rev-parse main)
  git rebase -q main || { echo "land: rebase conflict; resolve it (git status), commit, and run land again" >&2; exit 1; }
  swift build 2>&1 | grep -E "error:|Compiling|Build complete" | grep -v Compiling | tail -20
  swift build >/dev/null 2>&1 || { echo "land: the rebased tree does not build; fix it first" >&2; exit 1; }
  if [ $# -gt 0 ]; then "$@" || { echo "land: check '$*' failed" >&2; exit 1; }; fi
  if git update-ref refs/heads/main HEAD "$base" 2>/dev/null; then
    echo "land: main is now $(git rev-parse --short HEAD)"
    exit 0
  fi
  echo "land: main moved during the check; retrying ($attempt)" >&2
done
echo "land: gave up after 5 attempts" >&2
exit 1
