#!/usr/bin/env bash
# Renders every scenario's SVG timeline to PNG with headless Chromium, to look at them.
# Usage: Scripts/render-check.sh [OUT_DIR]   (needs `apt-get install chromium`)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build-render}"
mkdir -p "$out"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "render-check: no Chromium found; install it with 'apt-get install chromium'" >&2
  exit 2
fi
swift build -q
find Traces -name '*.scenario.json' | sort | while read -r scenario; do
  name="$(basename "$scenario" .scenario.json)"
  .build/debug/insetsim run "$scenario" --format svg --out "$out/$name.svg"
  height="$(sed -n 's/.* height="\([0-9.]*\)".*/\1/p' "$out/$name.svg" | head -1)"
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="1200,${height%.*}" --screenshot="$out/$name.png" "file://$(cd "$out" && pwd)/$name.svg" </dev/null >/dev/null 2>&1
  echo "$out/$name.png"
done
