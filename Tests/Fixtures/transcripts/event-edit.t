# vault: Samples

# A new event note from the template, in a calendar folder; its ID is its path below planner/.
$ quire event add 'Dentist check-up' --date 2026-12-02 --start 14:00 --end 14:45 --remind '1h before' --calendar health --kind appointment '--notes=- [ ] bring the card'
> added health/dentist-check-up planner/health/dentist-check-up.md

$ quire event list --from 2026-12-02 --to 2026-12-02
> 2026-12-02  10:15-11:45  CS101 Lecture  cs101-lecture
> 2026-12-02  14:00-14:45  Dentist check-up  health/dentist-check-up

$ quire event show health/dentist-check-up
> id       health/dentist-check-up
> title    Dentist check-up
> date     2026-12-02
> time     14:00-14:45
> remind   1h before
> kind     appointment
> file     planner/health/dentist-check-up.md:1
>
> # Dentist check-up
>
> \- [ ] bring the card

# The same title again never overwrites: the second note is -2.
$ quire event add 'Dentist check-up' --date 2026-12-09 --all-day --calendar health
> added health/dentist-check-up-2 planner/health/dentist-check-up-2.md

$ quire calendars
> default	7
> health	2

# Bad values are one line each; bad usage exits 64.
1$ quire event add X --date 2026-12-32
2> quire: error: --date '2026-12-32' is not a date: write YYYY-MM-DD, today, tomorrow, fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00) (docs/dates.md)

1$ quire event add X --date 2026-12-01 --start 9am
2> quire: error: --start '9am' is not a time; write HH:MM (24-hour)

1$ quire event add X --date 2026-12-01 --repeat 'every blue moon'
2> quire: error: --repeat 'every blue moon' cannot be read: blue: expected day, weekday, week, month, year, or a day or month name after 'every'; see docs/recurrence.md

1$ quire event add X --date 2026-12-01 --until 2026-12-31
2> quire: error: --until needs --repeat

64$ quire event add X --date 2026-12-01 --calendar ../../etc
2> Error: --calendar '../../etc' is not a calendar name; use lower-case letters, digits and '-' (such as 'etc')
2> Usage: quire event add [<options>] <title> --date <date>
2>   See 'quire event add --help' for more information.

# rm moves the note to the archive (never overwriting); a day-planner line is not a note to move.
$ quire event rm health/dentist-check-up
> moved planner/health/dentist-check-up.md to archive/planner/health/dentist-check-up.md

$ quire event list --from 2026-12-02 --to 2026-12-02
> 2026-12-02  10:15-11:45  CS101 Lecture  cs101-lecture

1$ quire event show health/dentist-check-up
2> quire: error: no event with the ID 'health/dentist-check-up'; 'quire event list' shows the IDs

1$ quire event rm journal/2026/2026-11-24.md:31
2> quire: error: journal/2026/2026-11-24.md:31: this event is a line in a daily note; delete or edit the line there
