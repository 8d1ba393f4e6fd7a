#!/usr/bin/env python3
"""vdir sync benchmark: what `quire vdir sync` costs on a heavy vault (docs/phone.md, "Measured").

Usage: vdir_sync.py QUIRE VAULT [--runs 3] [--ticks 5] [--now 2026-11-25T09:00]

VAULT (from generate_heavy_vault.py) is copied to a temporary folder first, so it is never
synced itself; the vdir is an empty temporary folder. Rows, each with its wall time and the peak
RSS GNU time reports:
- the first sync (the copy's index built on the way, every item written to the vdir);
- a sync with nothing changed, --runs times (median, min-max);
- --ticks tasks ticked as a phone does (STATUS:COMPLETED and COMPLETED in their files), then a
  sync that brings them into the vault; --runs rounds of fresh ticks (median, min-max).
Prints a Markdown table; the temporary folders are removed at the end.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

GNU_TIME = "/usr/bin/time"


def sync(quire, vault, vdir, now):
    """One sync: (seconds, peak RSS MB, its summary line)."""
    rss = os.path.join(tempfile.gettempdir(), f"quire-vdir-rss-{os.getpid()}")
    argv = [quire, "--vault", vault, "--now", now, "vdir", "sync", vdir]
    if os.access(GNU_TIME, os.X_OK):
        argv = [GNU_TIME, "-f", "%M", "-o", rss] + argv
    start = time.perf_counter()
    done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"vdir sync failed ({done.returncode}): {done.stderr.strip()}")
    mb = None
    if os.path.exists(rss):
        with open(rss) as f:
            mb = int(f.read().split()[-1]) / 1024
        os.remove(rss)
    summary = next((l for l in done.stdout.splitlines() if "written" in l), "")
    return seconds, mb, summary


def tick(vdir, count, taken):
    """Marks `count` open tasks of the vdir completed, as a phone does; returns their names."""
    ticked = []
    for name in sorted(os.listdir(vdir)):
        if len(ticked) == count:
            break
        if name in taken or not name.endswith(".ics"):
            continue
        path = os.path.join(vdir, name)
        with open(path, newline="") as f:
            text = f.read()
        if "BEGIN:VTODO" not in text or "STATUS:NEEDS-ACTION\r\n" not in text or "RRULE" in text:
            continue
        text = text.replace("STATUS:NEEDS-ACTION\r\n", "STATUS:COMPLETED\r\nCOMPLETED:20261125T080000Z\r\n", 1)
        temp = path + ".tmp"
        with open(temp, "w", newline="") as f:
            f.write(text)
        os.rename(temp, path)
        ticked.append(name)
        taken.add(name)
    return ticked


def row(name, results):
    times = [r[0] for r in results]
    rss = max((r[1] for r in results if r[1] is not None), default=None)
    spread = f" ({min(times):.2f}–{max(times):.2f})" if len(times) > 1 else ""
    return f"| {name} | {statistics.median(times):.2f} s{spread} | {rss:.0f} MB |" if rss else \
        f"| {name} | {statistics.median(times):.2f} s{spread} | |"


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("quire")
    p.add_argument("vault")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--ticks", type=int, default=5)
    p.add_argument("--now", default="2026-11-25T09:00")
    a = p.parse_args()
    quire = os.path.abspath(a.quire)
    tmp = tempfile.mkdtemp(prefix="quire-vdir-bench-")
    try:
        vault = os.path.join(tmp, "vault")
        shutil.copytree(a.vault, vault, ignore=shutil.ignore_patterns("cache"))
        vdir = os.path.join(tmp, "vdir", "personal")
        os.makedirs(vdir)
        first = sync(quire, vault, vdir, a.now)
        items = len([n for n in os.listdir(vdir) if n.endswith(".ics")])
        unchanged = [sync(quire, vault, vdir, a.now) for _ in range(a.runs)]
        taken, ticked = set(), []
        for _ in range(a.runs):
            names = tick(vdir, a.ticks, taken)
            result = sync(quire, vault, vdir, a.now)
            changed = re.search(r"changed in the vault (\d+)", result[2])
            if not changed or int(changed.group(1)) != len(names):
                sys.exit(f"expected {len(names)} changes in the vault: {result[2]}")
            ticked.append(result)
        print(f"vault {a.vault}, {items} items, release build {a.quire}\n")
        print("| sync | time | peak RSS |\n| --- | ---: | ---: |")
        print(row("first (index built, every item written)", [first]))
        print(row("nothing changed", unchanged))
        print(row(f"{a.ticks} tasks ticked on the phone", ticked))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
