# vault: Tests/Fixtures/vaults/check-problems

# Each problem once, sorted by file and line.
1$ quire check
> .quire/config.yaml:1:13: error: week_start 'friday' is not monday, sunday or saturday
> decks/geo.md:1: warning: card has no back; write FRONT::BACK
> habits/stretch.md:2: error: habit time 'morning' is not HH:MM; write times like ["08:30", "17:00"]
> planner/call.md:5: warning: time zone 'Europe/Atlantis' is unknown; the event's times are read as the vault's (write an IANA name such as Europe/Berlin)
> planner/lab.md:1: error: event has no date; add 'date: YYYY-MM-DD' to its front matter
> tasks.md:1:21: error: '2026-02-30' is not a real date; write YYYY-MM-DD
> tasks.md:2: warning: the recurrence 'every February on the 30th' never occurs: no date matches it, so the task gets no next copy; see docs/recurrence.md
> tasks.md:4: warning: task id 'call1' is already used at tasks.md:3; give each task its own 🆔
2> 4 errors, 4 warnings

# The same as JSON: each with its code (docs/diagnostics.md lists them all).
1$ quire check --json
> [{"file":".quire/config.yaml","line":1,"column":13,"severity":"error","code":"bad-config","message":"week_start 'friday' is not monday, sunday or saturday"},{"file":"decks/geo.md","line":1,"column":null,"severity":"warning","code":"bad-card","message":"card has no back; write FRONT::BACK"},{"file":"habits/stretch.md","line":2,"column":null,"severity":"error","code":"bad-time","message":"habit time 'morning' is not HH:MM; write times like [\"08:30\", \"17:00\"]"},{"file":"planner/call.md","line":5,"column":null,"severity":"warning","code":"event-unknown-zone","message":"time zone 'Europe/Atlantis' is unknown; the event's times are read as the vault's (write an IANA name such as Europe/Berlin)"},{"file":"planner/lab.md","line":1,"column":null,"severity":"error","code":"event-no-date","message":"event has no date; add 'date: YYYY-MM-DD' to its front matter"},{"file":"tasks.md","line":1,"column":21,"severity":"error","code":"bad-date","message":"'2026-02-30' is not a real date; write YYYY-MM-DD"},{"file":"tasks.md","line":2,"column":null,"severity":"warning","code":"recurrence-never-occurs","message":"the recurrence 'every February on the 30th' never occurs: no date matches it, so the task gets no next copy; see docs/recurrence.md"},{"file":"tasks.md","line":4,"column":null,"severity":"warning","code":"duplicate-id","message":"task id 'call1' is already used at tasks.md:3; give each task its own 🆔"}]
