#!/usr/bin/env bash
# Fuzzes for SECONDS (default 600) on one core, the YAML pipeline or, with `compiled` as the
# second argument, the compiled-layout loader, starting from the committed corpus and the
# layouts (leak checks off: Swift's lazily initialised globals look like leaks), writing new interesting inputs to a scratch corpus and crashes to Fuzz/Crashes/.
# Afterwards, merge what was found into Fuzz/Corpus with:
#   .build-fuzz/release/tessera-fuzzer -merge=1 Fuzz/Corpus "$scratch"
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
target="${2:-yaml}"
fuzzer="$(Fuzz/build.sh)"
mkdir -p Fuzz/Crashes
if [ "$target" = compiled ]; then
    # Compiled layout files: seeded with Fuzz/CompiledCorpus, which holds the layouts and fixtures
    # as `tessera compile` writes them (Fuzz/compile-corpus.sh refreshes them).
    scratch="${FUZZ_SCRATCH:-.build-fuzz/compiled-corpus}"
    mkdir -p "$scratch"
    "$(dirname "$fuzzer")/tessera-compiled-fuzzer" "$scratch" Fuzz/CompiledCorpus \
        -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix=Fuzz/Crashes/compiled- -print_final_stats=1 -detect_leaks=0
    exit
fi
scratch="${FUZZ_SCRATCH:-.build-fuzz/corpus}"
mkdir -p "$scratch"
"$fuzzer" "$scratch" Fuzz/Corpus Layouts Tests/Fixtures/Layouts Tests/Fixtures/Invalid -dict=Fuzz/tessera.dict \
    -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix=Fuzz/Crashes/ -print_final_stats=1 -detect_leaks=0
