#!/usr/bin/env python3
"""Times the index (.quire/cache/index.sqlite) over a vault, next to a bare walk of it.

Usage: measure_index.py VAULT QUIRE_BINARY [RUNS]
Rows: a bare directory walk (find, a stat of every file: the floor of any no-change check),
a cold `quire index` (no cache: every note read, parsed and stored, full-text table built),
a warm `quire index` with nothing changed (the issue's target: at most 2x the walk), and
what the index buys a command that needs every item: `quire check` warm against --no-cache.
Cold builds are timed 3 times (once when RUNS <= 3); the rest RUNS times, interleaved; medians.
"""
import os
import shutil
import statistics
import sys

sys.path.insert(0, os.path.dirname(__file__))
from measure import run  # noqa: E402


def main():
    vault, quire = sys.argv[1], os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    cache = os.path.join(vault, ".quire", "cache")
    walk = f"find {vault} -name '*.md' -printf '%s %T@\\n' > /dev/null"
    cold_runs = []
    for _ in range(1 if runs <= 3 else 3):
        shutil.rmtree(cache, ignore_errors=True)
        run(walk)  # the OS file cache warm, as for every row
        cold_runs.append(run(f"{quire} --vault {vault} index"))
    warm = [
        ("bare walk: find -printf size+mtime", walk),
        ("quire index, warm, nothing changed", f"{quire} --vault {vault} index"),
        ("quire check, warm index", f"{quire} --vault {vault} check"),
        ("quire check --no-cache", f"{quire} --vault {vault} --no-cache check"),
    ]
    for _, cmd in warm:
        run(cmd, check=False)
    samples = {name: [] for name, _ in warm}
    for _ in range(runs):
        for name, cmd in warm:
            samples[name].append(run(cmd, check=False))
    rows = [("quire index, cold (no cache)", cold_runs)] + [(name, samples[name]) for name, _ in warm]
    results = {name: (statistics.median(s[0] for s in rs), max(s[1] for s in rs), len(rs)) for name, rs in rows}
    count = sum(1 for d, _, fs in os.walk(vault) for f in fs if f.endswith(".md") and "/.quire" not in d)
    size = os.path.getsize(os.path.join(cache, "index.sqlite"))
    print(f"\nIndex of {vault}: {count} notes, index.sqlite {size / 1e6:.1f} MB, {os.cpu_count()} cores\n")
    print("| command | runs | wall time (s) | peak RSS (MB) |")
    print("| --- | ---: | ---: | ---: |")
    for name, (t, rss, n) in results.items():
        print(f"| {name} | {n} | {t:.3f} | {rss:.0f} |")
    walk_t = results["bare walk: find -printf size+mtime"][0]
    warm_t = results["quire index, warm, nothing changed"][0]
    print(f"\nwarm no-change / bare walk = {warm_t / walk_t:.2f} (target: at most 2)")


if __name__ == "__main__":
    main()
