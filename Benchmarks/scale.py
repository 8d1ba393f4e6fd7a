#!/usr/bin/env python3
"""Scale benchmark: what warm commands cost on a heavy vault, next to their floors.

Usage: scale.py QUIRE VAULT [--runs 5] [--now 2026-11-25T09:00] [--skip-taskwarrior] [--skip-watch]

VAULT is a vault from generate_heavy_vault.py (its "today" is 2026-11-25). Every quire command
runs as `QUIRE --vault VAULT --now NOW ...` with output to /dev/null. Wall time is the median of
--runs (runs of different rows interleaved, A B C A B C, after one untimed warm-up each, so a
noisy neighbour slows all rows alike); peak RSS is the largest ru_maxrss that os.wait4 reports
for the process (what GNU time's %M reports; for a shell pipeline: its largest process).
The OS page cache is warm for every row (nothing drops it).

Rows:
- floor: `find VAULT -name '*.md' -printf '%s %T@\\n'` (a stat of every note);
- warm: the index built, nothing changed: tasks --due today, agenda --week, remind, upcoming,
  habit list, check, index;
- first run in an initialized vault (.quire/cache deleted): `quire index` and
  `quire tasks --due today`; next to the cmark-gfm CLI over every note (parse floor);
- `quire --no-cache export --json`;
- index size (.quire/cache/index.sqlite plus -wal and -shm) against the bytes of the notes;
- Taskwarrior 2.6 `task next` on the vault's open tasks (from `quire export --json`);
- `quire watch` save -> page latency (watch_latency.py) and the warm rows again while
  `quire watch` runs on the vault.
Prints a Markdown table and writes the results as JSON to VAULT/../scale-N.json.
A command that fails prints its stderr and its row says "failed".
"""
import argparse
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None
RSS_FILE = os.path.join(tempfile.gettempdir(), f"quire-scale-rss-{os.getpid()}")


def run(cmd, env=None, ok=(0,), stdout=subprocess.DEVNULL):
    """Runs cmd (a list, or a string for the shell): (seconds, peak RSS MB, error or None).

    Peak RSS is GNU time's %M when /usr/bin/time exists. os.wait4's ru_maxrss of a child forked
    from this Python process would count Python's own pages (the high-water mark survives the
    fork until exec), which grows to hundreds of MB once the export JSON is loaded; time(1) is a
    small process, so the RSS it reports is the command's. Without it, ru_maxrss is used.
    """
    argv = cmd if isinstance(cmd, list) else ["/bin/sh", "-c", cmd]
    if GNU_TIME:
        argv = [GNU_TIME, "-f", "%M", "-o", RSS_FILE] + argv
    start = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=stdout, stderr=subprocess.PIPE)
    # Read stderr before wait4, so a command that writes much to it cannot block on a full pipe.
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    rss = usage.ru_maxrss / 1024
    if GNU_TIME:
        try:
            with open(RSS_FILE) as f:
                rss = int(f.read().strip().splitlines()[-1]) / 1024  # KB
        except (OSError, ValueError, IndexError):
            pass
    error = None
    if proc.returncode not in ok:
        shown = cmd if isinstance(cmd, str) else " ".join(cmd)
        error = f"exit {proc.returncode}: {err.decode(errors='replace')[:800]}"
        print(f"FAILED: {shown}\n  {error}", file=sys.stderr)
    return elapsed, rss, error


class Row:
    def __init__(self, name, cmd, ok=(0,), env=None, note=""):
        self.name, self.cmd, self.ok, self.env, self.note = name, cmd, ok, env, note
        self.times, self.rss, self.error = [], 0.0, None

    def once(self):
        if self.error:
            return
        t, rss, err = run(self.cmd, env=self.env, ok=self.ok)
        if err:
            self.error = err
            return
        self.times.append(t)
        self.rss = max(self.rss, rss)

    def result(self):
        if self.error or not self.times:
            return {"name": self.name, "failed": True, "error": self.error}
        return {"name": self.name, "runs": len(self.times), "median_s": statistics.median(self.times),
                "min_s": min(self.times), "max_s": max(self.times), "peak_rss_mb": self.rss, "note": self.note}


def measure(rows, runs):
    for row in rows:  # warm-up, untimed
        t, rss, err = run(row.cmd, env=row.env, ok=row.ok)
        if err:
            row.error = err
    for _ in range(runs):
        for row in rows:
            row.once()
    return [row.result() for row in rows]


def lines_of(cmd, env=None):
    try:
        out = subprocess.run(cmd, env=env, capture_output=True, timeout=600).stdout
        return out.decode(errors="replace").count("\n")
    except Exception:  # noqa: BLE001
        return None


def fmt_row(r, lines=None):
    if r.get("failed"):
        return f"| {r['name']} | failed | failed | |"
    extra = r.get("note", "")
    if lines is not None:
        extra = (extra + "; " if extra else "") + f"{lines} output lines"
    return f"| {r['name']} | {r['median_s']:.3f} | {r['peak_rss_mb']:.0f} | {extra} |"


def taskwarrior(quire_base, runs, tmp):
    """task next over the vault's open tasks: (result row, number of tasks, note)."""
    if not shutil.which("task"):
        if os.geteuid() == 0 and shutil.which("apt-get"):
            subprocess.run(["apt-get", "install", "-y", "-qq", "taskwarrior"], stdout=subprocess.DEVNULL)
        if not shutil.which("task"):
            return {"name": "task next (Taskwarrior)", "failed": True, "error": "task not installed"}, 0
    out = subprocess.run(quire_base + ["export", "--json"], capture_output=True)
    if out.returncode != 0:
        print(f"FAILED: quire export --json: {out.stderr.decode()[:800]}", file=sys.stderr)
        return {"name": "task next (Taskwarrior)", "failed": True, "error": "quire export failed"}, 0
    data = json.loads(out.stdout)
    tasks = data["tasks"] if isinstance(data, dict) else data
    pri = {"highest": "H", "high": "H", "medium": "M", "low": "L", "lowest": "L"}
    records = []
    clamped = 0
    for i, t in enumerate(tasks):
        if t.get("statusType") not in OPEN_TYPES:
            continue
        r = {"description": t.get("text") or "(empty)", "status": "pending", "entry": "20261101T000000Z",
             "uuid": f"00000000-0000-4000-8000-{i:012d}"}
        if t.get("due"):
            r["due"] = t["due"].replace("-", "") + "T" + (t.get("dueTime") or "00:00").replace(":", "") + "00Z"
            # Taskwarrior 2.6.2 crashes (SIGSEGV) importing a due date before about 1980 (1970-02-01
            # and 1763 crash, 1980-01-01 works): such a task gets due 1980-01-01. Its urgency does
            # not change (the due term is at its maximum from a week overdue on).
            if r["due"] < "19800101":
                r["due"] = "19800101T000000Z"
                clamped += 1
        p = pri.get(t.get("priority") or "")
        if p:
            r["priority"] = p
        tags = [x.lstrip("#").replace("/", "_") for x in (t.get("tags") or [])]
        if tags:
            r["tags"] = tags
        records.append(r)
    root = os.path.join(tmp, "taskwarrior")
    os.makedirs(os.path.join(root, "data"), exist_ok=True)
    rc = os.path.join(root, "taskrc")
    with open(rc, "w") as f:
        f.write(f"data.location={root}/data\nconfirmation=no\nverbose=nothing\nnews.version=99\n")
    path = os.path.join(root, "import.json")
    with open(path, "w") as f:
        json.dump(records, f)
    env = dict(os.environ, TASKRC=rc)
    t0 = time.perf_counter()
    imp = subprocess.run(["task", "rc.confirmation=no", "rc.verbose=nothing", "import", path], env=env,
                         capture_output=True)
    import_s = time.perf_counter() - t0
    if imp.returncode != 0:
        print(f"FAILED: task import: exit {imp.returncode}: {imp.stderr.decode()[:800]} {imp.stdout.decode()[-400:]}",
              file=sys.stderr)
        return {"name": "task next (Taskwarrior)", "failed": True, "error": "task import failed"}, len(records)
    # rc.gc=on (the default), as a user runs it: the untimed warm-up run of measure() does the one
    # renumbering gc that follows an import; later runs find nothing to collect.
    row = Row("task next (Taskwarrior 2.6, same open tasks)", ["task", "rc.confirmation=no", "rc.verbose=nothing", "next"],
              env=env, note=f"{len(records):,} pending tasks ({clamped:,} due before 1980 set to 1980-01-01), gc on (first run "
                   f"untimed), one `task import` of them all took {import_s:.1f} s")
    res = measure([row], runs)[0]
    res["lines"] = lines_of(row.cmd, env)
    return res, len(records)


# Open in Quire (the export's statusType): to do, in progress, deferred.
OPEN_TYPES = ("TODO", "IN_PROGRESS", "DEFERRED")


def cpu_seconds(pid):
    """User + system CPU seconds of a running process (its threads included)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def vm_hwm(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return None


def watch_rows(quire, vault, now, warm_defs, runs, edits, tmp):
    """Save -> page latency (watch_latency.py), then the warm rows while `quire watch` runs."""
    res = {}
    t0 = time.perf_counter()
    lat = subprocess.run([sys.executable, os.path.join(HERE, "watch_latency.py"), quire, vault, str(edits)],
                         capture_output=True, text=True)
    res["latency_seconds"] = time.perf_counter() - t0
    # One line per save mode (watch_latency.py): `tmp  30 saves: p50 47.8 ms, p95 54.0 ms, max 56.0 ms; CPU ...`;
    # the row gives the median of the modes' p50 and p95 and the largest max, and the CPU per save.
    modes = re.findall(r"(\d+) saves: p50 +([\d.]+) ms, p95 +([\d.]+) ms, max +([\d.]+) ms; CPU per save median +([\d.]+) ms",
                       lat.stdout)
    if lat.returncode == 0 and modes:
        res["latency"] = {"edits": sum(int(m[0]) for m in modes),
                          "p50_ms": statistics.median(float(m[1]) for m in modes),
                          "p95_ms": statistics.median(float(m[2]) for m in modes),
                          "max_ms": max(float(m[3]) for m in modes),
                          "cpu_per_save_ms": statistics.median(float(m[4]) for m in modes),
                          "modes": len(modes), "every_save_reached_page": True}
    else:
        print(f"FAILED: watch_latency.py: {lat.stdout[-800:]} {lat.stderr[-800:]}", file=sys.stderr)
        res["latency"] = {"failed": True, "error": (lat.stdout + lat.stderr)[-800:],
                          "every_save_reached_page": False}
    log = open(os.path.join(tmp, "watch.log"), "w+")
    proc = subprocess.Popen([quire, "--vault", vault, "--now", now, "watch"], stdout=log, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL)
    try:
        start = time.perf_counter()
        while True:
            log.seek(0)
            if "watching" in log.read():
                break
            if proc.poll() is not None or time.perf_counter() - start > 900:
                res["during_watch"] = [{"name": n, "failed": True, "error": "watch did not start"} for n, _, _ in warm_defs]
                return res
            time.sleep(0.2)
        time.sleep(1.0)
        res["watch_start_s"] = time.perf_counter() - start
        rows = [Row(name + " (watch running)", cmd, ok) for name, cmd, ok in warm_defs]
        cpu0 = cpu_seconds(proc.pid)
        t1 = time.perf_counter()
        res["during_watch"] = measure(rows, runs)
        res["watch_cpu_s_during_rows"] = cpu_seconds(proc.pid) - cpu0
        res["rows_wall_s"] = time.perf_counter() - t1
        res["watch_peak_rss_mb"] = vm_hwm(proc.pid)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("quire")
    ap.add_argument("vault")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cold-runs", type=int, default=None, help="first-run rows (default: 3 when runs >= 5, else 1)")
    ap.add_argument("--now", default="2026-11-25T09:00")
    ap.add_argument("--edits", type=int, default=30, help="saves timed by watch_latency.py")
    ap.add_argument("--skip-taskwarrior", action="store_true")
    ap.add_argument("--skip-watch", action="store_true")
    args = ap.parse_args()
    quire, vault, now, runs = os.path.abspath(args.quire), os.path.abspath(args.vault), args.now, args.runs
    cold_runs = args.cold_runs or 3
    base = [quire, "--vault", vault, "--now", now]
    cache = os.path.join(vault, ".quire", "cache")
    notes = []
    for d, dirs, fs in os.walk(vault):
        dirs[:] = [x for x in dirs if not (d == vault and x in (".quire", "agenda"))]
        notes += [os.path.join(d, f) for f in fs if f.endswith(".md")]
    count, size = len(notes), sum(os.path.getsize(p) for p in notes)
    tmp = tempfile.mkdtemp(prefix="quire-scale-")
    steps = {}
    results = {"vault": vault, "notes": count, "notes_bytes": size, "runs": runs, "cold_runs": cold_runs, "now": now,
               "cores": os.cpu_count(), "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
               "quire": quire, "loadavg_start": os.getloadavg()}
    print(f"\nScale benchmark: {vault}: {count:,} notes, {size / 1e6:.1f} MB; now {now}; median of {runs} runs "
          f"(first-run rows: {cold_runs}); {os.cpu_count()} cores", flush=True)

    # 1. First run in an initialized vault, next to the parse floor.
    t0 = time.perf_counter()
    files = f"find {vault} -name '*.md' -not -path '{vault}/.quire/*' -not -path '{vault}/agenda/*' -print0"
    cmark = "cmark-gfm -e table -e strikethrough -e tasklist -e autolink"
    floor_rows = [Row("cmark-gfm CLI, all notes, xargs -0 -n 1000 -P 2 (parse floor, 2 processes)",
                      f"{files} | xargs -0 -n 1000 -P 2 {cmark} > /dev/null"),
                  Row("cmark-gfm CLI, all notes, xargs -0 -n 1000 (1 process at a time)",
                      f"{files} | xargs -0 -n 1000 {cmark} > /dev/null")]
    first = {"quire index": [], "quire tasks --due today": []}
    first_rows = []
    for name, cmd in (("quire index", base + ["index"]), ("quire tasks --due today", base + ["tasks", "--due", "today"])):
        row = Row(f"{name}, first run (.quire/cache deleted)", cmd)
        for _ in range(cold_runs):
            shutil.rmtree(cache, ignore_errors=True)
            row.once()
        first_rows.append(row.result())
    cold = first_rows + measure(floor_rows, cold_runs)
    steps["first run + cmark-gfm"] = time.perf_counter() - t0
    # The cache is built now (by the last `quire tasks`); index size:
    idx = {s: os.path.getsize(os.path.join(cache, "index.sqlite" + s)) if os.path.exists(os.path.join(cache, "index.sqlite" + s)) else 0
           for s in ("", "-wal", "-shm")}
    results["index_bytes"] = idx

    # 2. Warm: nothing changed since the index was built.
    t0 = time.perf_counter()
    run(base + ["index"])
    warm_defs = [("quire tasks --due today", base + ["tasks", "--due", "today"], (0,)),
                 ("quire agenda --week", base + ["agenda", "--week"], (0,)),
                 ("quire remind", base + ["remind"], (0,)),
                 ("quire upcoming", base + ["upcoming"], (0,)),
                 ("quire habit list", base + ["habit", "list"], (0,)),
                 ("quire query (not done, due before in two weeks, group by folder, sort by priority)",
                  base + ["query", "not done\ndue before in two weeks\ngroup by folder\nsort by priority"], (0,)),
                 # check exits 1 when a note has an error: that is its answer, not a failure.
                 ("quire check", base + ["check"], (0, 1)),
                 ("quire index (nothing changed)", base + ["index"], (0,))]
    walk = Row("floor: find -name '*.md' -printf '%s %T@\\n' (bare walk)", f"find {vault} -name '*.md' -printf '%s %T@\\n' > /dev/null")
    warm_rows = [walk] + [Row(n + ", warm", c, ok) for n, c, ok in warm_defs]
    warm = measure(warm_rows, runs)
    out_lines = {n: lines_of(c) for n, c, _ in warm_defs}
    steps["warm commands"] = time.perf_counter() - t0

    # 3. Every note parsed, no index, taking turns with the parse floor (the ratio is of one run).
    t0 = time.perf_counter()
    export = measure([Row("quire --no-cache export --json", base[:3] + ["--no-cache"] + base[3:] + ["export", "--json"]),
                      Row(floor_rows[0].name + " (alternated with the export)", floor_rows[0].cmd)],
                     max(runs, 5))
    steps["--no-cache export"] = time.perf_counter() - t0

    # 4. The commands that need every note (they stream it) and the other views, warm.
    t0 = time.perf_counter()
    whole_defs = [("quire export --json", base + ["export", "--json"], (0,)),
                  ("quire ics export", base + ["ics", "export"], (0,)),
                  ("quire course list", base + ["course", "list"], (0,)),
                  ("quire course show cs101", base + ["course", "show", "cs101"], (0,)),
                  ("quire exams", base + ["exams"], (0,)),
                  ("quire event list", base + ["event", "list"], (0,))]
    whole = measure([Row(n + ", warm", c, ok) for n, c, ok in whole_defs], min(runs, 3))
    out_lines.update({n: lines_of(c) for n, c, _ in whole_defs})
    steps["whole-vault commands"] = time.perf_counter() - t0

    # 5. Taskwarrior on the same open tasks.
    tw = None
    if not args.skip_taskwarrior:
        t0 = time.perf_counter()
        tw, _ = taskwarrior(base, runs, tmp)
        steps["taskwarrior (export, import, task next)"] = time.perf_counter() - t0

    # 6. quire watch.
    wr = None
    if not args.skip_watch:
        t0 = time.perf_counter()
        wr = watch_rows(quire, vault, now, warm_defs[:-1], runs, args.edits, tmp)
        steps["watch (latency + warm rows while watching)"] = time.perf_counter() - t0

    # Table.
    print("\n| command | wall time (s) | peak RSS (MB) | note |")
    print("| --- | ---: | ---: | --- |")
    print(fmt_row(warm[0]))
    for r, (n, _, _) in zip(warm[1:], warm_defs):
        print(fmt_row(r, out_lines.get(n)))
    for r in cold:
        print(fmt_row(r))
    for r in export:
        print(fmt_row(r))
    ratio = export[0].get("median_s", 0) / export[1]["median_s"] if export[1].get("median_s") else float("nan")
    print(f"| --no-cache export / parse floor, same turns | {ratio:.2f} | | |")
    for r, (n, _, _) in zip(whole, whole_defs):
        print(fmt_row(r, out_lines.get(n)))
    if tw:
        print(fmt_row(tw, tw.get("lines")))
    if wr:
        for r in wr.get("during_watch", []):
            print(fmt_row(r))
    total_idx = sum(idx.values())
    print(f"\nindex: index.sqlite {idx[''] / 1e6:.1f} MB + -wal {idx['-wal'] / 1e6:.1f} MB + -shm {idx['-shm'] / 1e6:.1f} MB"
          f" = {total_idx / 1e6:.1f} MB for {size / 1e6:.1f} MB of notes ({total_idx / size:.2f}x)")
    if wr:
        lat = wr.get("latency", {})
        if lat.get("failed"):
            print("quire watch save -> page latency: failed (see stderr)")
        else:
            print(f"quire watch save -> page latency, {lat['edits']} saves in {lat['modes']} save patterns: "
                  f"p50 {lat['p50_ms']:.1f} ms, p95 {lat['p95_ms']:.1f} ms, max {lat['max_ms']:.1f} ms; "
                  f"CPU per save {lat['cpu_per_save_ms']:.1f} ms; every save reached its page")
        if "watch_start_s" in wr:
            print(f"quire watch: start until 'watching' {wr['watch_start_s']:.1f} s (second start, pages already written); "
                  f"its CPU time while the rows ran: {wr['watch_cpu_s_during_rows']:.1f} s of {wr['rows_wall_s']:.1f} s wall; "
                  f"its peak RSS {wr['watch_peak_rss_mb']:.0f} MB")
    results["loadavg_end"] = os.getloadavg()
    print(f"\nload average (1, 5, 15 min) at start {' '.join(f'{x:.2f}' for x in results['loadavg_start'])}, "
          f"at end {' '.join(f'{x:.2f}' for x in results['loadavg_end'])} (the machine is shared: compare rows of one run)")
    print("\nstep durations: " + ", ".join(f"{k} {v:.0f} s" for k, v in steps.items()))
    results.update({"warm": warm, "warm_output_lines": out_lines, "first_run": cold, "no_cache_export": export[0],
                    "no_cache_export_floor": export[1], "whole_vault": whole,
                    "taskwarrior": tw, "watch": wr, "step_seconds": steps})
    out = os.path.join(os.path.dirname(vault), f"scale-{count}.json")
    with open(out, "w") as f:
        json.dump(results, f, indent=2)
    print(f"\nJSON: {out}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
