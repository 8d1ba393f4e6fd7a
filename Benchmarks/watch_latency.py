#!/usr/bin/env python3
"""Save -> page latency of `quire watch` on a large vault.

Usage: watch_latency.py QUIRE_BINARY VAULT [EDITS]

Starts `quire watch` on VAULT (a generated vault, see generate_vault.py), waits until its
first build is done, then EDITS times: saves a note the way editors do (a temporary file
renamed over the note) with a new task due today, and measures the time from the rename to
the moment today's daily page holds that task. Prints p50 / p95 / max in milliseconds.
"""
import os
import statistics
import subprocess
import sys
import time


def main():
    quire, vault = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    now = "2026-11-24T08:00"
    page = os.path.join(vault, "agenda/daily/2026-11-24.md")
    note = os.path.join(vault, "bench-latency.md")
    with open(note, "w") as f:
        f.write("# Latency probe\n")
    proc = subprocess.Popen([quire, "--vault", vault, "--now", now, "watch"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        start = time.perf_counter()
        # The first build is done when the page exists and the watcher says it is watching.
        while not os.path.exists(page) or "watching" not in (proc.stdout.readline() or ""):
            if time.perf_counter() - start > 600:
                sys.exit("watch did not start within 10 minutes")
        time.sleep(1.0)
        samples = []
        body = "# Latency probe\n"
        for i in range(edits):
            marker = f"latency probe {i:04d}"
            body += f"- [ ] {marker} 📅 2026-11-24\n"
            temp = note + ".tmp~"
            with open(temp, "w") as f:
                f.write(body)
            t0 = time.perf_counter()
            os.rename(temp, note)
            while True:
                try:
                    with open(page, encoding="utf-8") as f:
                        if marker in f.read():
                            break
                except FileNotFoundError:
                    pass
                if time.perf_counter() - t0 > 30:
                    sys.exit(f"edit {i}: the page did not show the task within 30 s")
                time.sleep(0.0005)
            samples.append((time.perf_counter() - t0) * 1000)
            time.sleep(0.3)
        samples.sort()
        p95 = samples[min(len(samples) - 1, int(round(0.95 * (len(samples) - 1))))]
        notes = sum(1 for _, _, files in os.walk(vault) for n in files if n.endswith(".md"))
        print(f"\nsave -> page latency, {notes:,} notes, {edits} edits: "
              f"p50 {statistics.median(samples):.1f} ms, p95 {p95:.1f} ms, max {samples[-1]:.1f} ms")
    finally:
        proc.terminate()
        proc.wait()
        os.remove(note)


if __name__ == "__main__":
    main()
