#!/usr/bin/env python3
"""What a running `quire watch` saves the other commands (docs/index.md, "With quire watch running").

Usage: watch_sync.py QUIRE_BINARY VAULT [RUNS]

Starts `quire watch --no-pages` on VAULT (inotify), then RUNS times (15) runs `quire index`
twice: once with the watcher answering its cookie (the walk skipped), once with
QUIRE_WATCH_SYNC=0 (the walk as without a watcher). Prints the cookie's round trip as the command
reports it (QUIRE_DEBUG_INDEX=1) and the median time of each kind of run.
"""
import os
import re
import statistics
import subprocess
import sys
import time


def main():
    quire, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    subprocess.run([quire, "index", "--vault", root], check=True, stdout=subprocess.DEVNULL)
    watch = subprocess.Popen([quire, "watch", "--no-pages", "--vault", root], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
    try:
        while "watching" not in (watch.stdout.readline() or "watching"):
            pass
        time.sleep(2)

        def run(extra):
            env = dict(os.environ, QUIRE_DEBUG_INDEX="1", **extra)
            start = time.perf_counter()
            result = subprocess.run([quire, "index", "--vault", root], env=env, capture_output=True, text=True)
            return time.perf_counter() - start, result.stderr

        trips, skipped, walked = [], [], []
        for _ in range(runs):
            seconds, err = run({})
            skipped.append(seconds)
            found = re.search(r"answered in ([0-9.]+) ms", err)
            if found:
                trips.append(float(found.group(1)))
            else:
                print("walked:", err.strip())
            seconds, _ = run({"QUIRE_WATCH_SYNC": "0"})
            walked.append(seconds)
    finally:
        watch.terminate()
        watch.wait()
    median = statistics.median
    if trips:
        print(f"cookie round trip: median {median(trips):.2f} ms, max {max(trips):.2f} ms "
              f"({len(trips)} of {runs} runs skipped the walk)")
    print(f"quire index with the watcher: median {median(skipped) * 1000:.0f} ms; "
          f"walking (QUIRE_WATCH_SYNC=0): median {median(walked) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
