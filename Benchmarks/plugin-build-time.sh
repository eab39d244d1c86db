#!/usr/bin/env bash
# What the build plugin adds to an app's build: a package that depends on this one (by path)
# with a target of N layouts (copies of the seeds under new names), built once without them,
# then timed building with 1, 10 and 100 (generation plus compiling the generated Swift), and
# with every expression's type-checking time reported over 5 ms.
#     bash Benchmarks/plugin-build-time.sh        # prints a markdown table
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app="$work/App"
mkdir -p "$app/Sources/AppLayouts"
cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(
            name: "AppLayouts",
            dependencies: [.product(name: "TesseraRuntime", package: "$(basename "$root")")],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=5", "-Xfrontend", "-warn-long-function-bodies=50"])],
            plugins: [.plugin(name: "TesseraBuildPlugin", package: "$(basename "$root")")]
        ),
    ]
)
SWIFT
# SwiftPM runs a target's plugin only when the target has a Swift file of its own.
echo "// The generated layout types live beside this file." > "$app/Sources/AppLayouts/AppLayouts.swift"
build() { swift build --package-path "$app" -c debug 2>&1; }
build > "$work/first.log" || { cat "$work/first.log"; exit 1; }
seeds=(mosaic circle carousel waterfall blocks grid)
echo "| layouts | build with them (s) | of which the no-op build (s) | type-checking warnings (expressions over 5 ms, functions over 50 ms; each compile job reports its own) |"
echo "| ---: | ---: | ---: | ---: |"
for count in 1 10 100; do
    rm -f "$app"/Sources/AppLayouts/*.yaml
    build > /dev/null
    start=$(date +%s%N); build > /dev/null; noop=$(( $(date +%s%N) - start ))
    for ((i = 0; i < count; i++)); do
        seed=${seeds[$((i % 6))]}
        sed "s/^layout: \(.*\)$/layout: \1Copy$i/" "$root/Layouts/$seed.yaml" > "$app/Sources/AppLayouts/$seed-$i.yaml"
    done
    start=$(date +%s%N); build > "$work/build.log"; elapsed=$(( $(date +%s%N) - start ))
    slow=$(grep -cE "^/.*warning: .* to type-check" "$work/build.log" || true)
    printf "| %d | %d.%d | %d.%d | %d |\n" "$count" $((elapsed / 1000000000)) $((elapsed / 100000000 % 10)) $((noop / 1000000000)) $((noop / 100000000 % 10)) "$slow"
done
