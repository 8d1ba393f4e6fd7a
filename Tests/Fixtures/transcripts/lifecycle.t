# vault: Samples

# A recurring task done: its line gets ✅ and keeps its id; the next copy goes on the line above,
# with an id of its own (its dates differ).
$ quire --today 2026-11-24 done cead71bf
> done: cead71bf notes/routines.md:12 Take vitamins
> next: - [ ] Take vitamins 🔁 every day 📅 2026-11-25 (9220a3e2 notes/routines.md:11)

$ quire --today 2026-11-24 tasks --due today
> Due today (5)
>   8024974c  2026-11-24        ⏫ Call the landlord about the heating  inbox.md:10
>   7ad3a4f7  2026-11-24        ⏫ Book train tickets to Hamburg  inbox.md:11
>   2aa7f777  2026-11-24        🔼 Tutor Lea in maths 🔁  notes/routines.md:20
>   b0c50fad  2026-11-24        Print the lab data #phys201  journal/2026/2026-11-23.md:17
>   2ab2dc18  2026-11-24        Pick up the prescription at the pharmacy  journal/2026/2026-11-24.md:17

# Undo of that completion takes back the copy it made (still as written, on the line above).
$ quire --today 2026-11-24 undo notes/routines.md:12
> to do: cead71bf notes/routines.md:11 Take vitamins
> removed the next copy its completion made: - [ ] Take vitamins 🔁 every day 📅 2026-11-25

$ quire --today 2026-11-24 cancel demoslides
> cancelled: demoslides notes/work.md:15 Prepare slides for the client demo #work

$ quire --today 2026-11-24 cancel demoslides
> demoslides notes/work.md:15 is already cancelled; nothing changed

$ quire --today 2026-11-24 add 'Water the tomatoes' --due 2026-11-26 --repeat 'every 2 days' --priority low
> added b7a80e14 inbox.md:26

$ quire --today 2026-11-24 rm inbox.md:10
> moved 8024974c inbox.md:10 to archive/2026-11.md

1$ quire --today 2026-11-24 done 'Take vitamins'
2> quire: error: no task has the id or place 'Take vitamins'; 'quire tasks' shows ids, or give FILE:LINE

1$ quire --today 2026-11-24 done notes/routines.md:99
2> quire: error: no task has the id or place 'notes/routines.md:99'; 'quire tasks' shows ids, or give FILE:LINE
