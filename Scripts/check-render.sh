#!/usr/bin/env bash
# The browser check: writes the docs folder of every scenario under Traces (or of the PATHs given),
# renders its pages, SVGs, Mermaid diagrams (with the real mermaid library) and per-run HTML pages in
# headless Chromium, and fails on any render error, console error or overlapping text, on pictures
# shrunk below legibility in a 946 px column, and on Chrome traces without structure
# (Scripts/check-render.py says what is checked). Screenshots go to OUT/screenshots.
#
# Usage: Scripts/check-render.sh [--out DIR] [PATH...]
#   --out DIR   where the site, the check pages and the screenshots go (default .build-render)
#   PATH        scenario files or folders (default: Traces)
# Needs: Chromium (apt-get install chromium) and python3. The mermaid bundle comes from PyPI's
# artoo-mermaid wheel (mermaid 11.16.0, checked against its sha256), or from $MERMAID_JS.
# Exit status: 0 all well, 1 problems found, 2 the check could not run, 3 no browser.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-render
if [ "${1:-}" = "--out" ]; then out="$2"; shift 2; fi
paths=("$@")
[ "${#paths[@]}" -gt 0 ] || paths=(Traces)
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "check-render: no Chromium found (apt-get install chromium)" >&2
  exit 3
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"

# The real mermaid library, pinned.
mermaid_sha=74d7c46dabca328c2294733910a8aa1ed0c37451776e8d5295da38a2b758fb9b
mermaid="${MERMAID_JS:-$out/mermaid/artoo_mermaid/assets/mermaid.min.js}"
if [ ! -f "$mermaid" ]; then
  mkdir -p "$out/mermaid"
  python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 \
    --dest "$out/mermaid" artoo-mermaid==11.16.0 >&2 || {
    echo "check-render: could not download the mermaid bundle (set MERMAID_JS to a mermaid.min.js)" >&2
    exit 2
  }
  python3 -c "import zipfile,glob,sys; zipfile.ZipFile(glob.glob(sys.argv[1]+'/artoo_mermaid-*.whl')[0]).extractall(sys.argv[1])" "$out/mermaid"
fi
if [ -z "${MERMAID_JS:-}" ] && [ "$(sha256sum "$mermaid" | cut -d' ' -f1)" != "$mermaid_sha" ]; then
  echo "check-render: $mermaid is not mermaid 11.16.0 (sha256 differs)" >&2
  exit 2
fi

swift build -q --product insetsim
rm -rf "$out/site" "$out/markdown"
.build/debug/insetsim docs "${paths[@]}" --out "$out/site"
# Each run's Markdown tables too (not part of the docs pages).
mkdir -p "$out/markdown"
while IFS= read -r scenario; do
  .build/debug/insetsim run "$scenario" --format markdown --out "$out/markdown/$(basename "$scenario" .scenario.json).md"
done < <(for p in "${paths[@]}"; do
  if [ -d "$p" ]; then find "$p" -name '*.scenario.json'; else echo "$p"; fi
done | sort)
python3 Scripts/check-render.py "$out/site" "$out" "$browser" "$mermaid" "$out/markdown"
