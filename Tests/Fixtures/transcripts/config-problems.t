# vault: Tests/Fixtures/vaults/config-problems

# Each mistake in .quire/config.yaml at its line and column; unknown keys name the nearest known one.
1$ quire check
> .quire/config.yaml:2:11: warning: time zone 'Mars/Olympus' is unknown; using the system's (write an IANA name such as Europe/Berlin)
> .quire/config.yaml:3:13: error: week_start 'friday' is not monday, sunday or saturday
> .quire/config.yaml:4:10: error: country 'XX' has no holiday rules; no holidays are shown (write one of AU, CA, DE, FR, GB, US, or leave it empty)
> .quire/config.yaml:5:1: warning: unknown key 'task_formt'; did you mean 'task_format'? (it is ignored)
> .quire/config.yaml:8:12: error: notify command must be a list, not one string; write command: [notify-send, -u, normal] (the automatic notifier is used meanwhile)
2> 3 errors, 2 warnings

# Every other command says them once, on standard error, and goes on: only the bad keys take their
# default (the inbox is still todo.md, the week starts on Monday, no holidays).
$ quire --today 2026-11-24 tasks
> Due today (1)
>   504419e9  2026-11-24        Water the plants  todo.md:3
2> .quire/config.yaml:2:11: warning: time zone 'Mars/Olympus' is unknown; using the system's (write an IANA name such as Europe/Berlin)
2> .quire/config.yaml:3:13: error: week_start 'friday' is not monday, sunday or saturday
2> .quire/config.yaml:4:10: error: country 'XX' has no holiday rules; no holidays are shown (write one of AU, CA, DE, FR, GB, US, or leave it empty)
2> .quire/config.yaml:5:1: warning: unknown key 'task_formt'; did you mean 'task_format'? (it is ignored)
2> .quire/config.yaml:8:12: error: notify command must be a list, not one string; write command: [notify-send, -u, normal] (the automatic notifier is used meanwhile)

$ quire add 'Repot the fern'
> added 0c73d5bc todo.md:4
2> .quire/config.yaml:2:11: warning: time zone 'Mars/Olympus' is unknown; using the system's (write an IANA name such as Europe/Berlin)
2> .quire/config.yaml:3:13: error: week_start 'friday' is not monday, sunday or saturday
2> .quire/config.yaml:4:10: error: country 'XX' has no holiday rules; no holidays are shown (write one of AU, CA, DE, FR, GB, US, or leave it empty)
2> .quire/config.yaml:5:1: warning: unknown key 'task_formt'; did you mean 'task_format'? (it is ignored)
2> .quire/config.yaml:8:12: error: notify command must be a list, not one string; write command: [notify-send, -u, normal] (the automatic notifier is used meanwhile)
