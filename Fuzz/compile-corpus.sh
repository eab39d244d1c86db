#!/usr/bin/env bash
# Writes the layouts and fixtures, compiled, into Fuzz/CompiledCorpus: the compiled-layout
# fuzzer's seeds.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tessera >&2
mkdir -p Fuzz/CompiledCorpus
for file in Layouts/*.yaml Tests/Fixtures/Layouts/*.yaml; do
    name="$(basename "$(dirname "$file")")-$(basename "$file" .yaml).json"
    .build/debug/tessera compile "$file" -o "Fuzz/CompiledCorpus/$name"
done
