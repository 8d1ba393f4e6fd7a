# vault: Tests/Fixtures/vaults/ics-import

# A calendar in the shape of RFC 5545's examples: New York times shown in Berlin, an
# EXDATE, a moved occurrence (RECURRENCE-ID), an all-day event, alarms and a VTODO.
$ quire ics import work.ics
> created planner/work/weekly-status.md
> created planner/work/company-holiday.md
> created planner/work/weekly-status-moved-to-tuesday-2026-11-30.md
> created notes/work-tasks.md
> created: 4, updated: 0, unchanged: 0, kept: 0

$ quire event list --from 2026-11-01 --to 2026-12-31
> 2026-11-02  15:00-16:00  Weekly status  work/weekly-status
> 2026-11-09  15:00-16:00  Weekly status  work/weekly-status
> 2026-11-11  all day      Veterans Day  holiday
> 2026-11-23  15:00-16:00  Weekly status  work/weekly-status
> 2026-11-26  all day      Thanksgiving Day  holiday
> 2026-11-27  all day      Company holiday  work/company-holiday
> 2026-12-01  20:00-21:00  Weekly status (moved to Tuesday)  work/weekly-status-moved-to-tuesday-2026-11-30
> 2026-12-07  15:00-16:00  Weekly status  work/weekly-status
> 2026-12-14  15:00-16:00  Weekly status  work/weekly-status
> 2026-12-21  15:00-16:00  Weekly status  work/weekly-status
> 2026-12-25  all day      Christmas Day  holiday

$ quire calendars
> work	3

$ quire event show work/weekly-status
> id       work/weekly-status
> title    Weekly status
> date     2026-11-02
> time     09:00-10:00 America/New_York
> repeat   RRULE:FREQ=WEEKLY;UNTIL=20261221;BYDAY=MO
> except   2026-11-16, 2026-11-30
> remind   15m before
> kind     MEETING
> location Conference Room - F123, Bldg. 002
> uid      19970901T130000Z-123401@example.com
> file     planner/work/weekly-status.md:1
>
> # Weekly status
>
> Agenda:
> \- [ ] not a task
> \---
> Bring the, numbers; all of them.

# Importing again changes nothing.
$ quire ics import work.ics
> created: 0, updated: 0, unchanged: 4, kept: 0
