#!/usr/bin/env bash
# Counts the instructions of the Swift front end's dialect stage that run on one core while the others wait (issue 5's
# 2-core speed-up), with valgrind's callgrind: the main thread's instructions in the stage (`SwiftAppLoader.read`) less
# those inside its parallel loops (`dispatch_apply`, under `concurrentPerform`), per run of `THREADS=2 ONLY_DIALECT=1`
# of the index benchmark (FILES files, 300 by default; add --jumper for the Jumper flavour). Unlike the serial
# profile's milliseconds (run-serial-profile.sh), which move with the host's load, the count is the same from run to
# run, so a cut of a few milliseconds shows; the profile says where they are. Needs valgrind; release build.
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-300}"
shift || true
runs=3
swift build -c release --product coordgraph-index-benchmark >&2
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
# valgrind 3.19 cannot read the debug information Swift 6 writes: the symbols are enough.
strip -g -o "$folder/benchmark" .build/release/coordgraph-index-benchmark
THREADS=2 ONLY_DIALECT=1 RUNS=$runs valgrind --tool=callgrind --separate-threads=yes \
  --callgrind-out-file="$folder/profile" "$folder/benchmark" "$files" "$@" >&2
# One profile per thread, `profile-01` the main thread's.
eval "$(Benchmarks/callgrind-counts.py "$folder/profile-01" stage='static SwiftAppLoader.read(' \
  parallel='dispatch_apply')"
python3 -c 'import sys; stage, parallel, runs = map(int, sys.argv[1:])
print(f"dialect stage on the main thread, per run: {stage // runs:,} instructions, of which outside parallel loops "
      f"{(stage - parallel) // runs:,}")' "$stage" "$parallel" "$runs"
