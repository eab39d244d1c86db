#!/usr/bin/env bash
# Fuzzes for SECONDS (default 600) on one core, starting from the committed corpus and the
# layouts (leak checks off: Swift's lazily initialised globals look like leaks), writing new interesting inputs to a scratch corpus and crashes to Fuzz/Crashes/.
# Afterwards, merge what was found into Fuzz/Corpus with:
#   .build-fuzz/release/tessera-fuzzer -merge=1 Fuzz/Corpus "$scratch"
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
fuzzer="$(Fuzz/build.sh)"
scratch="${FUZZ_SCRATCH:-.build-fuzz/corpus}"
mkdir -p "$scratch" Fuzz/Crashes
"$fuzzer" "$scratch" Fuzz/Corpus Layouts Tests/Fixtures/Layouts Tests/Fixtures/Invalid \
    -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix=Fuzz/Crashes/ -print_final_stats=1 -detect_leaks=0
