#!/usr/bin/env python3
"""Generates a synthetic Quire vault of N daily notes for the benchmark.

Each note has front matter, prose, a table, 3-15 task lines in both Obsidian Tasks
formats (dates, priorities, recurrence, reminders, tags) and a code fence holding a
checkbox that must not count. Deterministic for a given N and seed.
"""
import datetime
import os
import random
import sys

WORDS = ("the a of and to in is for on with as at by from this that plan read write study call email meeting "
         "report draft review lecture exam homework cat garden run book chapter notes project budget invoice "
         "travel train coffee friend family doctor market bread weekend morning evening idea question answer").split()


def sentence(rng, n):
    words = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def task_line(rng, day, i):
    desc = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 8)))
    due = day + datetime.timedelta(days=rng.randint(-10, 20))
    status = rng.choice([" ", " ", " ", "x", "/", "-"])
    tag = rng.choice(["", " #work", " #home", " #cs101", " #habit/read"])
    if rng.random() < 0.5:
        parts = [f"- [{status}] {desc}{tag}"]
        if rng.random() < 0.3:
            parts.append(rng.choice(["⏫", "🔼", "🔽", "🔺"]))
        if rng.random() < 0.2:
            parts.append("🔁 " + rng.choice(["every day", "every week on Monday", "every month on the 1st"]))
        if rng.random() < 0.3:
            parts.append(f"🛫 {day.isoformat()}")
        parts.append(f"📅 {due.isoformat()}" + (" 17:00" if rng.random() < 0.2 else ""))
        if status == "x":
            parts.append(f"✅ {day.isoformat()}")
        if rng.random() < 0.2:
            parts.append(f"⏰ {due.isoformat()} 09:00")
        return " ".join(parts)
    parts = [f"- [{status}] {desc}{tag}", f"[due:: {due.isoformat()}]"]
    if rng.random() < 0.3:
        parts.append("[priority:: " + rng.choice(["high", "medium", "low"]) + "]")
    if rng.random() < 0.2:
        parts.append("[repeat:: every week]")
    if rng.random() < 0.2:
        parts.append("[remind:: 1h before]")
    if status == "x":
        parts.append(f"[completion:: {day.isoformat()}]")
    return "  ".join(parts)


def note(rng, day, index):
    lines = ["---", "type: journal", f"date: {day.isoformat()}", f"title: Day {index}",
             "tags: [journal, daily]", "mood: 7", "---", "", f"# {day.strftime('%A %d %B %Y')}", ""]
    for _ in range(rng.randint(2, 4)):
        lines.append(" ".join(sentence(rng, rng.randint(8, 18)) for _ in range(rng.randint(2, 4))))
        lines.append("")
    lines += ["## Tasks", ""]
    lines += [task_line(rng, day, i) for i in range(rng.randint(3, 15))]
    lines += ["", "| item | amount | note |", "| --- | ---: | --- |"]
    lines += [f"| {rng.choice(WORDS)} | {rng.randint(1, 500)} | {rng.choice(WORDS)} |" for _ in range(3)]
    lines += ["", "```python", "- [ ] not a task inside a fence", "print('hello')", "```", ""]
    lines.append(sentence(rng, 12) + " **bold** and _emphasis_ and ~~struck~~ and https://example.org/x.")
    return "\n".join(lines) + "\n"


def main():
    count = int(sys.argv[1])
    out = sys.argv[2]
    rng = random.Random(count)
    os.makedirs(os.path.join(out, ".quire"), exist_ok=True)
    with open(os.path.join(out, ".quire", "config.yaml"), "w") as f:
        f.write("timezone: Europe/Berlin\nweek_start: monday\ncountry: DE\n")
    os.makedirs(os.path.join(out, "courses"), exist_ok=True)
    with open(os.path.join(out, "courses", "cs101.md"), "w") as f:
        f.write("---\ntype: course\ncode: cs101\ntitle: Intro to Programming\n---\n")
    start = datetime.date(2026, 11, 22) - datetime.timedelta(days=count - 1)
    for i in range(count):
        day = start + datetime.timedelta(days=i)
        folder = os.path.join(out, "journal", f"{day.year:04d}")
        os.makedirs(folder, exist_ok=True)
        # Dates repeat after year 9999 would be impossible; 100,000 days fit (from ~1753).
        with open(os.path.join(folder, f"{day.isoformat()}.md"), "w") as f:
            f.write(note(rng, day, i))


if __name__ == "__main__":
    main()
