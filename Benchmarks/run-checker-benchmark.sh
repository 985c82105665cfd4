#!/usr/bin/env bash
# The model checker's benchmark (issue 3): synthetic tab-bar designs of growing size explored in a
# release build, one process per size so that peak resident memory is per size. Prints the
# Markdown rows that BENCHMARKS.md records. Usage: Benchmarks/run-checker-benchmark.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product coordgraph-checker-benchmark >&2
binary=.build/release/coordgraph-checker-benchmark
echo "| tabs x depth x routes | states | transitions | seconds (median) | states/s (median) | states/s (slowest-fastest, runs) | peak RSS | bytes/state (RSS) | bytes/state (store) |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
sizes=("2 6 4" "2 8 4" "2 10 4" "3 7 4" "2 11 6")
if [ "${1:-}" != "--quick" ]; then sizes+=("2 12 8"); fi
for size in "${sizes[@]}"; do
  # shellcheck disable=SC2086
  "$binary" $size
done
