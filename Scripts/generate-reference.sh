#!/bin/sh
# Writes the reference pages of docs/reference/ from the code: the scenario keys, the UIKit rule
# catalogue and the lint detectors. ReferencePageTests fails until they are regenerated after a
# change to the schema, a rule or a detector.
set -eu
cd "$(dirname "$0")/.."
swift build --product insetsim
bin="$(swift build --show-bin-path)/insetsim"
mkdir -p docs/reference
for page in keys rules lint; do
  "$bin" reference "$page" > "docs/reference/$page.md"
  echo "docs/reference/$page.md"
done
