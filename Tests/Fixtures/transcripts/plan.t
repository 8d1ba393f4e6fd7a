# vault: Samples

# The load of the week holding the day: what events take of each day's working hours, the tasks
# that fall on it (scheduled, else due; overdue ones on today) and the free time (docs/plan.md).
$ quire --now 2026-11-24T07:55 --no-color plan --week
> day             working  events  tasks   free
> Mon 2026-11-23  7 h      5 h 30  0 min   1 h 20
> Tue 2026-11-24  7 h      5 h 45  8 h 30  55 min  17 tasks
> Wed 2026-11-25  7 h      1 h 30  2 h 30  5 h 15  5 tasks
> Thu 2026-11-26  7 h      1 h 15  2 h 30  5 h 25  5 tasks
> Fri 2026-11-27  7 h      0 min   2 h     6 h 55  4 tasks
> Sat 2026-11-28  0 min    0 min   30 min  0 min   1 task
> Sun 2026-11-29  0 min    0 min   2 h 30  0 min   3 tasks
> overbooked: Tuesday: 8 h 30 of tasks, 55 min free
> overbooked: Saturday: 30 min of tasks, 0 min free
> overbooked: Sunday: 2 h 30 of tasks, 0 min free

# A day planned: blocks in the free time, most urgent first, written into the daily note's Day
# planner; the tasks that did not fit, with why.
$ quire --now 2026-11-26T08:00 plan
> 2026-11-26 Thursday: 09:00-17:00, 5 h 25 free
>   09:00-09:30 File the October expense report #work  notes/work.md:31 f40ada21
>   09:35-10:05 Cancel the gym trial before it renews  inbox.md:14 b50c4a86
>   10:10-10:40 Email Prof. Weber about the lab slot #phys201  journal/2026/2026-11-18.md:22 5a89c8f1
>   10:45-11:15 Send the monthly status mail #work  notes/work.md:27 cc0a5743
>   11:20-11:50 Pick up the parcel at the post office  inbox.md:13 86963501
>   13:50-14:20 Send Samir the lab photos  journal/2026/2026-11-20.md:21 0446196d
>   14:25-14:55 Clean the fridge  notes/routines.md:16 dbade9f5
>   15:35-16:05 Fit T(d) and estimate g  courses/phys201/lab-report.md:20 d8014331
>   16:10-16:40 Call the landlord about the heating  inbox.md:10 8024974c
> not placed:
>   Book train tickets to Hamburg: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  inbox.md:11 7ad3a4f7
>   Tutor Lea in maths: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/routines.md:19 2aa7f777
>   Print the lab data #phys201: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  journal/2026/2026-11-23.md:17 b0c50fad
>   Pick up the prescription at the pharmacy: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  journal/2026/2026-11-24.md:17 2ab2dc18
>   Take vitamins: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/routines.md:11 cead71bf
>   Send quarterly report #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:14 cde7c602
>   Buy a birthday present for Mum: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  inbox.md:12 286597c2
>   Water the balcony plants: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  inbox.md:16 8983a306
>   Take out the recycling: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/routines.md:12 438e1315
>   Prepare slides for the client demo #work: due at 10:00: needs 30 min, 0 min free before then  notes/work.md:15 demoslides
>   Homework 5: linked lists #cs101: due at 23:59: needs 30 min, 15 min free before then  courses/cs101.md:18 58936741
>   Borrow "Die Mittagsfrau" from Mum at her birthday: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/reading-list.md:25 da880e0a
>   Submit the timesheet #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:25 77532be8
>   Problem set 7: rotational dynamics: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  courses/phys201.md:18 9b95d544
>   Deploy release 2.3 #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:18 e199b878
>   Update the onboarding wiki #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:19 4e5f45c5
>   Send the demo recording to the client #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:16 ed8f62bf
>   Call Grandma: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/routines.md:17 fb9423bc
>   Send Grandma a postcard from Hamburg: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  inbox.md:18 b5e41922
>   Ask whether the 📅 2026-11-25 deadline moved: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/how-tasks-are-found.md:27 307cce71
>   Return "Dune" to Lena: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/reading-list.md:23 78806ff7
>   Check the bank statement: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/routines.md:18 a3fb7feb
>   Pay rent: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/routines.md:13 40c06945
>   Draft the Q4 goals #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:32 b01cedf0
>   Write the discussion section: needs 1 h 30, the longest free gap is 10 min; tag it #split to have it split  courses/phys201/lab-report.md:21 85a340d2
>   Write the project retrospective #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:33 a958e05e
>   Project proposal with Jonas #cs101: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  courses/cs101.md:20 6c76a512
>   Study for Physics midterm exam #phys201: no free time left that day  planner/phys201-exam.md:1 study/phys201
>   Read chapter 7 (hash tables) #cs101: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  courses/cs101.md:19 aa659100
>   Clean up the Q3 numbers from Katrin #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:13 q3data
>   Buy a formula collection for the exam: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  courses/phys201.md:20 a9d4c40f
>   Sort out the transit pass refund: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  inbox.md:17 c0421024
>   Water the plants: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/routines.md:15 8326f1a5
>   Review Tom's pull request #work: needs 30 min, the longest free gap is 10 min; tag it #split to have it split  notes/work.md:17 pr42
> created and wrote 9 blocks to journal/2026/2026-11-26.md

# The blocks are read back as planner lines of the day, named as their tasks.
$ quire --now 2026-11-26T08:00 agenda 2026-11-26
> Thursday, 26 November 2026  today
>
> All day (1)
>   all day      Mum's birthday (birthday)  planner/mum-birthday.md:1
>
> Timeline (11)
>   09:00-09:30  File the October expense report #work  journal/2026/2026-11-26.md:27
>   09:35-10:05  Cancel the gym trial before it renews  journal/2026/2026-11-26.md:28
>   10:10-10:40  Email Prof. Weber about the lab slot #phys201  journal/2026/2026-11-26.md:29
>   10:45-11:15  Send the monthly status mail #work  journal/2026/2026-11-26.md:30
>   11:20-11:50  Pick up the parcel at the post office  journal/2026/2026-11-26.md:31
>   12:15-13:45  PHYS201 Lecture (Großer Physiksaal, class)  planner/phys201-lecture.md:1
>   13:50-14:20  Send Samir the lab photos  journal/2026/2026-11-26.md:32
>   14:25-14:55  Clean the fridge  journal/2026/2026-11-26.md:33
>   15:00-15:30  Team sync (work) (Video call, meeting)  planner/team-sync.md:1
>   15:35-16:05  Fit T(d) and estimate g  journal/2026/2026-11-26.md:34
>   16:10-16:40  Call the landlord about the heating  journal/2026/2026-11-26.md:35
>
> Overdue (18)
>   f40ada21  🔺 File the October expense report #work  due 2026-11-13 (13 days overdue)  notes/work.md:31
>   b50c4a86  🔺 Cancel the gym trial before it renews  due 2026-11-15 (11 days overdue)  inbox.md:14
>   5a89c8f1  Email Prof. Weber about the lab slot #phys201  due 2026-11-20 (6 days overdue)  journal/2026/2026-11-18.md:22
>   cc0a5743  Send the monthly status mail #work  due 2026-11-20 (6 days overdue)  notes/work.md:27
>   86963501  Pick up the parcel at the post office  due 2026-11-21 (5 days overdue)  inbox.md:13
>   0446196d  Send Samir the lab photos  due 2026-11-21 (5 days overdue)  journal/2026/2026-11-20.md:21
>   dbade9f5  Clean the fridge  due 2026-11-22 (4 days overdue)  notes/routines.md:16
>   d8014331  🔼 Fit T(d) and estimate g  due 2026-11-23 (3 days overdue)  courses/phys201/lab-report.md:20
>   8024974c  ⏫ Call the landlord about the heating  due 2026-11-24 (2 days overdue)  inbox.md:10
>   7ad3a4f7  ⏫ Book train tickets to Hamburg  due 2026-11-24 (2 days overdue)  inbox.md:11
>   2aa7f777  🔼 Tutor Lea in maths  due 2026-11-24 (2 days overdue)  notes/routines.md:19
>   b0c50fad  Print the lab data #phys201  due 2026-11-24 (2 days overdue)  journal/2026/2026-11-23.md:17
>   2ab2dc18  Pick up the prescription at the pharmacy  due 2026-11-24 (2 days overdue)  journal/2026/2026-11-24.md:17
>   cead71bf  Take vitamins  due 2026-11-24 (2 days overdue)  notes/routines.md:11
>   cde7c602  ⏫ Send quarterly report #work  due 2026-11-25 17:00 (1 day overdue)  notes/work.md:14
>   286597c2  🔼 Buy a birthday present for Mum  due 2026-11-25 (1 day overdue)  inbox.md:12
>   8983a306  Water the balcony plants  due 2026-11-25 (1 day overdue)  inbox.md:16
>   438e1315  Take out the recycling  due 2026-11-25 (1 day overdue)  notes/routines.md:12
>
> Due today (4)
>   demoslides  ⏫ Prepare slides for the client demo #work  due 2026-11-26 10:00  notes/work.md:15
>   58936741  ⏫ Homework 5: linked lists #cs101  due 2026-11-26 23:59  courses/cs101.md:18
>   da880e0a  Borrow "Die Mittagsfrau" from Mum at her birthday  due 2026-11-26  notes/reading-list.md:25
>   77532be8  Submit the timesheet #work  due 2026-11-26  notes/work.md:25
>
> Scheduled or starting today (1)
>   8326f1a5  Water the plants  notes/routines.md:15
>
> Reminders (18)
>   07:00  Run  habits/run.md:1
>   08:30  Feed the cat  habits/feed-cat.md:1
>   09:00  File the October expense report #work  journal/2026/2026-11-26.md:27
>   09:00  Prepare slides for the client demo #work  notes/work.md:15
>   09:35  Cancel the gym trial before it renews  journal/2026/2026-11-26.md:28
>   09:50  Prepare slides for the client demo #work  notes/work.md:15
>   10:10  Email Prof. Weber about the lab slot #phys201  journal/2026/2026-11-26.md:29
>   10:45  Send the monthly status mail #work  journal/2026/2026-11-26.md:30
>   11:20  Pick up the parcel at the post office  journal/2026/2026-11-26.md:31
>   12:00  Problem set 7: rotational dynamics  courses/phys201.md:18
>   13:50  Send Samir the lab photos  journal/2026/2026-11-26.md:32
>   14:25  Clean the fridge  journal/2026/2026-11-26.md:33
>   14:50  Team sync (work)  planner/team-sync.md:1
>   15:35  Fit T(d) and estimate g  journal/2026/2026-11-26.md:34
>   16:10  Call the landlord about the heating  journal/2026/2026-11-26.md:35
>   17:00  Feed the cat  habits/feed-cat.md:1
>   21:00  Read before bed  habits/read.md:1
>   21:59  Homework 5: linked lists #cs101  courses/cs101.md:18
>
> Habits (3)
>   Feed the cat  08:30 ○ · 17:00 ○
>   Read before bed  21:00 ○
>   Run  07:00 ○  🔥 4
>
> Exams ahead (1)
>   Physics midterm exam — in 11 days (2026-12-07)
>
> Journal: Thursday, 2026-11-26

# In the week's load they are their tasks' time, not events.
$ quire --now 2026-11-26T08:00 --no-color plan --week
> day             working  events  tasks    free
> Mon 2026-11-23  7 h      5 h 30  0 min    1 h 20
> Tue 2026-11-24  7 h      5 h 45  0 min    55 min
> Wed 2026-11-25  7 h      1 h 30  0 min    5 h 15
> Thu 2026-11-26  7 h      1 h 15  11 h 30  5 h 25  23 tasks
> Fri 2026-11-27  7 h      0 min   2 h      6 h 55  4 tasks
> Sat 2026-11-28  0 min    0 min   30 min   0 min   1 task
> Sun 2026-11-29  0 min    0 min   2 h 30   0 min   3 tasks
> overbooked: Thursday: 11 h 30 of tasks, 5 h 25 free
> overbooked: Saturday: 30 min of tasks, 0 min free
> overbooked: Sunday: 2 h 30 of tasks, 0 min free
