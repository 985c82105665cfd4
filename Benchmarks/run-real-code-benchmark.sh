#!/usr/bin/env bash
# The Swift front end on real Swift that no generator wrote: swift-syntax's own sources (the copy SwiftPM checks out for
# the build: about 320 files and 190,000 lines, with generated visitors that declare hundreds of overloads of one name)
# beside one small SUICoordinator app file, so that the whole extraction runs over all of them. Release build. Prints
# the index benchmark's table on that folder (SwiftParser alone, the extraction, their ratio, on one thread and on all
# cores: `FOLDER=... coordgraph-index-benchmark`), then `coordgraph check` on it (RUNS runs, 3 by default). For
# instructions, run one `check` of the folder under `valgrind --tool=callgrind` (about ten minutes; BENCHMARKS.md,
# session 47): `run-instruction-count.sh` runs the dialect stage five times, too long on this folder.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-3}"
swift build -c release --product coordgraph >&2
swift build -c release --product coordgraph-index-benchmark >&2
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
Benchmarks/make-real-code-folder.sh "$folder"
FOLDER="$folder" .build/release/coordgraph-index-benchmark
echo
files=$(find "$folder" -name '*.swift' | wc -l)
lines=$(find "$folder" -name '*.swift' -print0 | xargs -0 cat | wc -l)
TIMEFORMAT=%R
echo "| \`coordgraph check\` on swift-syntax's sources and one app file ($files files, $lines lines), run | seconds |"
echo "| --- | --- |"
for run in $(seq 1 "$runs"); do
  seconds=$({ time .build/release/coordgraph check "$folder" >/dev/null 2>&1; } 2>&1)
  echo "| $run | $seconds |"
done
