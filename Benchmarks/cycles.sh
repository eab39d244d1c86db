#!/usr/bin/env bash
# User-mode cycles and instructions per query, from `perf stat` on QueryCycles (see its
# main.swift): the difference between a run of N queries and one of 3N, so that loading the
# layout cancels; the best of three. Compare two commits or two queries by running them one
# after the other, alternately: the machine's state changes from minute to minute.
#
#   bash Benchmarks/cycles.sh circle-array-1000 2000 [circle-seed-1000 2000 ...]
#
# The first run builds Tessera in release for this package alone: 3 to 4 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/Cycles"
swift build -c release --product QueryCycles >&2
binary=$(swift build -c release --show-bin-path)/QueryCycles
counts() { perf stat -x, -e cycles:u,instructions:u "$binary" "$1" "$2" fixed 2>&1 >/dev/null | cut -d, -f1 | paste -sd' '; }
while [ $# -ge 2 ]; do
    name=$1 n=$2
    shift 2
    best=""
    for _ in 1 2 3; do
        read -r c1 i1 <<<"$(counts "$name" "$n")"
        read -r c3 i3 <<<"$(counts "$name" $((n * 3)))"
        c=$(((c3 - c1) / (2 * n))) i=$(((i3 - i1) / (2 * n)))
        if [ -z "$best" ] || [ "$c" -lt "$best" ]; then best=$c instructions=$i; fi
    done
    printf '%-28s %10d cycles %10d instructions\n' "$name" "$best" "$instructions"
done
