#!/usr/bin/env python3
"""Checks that the VTIMEZONEs of an exported .ics file place times where the real zone does.

    python3 Tests/Fixtures/icalendar/vtimezone_check.py FILE FIRST_YEAR LAST_YEAR

For each VTIMEZONE (TZID an IANA name), two checks against python's zoneinfo (the IANA database):
- the zone the `icalendar` package builds from the VTIMEZONE alone (its observances and their
  RRULEs, expanded with `dateutil`) gives the same UTC offset at noon every day of the years,
  and at every hour of each day the real zone changes its offset;
- `recurring-ical-events` expands every VEVENT of the file in those years with the TZID renamed,
  so that only the file's VTIMEZONE can resolve it, and each occurrence is at the UTC instant
  zoneinfo gives its wall time.
Prints one line per disagreement (at most 20) and exits 1 when there is any; exits 3 when a
package is missing.
"""
import datetime
import re
import sys
import zoneinfo

try:
    import icalendar
    import recurring_ical_events
except ImportError as error:
    print(f"the python package '{error.name}' is missing; install it with: pip install icalendar recurring-ical-events")
    sys.exit(3)

path, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
text = open(path, encoding="utf-8").read()
problems = []


def hours_to_check(real):
    day = datetime.datetime(first, 1, 1)
    while day.year <= last:
        yield day.replace(hour=12)
        after = day + datetime.timedelta(days=1)
        if real.utcoffset(day) != real.utcoffset(after):
            for h in range(24):
                yield day.replace(hour=h)
        day = after


calendar = icalendar.Calendar.from_ical(text)
zones = [c for c in calendar.walk("VTIMEZONE")]
if not zones:
    problems.append("no VTIMEZONE in the file")
for component in zones:
    tzid = str(component["TZID"])
    real = zoneinfo.ZoneInfo(tzid)
    built = component.to_tz(lookup_tzid=False)
    for wall in hours_to_check(real):
        # Skip the hour that does not exist or happens twice at a change: both answers are fair.
        a, b = wall.replace(tzinfo=real, fold=0), wall.replace(tzinfo=real, fold=1)
        if a.utcoffset() != b.utcoffset():
            continue
        mine = wall.replace(tzinfo=built).utcoffset()
        if mine != a.utcoffset():
            problems.append(f"{tzid} {wall:%Y-%m-%d %H:%M}: the VTIMEZONE says {mine}, the zone {a.utcoffset()}")

    # The same file with the zone under a name no database knows, and without X-WR-TIMEZONE
    # (recurring-ical-events would apply it): only the VTIMEZONE can resolve the times.
    alias = f"QuireCheckZone{zones.index(component)}"
    plain = re.sub(r"X-WR-TIMEZONE:[^\n]*\n", "", text)
    renamed = icalendar.Calendar.from_ical(plain.replace("TZID=" + tzid, "TZID=" + alias).replace("TZID:" + tzid, "TZID:" + alias))
    start, end = datetime.date(first, 1, 1), datetime.date(last + 1, 1, 1)
    occurrences = recurring_ical_events.of(renamed).between(start, end)
    if not any(isinstance(o["DTSTART"].dt, datetime.datetime) for o in occurrences):
        problems.append(f"{tzid}: no timed occurrence in {first}-{last} to check")
    for o in occurrences:
        dt = o["DTSTART"].dt
        if not isinstance(dt, datetime.datetime) or dt.tzinfo is None:
            continue
        wall = dt.replace(tzinfo=None)
        expected = wall.replace(tzinfo=real).astimezone(datetime.timezone.utc)
        got = dt.astimezone(datetime.timezone.utc)
        if got != expected:
            problems.append(f"{tzid} occurrence {wall:%Y-%m-%d %H:%M}: at {got:%Y-%m-%d %H:%M}Z, not {expected:%H:%M}Z")

for p in problems[:20]:
    print(p)
if len(problems) > 20:
    print(f"... and {len(problems) - 20} more")
sys.exit(1 if problems else 0)
