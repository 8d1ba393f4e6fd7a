#!/usr/bin/env python3
"""A phone for the vdir end-to-end test (Tests/QuireCLITests/VdirPhoneTests.swift): a CalDAV
client (the python `caldav` package) that talks to a Radicale server the test started.

    phone.py port                 print a free TCP port on 127.0.0.1
    phone.py wait URL             wait until the server answers (at most 20 s)
    phone.py setup URL            make the calendar "personal" (VEVENT and VTODO)
    phone.py act URL              what the person does on the phone (see `act` below)
    phone.py list URL             print one line per item: KIND|SUMMARY|STATUS|DUE or DTSTART
                                  (and |DESCRIPTION of a task that has one, line breaks as \\n)
"""
import socket
import sys
import time
from datetime import date, datetime, timezone

import caldav

USER, PASSWORD = "ann", "secret"


def calendar(url):
    client = caldav.DAVClient(url=url, username=USER, password=PASSWORD)
    return client.calendar(url=url.rstrip("/") + f"/{USER}/personal/")


def items(cal):
    """(component, object) for every VTODO and VEVENT on the server."""
    out = []
    for obj in cal.todos(include_completed=True) + cal.events():
        for comp in obj.icalendar_instance.walk():
            if comp.name in ("VTODO", "VEVENT") and "RECURRENCE-ID" not in comp:
                out.append((comp, obj))
    return out


def find(cal, summary):
    found = [(c, o) for c, o in items(cal) if str(c.get("SUMMARY")).startswith(summary)]
    if len(found) != 1:
        sys.exit(f"phone: expected one item '{summary}', found {len(found)}")
    return found[0]


def act(url):
    cal = calendar(url)
    # Tick "Buy milk" (as Tasks.org does: STATUS, COMPLETED, PERCENT-COMPLETE).
    comp, obj = find(cal, "Buy milk")
    comp["STATUS"] = "COMPLETED"
    comp.add("COMPLETED", datetime(2026, 11, 26, 8, 15, tzinfo=timezone.utc))
    comp.add("PERCENT-COMPLETE", 100)
    comp.add("X-TASKS-ORG-ORDER", "7")
    obj.save()
    # Move "Call Ann" two days later, with a note (its DESCRIPTION) of two lines.
    comp, obj = find(cal, "Call Ann")
    del comp["DUE"]
    comp.add("DUE", date(2026, 11, 30))
    comp.add("DESCRIPTION", "Ask about the party.\n- bring the cake")
    obj.save()
    # A new task and a new event.
    cal.save_todo(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Phone//EN\r\nBEGIN:VTODO\r\nUID:phone-task-1\r\n"
        "DTSTAMP:20261126T090000Z\r\nSUMMARY:Water the plants\r\nDUE;VALUE=DATE:20261128\r\n"
        "DESCRIPTION:Use the rain water\\, not the tap\r\n"
        "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Water the plants\r\nTRIGGER;VALUE=DATE-TIME:20261128T070000Z\r\n"
        "END:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
    cal.save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Phone//EN\r\nBEGIN:VEVENT\r\nUID:phone-event-1\r\n"
        "DTSTAMP:20261126T090000Z\r\nSUMMARY:Lunch with Bo\r\nDTSTART:20261129T113000Z\r\n"
        "DTEND:20261129T130000Z\r\nLOCATION:Cafe Nord\r\nURL:https://example.com/lunch\r\nEND:VEVENT\r\n"
        "END:VCALENDAR\r\n")
    # Delete the dentist.
    comp, obj = find(cal, "Dentist")
    obj.delete()


def listing(url):
    rows = []
    for comp, _ in items(calendar(url)):
        when = comp.get("DUE") or comp.get("DTSTART")
        value = when.dt.isoformat() if when is not None else ""
        row = f"{comp.name}|{comp.get('SUMMARY')}|{comp.get('STATUS', '')}|{value}"
        if comp.name == "VTODO" and comp.get("DESCRIPTION"):
            row += "|" + str(comp.get("DESCRIPTION")).replace("\n", "\\n")
        rows.append(row)
    print("\n".join(sorted(rows)))


def main():
    command = sys.argv[1]
    if command == "port":
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        print(s.getsockname()[1])
        s.close()
    elif command == "wait":
        host, port = sys.argv[2].split("//")[1].rstrip("/").split(":")
        deadline = time.time() + 20
        while True:
            try:
                socket.create_connection((host, int(port)), timeout=1).close()
                return
            except OSError:
                if time.time() > deadline:
                    sys.exit(f"phone: no server at {sys.argv[2]} after 20 s")
                time.sleep(0.1)
    elif command == "setup":
        client = caldav.DAVClient(url=sys.argv[2], username=USER, password=PASSWORD)
        client.principal().make_calendar(
            name="personal", cal_id="personal", supported_calendar_component_set=["VEVENT", "VTODO"])
    elif command == "act":
        act(sys.argv[2])
    elif command == "list":
        listing(sys.argv[2])
    else:
        sys.exit(f"phone: unknown command {command}")


if __name__ == "__main__":
    main()
