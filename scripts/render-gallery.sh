#!/usr/bin/env bash
# Renders each layout of Layouts/ as the gallery in docs/LANGUAGE.md shows it: docs/gallery/NAME.svg, or
# into the directory given as the first argument. Uses the tessera that `swift build` built.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/gallery}"
mkdir -p "$out"
tessera="$(swift build --show-bin-path)/tessera"
[ -x "$tessera" ] || swift build --product tessera >/dev/null

render() {  # NAME ARGS...
    local name="$1"; shift
    "$tessera" render "Layouts/$name.yaml" --width 375 --height 667 "$@" -o "$out/$name.svg"
}
render mosaic --items 18 --offset 0,140
render circle --items 8
render carousel --items 10 --offset 300,0
render waterfall --items 14 --sizes docs/gallery/waterfall-sizes.json --offset 0,200
render blocks --sections 13,5
render grid --items 24 --offset 0,120
render magazine --items 15 --offset 0,100
render shelf --items 9 --offset 200,0
render feed --items 22 --offset 0,120
render wave --items 24 --offset 0,200
render settings --sections 3,5,2
render account --sections 1,4,3
render coverflow --items 12 --offset 540,0
render wheel --items 16 --offset 390,0
render store --sections 5,12,6 --section-offset 0:200 --section-offset 1:416
render explore --items 30 --offset 0,150
render home --sections 8,12,6 --section-offset 0:252 --offset 0,120
render chat --sections 3,4 --sizes docs/gallery/chat-sizes.json
"$tessera" render Layouts/circle.yaml --width 375 --height 667 --items 8 --transition Layouts/carousel.yaml --frames 12 -o "$out/circle-to-carousel.html"
