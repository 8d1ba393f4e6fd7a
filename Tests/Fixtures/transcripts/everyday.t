# vault: Samples

# Dates as people say them: written to the note as ISO dates (docs/dates.md).
$ quire --today 2026-11-24 add 'Renew the passport' --due fri
> added f1ae20a6 inbox.md:26

$ quire --today 2026-11-24 add 'Plan the trip' --due 'next week' --remind 'tomorrow 9am'
> added 4e67e4cc inbox.md:27

$ quire --today 2026-11-24 tasks --due week
> Due today (6)
>   8024974c    2026-11-24        ⏫ Call the landlord about the heating  inbox.md:10
>   7ad3a4f7    2026-11-24        ⏫ Book train tickets to Hamburg  inbox.md:11
>   2aa7f777    2026-11-24        🔼 Tutor Lea in maths 🔁  notes/routines.md:19
>   b0c50fad    2026-11-24        Print the lab data #phys201  journal/2026/2026-11-23.md:17
>   2ab2dc18    2026-11-24        Pick up the prescription at the pharmacy  journal/2026/2026-11-24.md:17
>   cead71bf    2026-11-24        Take vitamins 🔁  notes/routines.md:11
>
> This week (15)
>   cde7c602    2026-11-25 17:00  ⏫ Send quarterly report #work  notes/work.md:14
>   286597c2    2026-11-25        🔼 Buy a birthday present for Mum  inbox.md:12
>   8983a306    2026-11-25        Water the balcony plants  inbox.md:16
>   438e1315    2026-11-25        Take out the recycling 🔁  notes/routines.md:12
>   demoslides  2026-11-26 10:00  ⏫ Prepare slides for the client demo #work  notes/work.md:15
>   58936741    2026-11-26 23:59  ⏫ Homework 5: linked lists #cs101  courses/cs101.md:18
>   da880e0a    2026-11-26        Borrow "Die Mittagsfrau" from Mum at her birthday  notes/reading-list.md:25
>   77532be8    2026-11-26        Submit the timesheet #work 🔁  notes/work.md:25
>   9b95d544    2026-11-27 12:00  ⏫ Problem set 7: rotational dynamics  courses/phys201.md:18
>   e199b878    2026-11-27 16:00  Deploy release 2.3 #work  notes/work.md:18
>   f1ae20a6    2026-11-27        Renew the passport  inbox.md:26
>   ed8f62bf    2026-11-27        Send the demo recording to the client #work  notes/work.md:16
>   4e5f45c5    2026-11-27        [/] Update the onboarding wiki #work  notes/work.md:19
>   fb9423bc    2026-11-29        Call Grandma 🔁  notes/routines.md:17
>   b5e41922    2026-11-29        ⏬ Send Grandma a postcard from Hamburg  inbox.md:18

# Quick add: what it took from the end of the text is shown (docs/quick-add.md).
$ quire --today 2026-11-24 add 'Pay rent tomorrow 9am every month !high #home remind 1d before'
> added 005fc8ed inbox.md:28: Pay rent · due 2026-11-25 09:00 · every month · high · #home · remind 1d before

$ quire --today 2026-11-24 add --literal 'Read "Monday" by fri'
> added a61f6bde inbox.md:29

# Modify: only the fields asked for change, in the line's own format.
$ quire --today 2026-11-24 modify inbox.md:22 --due eom --priority low --tag +admin --dry-run
> before: inbox.md:22: - [>] Repaint the bookshelf ⏳ 2027-01-09
> after:  inbox.md:22: - [>] Repaint the bookshelf #admin 🔽 ⏳ 2027-01-09 📅 2026-11-30
> dry run: nothing was written

$ quire --today 2026-11-24 modify inbox.md:22 --due eom --priority low --tag +admin
> modified 5317c2fc inbox.md:22: - [>] Repaint the bookshelf #admin 🔽 ⏳ 2027-01-09 📅 2026-11-30
> id changed: 9b33681b is now 5317c2fc (inbox.md:22)

$ quire --today 2026-11-24 modify inbox.md:23 --no-remind
> 4bba0d1a inbox.md:23 already reads so; nothing changed

# Snooze: a reminder again in two hours.
$ quire --now 2026-11-24T10:00 snooze inbox.md:26 2h
> snoozed: f1ae20a6 inbox.md:26 Renew the passport until 2026-11-24 12:00

1$ quire --today 2026-11-24 add Dentist --due tomrow
2> quire: error: --due 'tomrow' is not a date (did you mean 'tomorrow'?): write YYYY-MM-DD, today, tomorrow, fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00) (docs/dates.md)
