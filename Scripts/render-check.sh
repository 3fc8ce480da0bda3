#!/usr/bin/env bash
# Renders what the renderers write, to look at it: every scenario's SVG timeline to PNG with headless
# Chromium, one docs page (Markdown → HTML with cmark-gfm, in an 800 px column) to PNG, and — when a
# mermaid build is installed (mermaid-cli's `mmdc`) — that page's sequence diagram.
#
# Usage: Scripts/render-check.sh [OUT_DIR] [SCENARIO...]
#   OUT_DIR    where the PNGs go (default .build-render)
#   SCENARIO   scenario files to render (default: every *.scenario.json under Traces)
# Needs: apt-get install chromium (and cmark-gfm for the docs page); npm install -g @mermaid-js/mermaid-cli
# for the diagram (skipped with a message when absent).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build-render}"
shift || true
mkdir -p "$out"
out="$(cd "$out" && pwd)"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "render-check: no Chromium found; install it with 'apt-get install chromium'" >&2
  exit 2
fi
swift build -q
insetsim=.build/debug/insetsim

shoot() { # shoot FILE PNG WIDTH HEIGHT
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$3,$4" --screenshot="$2" "file://$1" </dev/null >/dev/null 2>&1
  echo "$2"
}

# 1. SVG timelines, each at its own size (the timeline grows with the trace).
if [ "$#" -gt 0 ]; then scenarios=("$@"); else mapfile -t scenarios < <(find Traces -name '*.scenario.json' | sort); fi
for scenario in "${scenarios[@]}"; do
  name="$(basename "$scenario" .scenario.json)"
  "$insetsim" run "$scenario" --format svg --out "$out/$name.svg"
  size="$(sed -n '1s/^<svg[^>]* width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1 \2/p' "$out/$name.svg")"
  read -r width height <<<"$size"
  shoot "$out/$name.svg" "$out/$name.png" "$(printf '%.0f' "$width")" "$(printf '%.0f' "$height")"
done

# 2. A docs page as a reader sees it: Markdown (GitHub flavour) in an 800 px column.
"$insetsim" docs Traces/devices --out "$out/site" >/dev/null
page=iPhone-X-navigation-rotation
if command -v cmark-gfm >/dev/null; then
  {
    echo '<!doctype html><meta charset="utf-8"><title>render-check</title>'
    echo '<style>body{font:16px/1.5 sans-serif;max-width:800px;margin:16px auto}img{max-width:100%}'
    echo 'table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}pre{overflow:auto;background:#f6f8fa}</style>'
    cmark-gfm --extension table --unsafe "$out/site/$page.md"
  } >"$out/site/$page.html"
  shoot "$out/site/$page.html" "$out/$page-page.png" 900 2400
else
  echo "render-check: docs page skipped: no cmark-gfm (apt-get install cmark-gfm)" >&2
fi

# 3. The page's Mermaid diagram with a real mermaid build, when one is installed.
if command -v mmdc >/dev/null; then
  awk '/^```mermaid$/{on=1; next} /^```$/{on=0} on' "$out/site/$page.md" >"$out/$page.mmd"
  mmdc -i "$out/$page.mmd" -o "$out/$page-diagram.svg" -p <(echo '{"args":["--no-sandbox"]}')
  echo "$out/$page-diagram.svg"
else
  echo "render-check: Mermaid check skipped: no mermaid-cli (mmdc) on PATH (npm install -g @mermaid-js/mermaid-cli)" >&2
fi
