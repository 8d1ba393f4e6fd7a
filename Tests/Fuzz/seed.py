#!/usr/bin/env python3
"""Builds the seed corpora of the fuzz targets (docs/fuzzing.md) from what the repository already holds.

    Tests/Fuzz/seed.py [OUT]        # OUT defaults to .build-fuzz/corpus

One folder per target under OUT, one file per seed, named by the SHA-1 of its bytes (so a second run adds
nothing). Sources: the notes of Samples/, Tests/Fixtures/vaults/, Tests/Fixtures/golden/pages/ and Templates/;
the iCalendar files and test calendars of Tests/; the rules of Tests/Fixtures/recurrence/dateutil-cases.json and
docs/recurrence.md; the task lines and rules of the Obsidian Tasks expectations (the compat JSON files, found as the
compat tests find them, see COMPAT_DIRS). Only the standard library is used.
"""

import hashlib
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build-fuzz" / "corpus"
# The compat folder found as CompatFixtures (Tests/QuireCoreTests/Compat/ObsidianTasksParseCompatTests.swift) finds it:
# the shared one beside the repository, else the copy in Tests/Fixtures/compat; QUIRE_COMPAT_DIR names another.
COMPAT_DIRS = [
    next(p for p in [ROOT.parent / "shared" / "compat", ROOT / "Tests" / "Fixtures" / "compat"] if p.is_dir())
] + ([Path(os.environ["QUIRE_COMPAT_DIR"])] if os.environ.get("QUIRE_COMPAT_DIR") else [])

TARGETS = ["FuzzNote", "FuzzTaskLine", "FuzzFrontMatter", "FuzzICalendar", "FuzzRecurrence", "FuzzFlashcard", "FuzzQuery", "FuzzMerge"]

# The path chosen by the first byte of a FuzzNote input: Tests/Fuzz/FuzzNote/FuzzNote.swift `paths`.
NOTE_PATHS = [
    "notes/", "journal/", "planner/", "habits/", "dreams/", "goals/", "courses/*.md", "courses/*/", "decks/",
    "inbox.md",
]

TASK_LINE = re.compile(r"^[\ufeff \t>]*([-*+]|[0-9]{1,9}[.)])[ \t]+\[[^\]]*\]")
RULE_IN_TASK = re.compile(r"🔁\ufe0f?\s*([A-Za-z0-9 ,!:;=+\-]+)")
RULE_IN_FIELD = re.compile(r"[\[(](?:repeat|recurrence)::\s*([^\])]+)[\])]")
FENCE = re.compile(r"\A(?:\ufeff)?---[ \t]*\r?\n(.*?)^(?:---|\.\.\.)[ \t]*$", re.S | re.M)

added = {t: 0 for t in TARGETS}


def put(target: str, data) -> None:
    if isinstance(data, str):
        data = data.encode("utf-8")
    if not data:
        return
    folder = OUT / target
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / hashlib.sha1(data).hexdigest()
    if not path.exists():
        path.write_bytes(data)
        added[target] += 1


def note_selector(rel: str) -> int:
    parts = rel.split("/")
    if rel == "inbox.md":
        return 9
    folder = parts[0] if len(parts) > 1 else ""
    if folder == "courses":
        return 6 if len(parts) == 2 else 7
    for i, prefix in enumerate(NOTE_PATHS):
        if prefix.endswith("/") and "*" not in prefix and folder == prefix[:-1]:
            return i
    return 0


def markdown_files():
    """(path relative to its vault, bytes) of every note the repository holds."""
    vaults = [ROOT / "Samples"] + sorted(p for p in (ROOT / "Tests" / "Fixtures" / "vaults").iterdir() if p.is_dir())
    for vault in vaults:
        for path in sorted(vault.rglob("*.md")):
            if ".quire" in path.parts:
                continue
            yield path.relative_to(vault).as_posix(), path.read_bytes()
    for folder in [ROOT / "Tests" / "Fixtures" / "golden" / "pages", ROOT / "Templates", ROOT / "docs"]:
        for path in sorted(folder.rglob("*.md")):
            yield "notes/" + path.name, path.read_bytes()


def compat_strings():
    """Every string in the compat JSON files, with the key it stands under."""

    def walk(value, key=""):
        if isinstance(value, dict):
            for k, v in value.items():
                yield from walk(v, k)
        elif isinstance(value, list):
            for v in value:
                yield from walk(v, key)
        elif isinstance(value, str):
            yield key, value

    for folder in COMPAT_DIRS:
        for path in sorted(folder.glob("*.json")):
            yield from walk(json.loads(path.read_text(encoding="utf-8")))


def swift_strings(text: str):
    """The plain string literals of Swift source (escapes \\r \\n \\t \\" \\\\ \\u{...} undone)."""
    for match in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', text):
        raw = match.group(1)
        if "\\(" in raw:
            continue
        yield re.sub(
            r"\\(u\{[0-9a-fA-F]+\}|.)",
            lambda m: {"r": "\r", "n": "\n", "t": "\t", '"': '"', "\\": "\\", "0": "\0"}.get(m.group(1), "")
            if not m.group(1).startswith("u{")
            else chr(int(m.group(1)[2:-1], 16)),
            raw,
        )


rules = set()

# MARK: - Notes, task lines, front matter, decks

for rel, data in markdown_files():
    put("FuzzNote", bytes([note_selector(rel)]) + data)
    text = data.decode("utf-8", errors="replace")
    fence = FENCE.match(text)
    if fence:
        put("FuzzFrontMatter", fence.group(1))
        repeat = re.search(r"^(?:repeat|days):[ \t]*(.+)$", fence.group(1), re.M)
        if repeat:
            rules.add(repeat.group(1).strip().strip("\"'"))
    if rel.startswith("decks/") or re.search(r"^type:\s*deck", text, re.M) or "::" in text or "\n?\n" in text:
        put("FuzzFlashcard", data)
    for line in text.splitlines():
        if TASK_LINE.match(line):
            put("FuzzTaskLine", line)
            rules.update(m.group(1).strip() for m in RULE_IN_TASK.finditer(line))
            rules.update(m.group(1).strip() for m in RULE_IN_FIELD.finditer(line))

for path in [ROOT / "Samples" / ".quire" / "config.yaml", ROOT / "Templates" / "config.yaml"] + sorted(
    (ROOT / "Tests" / "Fixtures" / "vaults").glob("*/.quire/config.yaml")
):
    if path.exists():
        put("FuzzFrontMatter", path.read_bytes())

# MARK: - Compat expectations: task lines and rules

for key, value in compat_strings():
    if key in ("line", "originalMarkdown", "expect_line", "expect_lines", "lines") or TASK_LINE.match(value):
        for line in value.splitlines():
            if TASK_LINE.match(line):
                put("FuzzTaskLine", line)
                rules.update(m.group(1).strip() for m in RULE_IN_TASK.finditer(line))
                rules.update(m.group(1).strip() for m in RULE_IN_FIELD.finditer(line))
    elif key == "expect_body":
        put("FuzzTaskLine", "- [ ] " + value)
    elif key in ("rule", "recurrence", "recurrenceRule"):
        rules.add(value)

# MARK: - Queries: the plugin's query cases, the ```tasks blocks of the notes, the examples of docs/queries.md

QUERY_KEYS = ("query", "instruction", "instructions", "source", "filter", "line")
for name in ("filters", "sort", "group", "explain", "query"):
    path = ROOT / "Tests" / "Fixtures" / "compat" / "query" / f"{name}.json"
    if not path.exists():
        continue
    def walk_queries(value, key=""):
        if isinstance(value, dict):
            for k, v in value.items():
                walk_queries(v, k)
        elif isinstance(value, list):
            for v in value:
                walk_queries(v, key)
        elif isinstance(value, str) and key in QUERY_KEYS:
            put("FuzzQuery", value)
    walk_queries(json.loads(path.read_text(encoding="utf-8")))
for rel, data in markdown_files():
    for block in re.finditer(r"^```tasks[ \t]*\n(.*?)^```", data.decode("utf-8", errors="replace"), re.S | re.M):
        put("FuzzQuery", block.group(1))
for word in re.findall(r"`([^`\n]+)`", (ROOT / "docs" / "queries.md").read_text(encoding="utf-8")):
    if re.match(r"(?i)(filter|sort|group|not done|done|due|path|tags?|description|limit|explain|\()", word):
        put("FuzzQuery", word)

# MARK: - Merges: each small note of the vaults as a base, with two sides edited as two devices edit it

for rel, data in markdown_files():
    if len(data) > 3000 or b"\0" in data:
        continue
    lines = data.split(b"\n")
    tasks = [i for i, line in enumerate(lines) if line.lstrip().startswith(b"- [ ]")]
    ours, theirs = list(lines), list(lines)
    for k, i in enumerate(tasks):
        if k % 2 == 0:
            ours[i] = ours[i].replace(b"- [ ]", b"- [x]", 1) + " ✅ 2026-11-27".encode()
        else:
            theirs[i] = theirs[i] + " ⏫".encode()
    ours.append(b"- [ ] added on the laptop")
    theirs.append(b"- [ ] added on the phone")
    put("FuzzMerge", data + b"\0" + b"\n".join(ours) + b"\0" + b"\n".join(theirs))

# MARK: - Rules

dateutil = ROOT / "Tests" / "Fixtures" / "recurrence" / "dateutil-cases.json"
for case in json.loads(dateutil.read_text(encoding="utf-8"))["cases"]:
    rules.add(case["rule"])
for word in re.findall(r"`([^`]+)`", (ROOT / "docs" / "recurrence.md").read_text(encoding="utf-8")):
    if re.match(r"(?i)(every|rrule:|freq=)", word):
        rules.add(word)
for rule in rules:
    put("FuzzRecurrence", rule)

# MARK: - Calendars

for path in sorted(ROOT.glob("Tests/**/*.ics")) + sorted(ROOT.glob("Samples/**/*.ics")):
    put("FuzzICalendar", path.read_bytes())
for path in sorted((ROOT / "Tests").rglob("*Tests.swift")):
    source = path.read_text(encoding="utf-8")
    if "VCALENDAR" not in source and "VEVENT" not in source:
        continue
    # Whole calendars written as one literal.
    for s in swift_strings(source):
        if "BEGIN:VCALENDAR" in s:
            put("FuzzICalendar", s)
    # Component lines handed to a helper that wraps them in a VCALENDAR (ICalendarImportTests `read([...])`).
    for block in re.finditer(r"read\(\s*\[(.*?)\]\s*[,)]", source, re.S):
        body = [s for s in swift_strings(block.group(1))]
        if any(s.startswith("BEGIN:V") for s in body):
            lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Quire fuzz seed//EN"] + body + ["END:VCALENDAR"]
            put("FuzzICalendar", "\r\n".join(lines) + "\r\n")

for target in TARGETS:
    count = len(list((OUT / target).glob("*"))) if (OUT / target).exists() else 0
    print(f"{target}: {count} seeds ({added[target]} new) in {(OUT / target).relative_to(ROOT) if OUT.is_relative_to(ROOT) else OUT / target}")
