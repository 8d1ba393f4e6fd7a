#!/usr/bin/env python3
"""Differential test of `quire ics import` + `quire event list` against python recurring-ical-events.

For every .ics file given (or found below the given folders) and every vault zone, it makes a
temporary vault with that `timezone:`, imports the file, lists the events of a window with
`quire event list --json`, and compares the listing day by day with what recurring-ical-events
expands over the same window, converted into the vault's zone.

One listed entry is (day, start, end, title): an occurrence is listed on every day it covers, with the start and
end time of the occurrence (HH:MM in the vault's zone; none for all-day events; no end when it
ends at its start, or exactly a whole number of days later: the listing cannot tell). An
overnight occurrence (ending the next day, before its start time) is
listed on its first day only, as Quire lists an event whose `end` is before its `start`; one
ending exactly at midnight is not listed on its end day. Files without a VCALENDAR (bare
components) are skipped. A reference entry is:
  agree    - Quire lists the same entry;
  shifted  - Quire lists the title within a day of it, at another time (or day);
  missing  - not listed at all.
A Quire entry matched by nothing is `extra`.

Usage: differential.py --quire PATH [--zones Europe/Berlin,America/New_York] [--jobs N]
                       [--json OUT] [--details] [--min-agreement P] [--every N] FILE_OR_DIR...
Prints a line per file that does not fully agree, then the totals per zone. With
--min-agreement, exits 1 when a zone's agreement (in %) is below P.
"""

import argparse
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile
import warnings
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from zoneinfo import ZoneInfo

try:
    import icalendar
    import recurring_ical_events
except ImportError as error:  # the Swift test turns this into a clear failure
    print(f"differential.py: python package missing ({error}); pip install recurring-ical-events", file=sys.stderr)
    sys.exit(3)

TIMEOUT = 60
warnings.simplefilter("ignore")
MAX_ENTRIES = 5000  # per file and zone; a window with more is shortened (see window())


def files_of(paths):
    result = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                result += [os.path.join(root, n) for n in names if n.lower().endswith(".ics")]
        else:
            result.append(p)
    return sorted(result)


def window(text):
    """The years of the file's events' DTSTARTs: from the first (not before 1970) to two years after
    the last (at most 10 years in all)."""
    events = re.findall(r"^BEGIN:VEVENT.*?(?:^END:VEVENT|\Z)", text, re.M | re.S | re.I)
    years = [int(y) for e in events for y in re.findall(r"^DTSTART[^:\n]*:(\d{4})", e, re.M | re.I)]
    years = [y for y in years if 1970 <= y <= 2100]
    if not years:
        return None
    first = min(years)
    last = min(max(years) + 2, first + 9)
    return dt.date(first, 1, 1), dt.date(last, 12, 31)


def norm_title(s):
    s = " ".join(str(s).split())
    return s or "Untitled event"


def reference(text, zone, first, last):
    """The entries recurring-ical-events lists, in `zone`, for days first...last."""
    cal = icalendar.Calendar.from_ical(text)
    z = ZoneInfo(zone)
    a = dt.datetime.combine(first, dt.time(), z)
    b = dt.datetime.combine(last + dt.timedelta(days=1), dt.time(), z)
    entries = []
    occurrences = 0
    for ev in recurring_ical_events.of(cal).between(a, b):
        if str(ev.get("STATUS", "")).upper() == "CANCELLED":
            continue
        occurrences += 1
        title = norm_title(ev.get("SUMMARY", ""))
        s = ev["DTSTART"].dt
        e = ev["DTEND"].dt if "DTEND" in ev else None
        if not isinstance(s, dt.datetime):
            end = e if isinstance(e, dt.date) and not isinstance(e, dt.datetime) and e > s else s + dt.timedelta(days=1)
            d = s
            while d < end:
                if first <= d <= last:
                    entries.append((d.isoformat(), None, None, title))
                d += dt.timedelta(days=1)
            continue
        if e is None and "DURATION" in ev:
            e = s + ev["DURATION"].dt
        if e is None:
            e = s
        s = s.astimezone(z) if s.tzinfo else s.replace(tzinfo=z)
        e = e.astimezone(z) if getattr(e, "tzinfo", None) else e.replace(tzinfo=z)
        st = s.strftime("%H:%M")
        en = e.strftime("%H:%M") if e > s else None
        if en == st:
            en = None  # as in quire_entries: a listing cannot tell 24 hours from none
        lastday = e.date()
        if e > s and e.time() == dt.time(0, 0):
            lastday -= dt.timedelta(days=1)  # ends at midnight: not on its end day
        elif lastday == s.date() + dt.timedelta(days=1) and e.time() < s.time():
            lastday = s.date()  # overnight: listed on its first day (as Quire's `end` before `start`)
        d = s.date()
        while d <= max(lastday, s.date()):
            if first <= d <= last:
                entries.append((d.isoformat(), st, en, title))
            d += dt.timedelta(days=1)
    return entries, occurrences


def quire_entries(quire, path, zone, first, last):
    with tempfile.TemporaryDirectory(prefix="quire-diff-") as vault:
        os.makedirs(os.path.join(vault, ".quire"))
        with open(os.path.join(vault, ".quire", "config.yaml"), "w") as f:
            f.write(f"timezone: {zone}\n")
        env = dict(os.environ, QUIRE_VAULT=vault, TZ="UTC", NO_COLOR="1")
        env.pop("QUIRE_INDEX", None)
        subprocess.run(
            [quire, "ics", "import", path, "--calendar", "cal", "--vault", vault],
            env=env, capture_output=True, timeout=TIMEOUT, check=False)
        out = subprocess.run(
            [quire, "event", "list", "--vault", vault, "--json", "--from", first.isoformat(), "--to", last.isoformat()],
            env=env, capture_output=True, timeout=TIMEOUT, check=False)
        if out.returncode != 0:
            raise RuntimeError("event list failed: " + out.stderr.decode(errors="replace")[:300])
        entries = []
        for o in json.loads(out.stdout or b"[]"):
            if o.get("holiday"):
                continue
            start, end = o.get("start"), o.get("end")
            if end == start:
                end = None
            entries.append((o["date"], start, end, norm_title(o["title"])))
        return entries


def compare(ref, got):
    """(agree, shifted, missing, extra, details)"""
    want, have = Counter(ref), Counter(got)
    common = want & have
    agree = sum(common.values())
    want, have = want - common, have - common
    # Same title within a day: shifted.
    by_title = defaultdict(list)
    for e, n in have.items():
        by_title[e[3]] += [e] * n
    shifted = 0
    missing_list, shifted_list = [], []
    for e, n in sorted(want.items(), key=lambda kv: tuple(str(x) for x in kv[0])):
        for _ in range(n):
            day = dt.date.fromisoformat(e[0])
            cands = by_title.get(e[3], [])
            hit = next((c for c in cands if abs((dt.date.fromisoformat(c[0]) - day).days) <= 1), None)
            if hit is not None:
                cands.remove(hit)
                shifted += 1
                shifted_list.append((e, hit))
            else:
                missing_list.append(e)
    extra_list = [e for lst in by_title.values() for e in lst]
    return agree, shifted, len(missing_list), len(extra_list), (missing_list, shifted_list, extra_list)


def run_one(quire, path, zone):
    with open(path, "rb") as f:
        raw = f.read()
    text = raw.decode("utf-8", errors="replace")
    if not re.search(r"^\s*BEGIN:VCALENDAR", text, re.M | re.I):
        return {"file": path, "zone": zone, "skipped": "no VCALENDAR (a bare component, not a calendar file)"}
    w = window(text)
    if w is None:
        return None
    first, last = w
    try:
        ref, occurrences = reference(raw, zone, first, last)
    except Exception as error:  # the reference cannot read it: not counted
        return {"file": path, "zone": zone, "skipped": f"recurring-ical-events: {type(error).__name__}: {error}"[:200]}
    # Long daily series: shorten the window so both sides stay small.
    while len(ref) > MAX_ENTRIES and last > first:
        last = first + (last - first) / 2
        ref, occurrences = reference(raw, zone, first, last)
    if not ref:
        return {"file": path, "zone": zone, "skipped": "no occurrences"}
    try:
        got = quire_entries(quire, path, zone, first, last)
    except Exception as error:
        got = []
        print(f"{path} [{zone}]: {error}", file=sys.stderr)
    agree, shifted, missing, extra, details = compare(ref, got)
    return {
        "file": path, "zone": zone, "window": [first.isoformat(), last.isoformat()], "entries": len(ref),
        "occurrences": occurrences, "agree": agree, "shifted": shifted, "missing": missing, "extra": extra,
        "details": details,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quire", required=True)
    parser.add_argument("--zones", default="Europe/Berlin,America/New_York")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--json")
    parser.add_argument("--details", action="store_true", help="print the disagreeing entries")
    parser.add_argument("--min-agreement", type=float)
    parser.add_argument("--every", type=int, default=1, help="only every Nth file (sorted by path), for a quicker run")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    files = files_of(args.paths)[:: max(1, args.every)]
    zones = args.zones.split(",")
    jobs = [(f, z) for z in zones for f in files]
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda j: run_one(args.quire, *j), jobs))
    results = [r for r in results if r]
    status = 0
    print("| vault zone | files | fully agreeing | occurrences | listed entries | agree | missing | extra | shifted |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    summary = {}
    for zone in zones:
        rs = [r for r in results if r["zone"] == zone and "skipped" not in r]
        t = {k: sum(r[k] for r in rs) for k in ("occurrences", "entries", "agree", "missing", "extra", "shifted")}
        full = sum(1 for r in rs if r["agree"] == r["entries"] and r["extra"] == 0)
        pct = 100.0 * t["agree"] / max(1, t["entries"])
        summary[zone] = dict(t, files=len(rs), full=full, percent=pct)
        print(f"| {zone} | {len(rs)} | {full} | {t['occurrences']} | {t['entries']} | {t['agree']} ({pct:.1f} %) | {t['missing']} "
              f"| {t['extra']} | {t['shifted']} |")
        if args.min_agreement is not None and pct < args.min_agreement:
            status = 1
    print()
    for r in sorted(results, key=lambda r: (r["file"], r["zone"])):
        if "skipped" in r:
            continue
        if r["agree"] == r["entries"] and r["extra"] == 0:
            continue
        print(f"{r['file']} [{r['zone']}] {r['window'][0]}..{r['window'][1]}: {r['agree']}/{r['entries']} agree, "
              f"missing {r['missing']}, extra {r['extra']}, shifted {r['shifted']}")
        if args.details:
            missing, shifted, extra = r["details"]
            for e in missing[:8]:
                print(f"    missing {e}")
            for e, h in shifted[:8]:
                print(f"    shifted {e} -> {h}")
            for e in extra[:8]:
                print(f"    extra   {e}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"summary": summary, "files": [dict(r, details=None) for r in results]}, f, indent=1)
    for zone, s in summary.items():
        print(f"agreement {zone}: {s['percent']:.2f}")
    sys.exit(status)


if __name__ == "__main__":
    main()
