#!/usr/bin/env bash
# `make install` (issue 18, item 6), run by `make test`: install into a temporary PREFIX, then run the installed
# coursegen from a folder outside the checkout with a course there. CONFIG=debug installs the debug build that
# `make test` has just made, so this adds seconds, not a release build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d /tmp/coursegen-install.XXXXXX)
trap 'rm -rf "$out"' EXIT
make -s -C "$root" install CONFIG=debug PREFIX="$out/prefix" >"$out/make.log" 2>&1 || { cat "$out/make.log"; exit 1; }
for file in bin/coursegen share/coursegen/themes/default/templates/home.html share/coursegen/themes/default/locales/uz.yml; do
  [ -e "$out/prefix/$file" ] || { echo "FAIL: make install did not write PREFIX/$file"; exit 1; }
done
export PATH="$out/prefix/bin:$PATH"
mkdir -p "$out/work" && cp -R "$root/Tests/Fixtures/site-basic/content" "$out/work/content"
cd "$out/work"
version=$(coursegen --version)
[[ "$version" =~ ^coursegen\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "FAIL: coursegen --version printed '$version'"; exit 1; }
coursegen build content -o _site --no-previews --quiet >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
grep -q 'assets/site.css' _site/index.html || { echo "FAIL: the installed coursegen built no home page"; exit 1; }
[ -f _site/assets/site.css ] || { echo "FAIL: the installed theme's assets were not copied"; exit 1; }
# The checkout's theme must not be what was used: move the installed one away and the build must fail, naming it.
mv "$out/prefix/share/coursegen/themes/default" "$out/moved-theme"
if coursegen build content -o _site2 --no-previews --quiet >"$out/missing.log" 2>&1; then
  # A build that still succeeds found a theme elsewhere (the checkout); the installed binary must not depend on it.
  echo "FAIL: the installed coursegen built without its installed theme"; exit 1
fi
grep -q "$out/prefix/share/coursegen/themes/default" "$out/missing.log" || { echo "FAIL: the error does not say where it looked"; cat "$out/missing.log"; exit 1; }
echo "install: ok ($version from $out/prefix/bin)"
