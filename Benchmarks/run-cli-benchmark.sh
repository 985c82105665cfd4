#!/usr/bin/env bash
# The command line on a large Swift app (issue 5's synthetic SUICoordinator app, FILES files, 2,000 by
# default; add --jumper for the Jumper flavour), release build: what a user waits for, from process
# start to the last byte written. Prints the rows that BENCHMARKS.md records.
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-2000}"
shift || true
swift build -c release --product coordgraph >&2
swift build -c release --product coordgraph-index-benchmark >&2
app=$(ONLY_WRITE=1 .build/release/coordgraph-index-benchmark "$files" "$@")
out=$(mktemp -d)
trap 'rm -rf "$out" "$app"' EXIT
TIMEFORMAT=%R
echo "| command ($files files) | seconds | exit status |"
echo "| --- | --- | --- |"
run() {
  local label=$1
  shift
  local status=0
  { time "$@" >/dev/null 2>"$out/stderr"; } 2>"$out/time" || status=$?
  echo "| \`$label\` | $(cat "$out/time") | $status |"
}
run "coordgraph extract APP -o app.yml" .build/release/coordgraph extract "$app" -o "$out/app.yml"
run "coordgraph extract APP --format json -o app.json" \
  .build/release/coordgraph extract "$app" --format json -o "$out/app.json"
run "coordgraph check APP --format json" .build/release/coordgraph check "$app" --format json
run "coordgraph check app.yml --format json" .build/release/coordgraph check "$out/app.yml" --format json
