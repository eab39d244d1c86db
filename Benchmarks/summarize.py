#!/usr/bin/env python3
"""Turns `swift package benchmark --format markdown` output (standard input) into the table of
Benchmarks/RESULTS.md: one row a benchmark, its median wall-clock time and allocations."""
import re
import sys

UNITS = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}
SCALE = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}


def human(seconds):
    for unit, factor in (("s", 1), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if seconds >= factor or unit == "ns":
            return f"{seconds / factor:.3g} {unit}"


rows, name = [], None
for line in sys.stdin:
    if line.startswith("### "):
        name = line[4:].strip()
        rows.append([name, None, None])
    elif name and line.startswith("| Time (wall clock)"):
        unit = re.search(r"\((\w+)\)", line).group(1)
        p50 = float(line.split("|")[4])
        rows[-1][1] = p50 * UNITS[unit]
    elif name and line.startswith("| Malloc (total)"):
        scale = re.search(r"Malloc \(total\)(?: \((\w)\))?", line).group(1) or ""
        rows[-1][2] = float(line.split("|")[4]) * SCALE[scale]

# A benchmark timed without counting allocations has its allocations counted by a run of its
# own, named with the suffix below; the two make one row.
SUFFIX = ", allocations"
counted = {name[: -len(SUFFIX)]: mallocs for name, _, mallocs in rows if name.endswith(SUFFIX)}

print("| benchmark | median time | allocations |")
print("| --- | ---: | ---: |")
for name, seconds, mallocs in rows:
    mallocs = mallocs if mallocs is not None else counted.get(name)
    if seconds is not None:
        print(f"| {name} | {human(seconds)} | {'—' if mallocs is None else f'{mallocs:.0f}'} |")
