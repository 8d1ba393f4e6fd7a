#!/usr/bin/env python3
"""Merge driver benchmark: `quire merge-driver` on two edited versions of one long note.

Usage: Benchmarks/merge_driver.py QUIRE [--lines 10000] [--runs 5]

The base is a note of LINES lines shaped like a long real one (a journal or project log kept in
one file): front matter, headings, prose, and task lines in both formats with dates, priorities,
recurrences and reminders (about one line in three a task). Each side then edits it as two
devices would between pulls:
- ours ticks 5 % of the tasks, rewrites 2 % of the prose lines and appends 100 tasks;
- theirs moves the due date of another 5 % of the tasks, completes 1 % of the recurring tasks
  (their done line and next copy), rewrites other prose lines, appends 100 tasks and changes one
  front matter key.
The two sides touch no line in common, so the merge is clean. A second row merges two sides that
rewrote every line (the diff has no common line: the worst case of the alignment), which is one
clash. Each run copies ours afresh (the driver writes over it). Prints one row per case: median
wall time and peak RSS (GNU time).
"""

import argparse
import datetime
import os
import random
import shutil
import statistics
import subprocess
import tempfile
import time

WORDS = "plan lab essay call read draft review email pay book fix water clean study write ship".split()


def base_note(lines: int, rng: random.Random) -> list[str]:
    out = ["---", "title: Project log", "tags: [work, log]", "status: active", "---", "# Project log"]
    day = datetime.date(2026, 1, 1)
    n = 0
    while len(out) < lines:
        n += 1
        if n % 40 == 0:
            out.append(f"## Week {n // 40}")
            continue
        if n % 3 == 0:
            due = day + datetime.timedelta(days=rng.randint(0, 330))
            text = f"{rng.choice(WORDS)} {rng.choice(WORDS)} {n}"
            if rng.random() < 0.5:
                fields = f" 📅 {due.isoformat()}"
                if rng.random() < 0.3:
                    fields = " ⏫" + fields
                if rng.random() < 0.1:
                    fields = " 🔁 every week" + fields
                if rng.random() < 0.1:
                    fields += f" ⏰ {due.isoformat()} 09:00"
                out.append(f"- [ ] {text}{fields}")
            else:
                out.append(f"- [ ] {text} [priority:: high] [due:: {due.isoformat()}]")
        else:
            out.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 16))) + f" ({n}).")
    return out[:lines]


def is_task(line: str) -> bool:
    return line.startswith("- [ ] ")


def sides(base: list[str], rng: random.Random) -> tuple[list[str], list[str]]:
    ours = list(base)
    theirs = list(base)
    indices = list(range(6, len(base)))
    rng.shuffle(indices)
    half = len(indices) // 2
    mine, others = set(indices[:half]), set(indices[half:])
    tasks = [i for i in range(len(base)) if is_task(base[i])]
    prose = [i for i in range(6, len(base)) if not is_task(base[i]) and not base[i].startswith("#")]
    for i in rng.sample(tasks, len(tasks) // 20):
        if i in mine:
            ours[i] = "- [x] " + base[i][6:] + " ✅ 2026-11-27"
    for i in rng.sample(prose, len(prose) // 50):
        if i in mine:
            ours[i] = base[i] + " (laptop)"
        else:
            theirs[i] = base[i] + " (phone)"
    for i in rng.sample(tasks, len(tasks) // 20):
        if i in others and "📅 " in base[i]:
            theirs[i] = base[i].replace("📅 2026-", "📅 2027-")
    recurring = [i for i in tasks if "🔁" in base[i] and i in others]
    for i in recurring[: max(1, len(recurring) // 100)]:
        theirs[i] = base[i] + "\n- [x] " + base[i][6:] + " ✅ 2026-11-27"
    theirs[3] = "status: paused"
    ours += [f"- [ ] laptop task {k} 📅 2026-12-01" for k in range(100)]
    theirs += [f"- [ ] phone task {k} 📅 2026-12-02" for k in range(100)]
    return ours, theirs


def run(quire: str, folder: str, base: str, ours: str, theirs: str, runs: int) -> tuple[float, float, int]:
    times = []
    peak = 0
    status = 0
    for _ in range(runs):
        target = os.path.join(folder, "ours-run.md")
        shutil.copyfile(ours, target)
        start = time.perf_counter()
        proc = subprocess.run(
            ["/usr/bin/time", "-f", "%M", quire, "merge-driver", base, target, theirs, "7", "inbox.md"],
            capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        status = proc.returncode
        peak = max(peak, int(proc.stderr.strip().splitlines()[-1]))
    return statistics.median(times), peak / 1024, status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("quire")
    parser.add_argument("--lines", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(7)
    base = base_note(args.lines, rng)
    ours, theirs = sides(base, rng)
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for name, lines in [("base", base), ("ours", ours), ("theirs", theirs)]:
            paths[name] = os.path.join(folder, name + ".md")
            with open(paths[name], "w") as f:
                f.write("\n".join(lines) + "\n")
        rewritten = {}
        for name, lines in [("ours-all", ours), ("theirs-all", theirs)]:
            rewritten[name] = os.path.join(folder, name + ".md")
            with open(rewritten[name], "w") as f:
                f.write("\n".join(line + f" [{name}]" for line in lines) + "\n")
        size = os.path.getsize(paths["base"]) / 1e6
        print(f"Merge driver benchmark: a {args.lines:,}-line note ({size:.1f} MB), median of {args.runs} runs")
        print("| case | wall time (s) | peak RSS (MB) | exit |")
        print("| --- | ---: | ---: | ---: |")
        t, m, s = run(args.quire, folder, paths["base"], paths["ours"], paths["theirs"], args.runs)
        print(f"| both sides edited other lines (clean) | {t:.3f} | {m:.0f} | {s} |")
        t, m, s = run(args.quire, folder, paths["base"], rewritten["ours-all"], rewritten["theirs-all"], args.runs)
        print(f"| both sides rewrote every line (one clash) | {t:.3f} | {m:.0f} | {s} |")


if __name__ == "__main__":
    main()
