#!/usr/bin/env bash
# Builds and runs Examples/LayoutConsumer, a package that depends on this one by path and applies
# the build plugin, as the README tells an app to: its generated types, a layout loaded from YAML
# and the same layout compiled to JSON must all give the same frames.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
.build/debug/tessera compile Layouts/mosaic.yaml -o "$scratch/mosaic.json"
output="$(swift run --package-path Examples/LayoutConsumer -q layout-demo "$PWD/Layouts/mosaic.yaml" "$scratch/mosaic.json")"
echo "$output" | grep -q "^Mosaic: content 375.0×1875.0$"
echo "$output" | grep -q "^Circle: 8 visible$"
same=$(echo "$output" | grep -c "the same frames as the generated type")
if [ "$same" != 2 ]; then
    echo "the loaded layouts do not answer as the generated type:" >&2
    echo "$output" >&2
    exit 1
fi
echo "example consumer: built with the plugin, and its generated, YAML and compiled layouts agree"
