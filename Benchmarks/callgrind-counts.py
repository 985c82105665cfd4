#!/usr/bin/env python3
"""Reads a callgrind profile's inclusive counts (`callgrind_annotate --inclusive=yes`, demangled) and prints, for each
KEY=NAME given, the largest count of a line naming NAME, as `KEY=COUNT` (shell assignments for `eval`). Shared by the
benchmarks' instruction counts (run-instruction-count.sh, run-check-instruction-count.sh)."""
import re
import subprocess
import sys


def main():
    profile, pairs = sys.argv[1], [argument.split("=", 1) for argument in sys.argv[2:]]
    annotated = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", profile], check=True, capture_output=True, text=True).stdout
    demangled = subprocess.run(
        ["swift", "demangle", "--simplified"], input=annotated, check=True, capture_output=True, text=True).stdout
    counts = {key: 0 for key, _ in pairs}
    for line in demangled.splitlines():
        match = re.match(r"\s*([\d,]+) \(", line)
        if not match:
            continue
        count = int(match.group(1).replace(",", ""))
        for key, name in pairs:
            if name in line:
                counts[key] = max(counts[key], count)
    for key, _ in pairs:
        if counts[key] == 0:
            sys.exit(f"callgrind-counts: no line of the profile names {dict(pairs)[key]!r}")
        print(f"{key}={counts[key]}")


main()
