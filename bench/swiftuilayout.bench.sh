#!/usr/bin/env bash
# SwiftUI layout benchmark: a 200-node screen (nested stacks, 60 wrapping texts), first layout and re-layout at
# another width, release build. JSON lines on stdout, followed by the Auto Layout bench's figures for its 200-view
# screen, run on the same build so the two engines can be read side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product swiftuilayout-bench >/dev/null 2>&1 || swift build -c release --product swiftuilayout-bench >&2
swift build -c release --product autolayout-bench >/dev/null 2>&1 || swift build -c release --product autolayout-bench >&2
bin="$(swift build -c release --show-bin-path)"
"$bin/swiftuilayout-bench"
"$bin/autolayout-bench" | grep -E '"autolayout\.(full-layout-200-views|relayout-one-constant-200-views)"' \
  | sed 's/"name": "autolayout\./"name": "swiftuilayout.peer-autolayout./'
