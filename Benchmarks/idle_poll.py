#!/usr/bin/env python3
"""Idle CPU of `quire watch` on the polling fallback, on a vault with many folders.

Usage: idle_poll.py QUIRE_BINARY [FOLDERS] [SECONDS] [NOTES_PER_FOLDER]

Generates (once, under $TMPDIR/quire-idle-poll-FOLDERS) a vault of FOLDERS folders (20,000 by
default), 100 per parent folder, with NOTES_PER_FOLDER notes each (3), indexes it, then starts
`quire watch` with polling forced (QUIRE_WATCH_POLL=1, as when inotify watches run
out), waits until it is watching and settled, and measures its CPU time (user + system, from
/proc/PID/stat) over SECONDS (30) while nothing changes. Prints the share of one core. Then it
edits a note in place, and adds one, and reports how long polling took to see each.
"""
import os
import subprocess
import sys
import time


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15; after ')' field 3 is at index 0.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def generate(root, folders, per_folder):
    if os.path.exists(os.path.join(root, ".quire/config.yaml")):
        return
    os.makedirs(os.path.join(root, ".quire"), exist_ok=True)
    for i in range(folders):
        folder = os.path.join(root, f"area-{i // 100:03d}", f"topic-{i:05d}")
        os.makedirs(folder, exist_ok=True)
        for j in range(per_folder):
            with open(os.path.join(folder, f"note-{j}.md"), "w") as f:
                f.write(f"# Note {i}.{j}\n\n- [ ] task {i}.{j}\n")
    with open(os.path.join(root, ".quire/config.yaml"), "w") as f:
        f.write("timezone: UTC\n")


def wait_for(predicate, timeout):
    start = time.perf_counter()
    while not predicate():
        if time.perf_counter() - start > timeout:
            return None
        time.sleep(0.01)
    return time.perf_counter() - start


def main():
    quire = os.path.abspath(sys.argv[1])
    folders = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 30
    per_folder = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    root = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"quire-idle-poll-{folders}")
    generate(root, folders, per_folder)
    subprocess.run([quire, "index", "--vault", root], check=True, stdout=subprocess.DEVNULL)
    env = dict(os.environ, QUIRE_WATCH_POLL="1")
    log = open(os.path.join(root, "..", f"quire-idle-poll-{folders}.log"), "w+")
    proc = subprocess.Popen([quire, "watch", "--vault", root], stdout=log, stderr=log,
                            env=env, text=True)
    try:
        def said(text):
            log.flush()
            with open(log.name) as f:
                return text in f.read()
        if wait_for(lambda: said("watching"), 600) is None:
            sys.exit("watch did not start within 10 minutes")
        time.sleep(15)  # past the first back-off steps and the first full sweep
        before, t0 = cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(seconds)
        used, wall = cpu_seconds(proc.pid) - before, time.perf_counter() - t0
        print(f"idle polling, {folders:,} folders, {folders * per_folder:,} notes: "
              f"{used:.2f} s CPU in {wall:.0f} s = {100 * used / wall:.1f}% of a core")
        # How long polling takes to notice: an edit in place, then a new note.
        note = os.path.join(root, "area-000", "topic-00007", "note-1.md")
        with open(note, "a") as f:
            f.write("- [ ] edited in place\n")
        edit = wait_for(lambda: open(log.name).read().count("changed:") >= 1, 120)
        # A name of its own each run: the vault is kept between runs.
        added_note = os.path.join(root, "area-001", "topic-00123", f"new-{os.getpid()}.md")
        with open(added_note, "w") as f:
            f.write("- [ ] a new note\n")
        added = wait_for(lambda: open(log.name).read().count("changed:") >= 2, 120)
        print(f"seen after: in-place edit {edit if edit is None else round(edit, 1)} s, "
              f"new note {added if added is None else round(added, 1)} s")
    finally:
        proc.terminate()
        proc.wait()
        log.close()
        for path in [p for p in [locals().get("added_note")] if p and os.path.exists(p)]:
            os.unlink(path)


if __name__ == "__main__":
    main()
