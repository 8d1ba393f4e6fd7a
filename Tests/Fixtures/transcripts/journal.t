# vault: Samples

# Without a terminal, journal prints the note's path. A missing day's note is created from the
# daily template: the habits due that day as open check-ins, the tasks due listed as plain lines.
$ quire --today 2026-11-24 journal tomorrow
> journal/2026/2026-11-25.md

$ quire --today 2026-11-24 tasks --due today
> Due today (6)
>   8024974c  2026-11-24        ⏫ Call the landlord about the heating  inbox.md:10
>   7ad3a4f7  2026-11-24        ⏫ Book train tickets to Hamburg  inbox.md:11
>   2aa7f777  2026-11-24        🔼 Tutor Lea in maths 🔁  notes/routines.md:19
>   b0c50fad  2026-11-24        Print the lab data #phys201  journal/2026/2026-11-23.md:17
>   2ab2dc18  2026-11-24        Pick up the prescription at the pharmacy  journal/2026/2026-11-24.md:17
>   cead71bf  2026-11-24        Take vitamins 🔁  notes/routines.md:11

# An existing note is left as it is.
$ quire --today 2026-11-24 journal
> journal/2026/2026-11-24.md

$ quire --today 2026-11-24 journal 2026-11-25
> journal/2026/2026-11-25.md

# The created note's check-ins count once ticked.
$ quire --today 2026-11-25 habit check read
> ticked: Read before bed 21:00 journal/2026/2026-11-25.md:22

$ quire --today 2026-11-25 habit list
> feed-cat    Feed the cat     0/2 today   streak 0    longest 6
> read        Read before bed  1/1 today   streak 1    longest 4
> run         Run              not today   streak 4    longest 4 🔥

# A free note from the note template; the same title again opens the same file.
$ quire --today 2026-11-24 note new 'Trip ideas: Hamburg'
> notes/trip-ideas-hamburg.md

$ quire --today 2026-11-24 note new 'Trip ideas: Hamburg'
> notes/trip-ideas-hamburg.md
2> quire: note: notes/trip-ideas-hamburg.md exists already; it was not changed

64$ quire journal next-week
2> Error: 'next-week' is not a date: write YYYY-MM-DD, today, tomorrow, fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00) (docs/dates.md)
2> Usage: quire journal [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] [<date>]
2>   See 'quire journal --help' for more information.

# The free notes of a folder, and as JSON.
$ quire note list --folder notes/recipes
> Red lentil soup  notes/recipes/lentil-soup.md

$ quire --json note list --folder notes/recipes
> [{"title":"Red lentil soup","file":"notes/recipes/lentil-soup.md"}]
