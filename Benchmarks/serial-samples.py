#!/usr/bin/env python3
"""Reads `perf script -F tid,ip,sym` (demangled) of the index benchmark's ONLY_DIALECT mode on stdin and prints
the main thread's time in the dialect stage (SwiftAppLoader.read), how much of it is outside any parallel loop,
and that serial time by part. Usage: serial-samples.py SAMPLES_PER_SECOND RUNS [PARTS]."""
import collections
import re
import sys

rate, runs = float(sys.argv[1]), int(sys.argv[2])
shown = int(sys.argv[3]) if len(sys.argv) > 3 else 15
samples, current = [], None
for line in sys.stdin:
    if re.match(r"^\s*\d+\s*$", line):  # a sample: its thread id, then its frames, innermost first
        current = (line.split()[0], [])
        samples.append(current)
    elif line.strip() and current:
        current[1].append(line.strip().split(" ", 1)[-1])
threads = collections.Counter(tid for tid, _ in samples)
main = threads.most_common(1)[0][0]
in_stage = [frames for tid, frames in samples if tid == main and any("SwiftAppLoader.read" in f for f in frames)]
parallel = ("concurrentPerform",)  # what Parallel.map does outside concurrentPerform (a merge) runs on one core
serial = [frames for frames in in_stage if not any(p in f for f in frames for p in parallel)]
per_run = lambda count: count / rate * 1000 / runs
others = sum(count for tid, count in threads.items() if tid != main)
print(f"main thread in the dialect stage: {per_run(len(in_stage)):.0f} ms per run, of which outside parallel loops "
      f"{per_run(len(serial)):.0f} ms; other threads {per_run(others):.0f} ms per run")
parts = collections.Counter()
for frames in serial:
    outer = max(i for i, f in enumerate(frames) if "SwiftAppLoader.read" in f)
    below = outer - 1
    while below >= 0 and "SwiftAppLoader.read" in frames[below]:
        below -= 1
    part = frames[below] if below >= 0 else "(the stage itself)"
    if "GraphAssembler.graph(" in part:
        inner = max(i for i, f in enumerate(frames) if "GraphAssembler.graph(" in f)
        part = "GraphAssembler.graph > " + (frames[inner - 1] if inner > 0 else "(itself)")
    parts[part[:110]] += 1
for part, count in parts.most_common(shown):
    print(f"  {per_run(count):6.1f} ms  {part}")
