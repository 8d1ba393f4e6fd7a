#!/usr/bin/env python3
"""Times commands over a vault: median wall time of N runs and the peak RSS of each.

Usage: measure.py VAULT QUIRE_BINARY [RUNS]
Prints a Markdown table: cat (read floor), cmark-gfm CLI (parse floor), quire export --json
with --no-cache (every note parsed) and through a warm index.
"""
import os
import resource
import statistics
import subprocess
import sys
import time


def run(cmd, cwd=None, check=True):
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, shell=True, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    # `quire check` exits 1 when a note has an error: that is its answer, not a failure.
    if check and os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {cmd}: {proc.stderr.read().decode()[:500]}")
    return elapsed, usage.ru_maxrss / 1024  # MB (ru_maxrss is KB on Linux)


def main():
    vault, quire = sys.argv[1], os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    files = f"find {vault} -name '*.md' -not -path '*/.quire/*' -print0"
    commands = [
        ("cat (read floor)", f"{files} | xargs -0 cat"),
        ("cmark-gfm CLI, 4 extensions (parse floor)",
         f"{files} | xargs -0 -n 1000 cmark-gfm -e table -e strikethrough -e autolink -e tasklist"),
        # --no-cache: every note read and parsed, as before the index existed.
        ("quire export --json", f"{quire} --vault {vault} --no-cache export --json"),
        ("quire export --json, warm index", f"{quire} --vault {vault} export --json"),
    ]
    # Warm the page cache and the binaries, then interleave the runs (A B C A B C ...) so a
    # noisy neighbour on a shared machine slows all rows alike, and report medians.
    for _, cmd in commands:
        run(cmd)
    samples = {name: [] for name, _ in commands}
    for _ in range(runs):
        for name, cmd in commands:
            samples[name].append(run(cmd))
    results = {name: (statistics.median(s[0] for s in runs_), max(s[1] for s in runs_))
               for name, runs_ in samples.items()}
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(vault) for f in fs if f.endswith(".md"))
    count = sum(1 for d, _, fs in os.walk(vault) for f in fs if f.endswith(".md"))
    print(f"\nVault {vault}: {count} notes, {size / 1e6:.1f} MB; median of {runs} runs, {os.cpu_count()} cores\n")
    print("| command | wall time (s) | peak RSS (MB) |")
    print("| --- | ---: | ---: |")
    for name, (t, rss) in results.items():
        print(f"| {name} | {t:.3f} | {rss:.0f} |")
    floor = results["cmark-gfm CLI, 4 extensions (parse floor)"][0]
    quire_t = results["quire export --json"][0]
    print(f"\nratio quire / cmark-gfm = {quire_t / floor:.2f}; quire / cat = {quire_t / results['cat (read floor)'][0]:.1f}")


if __name__ == "__main__":
    main()
