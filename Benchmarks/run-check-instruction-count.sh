#!/usr/bin/env bash
# Counts the instructions of one whole `coordgraph check` of FOLDER (release build) under valgrind's callgrind, and of
# SwiftParser's share of them, so that the check's cost on real code can be told against its parse without the noise of
# a shared host (see run-instruction-count.sh for the synthetic app's phases). Without FOLDER it counts swift-syntax's
# own sources beside one small app file, as run-real-code-benchmark.sh times them (about ten minutes under callgrind).
# Needs valgrind (`apt-get install valgrind`).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product coordgraph >&2
folder="${1:-}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if [ -z "$folder" ]; then
  syntax=$(swift package show-dependencies --format json 2>/dev/null | python3 -c '
import json, sys
def walk(node):
    for dependency in node.get("dependencies", []):
        if dependency["identity"] == "swift-syntax":
            print(dependency["path"])
            sys.exit()
        walk(dependency)
walk(json.load(sys.stdin))')
  folder="$scratch/app"
  mkdir -p "$folder"
  cp -R "$syntax/Sources" "$folder/Sources"
  cp Tests/CoordGraphTests/Fixtures/ALCoordinator/testOverridesOfSubclassesRunWhereTheBaseMethodIsCalled.swift \
    "$folder/App.swift"
fi
# valgrind 3.19 cannot read the debug information Swift 6 writes: the symbols are enough.
strip -g -o "$scratch/coordgraph" .build/release/coordgraph
valgrind --tool=callgrind --callgrind-out-file="$scratch/profile" "$scratch/coordgraph" check "$folder" \
  >/dev/null 2>&1 || true  # a check that finds defects exits non-zero
callgrind_annotate --inclusive=yes "$scratch/profile" | swift demangle --simplified | python3 -c '
import re, sys
counts = {}
for line in sys.stdin:
    match = re.match(r"\s*([\d,]+) \(", line)
    if not match:
        continue
    count = int(match.group(1).replace(",", ""))
    for key, name in (("total", "PROGRAM TOTALS"), ("parse", "static Parser.parse(source:)")):
        if name in line:
            counts[key] = max(counts.get(key, 0), count)
total, parse = counts["total"], counts["parse"]
print(f"instructions: whole check {total:,}; SwiftParser {parse:,}; check / parse {total / parse:.2f}")
'
