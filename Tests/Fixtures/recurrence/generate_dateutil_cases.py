#!/usr/bin/env python3
"""Writes dateutil-cases.json: randomised RFC 5545 rules and their occurrences per python-dateutil.

python-dateutil's `rrule` is the reference implementation Quire's recurrence engine is held to
(Tests/QuireCoreTests/Recurrence/DateutilAgreementTests.swift runs every case). Run it from any
folder; it needs python-dateutil (`pip install python-dateutil`) and writes next to itself:

    python3 Tests/Fixtures/recurrence/generate_dateutil_cases.py

The output is deterministic for a given dateutil version (fixed seed, sorted keys). Only rules
Quire's parser accepts are generated: RFC 5545 combinations, no COUNT with UNTIL, no BYDAY mixing
numbered and plain weekdays in MONTHLY/YEARLY rules, no sub-daily parts.
"""

import datetime as dt
import json
import os
import random

import dateutil
from dateutil.rrule import rrulestr

SEED = 20261124
DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
LIMIT = 40  # occurrences kept for rules without COUNT/UNTIL
HARD_LIMIT = 400  # never more than this per case

rng = random.Random(SEED)


def rand_date(lo=1990, hi=2040):
    start = dt.date(lo, 1, 1).toordinal()
    end = dt.date(hi, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def month_end_date():
    """A date on the 29th, 30th or 31st (or the last day of February)."""
    while True:
        y = rng.randint(1995, 2035)
        m = rng.randint(1, 12)
        d = rng.choice([29, 30, 31])
        try:
            return dt.date(y, m, d)
        except ValueError:
            continue


def leap_day():
    return dt.date(rng.choice([1996, 2000, 2004, 2008, 2012, 2016, 2020, 2024, 2028, 2096]), 2, 29)


def start_value(date, timed=None):
    """A start: a date (midnight) or, with `timed`, a date-time at a random minute."""
    if timed is None:
        timed = rng.random() < 0.2
    if timed:
        return dt.datetime(date.year, date.month, date.day, rng.randint(0, 23), rng.choice([0, 15, 30, 45, 59]))
    return dt.datetime(date.year, date.month, date.day)


def sample(values, lo=1, hi=3):
    return rng.sample(values, rng.randint(lo, min(hi, len(values))))


def join(values):
    return ",".join(str(v) for v in values)


def weekdays(lo=1, hi=3):
    return sample(DAYS, lo, hi)


def ordinal_days(limit, lo=1, hi=2):
    out = []
    for _ in range(rng.randint(lo, hi)):
        n = rng.choice([i for i in range(-limit, limit + 1) if i != 0])
        out.append(f"{n}{rng.choice(DAYS)}")
    return sorted(set(out))


def month_days(lo=1, hi=3):
    pool = list(range(1, 32)) + list(range(-31, 0))
    return sample(pool, lo, hi)


def months(lo=1, hi=3):
    return sorted(sample(list(range(1, 13)), lo, hi))


def ending(start, parts, kind=None):
    """Adds COUNT or UNTIL (or nothing) to `parts`."""
    kind = kind or rng.choice(["none", "none", "count", "until"])
    if kind == "count":
        parts.append(f"COUNT={rng.randint(1, 30)}")
    elif kind == "until":
        span = rng.randint(0, 3 * 365)
        until = start + dt.timedelta(days=span)
        if rng.random() < 0.5:
            parts.append("UNTIL=" + until.strftime("%Y%m%d"))
        else:
            t = dt.datetime(until.year, until.month, until.day).replace(hour=rng.randint(0, 23), minute=rng.choice([0, 30, 59]), second=rng.choice([0, 59]))
            parts.append("UNTIL=" + t.strftime("%Y%m%dT%H%M%S"))
    return parts


def interval(parts, weights=(70, 20, 10)):
    r = rng.randint(1, sum(weights))
    if r <= weights[0]:
        return parts
    if r <= weights[0] + weights[1]:
        parts.append(f"INTERVAL={rng.randint(2, 4)}")
    else:
        parts.append(f"INTERVAL={rng.randint(5, 15)}")
    return parts


cases = []


def add(category, parts, start):
    rule = ";".join(parts)
    timed = start.hour != 0 or start.minute != 0
    r = rrulestr("RRULE:" + rule, dtstart=start)
    out = []
    bounded = any(p.startswith(("COUNT=", "UNTIL=")) for p in parts)
    limit = HARD_LIMIT if bounded else LIMIT
    for occurrence in r:
        out.append(occurrence.strftime("%Y-%m-%dT%H:%M") if timed else occurrence.strftime("%Y-%m-%d"))
        if len(out) >= limit:
            break
    cases.append({
        "id": f"{category}-{sum(1 for c in cases if c['id'].startswith(category + '-')) + 1:03d}",
        "rule": rule,
        "start": start.strftime("%Y-%m-%dT%H:%M") if timed else start.strftime("%Y-%m-%d"),
        "limit": limit,
        "complete": len(out) < limit,
        "occurrences": out,
    })


# Month ends: implied and explicit days 29-31 and from the end of the month.
for _ in range(60):
    d = month_end_date()
    freq = rng.choice(["MONTHLY", "MONTHLY", "YEARLY", "DAILY"])
    parts = [f"FREQ={freq}"]
    interval(parts)
    r = rng.random()
    if r < 0.3:
        pass  # the start's own day of the month
    elif r < 0.8:
        parts.append("BYMONTHDAY=" + join(sample([29, 30, 31, -1, -2, -3, 28, 1], 1, 2)))
    else:
        parts.append("BYMONTHDAY=-1")
    if freq != "MONTHLY" and rng.random() < 0.4 or freq == "MONTHLY" and rng.random() < 0.2:
        parts.append("BYMONTH=" + join(months(1, 4)))
    add("month-end", ending(d, parts), start_value(d))

# Leap days: starts on 29 February and rules that name it.
for _ in range(40):
    d = leap_day()
    choice = rng.randint(0, 5)
    if choice == 0:
        parts = ["FREQ=YEARLY"]
    elif choice == 1:
        parts = ["FREQ=YEARLY", "BYMONTH=2", "BYMONTHDAY=29"]
        d = rand_date(1995, 2030)
    elif choice == 2:
        parts = ["FREQ=MONTHLY"]
    elif choice == 3:
        parts = ["FREQ=YEARLY", "BYYEARDAY=" + join(sample([60, 366, -1, -306, 59], 1, 2))]
    elif choice == 4:
        parts = ["FREQ=YEARLY", "BYMONTH=2", "BYMONTHDAY=-1"]
    else:
        parts = [f"FREQ={rng.choice(['DAILY', 'WEEKLY'])}", "BYMONTH=2", "BYMONTHDAY=29"]
        if parts[0] == "FREQ=WEEKLY":
            parts = ["FREQ=WEEKLY", "BYMONTH=2", "BYDAY=" + join(weekdays(1, 2))]
    interval(parts, (60, 30, 10))
    add("leap-day", ending(d, parts), start_value(d))

# Weekly rules with an interval and a week start other than Monday.
for _ in range(70):
    d = rand_date()
    parts = ["FREQ=WEEKLY", f"INTERVAL={rng.randint(2, 5)}"]
    if rng.random() < 0.85:
        parts.append("BYDAY=" + join(weekdays(1, 4)))
    parts.append("WKST=" + rng.choice(DAYS))
    if rng.random() < 0.15:
        parts.append("BYMONTH=" + join(months(2, 6)))
    add("weekly-wkst", ending(d, parts), start_value(d))

# BYSETPOS in every frequency.
for _ in range(70):
    d = rand_date()
    freq = rng.choice(["MONTHLY", "MONTHLY", "YEARLY", "WEEKLY", "DAILY"])
    parts = [f"FREQ={freq}"]
    interval(parts, (80, 15, 5))
    if freq == "MONTHLY":
        if rng.random() < 0.6:
            parts.append("BYDAY=" + join(rng.choice([["MO", "TU", "WE", "TH", "FR"], ["SA", "SU"], weekdays(2, 4)])))
        else:
            parts.append("BYMONTHDAY=" + join(month_days(2, 5)))
    elif freq == "YEARLY":
        parts.append("BYMONTH=" + join(months(1, 3)))
        parts.append("BYDAY=" + join(weekdays(1, 5)))
    elif freq == "WEEKLY":
        parts.append("BYDAY=" + join(weekdays(2, 5)))
        if rng.random() < 0.4:
            parts.append("WKST=" + rng.choice(DAYS))
    else:
        parts.append("BYDAY=" + join(weekdays(2, 5)))
    positions = sample([1, 2, 3, -1, -2, -3, 4, 5], 1, 2)
    parts.append("BYSETPOS=" + join(positions))
    add("setpos", ending(d, parts), start_value(d))

# Numbered weekdays: within the month (MONTHLY, YEARLY with BYMONTH) and within the year.
for _ in range(70):
    d = rand_date()
    r = rng.random()
    if r < 0.5:
        parts = ["FREQ=MONTHLY", "BYDAY=" + join(ordinal_days(5, 1, 3))]
        if rng.random() < 0.2:
            parts.append("BYMONTH=" + join(months(2, 6)))
    elif r < 0.75:
        parts = ["FREQ=YEARLY", "BYMONTH=" + join(months(1, 3)), "BYDAY=" + join(ordinal_days(5, 1, 2))]
    else:
        parts = ["FREQ=YEARLY", "BYDAY=" + join(ordinal_days(53, 1, 2))]
    interval(parts, (75, 20, 5))
    if rng.random() < 0.15:
        parts.append("BYMONTHDAY=" + join(month_days(3, 10)))
    add("ordinal", ending(d, parts), start_value(d))

# BYMONTH with the other parts, in every frequency.
for _ in range(50):
    d = rand_date()
    freq = rng.choice(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
    parts = [f"FREQ={freq}", "BYMONTH=" + join(months(1, 4))]
    interval(parts, (70, 25, 5))
    if freq in ("DAILY", "MONTHLY", "YEARLY") and rng.random() < 0.5:
        parts.append("BYMONTHDAY=" + join(month_days(1, 3)))
    if rng.random() < 0.5:
        parts.append("BYDAY=" + join(weekdays(1, 3)))
    add("bymonth", ending(d, parts), start_value(d))

# Week numbers (YEARLY only), with week starts.
for _ in range(45):
    d = rand_date()
    pool = list(range(1, 54)) + list(range(-53, 0))
    parts = ["FREQ=YEARLY", "BYWEEKNO=" + join(sample(pool, 1, 3))]
    if rng.random() < 0.7:
        parts.append("BYDAY=" + join(weekdays(1, 3)))
    if rng.random() < 0.5:
        parts.append("WKST=" + rng.choice(DAYS))
    if rng.random() < 0.2:
        parts.append("BYMONTH=" + join(months(1, 3)))
    interval(parts, (80, 20, 0))
    add("weekno", ending(d, parts), start_value(d))

# Days of the year (YEARLY only).
for _ in range(35):
    d = rand_date()
    pool = list(range(1, 367)) + list(range(-366, 0))
    parts = ["FREQ=YEARLY", "BYYEARDAY=" + join(sample(pool, 1, 4))]
    if rng.random() < 0.2:
        parts.append("BYMONTH=" + join(months(1, 6)))
    if rng.random() < 0.2:
        parts.append("BYDAY=" + join(weekdays(2, 5)))
    interval(parts, (80, 20, 0))
    add("yearday", ending(d, parts), start_value(d))

# COUNT and UNTIL, date and date-time, with date-time starts.
for _ in range(60):
    d = rand_date()
    freq = rng.choice(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
    parts = [f"FREQ={freq}"]
    interval(parts)
    if freq == "WEEKLY" and rng.random() < 0.5:
        parts.append("BYDAY=" + join(weekdays(1, 3)))
    if freq == "MONTHLY" and rng.random() < 0.5:
        parts.append("BYDAY=" + join(ordinal_days(5, 1, 2)))
    add("count-until", ending(d, parts, rng.choice(["count", "until"])), start_value(d, rng.random() < 0.5))

# Plain rules: the start supplies the missing parts.
for _ in range(40):
    d = rand_date() if rng.random() < 0.7 else month_end_date()
    parts = [f"FREQ={rng.choice(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'])}"]
    interval(parts, (50, 30, 20))
    add("plain", ending(d, parts), start_value(d))

# Anything goes (within RFC 5545).
for _ in range(100):
    d = rand_date(1970, 2060)
    freq = rng.choice(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
    parts = [f"FREQ={freq}"]
    interval(parts)
    numbered = False
    if freq in ("MONTHLY", "YEARLY") and rng.random() < 0.35:
        parts.append("BYDAY=" + join(ordinal_days(5, 1, 2)))
        numbered = True
    elif rng.random() < 0.5:
        parts.append("BYDAY=" + join(weekdays(1, 4)))
    if freq != "WEEKLY" and rng.random() < 0.3:
        parts.append("BYMONTHDAY=" + join(month_days(1, 6)))
    if rng.random() < 0.3:
        parts.append("BYMONTH=" + join(months(1, 6)))
    if freq == "YEARLY" and not numbered and rng.random() < 0.15:
        parts.append("BYWEEKNO=" + join(sample(list(range(1, 54)), 1, 3)))
    if freq == "YEARLY" and rng.random() < 0.1:
        parts.append("BYYEARDAY=" + join(sample(list(range(1, 367)) + list(range(-366, 0)), 1, 6)))
    if len(parts) > 1 and any(p.startswith("BY") for p in parts) and rng.random() < 0.2:
        parts.append("BYSETPOS=" + join(sample([1, 2, -1, -2, 3], 1, 2)))
    if rng.random() < 0.2:
        parts.append("WKST=" + rng.choice(DAYS))
    add("mixed", ending(d, parts), start_value(d))

# Rules that never match (the engine must give up instead of looping).
for parts in (
    ["FREQ=YEARLY", "BYMONTH=2", "BYMONTHDAY=31"],
    ["FREQ=YEARLY", "BYMONTH=4,6,9,11", "BYMONTHDAY=31"],
    ["FREQ=MONTHLY", "BYMONTH=2", "BYMONTHDAY=30"],
    ["FREQ=YEARLY", "BYMONTH=2", "BYMONTHDAY=-30"],
    ["FREQ=MONTHLY", "BYMONTH=2", "BYDAY=5MO", "BYMONTHDAY=1"],
):
    d = dt.date(2020, 1, 1)
    add("never", parts, start_value(d, False))

doc = {
    "description": "RFC 5545 rules and their occurrences computed by python-dateutil's rrule; "
    "see generate_dateutil_cases.py. 'start' is DTSTART (a date means midnight); 'occurrences' "
    "are the first 'limit' occurrences, or all of them when 'complete' is true.",
    "generator": "Tests/Fixtures/recurrence/generate_dateutil_cases.py",
    "python_dateutil": dateutil.__version__,
    "seed": SEED,
    "cases": cases,
}
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dateutil-cases.json")
with open(path, "w", encoding="utf-8") as f:
    # One case a line: small diffs when the generator changes, still readable.
    head = {k: v for k, v in doc.items() if k != "cases"}
    f.write(json.dumps(head, ensure_ascii=False)[:-1] + ', "cases": [\n')
    f.write(",\n".join(json.dumps(c, ensure_ascii=False) for c in cases))
    f.write("\n]}\n")
print(f"wrote {len(cases)} cases to {path}")
