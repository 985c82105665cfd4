#!/usr/bin/env bash
# The renderer's benchmark (issue 4): synthetic designs of 100, 1,000 and 5,000 routes, and one of
# 1,000 coordinators, drawn in a release build. Prints the rows that BENCHMARKS.md records.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product coordgraph-render-benchmark >&2
binary=.build/release/coordgraph-render-benchmark
echo "| coordinators x routes | routes | nodes | edges | build (s) | DOT (s) | SVG (s) | files |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for size in "20 5" "200 5" "1000 5" "1000 3"; do
  # shellcheck disable=SC2086
  "$binary" $size
done
