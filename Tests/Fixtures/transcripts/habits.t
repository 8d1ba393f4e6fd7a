# vault: Samples

# Today's slots, the current streak (an incomplete today does not break it) and the longest.
$ quire --today 2026-11-24 habit list
> feed-cat    Feed the cat     1/2 today   streak 6    longest 6 🔥
> read        Read before bed  0/1 today   streak 4    longest 4 🔥
> run         Run              1/1 today   streak 4    longest 4 🔥

$ quire --today 2026-11-24 habit list --json
> {"date":"2026-11-24","habits":[{"slug":"feed-cat","name":"Feed the cat","streak":6,"longestStreak":6,"doneToday":1,"slotsToday":2,"scheduledToday":true,"badge":true,"times":["08:30","17:00"],"days":["every day"],"start":"2026-11-01","file":"habits/feed-cat.md"},{"slug":"read","name":"Read before bed","streak":4,"longestStreak":4,"doneToday":0,"slotsToday":1,"scheduledToday":true,"badge":true,"times":["21:00"],"days":["mon","tue","wed","thu","fri"],"start":"2026-11-02","file":"habits/read.md"},{"slug":"run","name":"Run","streak":4,"longestStreak":4,"doneToday":1,"slotsToday":1,"scheduledToday":true,"badge":true,"times":["07:00"],"days":["tue","thu","sat"],"start":"2026-11-03","file":"habits/run.md"}]}

# November: the habit started on the 1st, check-ins begin on the 18th.
$ quire --today 2026-11-24 habit show feed-cat
> Feed the cat · 2026-11 · streak 6, longest 6 🔥
>  Mo  Tu  We  Th  Fr  Sa  Su 
>                           1✗
>   2✗  3✗  4✗  5✗  6✗  7✗  8✗
>   9✗ 10✗ 11✗ 12✗ 13✗ 14✗ 15✗
>  16✗ 17✗ 18✓ 19✓ 20✓ 21✓ 22✓
>  23✓ 24~ 25  26  27  28  29 
>  30                         
> ✓ done  ~ partial  ✗ missed  · today, open  (blank: not scheduled or to come)

# Run is due Tue/Thu/Sat: the other days are blank and do not break the streak.
$ quire --today 2026-11-24 habit show run --month 2026-11 --json
> {"slug":"run","name":"Run","month":"2026-11","streak":4,"longestStreak":4,"doneToday":1,"slotsToday":1,"days":[{"date":"2026-11-01","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-02","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-03","status":"missed","done":0,"slots":1},{"date":"2026-11-04","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-05","status":"missed","done":0,"slots":1},{"date":"2026-11-06","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-07","status":"missed","done":0,"slots":1},{"date":"2026-11-08","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-09","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-10","status":"missed","done":0,"slots":1},{"date":"2026-11-11","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-12","status":"missed","done":0,"slots":1},{"date":"2026-11-13","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-14","status":"missed","done":0,"slots":1},{"date":"2026-11-15","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-16","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-17","status":"done","done":1,"slots":1},{"date":"2026-11-18","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-19","status":"done","done":1,"slots":1},{"date":"2026-11-20","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-21","status":"done","done":1,"slots":1},{"date":"2026-11-22","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-23","status":"not-scheduled","done":0,"slots":0},{"date":"2026-11-24","status":"done","done":1,"slots":1},{"date":"2026-11-25","status":"future","done":0,"slots":0},{"date":"2026-11-26","status":"future","done":0,"slots":1},{"date":"2026-11-27","status":"future","done":0,"slots":0},{"date":"2026-11-28","status":"future","done":0,"slots":1},{"date":"2026-11-29","status":"future","done":0,"slots":0},{"date":"2026-11-30","status":"future","done":0,"slots":0}]}

# The open 17:00 line of today's note is ticked; then every slot is done.
$ quire --today 2026-11-24 habit check feed
> ticked: Feed the cat 17:00 journal/2026/2026-11-24.md:24

$ quire --today 2026-11-24 habit check feed-cat
> Feed the cat is already checked in on 2026-11-24; nothing changed

$ quire --today 2026-11-24 habit list
> feed-cat    Feed the cat     2/2 today   streak 7    longest 7 🔥
> read        Read before bed  0/1 today   streak 4    longest 4 🔥
> run         Run              1/1 today   streak 4    longest 4 🔥

# A day without a note: it is created from the daily template (habits due, tasks due), then ticked.
$ quire --today 2026-11-25 habit check feed-cat --time 17:00
> created journal/2026/2026-11-25.md
> ticked: Feed the cat 17:00 journal/2026/2026-11-25.md:21

$ quire --today 2026-11-25 habit check read
> ticked: Read before bed 21:00 journal/2026/2026-11-25.md:22

# Errors: an unknown habit, a bad time.
1$ quire --today 2026-11-25 habit check swim
2> quire: error: no habit 'swim'; the habits are: feed-cat, read, run

64$ quire --today 2026-11-25 habit check read --time 25:00
2> Error: --time '25:00' is not a time; write HH:MM
2> Usage: quire habit check [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <slug> [--time <time>]
2>   See 'quire habit check --help' for more information.
