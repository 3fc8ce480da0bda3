#!/bin/sh
# Writes the reference pages of docs/ from the code: the scenario keys, the UIKit rule catalogue,
# the lint detectors (docs/reference/) and the JSON Schema (docs/scenario.schema.json). ReferencePageTests fails until they are regenerated after a
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
"$bin" reference schema > docs/scenario.schema.json
echo docs/scenario.schema.json
