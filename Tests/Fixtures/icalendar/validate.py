#!/usr/bin/env python3
"""Checks an exported .ics file strictly: CRLF, 75-octet lines, UID and DTSTAMP in every
VEVENT and VTODO, the expected number of events, and that the python `icalendar` package
parses it and round-trips it.

    python3 Tests/Fixtures/icalendar/validate.py FILE EXPECTED_EVENTS

Prints one line per problem and exits 1 when there is any; exits 3 when `icalendar` is missing.
"""
import sys

try:
    import icalendar
except ImportError:
    print("the python package 'icalendar' is missing; install it with: pip install icalendar")
    sys.exit(3)

path, expected_events = sys.argv[1], int(sys.argv[2])
data = open(path, "rb").read()
problems = []

if not data.endswith(b"\r\n"):
    problems.append("the file does not end in CRLF")
for n, line in enumerate(data.split(b"\r\n")[:-1], 1):
    if b"\n" in line or b"\r" in line:
        problems.append(f"line {n}: a bare LF or CR")
    if len(line) > 75:
        problems.append(f"line {n}: {len(line)} octets, more than 75")
    line.decode("utf-8")  # raises on a split UTF-8 sequence

cal = icalendar.Calendar.from_ical(data)
for key in ("VERSION", "PRODID"):
    if key not in cal:
        problems.append(f"VCALENDAR has no {key}")
uids = []
for component in cal.walk():
    if component.name in ("VEVENT", "VTODO"):
        for key in ("UID", "DTSTAMP"):
            if key not in component:
                problems.append(f"a {component.name} ({component.get('SUMMARY')}) has no {key}")
        uids.append(str(component.get("UID")))
        component.decoded("DTSTAMP")
        for key in ("DTSTART", "DTEND", "DUE"):
            if key in component:
                component.decoded(key)
if len(uids) != len(set(uids)):
    problems.append("two components share a UID")
events = [c for c in cal.walk("VEVENT") if "HOLIDAY" not in str(c.get("CATEGORIES").to_ical() if c.get("CATEGORIES") else "")]
if len(events) != expected_events:
    problems.append(f"{len(events)} VEVENTs, expected {expected_events}")

again = icalendar.Calendar.from_ical(cal.to_ical())
if again.to_ical() != cal.to_ical():
    problems.append("the calendar does not round-trip through icalendar")
if sorted(str(c.get("UID")) for c in again.walk() if c.name in ("VEVENT", "VTODO")) != sorted(uids):
    problems.append("the UIDs change in a round trip")

for p in problems:
    print(p)
print(f"ok: {len(events)} events, {len(cal.walk('VTODO'))} todos" if not problems else f"{len(problems)} problems")
sys.exit(1 if problems else 0)
