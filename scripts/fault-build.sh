#!/usr/bin/env bash
# Fault runner for `coursegen build` (issue 25): kills the build with SIGKILL at several points, builds into a
# read-only output folder, onto a full disk (a small tmpfs), and over symbolic-link loops. After each case it
# asserts that the previous site is byte-identical and that no temporary folder (.NAME.building-*, .NAME.old-*)
# is left once a later build has run. Prints one line per case and a summary; exits 1 if any case failed.
# Needs root for the tmpfs cases (skipped otherwise). COURSEGEN=path overrides the binary (default: debug build).
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${COURSEGEN:-.build/debug/coursegen}
[ -x "$bin" ] || swift build --product coursegen >/dev/null
bin=$(realpath "$bin")
work=$(mktemp -d /tmp/coursegen-fault.XXXXXX)
trap 'umount "$work/mnt" 2>/dev/null; rm -rf "$work"' EXIT
passed=0 failed=0

report() {  # report NAME OK MESSAGE
  if [ "$2" = ok ]; then passed=$((passed + 1)); echo "ok    $1"; else failed=$((failed + 1)); echo "FAIL  $1: $3"; fi
}
fingerprint() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -d' ' -f1; }
leftovers() { find "$(dirname "$1")" -maxdepth 1 \( -name ".$(basename "$1").building-*" -o -name ".$(basename "$1").old-*" \) | wc -l; }

# A plain course big enough that a build takes a while: 400 lessons in 4 chapters.
course="$work/course"
mkdir -p "$course/lessons"
{
  printf 'title: "Sinov"\nlanguage: uz\nchapters:\n'
  for c in 1 2 3 4; do
    printf '  - title: "Bob %d"\n    lessons:\n' "$c"
    for l in $(seq -w 1 100); do printf '      - c%d-%s.md\n' "$c" "$l"; done
  done
} > "$course/course.yml"
for c in 1 2 3 4; do
  for l in $(seq -w 1 100); do
    printf -- '---\ntitle: "Dars %d.%s"\n---\n\n## Kirish\n\nMatn %s.\n\n- bir\n- ikki\n' "$c" "$l" "$l" > "$course/lessons/c$c-$l.md"
  done
done

# 1. SIGKILL at several points of a build that would change the site.
site="$work/out/_site"
mkdir -p "$work/out"
"$bin" build "$course" -o "$site" --no-cache --quiet >/dev/null 2>&1 || { echo "the first build failed"; exit 1; }
for delay in 0.02 0.05 0.1 0.2 0.3 0.5 0.8 1.2 1.8 2.5; do
  before=$(fingerprint "$site")
  echo "edit $delay" >> "$course/lessons/c1-001.md"
  "$bin" build "$course" -o "$site" --no-cache --quiet >/dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  if kill -9 "$pid" 2>/dev/null; then
    wait "$pid" 2>/dev/null
    after=$(fingerprint "$site")
    if [ "$after" = "$before" ]; then outcome=ok; else outcome=bad; fi
    report "kill -9 after ${delay}s: the old site is byte-identical" "$outcome" "the site changed"
  else
    wait "$pid" 2>/dev/null
    report "kill -9 after ${delay}s: (the build had finished; the new site is whole)" ok ""
  fi
  "$bin" build "$course" -o "$site" --no-cache --quiet >/dev/null 2>&1
  count=$(leftovers "$site")
  [ "$count" = 0 ] && report "kill -9 after ${delay}s: no temporary folder after the next build" ok "" \
    || report "kill -9 after ${delay}s: no temporary folder after the next build" bad "$count left"
done

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$work/mnt"
  # 2. A read-only output folder (a read-only mount holding the old site).
  size=$(du -sm "$site" | cut -f1)
  mount -t tmpfs -o size=$((size * 4 + 8))m tmpfs "$work/mnt"
  "$bin" build "$course" -o "$work/mnt/_site" --no-cache --quiet >/dev/null 2>&1
  before=$(fingerprint "$work/mnt/_site")
  mount -o remount,ro "$work/mnt"
  echo "edit ro" >> "$course/lessons/c1-001.md"
  timeout 120 "$bin" build "$course" -o "$work/mnt/_site" --no-cache --quiet >/dev/null 2>&1
  status=$?
  [ "$status" = 1 ] && [ "$(fingerprint "$work/mnt/_site")" = "$before" ] && [ "$(leftovers "$work/mnt/_site")" = 0 ] \
    && report "read-only output folder: exit 1, old site identical, nothing left" ok "" \
    || report "read-only output folder" bad "exit $status"
  umount "$work/mnt"

  # 3. A full disk: room for one site and a half, so the new site cannot be written beside the old one.
  kb=$(du -sk "$site" | cut -f1)
  mount -t tmpfs -o size=$((kb * 3 / 2))k tmpfs "$work/mnt"
  "$bin" build "$course" -o "$work/mnt/_site" --no-cache --quiet >/dev/null 2>&1
  before=$(fingerprint "$work/mnt/_site")
  echo "edit full" >> "$course/lessons/c1-001.md"
  timeout 120 "$bin" build "$course" -o "$work/mnt/_site" --no-cache --quiet >/dev/null 2>&1
  status=$?
  [ "$status" = 1 ] && [ "$(fingerprint "$work/mnt/_site")" = "$before" ] && [ "$(leftovers "$work/mnt/_site")" = 0 ] \
    && report "full disk (tmpfs of ${kb}k x 1.5): exit 1, old site identical, nothing left" ok "" \
    || report "full disk" bad "exit $status"
  umount "$work/mnt"
else
  echo "skip  read-only and full-disk cases (need root for tmpfs)"
fi

# 4. Symbolic-link loops: a listed lesson, an unlisted one, a folder that contains itself, an image.
for kind in listed unlisted folder image; do
  copy="$work/loop-$kind"
  rm -rf "$copy"
  cp -r "$course" "$copy"
  case $kind in
    listed) ln -s loop.md "$copy/lessons/loop.md"; sed -i 's/^      - c1-001.md$/      - c1-001.md\n      - loop.md/' "$copy/course.yml" ;;
    unlisted) ln -s other.md "$copy/lessons/self.md"; ln -s self.md "$copy/lessons/other.md" ;;
    folder) ln -s .. "$copy/lessons/up" ;;
    image) ln -s pic.png "$copy/lessons/pic.png"; printf '\n![rasm](pic.png)\n' >> "$copy/lessons/c1-002.md" ;;
  esac
  before=$(fingerprint "$site")
  timeout 120 "$bin" build "$copy" -o "$site" --no-cache --quiet >/dev/null 2>&1
  status=$?
  if [ "$status" = 124 ]; then
    report "symlink loop ($kind): finishes" bad "timed out"
  elif [ "$status" = 1 ]; then
    [ "$(fingerprint "$site")" = "$before" ] && [ "$(leftovers "$site")" = 0 ] \
      && report "symlink loop ($kind): a located error, old site identical, nothing left" ok "" \
      || report "symlink loop ($kind)" bad "the site changed or a folder was left"
  else
    [ "$(leftovers "$site")" = 0 ] && report "symlink loop ($kind): built (exit $status), nothing left" ok "" \
      || report "symlink loop ($kind)" bad "a folder was left"
  fi
done

echo "fault-build: $passed passed, $failed failed"
[ "$failed" = 0 ]
