#!/usr/bin/env bash
# Regenerates the README's picture of the TaskBoard sample: docs/taskboard.svg, and the DOT it is
# drawn from (docs/taskboard.dot), which a test compares to detect a stale picture.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product coordgraph >&2
for format in dot svg; do
  .build/debug/coordgraph render Samples/TaskBoard/taskboard.yml -o "docs/taskboard.$format"
done
