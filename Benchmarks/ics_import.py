#!/usr/bin/env python3
"""Times `quire ics import` into an empty Europe/Berlin vault (docs/icalendar.md, "Import").

Usage: ics_import.py QUIRE_BINARY [N] [FILE.ics ...]
Generates two calendars of N one-off events (default 2,000): one where every event has the
same title (every note needs a `-2`, `-3`, ... name) and one with distinct titles; then times a
first import and a second import (which must change no byte) of each, and of every FILE given
(such as a large Google export). Prints a Markdown table of wall times in seconds.
With TMPDIR=/dev/shm the vaults are on tmpfs, which leaves the disk's fsync times out.
"""
import hashlib
import os
import subprocess
import sys
import tempfile
import time


def calendar(n, same_title):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN"]
    for i in range(n):
        day = 1 + i % 28
        month = 1 + (i // 28) % 12
        lines += [
            "BEGIN:VEVENT",
            f"UID:bench-{i}@example.com",
            "DTSTAMP:20260101T000000Z",
            f"DTSTART:2026{month:02d}{day:02d}T{8 + i % 10:02d}0000Z",
            "DURATION:PT1H",
            "SUMMARY:" + ("Standup" if same_title else f"Meeting {i}"),
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"


def tree_digest(root):
    h = hashlib.sha256()
    paths = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".quire"]  # the index, not the notes
        paths += [os.path.join(folder, name) for name in files]
    for path in sorted(paths):
        h.update(path.encode())
        with open(path, "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def timed_import(quire, vault, ics):
    start = time.perf_counter()
    proc = subprocess.run([quire, "--vault", vault, "ics", "import", ics, "--calendar", "bench"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"failed: {ics}: {proc.stderr.decode()[:500]}")
    return elapsed


def main():
    quire = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    extra = sys.argv[3:]
    with tempfile.TemporaryDirectory() as tmp:
        cases = []
        for label, same in ((f"{n} events, one title", True), (f"{n} events, distinct titles", False)):
            path = os.path.join(tmp, f"{'same' if same else 'distinct'}.ics")
            with open(path, "w") as f:
                f.write(calendar(n, same))
            cases.append((label, path))
        cases += [(os.path.basename(p), os.path.abspath(p)) for p in extra]
        print("| calendar | first import | second import | second import changed no byte |")
        print("| --- | --- | --- | --- |")
        for i, (label, path) in enumerate(cases):
            vault = os.path.join(tmp, f"vault-{i}")
            os.makedirs(os.path.join(vault, ".quire"))
            with open(os.path.join(vault, ".quire", "config.yaml"), "w") as f:
                f.write("timezone: Europe/Berlin\n")
            first = timed_import(quire, vault, path)
            before = tree_digest(vault)
            second = timed_import(quire, vault, path)
            same = "yes" if tree_digest(vault) == before else "NO"
            print(f"| {label} | {first:.2f} s | {second:.2f} s | {same} |")


if __name__ == "__main__":
    main()
