#!/usr/bin/env bash
# Checks the gallery as a person would see it: the committed pictures are what the current
# tessera draws, and a real SVG renderer (rsvg-convert, Debian's librsvg2-bin) turns each into a
# non-blank image of the size the SVG declares.
set -euo pipefail
cd "$(dirname "$0")/.."
fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
scripts/render-gallery.sh "$fresh"
status=0
for file in "$fresh"/*; do
    name="$(basename "$file")"
    if ! cmp -s "$file" "docs/gallery/$name"; then
        echo "docs/gallery/$name is stale: run scripts/render-gallery.sh"
        status=1
    fi
done
for svg in "$fresh"/*.svg; do
    png="${svg%.svg}.png"
    rsvg-convert "$svg" -o "$png"
    read -r width height colours < <(python3 scripts/png_summary.py "$png")
    declared="$(grep -o 'width="[0-9.]*" height="[0-9.]*"' "$svg" | head -1 | tr -dc '0-9. ' )"
    python3 - "$(basename "$svg")" "$width" "$height" "$colours" $declared <<'PY' || status=1
import math, sys
name, width, height, colours, want_width, want_height = sys.argv[1], *map(float, sys.argv[2:])
# rsvg-convert rounds a fractional size up; a blank picture has one or two colours.
if (width, height) != (math.ceil(want_width), math.ceil(want_height)) or colours < 5:
    print(f"{name}: rasterised to {width:g}x{height:g} with {colours:g} colours; expected {want_width:g}x{want_height:g} and a picture")
    sys.exit(1)
print(f"{name}: rasterised to a {width:g}x{height:g} PNG with {colours:g} colours")
PY
done
exit $status
