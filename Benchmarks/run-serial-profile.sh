#!/usr/bin/env bash
# How much of the Swift front end's dialect stage runs on one core while the others wait (issue 5's 2-core
# speed-up): profiles `THREADS=2 ONLY_DIALECT=1` of the index benchmark (FILES files, 2,000 by default; add
# --jumper for the Jumper flavour) with perf, and sums the main thread's samples outside any parallel loop
# (inside `concurrentPerform`; what `Parallel.map` does outside it, such as a merge, counts as serial), per run and per
# part. RUNS=n in the environment runs the stage n times (5 by default). Needs Linux `perf`; release build.
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-2000}"
shift || true
hz=1999
swift build -c release --product coordgraph-index-benchmark >&2
data=$(mktemp)
trap 'rm -f "$data"' EXIT
runs="${RUNS:-5}"
THREADS=2 ONLY_DIALECT=1 RUNS="$runs" perf record -q -F "$hz" -g -o "$data" \
  .build/release/coordgraph-index-benchmark "$files" "$@" >&2
perf script -i "$data" -F tid,ip,sym 2>/dev/null | swift demangle --simplified \
  | python3 Benchmarks/serial-samples.py "$hz" "$runs"
