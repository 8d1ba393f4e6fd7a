#!/usr/bin/env python3
"""Times Quire on hostile single files, next to the cmark-gfm CLI on the same file.

Usage: hostile.py QUIRE_BINARY [NAME...] [--timeout S]

Each case writes its note (the rules case: 51 notes) into a fresh temporary vault with a
`.quire/config.yaml`, and times, as separate processes: the cmark-gfm CLI with the four extensions
Quire attaches (the parse floor), the case's quire command with --no-cache (every note parsed), and
the same command through the index: cold (no .quire/cache yet: parse, store, full-text rows) and
warm (nothing changed). One Markdown row per case: wall seconds and peak RSS (MB) of each, and the
slowest quire run over cmark-gfm (for files that take both programs a few milliseconds, that ratio
is process start, not parsing). Runs over the timeout are killed and shown as `>S`. The targets
(docs/index.md, "Hostile input"): at most 5 s and 500 MB a run, at most 10x cmark-gfm.

Cases (all run when no NAME is given):
  blank-tail   a dream note ending in 100,000 blank lines         quire export --json
  tasks-10k    10,000 tasks in one note                           quire export --json
  tasks-20k    20,000 tasks in one note                           quire export --json
  table-15mb   a 15 MB Markdown table (three columns)             quire export --json
  table-wide   a 100-column table header over 4 MB of rows that   quire export --json
               have no pipes (cmark-gfm gives every row every column)
  paragraph    one paragraph of 200,000 lines, a match on each    quire search report
  rules        50 tasks and 50 events repeating on 30 February    quire build
               (a rule that never occurs)
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

NOW = "2026-11-24T08:00"


def blank_tail():
    # A dream or an event keeps its body (trimmed of blank lines); any note kind is parsed.
    head = "---\ntype: dream\ndate: 2026-11-20\ntitle: Blank tail\n---\nI dreamt of a long white page.\n"
    return head + "\n- [ ] a task before the blanks 📅 2026-11-25\n" + "\n" * 100_000


def tasks(n):
    def line(i):
        return f"- [ ] task number {i} of the list #work 📅 2026-11-{1 + i % 28:02d} ⏫"
    return "# Many tasks\n\n" + "\n".join(line(i) for i in range(n)) + "\n"


def table(size=15_000_000):
    rows = ["# A large table", "", "| item | amount | note |", "| --- | ---: | --- |"]
    total = sum(len(r) + 1 for r in rows)
    i = 0
    while total < size:
        row = f"| item {i} | {i % 997} | a note about item {i} |"
        rows.append(row)
        total += len(row) + 1
        i += 1
    return "\n".join(rows) + "\n"


def wide_table(size=4_000_000, columns=100):
    rows = ["# A wide table", "", "| " + " | ".join(f"c{i}" for i in range(columns)) + " |",
            "|" + "---|" * columns]
    total = sum(len(r) + 1 for r in rows)
    i = 0
    while total < size:
        row = f"row {i} of a table whose rows have no pipes"
        rows.append(row)
        total += len(row) + 1
        i += 1
    return "\n".join(rows) + "\n"


def paragraph(lines=200_000):
    return "# One paragraph\n\n" + "\n".join(f"line {i} of the lab report" for i in range(lines)) + "\n"


def rules(n=50):
    # Tasks keep their rule for their next copy; events and habits are expanded on every page.
    body = ["# Leap day that never comes", ""]
    body += [f"- [ ] impossible {i} 🔁 every February on the 30th 📅 2026-11-{1 + i % 28:02d}" for i in range(n)]
    files = {"rules.md": "\n".join(body) + "\n"}
    for i in range(n):
        files[f"planner/leap-{i}.md"] = (
            f"---\ntype: event\ntitle: Leap {i}\ndate: 2020-01-{1 + i % 28:02d}\n"
            "repeat: every February on the 30th\nstart: \"09:00\"\nremind: [1h before]\n---\n")
    return files


CASES = {
    "blank-tail": (blank_tail, ["export", "--json"]),
    "tasks-10k": (lambda: tasks(10_000), ["export", "--json"]),
    "tasks-20k": (lambda: tasks(20_000), ["export", "--json"]),
    "table-15mb": (table, ["export", "--json"]),
    "table-wide": (wide_table, ["export", "--json"]),
    "paragraph": (paragraph, ["search", "report"]),
    "rules": (rules, ["build"]),
}


def run(cmd, timeout):
    """Wall seconds and peak RSS (MB) of `cmd`; seconds is None when it ran over `timeout`.

    The peak RSS comes from /usr/bin/time: a child forked from this script would count this
    script's own memory (the generated file) as its peak, since Linux carries the high-water mark
    across exec.
    """
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as rss_file:
        start = time.perf_counter()
        proc = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", rss_file.name] + cmd, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, start_new_session=True)
        try:
            _, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            return None, float("nan")
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            sys.exit(f"failed ({proc.returncode}): {' '.join(cmd)}: {err.decode()[:500]}")
        return elapsed, int(rss_file.read().split()[-1]) / 1024  # KB -> MB


def show(result, timeout):
    seconds, rss = result
    if seconds is None:
        return f">{timeout:.0f} s"
    return f"{seconds:.2f} s, {rss:.0f} MB"


def main():
    args = sys.argv[1:]
    timeout = 600.0
    if "--timeout" in args:
        i = args.index("--timeout")
        timeout = float(args[i + 1])
        del args[i:i + 2]
    quire = os.path.abspath(args[0])
    # `quire build` renders the page templates of this checkout.
    here = os.path.dirname(os.path.abspath(__file__))
    os.environ.setdefault("QUIRE_TEMPLATES", os.path.join(here, "..", "Templates"))
    names = args[1:] or list(CASES)
    print(f"\nHostile files: quire {quire}, {os.cpu_count()} cores, timeout {timeout:.0f} s\n")
    print("| file | size | cmark-gfm CLI | quire --no-cache | quire, index cold | quire, index warm "
          "| worst / cmark-gfm |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in names:
        make, command = CASES[name]
        vault = tempfile.mkdtemp(prefix=f"quire-hostile-{name}-")
        try:
            os.makedirs(os.path.join(vault, ".quire"))
            with open(os.path.join(vault, ".quire", "config.yaml"), "w") as f:
                f.write("timezone: UTC\nweek_start: monday\n")
            made = make()
            files = made if isinstance(made, dict) else {f"{name}.md": made}
            notes = []
            for path, text in files.items():
                notes.append(os.path.join(vault, path))
                os.makedirs(os.path.dirname(notes[-1]), exist_ok=True)
                with open(notes[-1], "w") as f:
                    f.write(text)
            size = sum(os.path.getsize(n) for n in notes)
            del made, files
            base = [quire, "--vault", vault, "--now", NOW]
            cmark = run(["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist"] + notes,
                        timeout)
            direct = run(base + ["--no-cache"] + command, timeout)
            shutil.rmtree(os.path.join(vault, "agenda"), ignore_errors=True)
            cold = run(base + command, timeout)
            warm = run(base + command, timeout)
            quire_runs = [direct, cold, warm]
            floor = max(cmark[0] or timeout, 1e-3)
            if any(r[0] is None for r in quire_runs):
                ratio = f">{timeout / floor:.0f}"
            else:
                ratio = f"{max(r[0] for r in quire_runs) / floor:.1f}"
            cells = [show(r, timeout) for r in [cmark] + quire_runs]
            row = [f"{name} (`quire {' '.join(command)}`)", f"{size / 1e6:.1f} MB"] + cells + [ratio]
            print("| " + " | ".join(row) + " |", flush=True)
        finally:
            shutil.rmtree(vault, ignore_errors=True)


if __name__ == "__main__":
    main()
