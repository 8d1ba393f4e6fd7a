# vault: Samples

# Event occurrences of the story week: recurring lectures expanded, day-planner lines,
# all-day and multi-day events; German holidays (the vault's country) among them.
$ quire --today 2026-11-24 event list --to 2026-11-30
> 2026-11-24  08:30-12:00  Work at Datenwerk  journal/2026/2026-11-24.md:30
> 2026-11-24  09:30        Standup  journal/2026/2026-11-24.md:29
> 2026-11-24  12:15-13:45  PHYS201 Lecture  phys201-lecture
> 2026-11-24  14:00-15:00  Dentist  journal/2026/2026-11-24.md:31
> 2026-11-24  16:00-18:00  Study group (physics)  journal/2026/2026-11-24.md:32
> 2026-11-25  10:15-11:45  CS101 Lecture  cs101-lecture
> 2026-11-26  all day      Mum's birthday  mum-birthday
> 2026-11-26  12:15-13:45  PHYS201 Lecture  phys201-lecture
> 2026-11-26  15:00-15:30  Team sync (work)  team-sync
> 2026-11-27  19:00-23:00  Game night  game-night
> 2026-11-28  all day      Weekend in Hamburg with Lena  hamburg-weekend
> 2026-11-29  all day      Weekend in Hamburg with Lena  hamburg-weekend
> 2026-11-30  10:15-11:45  CS101 Lecture  cs101-lecture

$ quire event list --from 2026-12-24 --to 2026-12-27
> 2026-12-24  12:15-13:45  PHYS201 Lecture  phys201-lecture
> 2026-12-24  15:00-15:30  Team sync (work)  team-sync
> 2026-12-25  all day      Erster Weihnachtstag  holiday
> 2026-12-25  19:00-23:00  Game night  game-night
> 2026-12-26  all day      Zweiter Weihnachtstag  holiday

$ quire event list --from 2026-11-25 --to 2026-11-26 --json
> [{"id":"cs101-lecture","date":"2026-11-25","start":"10:15","end":"11:45","title":"CS101 Lecture","holiday":false,"kind":"class","file":"planner/cs101-lecture.md","line":1},{"id":"mum-birthday","date":"2026-11-26","start":null,"end":null,"title":"Mum's birthday","holiday":false,"kind":"birthday","file":"planner/mum-birthday.md","line":1},{"id":"phys201-lecture","date":"2026-11-26","start":"12:15","end":"13:45","title":"PHYS201 Lecture","holiday":false,"kind":"class","file":"planner/phys201-lecture.md","line":1},{"id":"team-sync","date":"2026-11-26","start":"15:00","end":"15:30","title":"Team sync (work)","holiday":false,"kind":"meeting","file":"planner/team-sync.md","line":1}]

$ quire calendars
> default	7

64$ quire event list --from 2026-12-01 --to 2026-11-01
2> Error: --to 2026-11-01 is before --from 2026-12-01
2> Usage: quire event list [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] [--from <date>] [--to <date>] [--calendar <name>]
2>   See 'quire event list --help' for more information.
