# vault: Samples

# The day, the week and the month on the terminal: the same view-models as the pages.
$ quire --now 2026-11-24T07:55 agenda
> Tuesday, 24 November 2026  today
>
> Timeline (5)
>   08:30-12:00  Work at Datenwerk  journal/2026/2026-11-24.md:30
>   09:30        Standup  journal/2026/2026-11-24.md:29
>   12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
>   14:00-15:00  Dentist  journal/2026/2026-11-24.md:31
>   16:00-18:00  Study group (physics)  journal/2026/2026-11-24.md:32
>
> Overdue (8)
>   f40ada21  🔺 File the October expense report #work  due 2026-11-13 (11 days overdue)  notes/work.md:31
>   b50c4a86  🔺 Cancel the gym trial before it renews  due 2026-11-15 (9 days overdue)  inbox.md:14
>   5a89c8f1  Email Prof. Weber about the lab slot #phys201  due 2026-11-20 (4 days overdue)  journal/2026/2026-11-18.md:22
>   cc0a5743  Send the monthly status mail #work  due 2026-11-20 (4 days overdue)  notes/work.md:27
>   86963501  Pick up the parcel at the post office  due 2026-11-21 (3 days overdue)  inbox.md:13
>   0446196d  Send Samir the lab photos  due 2026-11-21 (3 days overdue)  journal/2026/2026-11-20.md:21
>   dbade9f5  Clean the fridge  due 2026-11-22 (2 days overdue)  notes/routines.md:16
>   d8014331  🔼 Fit T(d) and estimate g  due 2026-11-23 (1 day overdue)  courses/phys201/lab-report.md:20
>
> Due today (6)
>   8024974c  ⏫ Call the landlord about the heating  due 2026-11-24  inbox.md:10
>   7ad3a4f7  ⏫ Book train tickets to Hamburg  due 2026-11-24  inbox.md:11
>   2aa7f777  🔼 Tutor Lea in maths  due 2026-11-24  notes/routines.md:19
>   b0c50fad  Print the lab data #phys201  due 2026-11-24  journal/2026/2026-11-23.md:17
>   2ab2dc18  Pick up the prescription at the pharmacy  due 2026-11-24  journal/2026/2026-11-24.md:17
>   cead71bf  Take vitamins  due 2026-11-24  notes/routines.md:11
>
> Scheduled or starting today (3)
>   q3data  🔼 Clean up the Q3 numbers from Katrin #work  notes/work.md:13
>   a9d4c40f  Buy a formula collection for the exam  courses/phys201.md:20
>   pr42  Review Tom's pull request #work  notes/work.md:17
>
> Reminders (4)
>   08:00  Call the landlord about the heating  inbox.md:10
>   15:15  Pick up the prescription at the pharmacy  journal/2026/2026-11-24.md:17
>   17:00  Feed the cat  habits/feed-cat.md:1
>   21:00  Read before bed  habits/read.md:1
>
> Habits (3)
>   Feed the cat  08:30 ✓ · 17:00 ○  🔥 6
>   Read before bed  21:00 ○  🔥 4
>   Run  07:00 ✓  🔥 4
>
> Exams ahead (1)
>   Physics midterm exam — in 13 days (2026-12-07)
>
> Journal: Dentist day

$ quire --now 2026-11-24T07:55 agenda --week
> Week 48: 23–29 November 2026
>
> Overdue (8)
>   f40ada21  🔺 File the October expense report #work  due 2026-11-13 (11 days overdue)  notes/work.md:31
>   b50c4a86  🔺 Cancel the gym trial before it renews  due 2026-11-15 (9 days overdue)  inbox.md:14
>   5a89c8f1  Email Prof. Weber about the lab slot #phys201  due 2026-11-20 (4 days overdue)  journal/2026/2026-11-18.md:22
>   cc0a5743  Send the monthly status mail #work  due 2026-11-20 (4 days overdue)  notes/work.md:27
>   86963501  Pick up the parcel at the post office  due 2026-11-21 (3 days overdue)  inbox.md:13
>   0446196d  Send Samir the lab photos  due 2026-11-21 (3 days overdue)  journal/2026/2026-11-20.md:21
>   dbade9f5  Clean the fridge  due 2026-11-22 (2 days overdue)  notes/routines.md:16
>   d8014331  🔼 Fit T(d) and estimate g  due 2026-11-23 (1 day overdue)  courses/phys201/lab-report.md:20
>
> Mon 23 (5)
>   10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
>   13:00-17:00  Work at Datenwerk  journal/2026/2026-11-23.md:28
>   19:30-21:00  Study group: CS101 homework 5  journal/2026/2026-11-23.md:29
>   21:15-21:40  Study [study:: 25m]  journal/2026/2026-11-23.md:30
>   d8014331  🔼 Fit T(d) and estimate g  due 2026-11-23  courses/phys201/lab-report.md:20
>
> Tue 24 (today) (11)
>   08:30-12:00  Work at Datenwerk  journal/2026/2026-11-24.md:30
>   09:30        Standup  journal/2026/2026-11-24.md:29
>   12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
>   14:00-15:00  Dentist  journal/2026/2026-11-24.md:31
>   16:00-18:00  Study group (physics)  journal/2026/2026-11-24.md:32
>   8024974c  ⏫ Call the landlord about the heating  due 2026-11-24  inbox.md:10
>   7ad3a4f7  ⏫ Book train tickets to Hamburg  due 2026-11-24  inbox.md:11
>   2aa7f777  🔼 Tutor Lea in maths  due 2026-11-24  notes/routines.md:19
>   b0c50fad  Print the lab data #phys201  due 2026-11-24  journal/2026/2026-11-23.md:17
>   2ab2dc18  Pick up the prescription at the pharmacy  due 2026-11-24  journal/2026/2026-11-24.md:17
>   cead71bf  Take vitamins  due 2026-11-24  notes/routines.md:11
>
> Wed 25 (5)
>   10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
>   cde7c602  ⏫ Send quarterly report #work  due 2026-11-25 17:00  notes/work.md:14
>   286597c2  🔼 Buy a birthday present for Mum  due 2026-11-25  inbox.md:12
>   8983a306  Water the balcony plants  due 2026-11-25  inbox.md:16
>   438e1315  Take out the recycling  due 2026-11-25  notes/routines.md:12
>
> Thu 26 (7)
>   all day      Mum's birthday (birthday)  planner/mum-birthday.md:1
>   12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
>   15:00-15:30  Team sync (work) (Video call, meeting)  planner/team-sync.md:1
>   demoslides  ⏫ Prepare slides for the client demo #work  due 2026-11-26 10:00  notes/work.md:15
>   58936741  ⏫ Homework 5: linked lists #cs101  due 2026-11-26 23:59  courses/cs101.md:18
>   da880e0a  Borrow "Die Mittagsfrau" from Mum at her birthday  due 2026-11-26  notes/reading-list.md:25
>   77532be8  Submit the timesheet #work  due 2026-11-26  notes/work.md:25
>
> Fri 27 (5)
>   19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
>   9b95d544  ⏫ Problem set 7: rotational dynamics  due 2026-11-27 12:00  courses/phys201.md:18
>   e199b878  Deploy release 2.3 #work  due 2026-11-27 16:00  notes/work.md:18
>   ed8f62bf  Send the demo recording to the client #work  due 2026-11-27  notes/work.md:16
>   4e5f45c5  [/] Update the onboarding wiki #work  due 2026-11-27  notes/work.md:19
>
> Sat 28 (1)
>   all day      Weekend in Hamburg with Lena (Hamburg, trip)  planner/hamburg-weekend.md:1
>
> Sun 29 (3)
>   all day      Weekend in Hamburg with Lena (Hamburg, trip)  planner/hamburg-weekend.md:1
>   fb9423bc  Call Grandma  due 2026-11-29  notes/routines.md:17
>   b5e41922  ⏬ Send Grandma a postcard from Hamburg  due 2026-11-29  inbox.md:18
>
> Due next week (11)
>   307cce71  Ask whether the 📅 2026-11-25 deadline moved  due 2026-11-30  notes/how-tasks-are-found.md:27
>   78806ff7  Return "Dune" to Lena  due 2026-11-30  notes/reading-list.md:23
>   a3fb7feb  Check the bank statement  due 2026-11-30  notes/routines.md:18
>   40c06945  ⏫ Pay rent  due 2026-12-01  notes/routines.md:13
>   b01cedf0  🔽 Draft the Q4 goals #work  due 2026-12-01  notes/work.md:32
>   85a340d2  Write the discussion section  due 2026-12-02  courses/phys201/lab-report.md:21
>   a958e05e  🔽 Write the project retrospective #work  due 2026-12-02  notes/work.md:33
>   6c76a512  Project proposal with Jonas #cs101  due 2026-12-03  courses/cs101.md:20
>   lab1  ⏫ Hand in the lab report  due 2026-12-04  courses/phys201/lab-report.md:22
>   17876864  Descale the kettle  due 2026-12-04  notes/routines.md:22
>   0f993f78  🔺 Revise for the midterm  due 2026-12-06  courses/phys201.md:19
>
> Habits
>                    Mon Tue Wed Thu Fri Sat Sun 
>   Feed the cat     ✓   ◐   ○   ○   ○   ○   ○     1/1 (100%)  🔥 6
>   Read before bed  ✓   ○   ○   ○   ○   ·   ·     1/1 (100%)  🔥 4
>   Run              ·   ✓   ·   ○   ·   ○   ·     1/1 (100%)  🔥 4
>   ✓ done · ◐ partly · ✗ missed · ○ to do · · not scheduled

$ quire --now 2026-11-24T07:55 agenda --month 2026-12-02
> December 2026
>  Mo  Tu  We  Th  Fr  Sa  Su
>       1•  2•  3•  4•  5   6
>   7•  8•  9• 10• 11• 12  13
>  14• 15• 16• 17• 18• 19  20
>  21• 22• 23• 24• 25! 26! 27
>  28• 29• 30• 31•
>
> 2026-12-01  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-02  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-03  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-04  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-07  08:15-09:45  Physics midterm exam (Audimax, exam)  planner/phys201-exam.md:1
> 2026-12-07  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-08  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-09  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-10  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-10  15:00-15:30  Team sync (work) (Video call, meeting)  planner/team-sync.md:1
> 2026-12-11  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-14  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-15  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-16  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-17  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-18  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-21  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-22  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-23  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-24  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-24  15:00-15:30  Team sync (work) (Video call, meeting)  planner/team-sync.md:1
> 2026-12-25  🎉 Erster Weihnachtstag
> 2026-12-25  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-26  🎉 Zweiter Weihnachtstag
> 2026-12-28  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-29  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-30  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-31  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
>
> Due this month (8)
>   40c06945  ⏫ Pay rent  due 2026-12-01  notes/routines.md:13
>   b01cedf0  🔽 Draft the Q4 goals #work  due 2026-12-01  notes/work.md:32
>   85a340d2  Write the discussion section  due 2026-12-02  courses/phys201/lab-report.md:21
>   a958e05e  🔽 Write the project retrospective #work  due 2026-12-02  notes/work.md:33
>   6c76a512  Project proposal with Jonas #cs101  due 2026-12-03  courses/cs101.md:20
>   lab1  ⏫ Hand in the lab report  due 2026-12-04  courses/phys201/lab-report.md:22
>   17876864  Descale the kettle  due 2026-12-04  notes/routines.md:22
>   0f993f78  🔺 Revise for the midterm  due 2026-12-06  courses/phys201.md:19
>
> Habits
>   Feed the cat     ○○○○○○○○○○○○○○○○○○○○○○○○○○○○○○○  –  🔥 6
>   Read before bed  ○○○○··○○○○○··○○○○○··○○○○○··○○○○  –  🔥 4
>   Run              ○·○·○··○·○·○··○·○·○··○·○·○··○·○  –  🔥 4
>   ✓ done · ◐ partly · ✗ missed · ○ to do · · not scheduled

# A month grid: today in brackets without colour, • a day with events, ! a holiday.
$ quire --now 2026-11-24T07:55 cal 2026-12
> December 2026
>  Mo  Tu  We  Th  Fr  Sa  Su
>       1•  2•  3•  4•  5   6
>   7•  8•  9• 10• 11• 12  13
>  14• 15• 16• 17• 18• 19  20
>  21• 22• 23• 24• 25! 26! 27
>  28• 29• 30• 31•
>
> 2026-12-01  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-02  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-03  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-04  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-07  08:15-09:45  Physics midterm exam (Audimax, exam)  planner/phys201-exam.md:1
> 2026-12-07  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-08  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-09  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-10  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-10  15:00-15:30  Team sync (work) (Video call, meeting)  planner/team-sync.md:1
> 2026-12-11  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-14  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-15  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-16  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-17  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-18  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-21  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-22  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-23  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-24  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-24  15:00-15:30  Team sync (work) (Video call, meeting)  planner/team-sync.md:1
> 2026-12-25  🎉 Erster Weihnachtstag
> 2026-12-25  19:00-23:00  Game night (Lena's flat, Weserstraße 12, social)  planner/game-night.md:1
> 2026-12-26  🎉 Zweiter Weihnachtstag
> 2026-12-28  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-29  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
> 2026-12-30  10:15-11:45  CS101 Lecture (Hörsaal 1, Informatikgebäude, class)  planner/cs101-lecture.md:1
> 2026-12-31  12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1

# What comes next, for a status bar: events that have not started, then tasks due today.
$ quire --now 2026-11-24T13:00 upcoming --limit 6
> ⚠ 8 overdue: File the October expense report #work; Cancel the gym trial before it renews; Email Prof. Weber about the lab slot #phys201; …
> today 14:00  Dentist
> today 16:00  Study group (physics)
> today        ☐ Book train tickets to Hamburg
> today        ☐ Call the landlord about the heating
> today        ☐ Tutor Lea in maths
> today        ☐ Pick up the prescription at the pharmacy

$ quire --now 2026-11-24T13:00 upcoming --limit 2 --format waybar
> {"class":"overdue","text":"today 14:00 Dentist · ⚠ 8 overdue","tooltip":"8 overdue\ntoday 14:00  Dentist\ntoday 16:00  Study group (physics)"}

$ quire --now 2026-11-24T13:00 upcoming --limit 1 --json
> [{"date":"2026-11-13","file":"notes/work.md","id":"f40ada21","kind":"overdue","line":31,"overdueCount":8,"title":"File the October expense report #work","when":"11 days overdue"},{"date":"2026-11-15","file":"inbox.md","id":"b50c4a86","kind":"overdue","line":14,"overdueCount":8,"title":"Cancel the gym trial before it renews","when":"9 days overdue"},{"date":"2026-11-20","file":"journal/2026/2026-11-18.md","id":"5a89c8f1","kind":"overdue","line":22,"overdueCount":8,"title":"Email Prof. Weber about the lab slot #phys201","when":"4 days overdue"},{"date":"2026-11-24","file":"journal/2026/2026-11-24.md","kind":"event","line":31,"minutesAway":60,"time":"14:00","title":"Dentist","when":"today 14:00"}]

# Pages: written once, then only when their bytes change.
$ quire --now 2026-11-24T07:55 build --from 2026-11-24 --to 2026-11-25
> wrote agenda/daily/2026-11-24.md
> wrote agenda/daily/2026-11-25.md
> wrote agenda/weekly/2026-W48.md
> wrote agenda/monthly/2026-11.md
> wrote agenda/assets/habit-feed-cat-2026-11.svg
> wrote agenda/assets/habit-read-2026-11.svg
> wrote agenda/assets/habit-run-2026-11.svg
> wrote agenda/dashboard.md
> wrote agenda/assets/goal-emergency-fund.svg
> wrote agenda/assets/goal-etf-portfolio.svg
> wrote agenda/assets/goal-new-laptop.svg
> wrote agenda/assets/goal-read-24-books.svg
> wrote agenda/assets/goal-run-200km.svg
> wrote agenda/rendered/notes/weekly-review.md
> 14 written, 0 unchanged

$ quire --now 2026-11-24T07:55 build --from 2026-11-24 --to 2026-11-25
> 0 written, 14 unchanged

64$ quire agenda 2026-13-01
2> Error: '2026-13-01' is not a date: write YYYY-MM-DD, today, tomorrow, fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00) (docs/dates.md)
2> Usage: quire agenda [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] [--day] [--week] [--month] [<date>]
2>   See 'quire agenda --help' for more information.
