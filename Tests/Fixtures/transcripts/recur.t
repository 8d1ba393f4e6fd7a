
# The dates of a recurrence, one ISO date a line: an Obsidian Tasks phrase or an RFC 5545 rule.
$ quire recur 'every month on the 1st Friday' --start 2026-11-06 --count 3
> 2026-11-06
> 2026-12-04
> 2027-01-01

# Without --start the series starts today (fixed here with --today); ten dates by default.
$ quire --today 2026-11-24 recur 'every weekday'
> 2026-11-24
> 2026-11-25
> 2026-11-26
> 2026-11-27
> 2026-11-30
> 2026-12-01
> 2026-12-02
> 2026-12-03
> 2026-12-04
> 2026-12-07

# A plain "every month" clamps to the month's end, as completing the task would; an RRULE skips.
$ quire recur 'every month' --start 2026-10-31 --count 4
> 2026-10-31
> 2026-11-30
> 2026-12-30
> 2027-01-30

$ quire recur RRULE:FREQ=MONTHLY --start 2026-10-31 --count 4
> 2026-10-31
> 2026-12-31
> 2027-01-31
> 2027-03-31

$ quire recur 'every year' --start 2024-02-29 --count 3
> 2024-02-29
> 2025-02-28
> 2026-02-28

# A start with a time prints date-times; --until bounds the list (inclusive).
$ quire recur 'every 2 weeks on Tuesday, Friday' --start 2026-11-24T09:30 --until 2026-12-31
> 2026-11-24T09:30
> 2026-11-27T09:30
> 2026-12-08T09:30
> 2026-12-11T09:30
> 2026-12-22T09:30
> 2026-12-25T09:30

# COUNT in the rule; numbered weekdays; BYSETPOS (the last workday of each month).
$ quire recur RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=4 --start 2026-11-01
> 2026-11-30
> 2026-12-31
> 2027-01-29
> 2027-02-26

$ quire recur 'every month on the 2nd last Friday' --start 2026-11-01 --count 3
> 2026-11-20
> 2026-12-18
> 2027-01-22

# The start is a date of the series only when the rule matches it (as python-dateutil).
$ quire recur RRULE:FREQ=WEEKLY;BYDAY=FR --start 2026-11-24 --count 2
> 2026-11-27
> 2026-12-04

# JSON: the rule as written, its RRULE, and the dates.
$ quire recur 'every 3 days when done' --start 2026-11-24 --count 3 --json
> {"rule":"every 3 days when done","rrule":"FREQ=DAILY;INTERVAL=3","whenDone":true,"clampsToMonthEnd":false,"occurrences":["2026-11-24","2026-11-27","2026-11-30"]}

# A rule that cannot be read names the bad part (exit 1).
1$ quire recur 'every fortnight' --start 2026-11-24
2> quire: error: cannot read the recurrence 'every fortnight': fortnight: expected day, weekday, week, month, year, or a day or month name after 'every'

1$ quire recur FREQ=MONTHLY;BYDAY=1XX --start 2026-11-24
2> quire: error: cannot read the recurrence 'FREQ=MONTHLY;BYDAY=1XX': BYDAY=1XX: '1XX' is not a weekday; write MO, TU, WE, TH, FR, SA or SU, optionally numbered as 1FR or -1SU

1$ quire recur FREQ=DAILY;COUNT=3;UNTIL=20261231 --start 2026-11-24
2> quire: error: cannot read the recurrence 'FREQ=DAILY;COUNT=3;UNTIL=20261231': UNTIL=20261231: a rule ends either by COUNT or by UNTIL, not both (RFC 5545)

# Bad usage exits with 64 (EX_USAGE).
64$ quire recur 'every day' --count 3 --until 2026-12-01
2> Error: --count and --until cannot be used together; give one of them
2> Usage: quire recur [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <rule> [--start <date>] [--count <n>] [--until <date>]
2>   See 'quire recur --help' for more information.

64$ quire recur 'every day' --start 2026-13-01
2> Error: --start '2026-13-01' is not a date: write YYYY-MM-DD, today, tomorrow, fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00) (docs/dates.md)
2> Usage: quire recur [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <rule> [--start <date>] [--count <n>] [--until <date>]
2>   See 'quire recur --help' for more information.
