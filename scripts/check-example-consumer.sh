#!/usr/bin/env bash
# Checks Tessera as an app meets it:
#
# 1. Examples/LayoutConsumer, a package that depends on this one by path and applies the build
#    plugin as the README tells an app to, is built and run: its generated types, a layout loaded
#    from YAML and the same layout compiled to JSON must all give the same frames.
# 2. An app never compiles the preview's web server: after that `swift run` (which makes SwiftPM
#    count every product of the app's dependencies as reachable) a `swift build` still builds
#    only what the app uses, FlyingFox is not among the app's dependencies at all, and Tessera
#    declares no executable product that could bring the `tessera` command in.
# 3. README.md's install line resolves as written, from a repository that holds this checkout's
#    commit on `main` and no tag, as a clone of the branch does.
#
# Run from anywhere; `.ci/run` runs it after the tests (it needs .build/debug/tessera).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
consumer=Examples/LayoutConsumer

# ---- 1. built with the plugin, and its three kinds of layout agree -----------------------------
.build/debug/tessera compile Layouts/mosaic.yaml -o "$scratch/mosaic.json"
output="$(swift run --package-path "$consumer" -q layout-demo "$PWD/Layouts/mosaic.yaml" "$scratch/mosaic.json")"
echo "$output" | grep -q "^Mosaic: content 375.0×1875.0$"
echo "$output" | grep -q "^Circle: 8 visible$"
same=$(echo "$output" | grep -c "the same frames as the generated type")
if [ "$same" != 2 ]; then
    echo "the loaded layouts do not answer as the generated type:" >&2
    echo "$output" >&2
    exit 1
fi
echo "example consumer: built with the plugin, and its generated, YAML and compiled layouts agree"

# ---- 2. no preview server in an app's build ----------------------------------------------------
swift build --package-path "$consumer" -q
executables=$(swift package dump-package | python3 -c '
import json, sys
print(" ".join(p["name"] for p in json.load(sys.stdin)["products"] if "executable" in p["type"]))')
if [ -n "$executables" ]; then
    echo "error: Package.swift declares the executable product(s) $executables: an app that depends on Tessera" >&2
    echo "would build them (and the preview's web server) after a swift run; leave executables to be root-only products" >&2
    exit 1
fi
dependencies=$(swift package --package-path "$consumer" show-dependencies --format json)
if echo "$dependencies" | grep -qi '"identity" *: *"flyingfox"'; then
    echo "error: the example consumer depends on FlyingFox, the preview's sockets: an app would compile the preview server" >&2
    exit 1
fi
# Signed layouts' swift-crypto is resolved for every app on Linux, but compiled only for one that
# uses TesseraSigning: its C sources (BoringSSL) cost minutes on two cores.
if find "$consumer/.build" -path '*CCryptoBoringSSL.build/*.o' 2>/dev/null | grep -q .; then
    echo "error: the example consumer compiled swift-crypto, which only apps that use TesseraSigning need" >&2
    exit 1
fi
echo "example consumer: built again after swift run, with no tessera command, preview server, FlyingFox or swift-crypto build in its graph"

# ---- 3. the README's install line, as written --------------------------------------------------
line=$(python3 - <<'EOF'
import sys
sys.path.insert(0, "scripts")
import doc_blocks
found = doc_blocks.checked_by("README.md", "swift", "scripts/check-example-consumer.sh")
if len(found) != 1 or len(found[0][1]) != 1:
    sys.exit("README.md: expected one one-line Swift block marked <!-- checked by: scripts/check-example-consumer.sh -->")
print(found[0][1][0].strip())
EOF
)
# A repository as a clone of the branch holds it: this commit on main, no tag. (Pushed from a
# shallow clone too, as CI systems make them.)
git init -q --bare "$scratch/tessera.git"
git -C "$scratch/tessera.git" config receive.shallowUpdate true
git push -q "$scratch/tessera.git" HEAD:refs/heads/main
url=$(echo "$line" | sed -nE 's/^\.package\(url: "([^"]*)".*/\1/p')
[ -n "$url" ] || { echo "error: README.md's install line does not start with .package(url: \"...\"" >&2; exit 1; }
mkdir -p "$scratch/app/Sources/App"
echo 'import TesseraRuntime' >"$scratch/app/Sources/App/App.swift"
cat >"$scratch/app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [
        ${line//"$url"/"file://$scratch/tessera.git"}
    ],
    targets: [.target(name: "App", dependencies: [.product(name: "TesseraRuntime", package: "tessera")])]
)
EOF
if ! resolved=$(swift package --package-path "$scratch/app" show-dependencies --format json 2>&1); then
    echo "error: README.md's install line does not resolve from a clone of main with no tag:" >&2
    echo "  $line" >&2
    echo "$resolved" >&2
    exit 1
fi
commit=$(git rev-parse HEAD)
echo "$resolved" | grep -q "\"identity\" *: *\"tessera\"" || { echo "error: tessera is not among the resolved dependencies: $resolved" >&2; exit 1; }
grep -q "\"revision\" *: *\"$commit\"" "$scratch/app/Package.resolved" ||
    { echo "error: the install line did not resolve to this commit ($commit):" >&2; cat "$scratch/app/Package.resolved" >&2; exit 1; }
echo "install line: '$line' resolves from a clone of main with no tag, to this commit"
