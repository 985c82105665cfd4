#!/usr/bin/env python3
"""Random-corruption fuzzing of coordgraph's Swift front end.

Usage: scripts/fuzz-swift-sources.py BINARY RUNS [SEED] [FOLDER...]

Copies an app folder (by default each Swift sample and each trial app), corrupts one or more of its
Swift files at random (cut a range, repeat a range, insert stray punctuation, cut the file short, swap
two lines, insert invalid UTF-8 or a NUL byte), then runs `check --format json --svg` and `extract -o`
on it. A run fails when the tool crashes, takes longer than the time limit, exits with a status other
than 0, 1 or 2, prints a stack trace, writes no JSON report, or leaves an output file behind when it
says the job could not be done (status 2 with no report). Each failing input is kept under
`fuzz-failures/` with the command to rerun it. The same seed gives the same inputs.

Build the binary in release mode first: `swift build -c release --product coordgraph`.
"""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_FOLDERS = [
    "Samples/Courier/Courier",
    "Samples/Pantry/Pantry",
    "Samples/Voyage/Voyage",
] + sorted(
    os.path.join("Tests/CoordGraphTests/Fixtures/Trials", name)
    for name in os.listdir(os.path.join(ROOT, "Tests/CoordGraphTests/Fixtures/Trials"))
    if not name.startswith(".")
)
TIME_LIMIT = 120
STRAY = [b"{", b"}", b"(", b")", b"[", b"]", b":", b",", b".", b"?", b"!", b'"', b"\\", b"\n", b"#if", b"@", b"$0", b"case"]


def swift_files(folder):
    found = []
    for directory, _, names in os.walk(folder):
        found.extend(os.path.join(directory, name) for name in names if name.endswith(".swift"))
    return sorted(found)


def corrupt(data, rng):
    """One random corruption of a file's bytes, and its name."""
    if not data:
        return b"}" * rng.randint(1, 5), "stray"
    start = rng.randrange(len(data))
    length = rng.randint(1, 200)
    kind = rng.choice(["cut", "repeat", "stray", "truncate", "swap", "invalid"])
    if kind == "cut":
        return data[:start] + data[start + length :], kind
    if kind == "repeat":
        return data[: start + length] + data[start : start + length] + data[start + length :], kind
    if kind == "stray":
        return data[:start] + b"".join(rng.choice(STRAY) for _ in range(rng.randint(1, 6))) + data[start:], kind
    if kind == "truncate":
        return data[:start], kind
    if kind == "swap":
        lines = data.split(b"\n")
        first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[first], lines[second] = lines[second], lines[first]
        return b"\n".join(lines), kind
    return data[:start] + rng.choice([b"\xff\xfe", b"\x00", b"\xc3", b"\xe2\x80"]) + data[start:], kind


def run(command, cwd):
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, timeout=TIME_LIMIT)
        return done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def problems_of_check(status, stdout, stderr, svg):
    found = []
    if status == "timeout":
        return [f"took longer than {TIME_LIMIT} s"]
    if status not in (0, 1, 2):
        found.append(f"exit status {status}")
    if b"Fatal error" in stderr or b"Stack dump" in stderr or b"backtrace" in stderr.lower():
        found.append("a stack trace on standard error")
    report = None
    try:
        report = json.loads(stdout)
    except ValueError:
        if status in (0, 1):
            found.append("no JSON report")
    if status == 2 and report is None and os.path.exists(svg):
        found.append("an SVG written although nothing was checked")
    if os.path.exists(svg) and os.path.getsize(svg) > 0:
        with open(svg, "rb") as drawing:
            if not drawing.read().rstrip().endswith(b"</svg>"):
                found.append("a half-written SVG")
    return found


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    folders = sys.argv[4:] or DEFAULT_FOLDERS
    rng = random.Random(seed)
    failures = 0
    statuses = {}
    for index in range(runs):
        source = os.path.join(ROOT, rng.choice(folders))
        work = tempfile.mkdtemp(prefix="coordgraph-fuzz-")
        app = os.path.join(work, os.path.basename(source))
        shutil.copytree(source, app)
        files = swift_files(app)
        changes = []
        for _ in range(rng.randint(1, 3)):
            path = rng.choice(files)
            with open(path, "rb") as file:
                data = file.read()
            data, kind = corrupt(data, rng)
            with open(path, "wb") as file:
                file.write(data)
            changes.append(f"{kind} in {os.path.relpath(path, work)}")
        svg = os.path.join(work, "out.svg")
        design = os.path.join(work, "out.yml")
        name = os.path.basename(app)
        status, stdout, stderr = run([binary, "check", name, "--format", "json", "--svg", svg], work)
        found = problems_of_check(status, stdout, stderr, svg)
        statuses[status] = statuses.get(status, 0) + 1
        extract_status, _, extract_stderr = run([binary, "extract", name, "-o", design], work)
        if extract_status == "timeout" or extract_status not in (0, 2):
            found.append(f"extract: exit status {extract_status}")
        if extract_status == 2 and os.path.exists(design):
            found.append("extract: a design file written although it failed")
        if b"Fatal error" in extract_stderr or b"Stack dump" in extract_stderr:
            found.append("extract: a stack trace on standard error")
        if found:
            failures += 1
            kept = os.path.join(ROOT, "fuzz-failures", f"{seed}-{index}")
            shutil.rmtree(kept, ignore_errors=True)
            shutil.copytree(work, kept)
            with open(os.path.join(kept, "README.txt"), "w") as note:
                note.write("\n".join(changes + found + [f"rerun: cd {kept} && {binary} check {name}"]) + "\n")
            print(f"run {index}: " + "; ".join(found) + f" ({', '.join(changes)}) kept in {kept}")
        shutil.rmtree(work, ignore_errors=True)
    summary = ", ".join(f"{count} exited {status}" for status, count in sorted(statuses.items(), key=str))
    print(f"{runs} runs, seed {seed}: {failures} failing; {summary}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
