#!/usr/bin/env bash
# Builds the libFuzzer targets (the YAML pipeline's and the compiled-layout loader's) with address sanitizer: the library instrumented by SwiftPM (in
# its own build directory, .build-fuzz), then linked with FuzzEntry.swift by swiftc, because
# SwiftPM's executables bring a `main` that would clash with libFuzzer's.
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM also tries to link the build plugin's `tessera` tool with these flags, which fails
# (its main clashes with libFuzzer's); that line of noise does not stop the library's build.
swift build -c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address --target TesseraTooling >&2
products=".build-fuzz/release"
# The fuzz entry calls the pipeline, which is `package` API: compile it as part of the package, under
# the name SwiftPM gives it (the folder's name as a lowercase C identifier).
package_name=$(basename "$PWD" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9]/_/g; s/^[0-9]/_&/')
objects=$(find "$products/TesseraCompiler.build" "$products/TesseraRuntime.build" "$products/TesseraExercise.build" "$products/TesseraTooling.build" -name '*.o' | sort)
swiftc -O -parse-as-library -sanitize=fuzzer,address -package-name "$package_name" -I "$products/Modules" -I Sources/CYAML \
    Fuzz/FuzzEntry.swift $objects -lyaml -o "$products/tessera-fuzzer"
# The compiled-layout loader's target links the runtime alone, as an app that loads them does.
runtime_objects=$(find "$products/TesseraRuntime.build" "$products/TesseraExercise.build" -name '*.o' | sort)
swiftc -O -parse-as-library -sanitize=fuzzer,address -package-name "$package_name" -I "$products/Modules" \
    Fuzz/CompiledFuzzEntry.swift $runtime_objects -o "$products/tessera-compiled-fuzzer"
echo "$products/tessera-fuzzer"
