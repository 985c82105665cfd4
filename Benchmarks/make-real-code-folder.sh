#!/usr/bin/env bash
# Fills FOLDER with the real code the benchmarks read: swift-syntax's own sources (the copy SwiftPM checks out for the
# build: about 320 files and 190,000 lines, with generated visitors that declare hundreds of overloads of one name)
# beside one small SUICoordinator app file (a test's fixture, with its `@main` entry), so that every stage runs. Shared
# by run-real-code-benchmark.sh and run-check-instruction-count.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
folder="$1"
syntax=$(swift package show-dependencies --format json 2>/dev/null | python3 -c '
import json, sys
def walk(node):
    for dependency in node.get("dependencies", []):
        if dependency["identity"] == "swift-syntax":
            print(dependency["path"])
            sys.exit()
        walk(dependency)
walk(json.load(sys.stdin))')
mkdir -p "$folder"
cp -R "$syntax/Sources" "$folder/Sources"
cp Tests/CoordGraphTests/Fixtures/ALCoordinator/testOverridesOfSubclassesRunWhereTheBaseMethodIsCalled.swift \
  "$folder/App.swift"
