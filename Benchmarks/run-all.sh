#!/usr/bin/env bash
# The full benchmark run behind Benchmarks/RESULTS.md: the layouts one item count at a time (a
# process per count, so that the 1e7 layouts' memory is given back before the next), then the
# compiler, then the table. Takes about 20 minutes; the raw output goes to $1 (default below).
# (`--filter` takes a regular expression that must match a benchmark's whole name.)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/tessera-benchmarks.md}
: >"$out"
for count in 1000 100000 1000000 10000000; do
    swift package --package-path Benchmarks benchmark --target LayoutBenchmarks --filter ".* $count" \
        --no-progress --format markdown >>"$out"
done
swift package --package-path Benchmarks benchmark --target CompilerBenchmarks --no-progress --format markdown >>"$out"
python3 Benchmarks/summarize.py <"$out"
