#!/usr/bin/env python3
"""Generates a vault of N notes shaped like a heavy real one, for the scale benchmark (scale.py).

Usage: generate_heavy_vault.py N OUT [--seed S] [--today YYYY-MM-DD]

"Today" is fixed (default 2026-11-25): measure with `--now 2026-11-25T09:00` (or
QUIRE_NOW=2026-11-25T09:00) so every run sees the same vault. Deterministic for N, seed, today.

Shape (the syntax of Samples/ and docs/syntax.md):
- 4 habits in habits/ (times, days as a list or a phrase, start dates years back);
- about 1 note in 250 an event in planner/ (recurring with until, one-off around today,
  all-day and multi-day, with reminders), at least 8, at most 80;
- about 1 note in 100 a dream in dreams/; 1 in 40 a project note in notes/projects/ (tasks due
  over the 600 days around today), at most 250; a course (courses/cs101.md) and inbox.md.
  The caps keep what is due around today the same from 10,000 notes on: a bigger vault has
  more history, not more to show;
- every other note a daily journal note journal/YYYY/YYYY-MM-DD.md, one per day back from today
  (100,000 notes reach back to the 18th century, as generate_vault.py does): front matter,
  headings, prose, links (wiki and Markdown, to notes that exist), a table, a code fence holding
  a checkbox that must not count, ~13 task lines in both Obsidian Tasks formats (📅 ⏳ 🛫 ✅ ⏫ 🔼 🔽
  🔁 ⏰ and [due::] [priority::] [repeat::] [remind::]), habit check-ins (#habit/slug and
  [habit:: slug]) and day-planner lines.
Every note is 4-5 KB (padded with prose). Due dates are the note's day -14..+30 days, so only
notes of the last weeks have open tasks near today: a handful are due on any given day.
"""
import argparse
import datetime
import os
import random

WORDS = ("the a of and to in is for on with as at by from this that plan read write study call email meeting "
         "report draft review lecture exam homework cat garden run book chapter notes project budget invoice "
         "travel train coffee friend family doctor market bread weekend morning evening idea question answer "
         "river bridge window letter kitchen station office paper number light rain winter summer").split()
TAGS = ["#work", "#home", "#errand", "#health", "#finance", "#reading", "#cs101", "#work/reports", "#garden"]
RECUR = ["every day", "every week", "every week on Monday", "every 2 weeks", "every month on the 1st",
         "every month on the last Friday", "every 2 weeks when done", "every weekday", "every year",
         "RRULE:FREQ=MONTHLY;BYDAY=1FR"]
HABITS = [  # slug, name, times, days, years back of start
    ("feed-cat", "Feed the cat", ["08:30", "17:00"], "every day", 6),
    ("read", "Read before bed", ["21:00"], "[mon, tue, wed, thu, fri]", None),  # None: first journal day
    ("run", "Run", ["07:00"], "[tue, thu, sat]", 3),
    ("meditate", "Meditate", [], "every 2 days", 1),
]
DAYNAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def words(rng, lo, hi):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(lo, hi)))


def sentence(rng, lo=8, hi=18):
    return words(rng, lo, hi).capitalize() + "."


def paragraph(rng):
    return " ".join(sentence(rng) for _ in range(rng.randint(2, 4)))


def task_line(rng, day, today):
    """One task, dated around the note's day; done or cancelled mostly when its day is past."""
    desc = words(rng, 3, 8).capitalize()
    tag = rng.choice(["", "", f" {rng.choice(TAGS)}", f" {rng.choice(TAGS)} {rng.choice(TAGS)}"])
    due = day + datetime.timedelta(days=rng.randint(-14, 30)) if rng.random() < 0.85 else None
    past = (due or day) < today - datetime.timedelta(days=21)
    r = rng.random()
    if past:
        status = "x" if r < 0.8 else "-" if r < 0.92 else " "
    else:
        status = " " if r < 0.6 else "x" if r < 0.8 else "/" if r < 0.9 else "-" if r < 0.95 else ">"
    done_day = min(today, (due or day) + datetime.timedelta(days=rng.randint(-3, 2)))
    done_day = max(done_day, day)
    due_time = rng.random() < 0.2
    recur = rng.choice(RECUR) if rng.random() < 0.12 else None
    if rng.random() < 0.55:  # emoji format
        parts = [f"- [{status}] {desc}{tag}"]
        if rng.random() < 0.35:
            parts.append(rng.choice(["⏫", "🔼", "🔽", "🔼", "⏫", "🔺", "⏬"]))
        if recur:
            parts.append(f"🔁 {recur}")
        if due and rng.random() < 0.2:
            parts.append(f"🛫 {min(day, due).isoformat()}")
        if due and rng.random() < 0.2:
            parts.append(f"⏳ {(due - datetime.timedelta(days=rng.randint(0, 3))).isoformat()}")
        if due:
            parts.append(f"📅 {due.isoformat()}" + (f" {rng.randint(8, 19):02d}:{rng.choice(['00', '30'])}" if due_time else ""))
        if due and rng.random() < 0.12:
            parts.append(f"⏰ {due.isoformat()} {rng.randint(7, 20):02d}:{rng.choice(['00', '15', '30', '45'])}")
        if due and rng.random() < 0.08:
            parts.append("[remind:: 1h before]" if due_time else "[remind:: 1d before]")
        if status == "x":
            parts.append(f"✅ {done_day.isoformat()}")
        if status == "-":
            parts.append(f"❌ {done_day.isoformat()}")
        return " ".join(parts)
    parts = [f"- [{status}] {desc}{tag}"]
    if due:
        parts.append(f"[due:: {due.isoformat()}" + (f" {rng.randint(8, 19):02d}:00]" if due_time else "]"))
    if due and rng.random() < 0.15:
        parts.append(f"[scheduled:: {(due - datetime.timedelta(days=rng.randint(0, 3))).isoformat()}]")
    if rng.random() < 0.35:
        parts.append("[priority:: " + rng.choice(["highest", "high", "medium", "medium", "low", "lowest"]) + "]")
    if recur:
        parts.append(f"[repeat:: {recur}]")
    if due and rng.random() < 0.15:
        parts.append(rng.choice(["[remind:: 1h before]", "[remind:: 10m before]", "[remind:: 2d before]",
                                 f"[remind:: {due.isoformat()} 08:00]"]))
    if status == "x":
        parts.append(f"[completion:: {done_day.isoformat()}]")
    if status == "-":
        parts.append(f"[cancelled:: {done_day.isoformat()}]")
    return "  ".join(parts)


def habit_scheduled(habit, day, first_day):
    slug, _, _, days, back = habit
    start = habit_start(habit, first_day)
    if day < start:
        return False
    if days == "every day":
        return True
    if days == "every 2 days":
        return (day - start).days % 2 == 0
    return DAYNAMES[day.weekday()] in days


def habit_start(habit, first_day):
    back = habit[4]
    if back is None:
        return first_day
    return max(first_day, datetime.date(TODAY.year - back, 1, 1))


def checkins(rng, day, today, first_day):
    lines = []
    for habit in HABITS:
        slug, name, times, _, _ = habit
        if not habit_scheduled(habit, day, first_day):
            continue
        for slot in (times or [""]):
            label = f"{name} {slot}".strip()
            field = f"#habit/{slug}" if rng.random() < 0.6 else f"[habit:: {slug}]"
            if day == today:
                lines.append(f"- [{'x' if slot and slot < '09:00' else ' '}] {label} {field}")
            elif rng.random() < 0.88:
                extra = f" {rng.randint(3, 12)}.{rng.randint(0, 9)} km" if slug == "run" else ""
                lines.append(f"- [x] {label}{extra} {field}")
            elif rng.random() < 0.4:
                lines.append(f"- [ ] {label} {field}")  # left open, as `quire journal` wrote it
    return lines


def pad(rng, lines, target, where):
    """Prose paragraphs inserted at `where` until the note is about `target` bytes."""
    size = len("\n".join(lines).encode()) + 1
    extra = []
    while size < target - 120:
        p = paragraph(rng)
        extra += [p, ""]
        size += len(p.encode()) + 2
    return lines[:where] + extra + lines[where:]


def journal_note(rng, day, index, today, first_day, links):
    fm = ["---", "type: journal", f"date: {day.isoformat()}"]
    if rng.random() < 0.3:
        fm.append(f"title: {words(rng, 2, 4).capitalize()}")
    fm += [f"mood: {rng.randint(3, 9)}", "tags: [journal, daily]", "---"]
    prev = day - datetime.timedelta(days=1)
    body = [f"# {day.strftime('%A')}, {day.isoformat()}", "", "## Journal", ""]
    body += [paragraph(rng), ""]
    link_line = (f"Yesterday: [[{prev.isoformat()}]]. See [{links[index % len(links)][1]}]"
                 f"(../../{links[index % len(links)][0]}) and [[{rng.choice(HABITS)[0]}]].")
    body += [link_line, ""]
    pad_at = len(fm) + len(body)
    body += ["## Tasks", ""]
    body += [task_line(rng, day, today) for _ in range(rng.randint(6, 11))]
    body += ["", "## Habits", ""] + checkins(rng, day, today, first_day)
    body += ["", "## Day planner", ""]
    body.append(f"- {rng.randint(8, 12):02d}:00-{rng.randint(13, 17):02d}:00 Work at the office")
    if rng.random() < 0.5:
        body.append(f"- {rng.randint(18, 20):02d}:30 {words(rng, 2, 4).capitalize()}")
    if rng.random() < 0.4:
        status = " " if day >= today else "x"
        body.append(f"- [{status}] 09:30 Standup")
    body += ["", "## Spending", "", "| item | amount | note |", "| --- | ---: | --- |"]
    body += [f"| {rng.choice(WORDS)} | {rng.randint(1, 500)} | {rng.choice(WORDS)} |" for _ in range(3)]
    body += ["", "```python", "- [ ] not a task inside a fence 📅 " + today.isoformat(), "print('hello')", "```", ""]
    body.append(sentence(rng, 10, 14) + " **bold** and _emphasis_ and ~~struck~~ and https://example.org/x.")
    lines = pad(rng, fm + body, rng.randint(4150, 4950), pad_at)
    return "\n".join(lines) + "\n"


def project_note(rng, i, today):
    title = words(rng, 2, 4).capitalize()
    lines = ["---", "type: note", f"title: {title}", f"created: {(today - datetime.timedelta(days=rng.randint(0, 900))).isoformat()}",
             f"tags: [project, {rng.choice(['work', 'home', 'study'])}]", "---", f"# {title}", "", paragraph(rng), ""]
    pad_at = len(lines)
    lines += ["## Next steps", ""]
    for _ in range(rng.randint(10, 16)):
        # Projects spread over the year around today (past and future), not around a note day.
        anchor = today + datetime.timedelta(days=rng.randint(-300, 300))
        lines.append(task_line(rng, anchor, today))
    lines += ["", "| step | owner | state |", "| --- | --- | --- |"]
    lines += [f"| {rng.choice(WORDS)} | {rng.choice(WORDS)} | {rng.choice(['open', 'done'])} |" for _ in range(3)]
    lines += ["", "```markdown", "- [ ] example checkbox, not a task", "```", "", "Back to [[inbox]]."]
    return "\n".join(pad(rng, lines, rng.randint(4150, 4950), pad_at)) + "\n"


def dream_note(rng, day):
    lines = ["---", "type: dream", f"date: {day.isoformat()}", f"title: {words(rng, 2, 5).capitalize()}",
             f"came_true: {'true' if rng.random() < 0.2 else 'false'}", f"prediction: {sentence(rng, 5, 9)}", "---"]
    pad_at = len(lines)
    return "\n".join(pad(rng, lines, rng.randint(4100, 4900), pad_at)) + "\n"


def event_note(rng, i, today):
    kinds = ["class", "meeting", "social", "exam", "birthday", "trip", "appointment"]
    kind = rng.choice(kinds)
    title = f"{words(rng, 2, 3).capitalize()} {i}"
    fm = ["---", "type: event", f"title: {title}"]
    r = rng.random()
    if r < 0.35:  # recurring, timed
        first = today - datetime.timedelta(days=rng.randint(20, 400))
        h = rng.randint(8, 19)
        fm += [f"date: {first.isoformat()}", f'start: "{h:02d}:{rng.choice(["00", "15", "30"])}"', f'end: "{h + 1:02d}:30"',
               "repeat: " + rng.choice(["every week on Monday, Wednesday", "every week on Tuesday, Thursday", "every week",
                                        "every 2 weeks", "every month on the 1st Friday", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
                                        "every weekday"])]
        if rng.random() < 0.6:
            fm.append(f"until: {(today + datetime.timedelta(days=rng.randint(-30, 300))).isoformat()}")
        if rng.random() < 0.6:
            fm.append('remind: ["' + rng.choice(["1h before", "10m before", "1d before"]) + '"]')
    elif r < 0.45:  # yearly all-day (birthday)
        first = datetime.date(today.year - rng.randint(1, 5), rng.randint(1, 12), rng.randint(1, 28))
        fm += [f"date: {first.isoformat()}", "all_day: true", "repeat: every year", 'remind: ["1d before"]']
        kind = "birthday"
    elif r < 0.55:  # multi-day trip
        first = today + datetime.timedelta(days=rng.randint(-200, 200))
        fm += [f"date: {first.isoformat()}", f"end_date: {(first + datetime.timedelta(days=rng.randint(1, 4))).isoformat()}",
               "all_day: true", f'remind: ["{(first - datetime.timedelta(days=1)).isoformat()} 18:00"]']
        kind = "trip"
    else:  # one-off, timed, around today
        first = today + datetime.timedelta(days=rng.randint(-200, 200))
        h = rng.randint(8, 19)
        fm += [f"date: {first.isoformat()}", f'start: "{h:02d}:00"', f'end: "{h + 1:02d}:00"']
        if rng.random() < 0.7:
            fm += ["remind:", '  - "1d before"', '  - "1h before"']
    fm += [f"kind: {kind}", f"location: {words(rng, 1, 3).capitalize()}", "---"]
    pad_at = len(fm)
    lines = fm + ["", "Agenda:", "", f"- [ ] Prepare {words(rng, 2, 4)} 📅 {first.isoformat()}", ""]
    return "\n".join(pad(rng, lines, rng.randint(4150, 4950), pad_at)) + "\n"


def habit_note(habit, first_day):
    slug, name, times, days, _ = habit
    t = "[" + ", ".join(f'"{x}"' for x in times) + "]"
    return (f"---\ntype: habit\nname: {name}\ntimes: {t}\ndays: {days}\nstart: {habit_start(habit, first_day).isoformat()}\n---\n"
            f"# {name}\n\nCheck in with `#habit/{slug}` or `[habit:: {slug}]` on a done task in the daily note.\n")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


TODAY = datetime.date(2026, 11, 25)


def main():
    global TODAY
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("count", type=int)
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--today", default="2026-11-25")
    args = ap.parse_args()
    TODAY = today = datetime.date.fromisoformat(args.today)
    rng = random.Random(args.seed * 1_000_003 + args.count)
    n = args.count
    out = args.out
    write(os.path.join(out, ".quire", "config.yaml"),
          "# Generated by Benchmarks/generate_heavy_vault.py\ntimezone: Europe/Berlin\nweek_start: monday\n"
          "country: DE\nsubdivision: BE\ntask_format: emoji\ndefault_reminder_time: \"09:00\"\n"
          "owner:\n  name: Bench Mark\n  email: bench@example.org\nnotify:\n  command: [\"true\"]\n")
    write(os.path.join(out, ".gitignore"), ".quire/cache/\n")
    fixed = 3 + len(HABITS)  # courses/cs101.md, inbox.md, notes/reading-list.md, habits
    # Events and projects hold the tasks and occurrences around today: capped, so that a bigger
    # vault has more history (journal notes, dreams), not more due today or this week.
    events = min(80, max(8, n // 250))
    dreams = max(3, n // 100)
    projects = min(250, max(3, n // 40))
    journal = max(1, n - fixed - events - dreams - projects)
    first_day = today - datetime.timedelta(days=journal - 1)
    write(os.path.join(out, "courses", "cs101.md"), "---\ntype: course\ncode: cs101\ntitle: Intro to Programming\n---\n")
    write(os.path.join(out, "notes", "reading-list.md"),
          "---\ntype: note\ntitle: Reading list\n---\n# Reading list\n\n- [ ] Finish the novel #reading 📅 "
          f"{(today + datetime.timedelta(days=12)).isoformat()}\n> - [ ] Quoted task in a blockquote #reading\n")
    inbox = ["---", "type: note", "title: Inbox", "---", "# Inbox", ""]
    inbox += [task_line(rng, today - datetime.timedelta(days=rng.randint(0, 20)), today) for _ in range(15)]
    write(os.path.join(out, "inbox.md"), "\n".join(inbox) + "\n")
    for habit in HABITS:
        write(os.path.join(out, "habits", f"{habit[0]}.md"), habit_note(habit, first_day))
    links = []
    for i in range(projects):
        path = f"notes/projects/project-{i:05d}.md"
        links.append((path, f"project {i}"))
        write(os.path.join(out, path), project_note(rng, i, today))
    for i in range(events):
        write(os.path.join(out, "planner", f"event-{i:04d}.md"), event_note(rng, i, today))
    for i in range(dreams):
        day = today - datetime.timedelta(days=int(i * (journal / dreams)))
        write(os.path.join(out, "dreams", f"{day.isoformat()}-dream-{i:05d}.md"), dream_note(rng, day))
    for i in range(journal):
        day = first_day + datetime.timedelta(days=i)
        write(os.path.join(out, "journal", f"{day.year:04d}", f"{day.isoformat()}.md"),
              journal_note(rng, day, i, today, first_day, links))


if __name__ == "__main__":
    main()
