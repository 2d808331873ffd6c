#!/usr/bin/env bash
# Installs the Debian packages the project needs, and only those that are missing. Quiet when all are present.
# Usage: scripts/deps.sh [list...]   (lists live in scripts/packages/*.txt; default: build and test)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
lists=("$@")
[ ${#lists[@]} -gt 0 ] || lists=(build test)
wanted=()
for list in "${lists[@]}"; do
  while read -r pkg _; do
    case "$pkg" in ''|'#'*) continue ;; esac
    wanted+=("$pkg")
  done < "$here/packages/$list.txt"
done
missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "deps: installing ${missing[*]}" >&2
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may be running unattended upgrades: wait up to five minutes for the dpkg lock instead of failing.
lock=(-o DPkg::Lock::Timeout=300)
# Older apt versions do not wait on the package lists' own lock in `update`: retry while that lock is the cause.
for attempt in $(seq 1 30); do
  if log=$($SUDO apt-get "${lock[@]}" update -qq 2>&1 >/dev/null); then break; fi
  if [ "$attempt" -eq 30 ] || ! grep -q "Could not get lock" <<<"$log"; then echo "$log" >&2; exit 1; fi
  [ "$attempt" -eq 1 ] && echo "deps: waiting for another package manager to finish" >&2
  sleep "${DEPS_LOCK_RETRY_PAUSE:-10}"
done
$SUDO apt-get "${lock[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
