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
  folder="$scratch/app"
  Benchmarks/make-real-code-folder.sh "$folder"
fi
# valgrind 3.19 cannot read the debug information Swift 6 writes: the symbols are enough.
strip -g -o "$scratch/coordgraph" .build/release/coordgraph
valgrind --tool=callgrind --callgrind-out-file="$scratch/profile" "$scratch/coordgraph" check "$folder" \
  >/dev/null 2>&1 || true  # a check that finds defects exits non-zero
eval "$(Benchmarks/callgrind-counts.py "$scratch/profile" total='PROGRAM TOTALS' \
  parse='static Parser.parse(source:)')"
python3 -c 'import sys; total, parse = map(int, sys.argv[1:])
print(f"instructions: whole check {total:,}; SwiftParser {parse:,}; check / parse {total / parse:.2f}")' \
  "$total" "$parse"
