#!/usr/bin/env python3
"""`quire agenda --week` next to Emacs org-agenda and Taskwarrior's `task next`, on equal data.

Usage: agenda_compare.py QUIRE_BINARY [NOTES] [TASKS_PER_NOTE] [RUNS]

Generates one set of tasks (default 1,000 notes x 10 tasks) and writes it three ways:
a Quire vault (emoji format: due, scheduled, priority, tags), an org tree (one .org file
per note: `* TODO [#A] title :tag:` with DEADLINE/SCHEDULED), and a Taskwarrior database
(`task import` of the same tasks with due, scheduled, priority, project, tags). Then it
times, interleaved (A B C A B C ...), median of RUNS:
  quire --vault V --now 2026-11-24T08:00 agenda --week
  emacs --batch -Q ... (org-batch-agenda "a")   with org-agenda-span week from 2026-11-23
  task next                                      (its default report, limit: page)
Each tool reads all the tasks and prints the week (org, Quire) or the most urgent page
(Taskwarrior). Emacs (emacs-nox) and task (taskwarrior) come from Debian.
"""
import datetime
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time

WORDS = ("plan read write study call email meeting report draft review lecture exam homework garden run book "
         "chapter notes project budget invoice travel train friend family doctor market weekend idea").split()
TODAY = datetime.date(2026, 11, 24)


def tasks(notes, per_note, seed=7):
    rng = random.Random(seed)
    for n in range(notes):
        for i in range(per_note):
            due = TODAY + datetime.timedelta(days=rng.randint(-30, 150))
            scheduled = due - datetime.timedelta(days=rng.randint(1, 5)) if rng.random() < 0.2 else None
            yield {
                "note": f"project-{n:05d}",
                "title": " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 7))),
                "due": due,
                "scheduled": scheduled,
                "priority": rng.choice(["", "", "", "high", "medium", "low"]),
                "tag": rng.choice(["", "work", "home", "school"]),
            }


def write_quire(root, items):
    os.makedirs(f"{root}/.quire", exist_ok=True)
    with open(f"{root}/.quire/config.yaml", "w") as f:
        f.write("timezone: Europe/Berlin\nweek_start: monday\n")
    emoji = {"high": " ⏫", "medium": " 🔼", "low": " 🔽", "": ""}
    files = {}
    for t in items:
        line = f"- [ ] {t['title']}" + (f" #{t['tag']}" if t["tag"] else "") + emoji[t["priority"]]
        if t["scheduled"]:
            line += f" ⏳ {t['scheduled']}"
        line += f" 📅 {t['due']}"
        files.setdefault(t["note"], []).append(line)
    os.makedirs(f"{root}/notes", exist_ok=True)
    for note, lines in files.items():
        with open(f"{root}/notes/{note}.md", "w") as f:
            f.write(f"# {note}\n\n" + "\n".join(lines) + "\n")


def org_date(d):
    return f"<{d.isoformat()} {d.strftime('%a')}>"


def write_org(root, items):
    os.makedirs(root, exist_ok=True)
    cookie = {"high": " [#A]", "medium": " [#B]", "low": " [#C]", "": ""}
    files = {}
    for t in items:
        head = f"* TODO{cookie[t['priority']]} {t['title']}" + (f"  :{t['tag']}:" if t["tag"] else "")
        planning = f"  DEADLINE: {org_date(t['due'])}" + (f" SCHEDULED: {org_date(t['scheduled'])}" if t["scheduled"] else "")
        files.setdefault(t["note"], []).append(head + "\n" + planning)
    for note, entries in files.items():
        with open(f"{root}/{note}.org", "w") as f:
            f.write(f"#+TITLE: {note}\n\n" + "\n".join(entries) + "\n")


def write_taskwarrior(root, items):
    os.makedirs(root, exist_ok=True)
    rc = f"{root}/taskrc"
    with open(rc, "w") as f:
        f.write(f"data.location={root}/data\nconfirmation=off\nverbose=nothing\nnews.version=99\n")
    pri = {"high": "H", "medium": "M", "low": "L", "": None}
    stamp = lambda d: d.strftime("%Y%m%dT000000Z")
    records = []
    for i, t in enumerate(items):
        r = {"description": t["title"], "status": "pending", "entry": "20261101T000000Z", "due": stamp(t["due"]),
             "project": t["note"], "uuid": f"00000000-0000-4000-8000-{i:012d}"}
        if t["scheduled"]:
            r["scheduled"] = stamp(t["scheduled"])
        if pri[t["priority"]]:
            r["priority"] = pri[t["priority"]]
        if t["tag"]:
            r["tags"] = [t["tag"]]
        records.append(r)
    path = f"{root}/import.json"
    with open(path, "w") as f:
        json.dump(records, f)
    env = dict(os.environ, TASKRC=rc)
    subprocess.run(["task", "import", path], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return env


def timed(cmd, env=None):
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}: {proc.stderr.decode()[:400]}")
    return elapsed, proc.stdout


def main():
    quire = os.path.abspath(sys.argv[1])
    notes = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    per_note = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    for tool in ("emacs", "task"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install emacs-nox taskwarrior")
    base = os.path.abspath(f"Benchmarks/out/compare-{notes}x{per_note}")
    shutil.rmtree(base, ignore_errors=True)
    items = list(tasks(notes, per_note))
    write_quire(f"{base}/vault", items)
    write_org(f"{base}/org", items)
    task_env = write_taskwarrior(f"{base}/taskwarrior", items)
    org_eval = (
        "(progn (require 'org) (require 'org-agenda)"
        f" (setq org-agenda-files (list \"{base}/org\"))"
        " (setq org-agenda-span 'week org-agenda-start-on-weekday 1 org-agenda-start-day \"2026-11-23\")"
        " (org-batch-agenda \"a\"))")
    commands = [
        ("quire agenda --week", [quire, "--vault", f"{base}/vault", "--now", "2026-11-24T08:00", "agenda", "--week"], None),
        ("emacs org-agenda (week)", ["emacs", "--batch", "-Q", "--eval", org_eval], None),
        ("task next", ["task", "rc.defaultheight=50", "next"], task_env),
    ]
    outputs = {}
    for name, cmd, env in commands:  # warm up, and keep one output to show the tools agree on size
        outputs[name] = timed(cmd, env)[1]
    samples = {name: [] for name, _, _ in commands}
    # org-agenda takes minutes: once a round. The two quick tools take turns `reps` times a
    # round, so that both see the same machine (it is shared, and its speed drifts).
    reps = 10
    for _ in range(runs):
        for name, cmd, env in commands:
            if name.startswith("emacs"):
                samples[name].append(timed(cmd, env)[0])
        for _ in range(reps):
            for name, cmd, env in commands:
                if not name.startswith("emacs"):
                    samples[name].append(timed(cmd, env)[0])
    total = len(items)
    print(f"\n{notes:,} notes, {total:,} open tasks with due dates (medians: org-agenda of {runs} runs,"
          f" the others of {runs * reps}, taking turns)\n")
    print("| command | median | output lines | quire is faster by |")
    print("| --- | ---: | ---: | ---: |")
    ours = statistics.median(samples["quire agenda --week"])
    for name, _, _ in commands:
        m = statistics.median(samples[name])
        lines = outputs[name].count(b"\n")
        ratio = "" if name.startswith("quire") else (f"{m / ours:.0f}×" if m / ours >= 20 else f"{m / ours:.1f}×")
        print(f"| {name} | {m:.3f} s | {lines} | {ratio} |")


if __name__ == "__main__":
    main()
