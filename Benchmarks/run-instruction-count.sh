#!/usr/bin/env bash
# Counts the instructions that the Swift front end spends (issue 5), with valgrind's callgrind: unlike time on a shared
# host, whose neighbours move a run by 10% and more, the count hardly changes from run to run (with a fixed hashing
# seed, below), so a change that cuts or adds a fraction of a percent of work shows. Runs the index benchmark's
# ONLY_DIALECT mode on one thread (FILES files, 300 by default; add --jumper for the Jumper flavour: the app is indexed
# once, then its dialect stage runs five times) and prints the index's instructions and the dialect stage's per run.
# Counts are of work, not of time: they do not show cache misses, nor what two cores gain. With FOLDER=path in the environment it counts that folder's Swift files
# instead (see run-real-code-benchmark.sh). Needs valgrind (`apt-get install valgrind`); release build.
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-300}"
shift || true
swift build -c release --product coordgraph-index-benchmark >&2
binary=$(mktemp)
profile=$(mktemp)
trap 'rm -f "$binary" "$profile"' EXIT
# valgrind 3.19 cannot read the debug information Swift 6 writes: the symbols are enough.
strip -g -o "$binary" .build/release/coordgraph-index-benchmark
# Swift seeds its hashing at random in each process: sets and dictionaries then collide and grow differently, which
# moves the count by a few million from run to run. A fixed seed makes it the same every time.
SWIFT_DETERMINISTIC_HASHING=1 THREADS=1 ONLY_DIALECT=1 RUNS=5 valgrind --tool=callgrind --callgrind-out-file="$profile" "$binary" "$files" "$@" >&2
eval "$(Benchmarks/callgrind-counts.py "$profile" total='PROGRAM TOTALS' index='static SourceIndexer.indexFile(' \
  dialect='static SwiftAppLoader.read(')"
python3 -c 'import sys; total, index, dialect = map(int, sys.argv[1:])
print(f"instructions: whole run {total:,}; index (once) {index:,}; dialect stage per run {dialect // 5:,}")' \
  "$total" "$index" "$dialect"
