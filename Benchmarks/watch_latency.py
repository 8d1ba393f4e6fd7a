#!/usr/bin/env python3
"""Save -> page latency and CPU of `quire watch` on a large vault.

Usage: watch_latency.py QUIRE_BINARY VAULT [EDITS] [--saves MODES] [--due-today N ...]
                        [--soak SECONDS] [--now T]

Starts `quire watch` on VAULT (a generated vault, see generate_vault.py and
generate_heavy_vault.py), waits until its first build is done, then EDITS times per save mode:
saves a note with a new task due today and measures the time from the save (the rename, or the
close of an in-place write) to the moment today's daily page holds that task, and the CPU the
watcher used for it (all its threads, from /proc/PID/task/*/schedstat, from the save until the
watcher is idle again: under 0.5 ms of CPU in 20 ms; the next save waits for that too). The
modes take turns, so load from other processes falls on each alike.

Save modes (--saves, comma-separated; default all):
  tmp      write `note.md.tmp~`, rename it over the note (a name the watcher knows is temporary)
  kate     write `note.md.XXXXXX` (random letters, Qt's QSaveFile), rename it over the note
  jetbrains  write `note.md___jb_tmp___`, rename it over the note
  swp      write `note.md.swp`, rename it over the note
  inplace  open the note with O_TRUNC, write, close

--due-today N [N ...]: for each N, a note holding N open tasks due today is written first and
the watcher started afresh; the saves then go to the probe note (one line each), so what is
measured is how a page's cost grows with what it shows.

--soak SECONDS: after the modes, saves (in turn through the modes) at two a second for
SECONDS while the probe note grows by one task each save (due a year later, so that the pages
show the same; the new marker due today replaces the last); every 20 saves prints the CPU per
save, the latency p50 and the watcher's RSS, which should stay flat.

Prints one line per mode: p50 / p95 / max latency in ms and the median and mean CPU per save.
"""
import argparse
import glob
import os
import random
import statistics
import string
import subprocess
import sys
import time

MODES = ["tmp", "kate", "jetbrains", "swp", "inplace"]


def cpu_ns(pid):
    """CPU time of each thread of `pid` by thread id, in nanoseconds (schedstat: ns on the CPU first)."""
    times = {}
    for path in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            with open(path) as f:
                times[path] = int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return times


def cpu_ms_since(pid, before):
    """The CPU `pid`'s threads used since `before` (a thread that ended in between is not counted)."""
    return sum(ns - before.get(path, 0) for path, ns in cpu_ns(pid).items()) / 1e6


def idle_wait(pid, limit=30):
    """Waits until `pid` used under 0.5 ms of CPU in 20 ms (at most `limit` seconds)."""
    end = time.perf_counter() + limit
    before = cpu_ns(pid)
    while time.perf_counter() < end:
        time.sleep(0.02)
        if cpu_ms_since(pid, before) < 0.5:
            return
        before = cpu_ns(pid)


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def save(note, body, mode):
    """Writes `body` to `note` the way `mode` does; returns the moment the note changed."""
    if mode == "inplace":
        fd = os.open(note, os.O_WRONLY | os.O_TRUNC)
        t0 = time.perf_counter()
        os.write(fd, body.encode())
        os.close(fd)
        return t0
    if mode == "tmp":
        temp = note + ".tmp~"
    elif mode == "kate":
        temp = note + "." + "".join(random.choice(string.ascii_letters + string.digits) for _ in range(6))
    elif mode == "jetbrains":
        temp = note + "___jb_tmp___"
    elif mode == "swp":
        temp = note + ".swp"
    else:
        sys.exit(f"unknown save mode {mode}")
    with open(temp, "w") as f:
        f.write(body)
    t0 = time.perf_counter()
    os.rename(temp, note)
    return t0


def wait_for(page, marker, t0, what):
    """Milliseconds from `t0` until `page` holds `marker`. The page is read only when its inode,
    size or mtime moved: reading a page of thousands of rows every 0.5 ms would take a core from
    the watcher it measures."""
    seen = None
    while True:
        try:
            st = os.stat(page)
            stamp = (st.st_ino, st.st_size, st.st_mtime_ns)
            if stamp != seen:
                seen = stamp
                with open(page, encoding="utf-8") as f:
                    if marker in f.read():
                        return (time.perf_counter() - t0) * 1000
        except FileNotFoundError:
            pass
        if time.perf_counter() - t0 > 30:
            sys.exit(f"{what}: the page did not show the task within 30 s")
        time.sleep(0.0005)


def percentile(sorted_values, q):
    return sorted_values[min(len(sorted_values) - 1, int(round(q * (len(sorted_values) - 1))))]


class Probe:
    """A running watcher and the note whose saves are timed."""

    def __init__(self, quire, vault, now):
        self.vault = vault
        self.date = now[:10]
        self.page = os.path.join(vault, f"agenda/daily/{self.date}.md")
        self.note = os.path.join(vault, "bench-latency.md")
        self.body = "# Latency probe\n"
        self.filler = ""
        with open(self.note, "w") as f:
            f.write(self.body)
        self.count = 0
        self.proc = subprocess.Popen([quire, "--vault", vault, "--now", now, "watch"], stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True)
        start = time.perf_counter()
        # The first build is done when the page exists and the watcher says it is watching.
        while not os.path.exists(self.page) or "watching" not in (self.proc.stdout.readline() or ""):
            if time.perf_counter() - start > 600:
                sys.exit("watch did not start within 10 minutes")
        time.sleep(1.0)

    def one(self, mode, pause, hidden=False):
        """One save through `mode`: (latency ms, CPU ms until the watcher is idle again). With
        `hidden`, the note grows by a task due a year later (on no page) and holds one task due
        today, the new marker; else it grows by the marker, due today."""
        marker = f"latency probe {self.count:05d}"
        self.count += 1
        if hidden:
            later = f"{int(self.date[:4]) + 1}{self.date[4:]}"
            self.filler += f"- [ ] soak filler {self.count:05d} 📅 {later}\n"
            self.body = "# Latency probe\n" + self.filler + f"- [ ] {marker} 📅 {self.date}\n"
        else:
            self.body += f"- [ ] {marker} 📅 {self.date}\n"
        cpu0 = cpu_ns(self.proc.pid)
        t0 = save(self.note, self.body, mode)
        latency = wait_for(self.page, marker, t0, f"save {self.count} ({mode})")
        # The other pages are rendered after today's: wait until the watcher is idle, so that
        # the next save's latency does not include this one's tail, and its CPU is all counted.
        idle_wait(self.proc.pid)
        cpu = cpu_ms_since(self.proc.pid, cpu0)
        rest = pause - (time.perf_counter() - t0)
        if rest > 0:
            time.sleep(rest)
        return latency, cpu

    def close(self):
        self.proc.terminate()
        self.proc.wait()
        os.remove(self.note)


def report(label, latencies, cpus):
    latencies = sorted(latencies)
    print(f"{label:<12} {len(latencies):3d} saves: p50 {statistics.median(latencies):6.1f} ms, "
          f"p95 {percentile(latencies, 0.95):6.1f} ms, max {latencies[-1]:6.1f} ms; "
          f"CPU per save median {statistics.median(cpus):6.1f} ms, mean {statistics.mean(cpus):6.1f} ms",
          flush=True)


def modes_run(probe, modes, edits):
    samples = {mode: ([], []) for mode in modes}
    for i in range(edits * len(modes)):
        mode = modes[i % len(modes)]
        latency, cpu = probe.one(mode, pause=0.3)
        samples[mode][0].append(latency)
        samples[mode][1].append(cpu)
    for mode in modes:
        report(mode, *samples[mode])


def soak(probe, modes, seconds):
    print(f"soak: a save every 0.5 s for {seconds} s, the probe note growing by one task a save "
          "(due a year later: today's pages show one probe task throughout)", flush=True)
    start = time.perf_counter()
    latencies, cpus, i = [], [], 0
    while time.perf_counter() - start < seconds:
        latency, cpu = probe.one(modes[i % len(modes)], pause=0.5, hidden=True)
        latencies.append(latency)
        cpus.append(cpu)
        i += 1
        if len(latencies) == 20:
            print(f"  t={time.perf_counter() - start:6.1f} s, {probe.count + 1:5d} tasks in the note: "
                  f"CPU per save median {statistics.median(cpus):6.1f} ms, mean {statistics.mean(cpus):6.1f} ms; "
                  f"latency p50 {statistics.median(latencies):6.1f} ms; RSS {rss_kb(probe.proc.pid) / 1024:6.1f} MB",
                  flush=True)
            latencies, cpus = [], []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("quire")
    parser.add_argument("vault")
    parser.add_argument("edits", nargs="?", type=int, default=30, help="saves per mode")
    parser.add_argument("--saves", default=",".join(MODES), help="save modes, comma-separated")
    parser.add_argument("--due-today", type=int, nargs="+", default=[], metavar="N")
    parser.add_argument("--soak", type=float, default=0, metavar="SECONDS")
    parser.add_argument("--now", default="2026-11-24T08:00")
    args = parser.parse_args()
    quire, vault = os.path.abspath(args.quire), os.path.abspath(args.vault)
    modes = args.saves.split(",")
    notes = sum(1 for _, _, files in os.walk(vault) for n in files if n.endswith(".md"))
    print(f"{os.uname().nodename}, {time.strftime('%Y-%m-%d %H:%M')}, load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}; {notes:,} notes", flush=True)
    due_note = os.path.join(vault, "bench-due-today.md")
    for n in args.due_today or [None]:
        if n is not None:
            with open(due_note, "w") as f:
                f.write("# Due today\n" + "".join(f"- [ ] due today {k:05d} 📅 {args.now[:10]}\n" for k in range(n)))
            print(f"-- {n} tasks due today in one note", flush=True)
        probe = Probe(quire, vault, args.now)
        try:
            if args.edits:
                modes_run(probe, modes, args.edits)
            if args.soak:
                soak(probe, modes, args.soak)
        finally:
            probe.close()
    if args.due_today:
        os.remove(due_note)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
