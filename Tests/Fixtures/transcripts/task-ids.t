# vault: Tests/Fixtures/vaults/same-text-tasks

# Tasks with the same text in one note: their dates tell their ids apart (docs/syntax.md, "Task ids").
$ quire --today 2026-11-25 tasks
> This week (1)
>   109f5357  2026-11-27        Water plants 🔁  chores.md:6
>
> Due next week (1)
>   7529cade  2026-12-01        Water plants  chores.md:7
>
> Later (1)
>   25c82fec  2026-12-08        Water plants  chores.md:8
>
> No date (2)
>   ad4ae141              Call mum  inbox.md:3
>   f95e8e4e              Call mum  inbox.md:4

# Done on the recurring one: the ticked line keeps its id, the next copy above it gets its own.
$ quire --today 2026-11-25 done 109f5357
> done: 109f5357 chores.md:7 Water plants
> next: - [ ] Water plants 🔁 every week 📅 2026-12-04 (d13b311b chores.md:6)

# The id the listing showed for the 2026-12-08 task still names it, not the 2026-12-01 one.
$ quire --today 2026-11-25 done 25c82fec
> done: 25c82fec chores.md:9 Water plants

$ quire --today 2026-11-25 tasks
> Due next week (2)
>   7529cade  2026-12-01        Water plants  chores.md:8
>   d13b311b  2026-12-04        Water plants 🔁  chores.md:6
>
> No date (2)
>   ad4ae141              Call mum  inbox.md:3
>   f95e8e4e              Call mum  inbox.md:4

# Undo takes the copy back; its id is then refused with what became of it.
$ quire --today 2026-11-25 undo 109f5357
> to do: 109f5357 chores.md:6 Water plants
> removed the next copy its completion made: - [ ] Water plants 🔁 every week 📅 2026-12-04

1$ quire --today 2026-11-25 done d13b311b
2> quire: error: task d13b311b (chores.md:6 'Water plants') was taken back when its completion was undone; 'quire tasks' shows the current ids

# Two identical lines: removing the first gives the second a new id, never the first one's.
$ quire --today 2026-11-25 rm ad4ae141
> moved ad4ae141 inbox.md:3 to archive/2026-11.md
> id changed: f95e8e4e is now 4cee70d4 (inbox.md:3)

1$ quire --today 2026-11-25 done ad4ae141
2> quire: error: task ad4ae141 (inbox.md:3 'Call mum') was moved to archive/2026-11.md; 'quire tasks' shows the current ids

# The second one's old id still finds it (a note on stderr gives the new one).
$ quire --today 2026-11-25 done f95e8e4e
> done: 4cee70d4 inbox.md:3 Call mum
2> quire: note: task f95e8e4e is now 4cee70d4

$ quire --today 2026-11-25 tasks
> This week (1)
>   109f5357  2026-11-27        Water plants 🔁  chores.md:6
>
> Due next week (1)
>   7529cade  2026-12-01        Water plants  chores.md:7
