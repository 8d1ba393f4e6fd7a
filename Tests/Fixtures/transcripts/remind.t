# vault: Samples

# Reminders of tasks (absolute, and 1h/10m before a due time), events (a day before an
# all-day event counts from default_reminder_time) and habit times, in firing order.
$ quire --now 2026-11-24T07:55 remind --to 2026-11-26T23:59
> 2026-11-24 08:00  task   Call the landlord about the heating  inbox.md:10
> 2026-11-24 15:15  task   Pick up the prescription at the pharmacy  journal/2026/2026-11-24.md:17
> 2026-11-24 17:00  habit  Feed the cat  habits/feed-cat.md:1
> 2026-11-24 21:00  habit  Read before bed  habits/read.md:1
> 2026-11-25 08:30  habit  Feed the cat  habits/feed-cat.md:1
> 2026-11-25 09:00  event  Mum's birthday  planner/mum-birthday.md:1
> 2026-11-25 16:00  task   Send quarterly report #work  notes/work.md:14
> 2026-11-25 16:50  task   Send quarterly report #work  notes/work.md:14
> 2026-11-25 17:00  habit  Feed the cat  habits/feed-cat.md:1
> 2026-11-25 18:00  task   Water the balcony plants  inbox.md:16
> 2026-11-25 21:00  habit  Read before bed  habits/read.md:1
> 2026-11-25 23:59  task   Homework 5: linked lists #cs101  courses/cs101.md:18
> 2026-11-26 07:00  habit  Run  habits/run.md:1
> 2026-11-26 08:30  habit  Feed the cat  habits/feed-cat.md:1
> 2026-11-26 09:00  task   Prepare slides for the client demo #work  notes/work.md:15
> 2026-11-26 09:50  task   Prepare slides for the client demo #work  notes/work.md:15
> 2026-11-26 12:00  task   Problem set 7: rotational dynamics  courses/phys201.md:18
> 2026-11-26 14:50  event  Team sync (work)  planner/team-sync.md:1
> 2026-11-26 17:00  habit  Feed the cat  habits/feed-cat.md:1
> 2026-11-26 21:00  habit  Read before bed  habits/read.md:1
> 2026-11-26 21:59  task   Homework 5: linked lists #cs101  courses/cs101.md:18

$ quire --now 2026-11-24T07:55 remind --from 2026-11-25T16:00 --to 2026-11-25T17:00 --json
> [{"fires":"2026-11-25T16:00","at":"2026-11-25T16:00","instant":1795618800,"source":"task","title":"Send quarterly report #work","taskId":"cde7c602","file":"notes/work.md","line":14},{"fires":"2026-11-25T16:50","at":"2026-11-25T16:50","instant":1795621800,"source":"task","title":"Send quarterly report #work","taskId":"cde7c602","file":"notes/work.md","line":14},{"fires":"2026-11-25T17:00","at":"2026-11-25T17:00","instant":1795622400,"source":"habit","title":"Feed the cat","taskId":null,"file":"habits/feed-cat.md","line":1}]

# Dates may be phrases (docs/dates.md), resolved against the clock.
$ quire --now 2026-11-24T07:55 remind --from 'tomorrow 16:00' --to 'tomorrow 5pm'
> 2026-11-25 16:00  task   Send quarterly report #work  notes/work.md:14
> 2026-11-25 16:50  task   Send quarterly report #work  notes/work.md:14
> 2026-11-25 17:00  habit  Feed the cat  habits/feed-cat.md:1

64$ quire remind --from tomrow
2> Error: --from 'tomrow' is not a date (did you mean 'tomorrow'?): write YYYY-MM-DD, today, tomorrow, fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00) (docs/dates.md)
2> Usage: quire remind [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] [--from <datetime>] [--to <datetime>]
2>   See 'quire remind --help' for more information.
