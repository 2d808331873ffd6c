#!/usr/bin/env bash
# scripts/deps.sh on a machine where another package manager holds the locks (issue 23), run by `make test`.
# Stand-ins for dpkg-query and apt-get on the PATH: the package is missing; apt-get refuses like the real one
# does while the lock is held unless it was told to wait (-o DPkg::Lock::Timeout=300), and `update` meets a held
# package-list lock twice before it gets it (apt releases before 2.x do not wait on that lock at all).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d /tmp/coursegen-deps.XXXXXX)
trap 'rm -rf "$out"' EXIT
mkdir -p "$out/bin" "$out/scripts/packages"
cp "$root/scripts/deps.sh" "$out/scripts/deps.sh"
echo "some-missing-package" > "$out/scripts/packages/only.txt"
cat > "$out/bin/dpkg-query" <<'STUB'
#!/usr/bin/env bash
exit 1
STUB
cat > "$out/bin/apt-get" <<'STUB'
#!/usr/bin/env bash
echo "$*" >> "$STUB_LOG"
case " $* " in *" DPkg::Lock::Timeout=300 "*) ;; *)
  echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1 (unattended-upgr)" >&2; exit 100 ;;
esac
if [[ " $* " == *" update "* ]]; then
  count=$(grep -c " update" "$STUB_LOG" || true)
  if [ "$count" -le 2 ]; then echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 1 (apt-get)" >&2; exit 100; fi
  [ -z "${STUB_UPDATE_FAILS:-}" ] || { echo "E: Failed to fetch http://deb.debian.org/ (network)" >&2; exit 100; }
fi
exit 0
STUB
chmod +x "$out/bin/"*
export PATH="$out/bin:$PATH" STUB_LOG="$out/apt.log" DEPS_LOCK_RETRY_PAUSE=0
"$out/scripts/deps.sh" only 2>"$out/stderr" || { echo "FAIL: deps.sh gave up while the lock was held"; cat "$out/stderr"; exit 1; }
grep -q "waiting for another package manager" "$out/stderr" || { echo "FAIL: deps.sh did not say it was waiting"; exit 1; }
[ "$(grep -c ' update' "$out/apt.log")" -eq 3 ] || { echo "FAIL: update was not retried until the lock was free"; cat "$out/apt.log"; exit 1; }
grep -q "DPkg::Lock::Timeout=300 install .*some-missing-package" "$out/apt.log" || { echo "FAIL: install did not wait for the lock"; cat "$out/apt.log"; exit 1; }
# Any other failure of update is reported at once, with apt's own message.
: > "$out/apt.log"
if STUB_UPDATE_FAILS=1 "$out/scripts/deps.sh" only 2>"$out/stderr"; then echo "FAIL: a failed update was ignored"; exit 1; fi
grep -q "Failed to fetch" "$out/stderr" || { echo "FAIL: the update's error was not shown"; cat "$out/stderr"; exit 1; }
[ "$(grep -c ' update' "$out/apt.log")" -eq 3 ] || { echo "FAIL: a network failure was retried"; cat "$out/apt.log"; exit 1; }
echo "deps-lock: deps.sh waits for the dpkg and package-list locks"
