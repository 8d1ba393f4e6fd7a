# vault: Samples

# An Obsidian Tasks query over the sample vault: what is open and due this week, by note.
$ quire --today 2026-11-24 query
< not done
< due this week
< group by filename
< sort by due
> #### [[2026-11-23]]
> - [ ] Print the lab data 📅 2026-11-24 #phys201  journal/2026/2026-11-23.md:17  b0c50fad
> #### [[2026-11-24]]
> - [ ] Pick up the prescription at the pharmacy ⏰ 2026-11-24 15:15 📅 2026-11-24  journal/2026/2026-11-24.md:17  2ab2dc18
> #### [[cs101]]
> - [ ] Homework 5: linked lists #cs101  [dueTime:: 23:59]  [remind:: 1d before]  [remind:: 2h before] ⏫ 📅 2026-11-26  courses/cs101.md:18  58936741
> #### [[inbox]]
> - [ ] Call the landlord about the heating ⏰ 2026-11-24 08:00 ⏫ 📅 2026-11-24  inbox.md:10  8024974c
> - [ ] Book train tickets to Hamburg  [created:: 2026-11-20]  [due:: 2026-11-24]  [priority:: high]  inbox.md:11  7ad3a4f7
> - [ ] Buy a birthday present for Mum ➕ 2026-11-18 📅 2026-11-25 🔼  inbox.md:12  286597c2
> - [ ] Water the balcony plants ⏰ 18:00 📅 2026-11-25  inbox.md:16  8983a306
> - [ ] Send Grandma a postcard from Hamburg 📅 2026-11-29 ⏬  inbox.md:18  b5e41922
> #### [[lab-report]]
> - [ ] Fit T(d) and estimate g 📅 2026-11-23 🔼  courses/phys201/lab-report.md:20  d8014331
> #### [[phys201]]
> - [ ] Problem set 7: rotational dynamics  [dueTime:: 12:00]  [remind:: 1d before]  [course:: phys201]  [priority:: high]  [due:: 2026-11-27]  courses/phys201.md:18  9b95d544
> #### [[reading-list]]
> - [ ] Borrow "Die Mittagsfrau" from Mum at her birthday 📅 2026-11-26  notes/reading-list.md:25  da880e0a
> #### [[routines]]
> - [ ] Tutor Lea in maths  [repeat:: every week on Tuesday]  [due:: 2026-11-24]  [priority:: medium]  notes/routines.md:19  2aa7f777
> - [ ] Take vitamins 🔁 every day 📅 2026-11-24  notes/routines.md:11  cead71bf
> - [ ] Take out the recycling 🔁 every week on Monday, Wednesday 📅 2026-11-25  notes/routines.md:12  438e1315
> - [ ] Call Grandma 🔁 every week on Sunday 📅 2026-11-29  notes/routines.md:17  fb9423bc
> #### [[work]]
> - [ ] Send quarterly report #work  [dueTime:: 17:00]  [remind:: 1h before]  [remind:: 10m before] ⏫ 📅 2026-11-25  notes/work.md:14  cde7c602
> - [ ] Prepare slides for the client demo #work  [dueTime:: 10:00]  [remind:: 1h before]  [remind:: 10m before]  [id:: demoslides]  [priority:: high]  [due:: 2026-11-26]  notes/work.md:15  demoslides
> - [ ] Submit the timesheet 🔁 RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261231 📅 2026-11-26 #work  notes/work.md:25  77532be8
> - [/] Update the onboarding wiki ➕ 2026-11-16 🛫 2026-11-20 📅 2026-11-27 #work  notes/work.md:19  4e5f45c5
> - [ ] Send the demo recording to the client #work  [dependsOn:: demoslides]  [due:: 2026-11-27]  notes/work.md:16  ed8f62bf
> - [ ] Deploy release 2.3 #work  [dueTime:: 16:00]  [remind:: 30m before] ⛔ pr42 📅 2026-11-27  notes/work.md:18  e199b878
> 21 tasks

# A boolean combination, with the plugin's own explanation of what it means.
$ quire --today 2026-11-24 query
< not done
< (due before tomorrow) AND (is recurring)
< explain
> Explanation of this Tasks code block query:
>
>   not done =>
>     status type is TODO or IN_PROGRESS or ON_HOLD
>
>   (due before tomorrow) AND (is recurring) =>
>     AND (All of):
>       due before tomorrow =>
>         due date is before 2026-11-25 (Wednesday 25th November 2026)
>       is recurring
>
> - [ ] Tutor Lea in maths  [repeat:: every week on Tuesday]  [due:: 2026-11-24]  [priority:: medium]  notes/routines.md:19  2aa7f777
> - [ ] Send the monthly status mail 🔁 every month on the 2nd last Friday 📅 2026-11-20 #work  notes/work.md:27  cc0a5743
> - [ ] Clean the fridge 🔁 every 2 weeks when done 📅 2026-11-22  notes/routines.md:16  dbade9f5
> - [ ] Take vitamins 🔁 every day 📅 2026-11-24  notes/routines.md:11  cead71bf
> 4 tasks

# The same as data.
$ quire --today 2026-11-24 --json query
< done
< group by priority
< limit 2
> {"groups":[
> {"headings":["Normal priority"],"tasks":[
> {"id":"a0ffb8cc","file":"notes/routines.md","line":23,"text":"- [x] Descale the kettle 🔁 every month on the 1st Friday 📅 2026-11-06 ✅ 2026-11-06","status":"x"},
> {"id":"5df24f53","file":"courses/phys201/lab-report.md","line":19,"text":"- [x] Collect the measurements 📅 2026-11-13 ✅ 2026-11-13","status":"x"}
> ]}
> ],"total":2}

# What the plugin refuses, Quire refuses, naming the line.
1$ quire query 'due bfre'
2> quire: error: query:1: do not understand due date ("due bfre"); see docs/queries.md

# Functions: the JavaScript vaults write, through Quire's own evaluator (docs/queries.md).
$ quire --today 2026-11-24 query
< filter by function task.file.folder === 'courses/' && !task.isDone
< group by function task.due.format('YYYY-MM-DD dddd', 'No due date')
< sort by function task.priorityNumber
> #### 2026-11-26 Thursday
> - [ ] Homework 5: linked lists #cs101  [dueTime:: 23:59]  [remind:: 1d before]  [remind:: 2h before] ⏫ 📅 2026-11-26  courses/cs101.md:18  58936741
> #### 2026-11-27 Friday
> - [ ] Problem set 7: rotational dynamics  [dueTime:: 12:00]  [remind:: 1d before]  [course:: phys201]  [priority:: high]  [due:: 2026-11-27]  courses/phys201.md:18  9b95d544
> #### 2026-12-03 Thursday
> - [ ] Project proposal with Jonas 🛫 2026-11-23 📅 2026-12-03 ➕ 2026-11-16 #cs101  courses/cs101.md:20  6c76a512
> #### 2026-12-06 Sunday
> - [ ] Revise for the midterm  [course:: phys201]  [start:: 2026-11-30]  [due:: 2026-12-06]  [priority:: highest]  courses/phys201.md:19  0f993f78
> #### No due date
> - [ ] Read chapter 7 (hash tables) ⏳ 2026-11-25 🔼 #cs101  courses/cs101.md:19  aa659100
> - [ ] Buy a formula collection for the exam  [course:: phys201]  [scheduled:: 2026-11-24]  courses/phys201.md:20  a9d4c40f
> - [ ] Ask about the late-submission policy #cs101  courses/cs101.md:21  08cc6b20
> 7 tasks

# Anything beyond that subset is refused, naming the line.
1$ quire query 'filter by function for (const t of query.allTasks) {}'
2> quire: error: query:1: Error: Failed parsing expression "for (const t of query.allTasks) {}". "'for' is not read in an expression" ("filter by function for (const t of query.allTasks) {}"); see docs/queries.md

# The note of the weekly review with each block's answer, as Markdown for any viewer.
$ quire --today 2026-11-24 render notes/weekly-review.md
> ---
> title: Weekly review
> ---
> # Weekly review
>
> Obsidian shows these Tasks queries live; `quire query --file notes/weekly-review.md` answers them
> in a terminal, and `quire build` writes a copy of this note with the answers under
> `agenda/rendered/` for any Markdown viewer.
>
> ## Due in the next two weeks
>
> ```tasks
> not done
> due before in two weeks
> group by function task.due.category.groupText
> sort by priority
> ```
>
> #### Overdue
>
> - [ ] File the October expense report 🛫 2026-11-02 📅 2026-11-13 🔺 #work ([work](work.md))
> - [ ] Cancel the gym trial before it renews 🛫 2026-11-01 📅 2026-11-15 🔺 ([inbox](../inbox.md))
> - [ ] Fit T(d) and estimate g 📅 2026-11-23 🔼 ([lab-report](../courses/phys201/lab-report.md))
> - [ ] Use the museum voucher from Grandma #expires 🛫 2026-11-01 📅 2026-11-20 ([inbox](../inbox.md))
> - [ ] Email Prof. Weber about the lab slot 📅 2026-11-20 #phys201 ([2026-11-18](../journal/2026/2026-11-18.md))
> - [ ] Send the monthly status mail 🔁 every month on the 2nd last Friday 📅 2026-11-20 #work ([work](work.md))
> - [ ] Pick up the parcel at the post office 🏁 delete 📅 2026-11-21 ([inbox](../inbox.md))
> - [ ] Send Samir the lab photos 📅 2026-11-21 ([2026-11-20](../journal/2026/2026-11-20.md))
> - [ ] Clean the fridge 🔁 every 2 weeks when done 📅 2026-11-22 ([routines](routines.md))
>
> #### Today
>
> - [ ] Call the landlord about the heating ⏰ 2026-11-24 08:00 ⏫ 📅 2026-11-24 ([inbox](../inbox.md))
> - [ ] Book train tickets to Hamburg  [created:: 2026-11-20]  [due:: 2026-11-24]  [priority:: high] ([inbox](../inbox.md))
> - [ ] Tutor Lea in maths  [repeat:: every week on Tuesday]  [due:: 2026-11-24]  [priority:: medium] ([routines](routines.md))
> - [ ] Print the lab data 📅 2026-11-24 #phys201 ([2026-11-23](../journal/2026/2026-11-23.md))
> - [ ] Pick up the prescription at the pharmacy ⏰ 2026-11-24 15:15 📅 2026-11-24 ([2026-11-24](../journal/2026/2026-11-24.md))
> - [ ] Take vitamins 🔁 every day 📅 2026-11-24 ([routines](routines.md))
>
> #### Future
>
> - [ ] Revise for the midterm  [course:: phys201]  [start:: 2026-11-30]  [due:: 2026-12-06]  [priority:: highest] ([phys201](../courses/phys201.md))
> - [ ] Send quarterly report #work  [dueTime:: 17:00]  [remind:: 1h before]  [remind:: 10m before] ⏫ 📅 2026-11-25 ([work](work.md))
> - [ ] Homework 5: linked lists #cs101  [dueTime:: 23:59]  [remind:: 1d before]  [remind:: 2h before] ⏫ 📅 2026-11-26 ([cs101](../courses/cs101.md))
> - [ ] Prepare slides for the client demo #work  [dueTime:: 10:00]  [remind:: 1h before]  [remind:: 10m before]  [id:: demoslides]  [priority:: high]  [due:: 2026-11-26] ([work](work.md))
> - [ ] Problem set 7: rotational dynamics  [dueTime:: 12:00]  [remind:: 1d before]  [course:: phys201]  [priority:: high]  [due:: 2026-11-27] ([phys201](../courses/phys201.md))
> - [ ] Pay rent 🔁 every month on the 1st 📅 2026-12-01 ⏫ ([routines](routines.md))
> - [ ] Hand in the lab report 📅 2026-12-04 ⏫ 🆔 lab1 ([lab-report](../courses/phys201/lab-report.md))
> - [ ] Buy a birthday present for Mum ➕ 2026-11-18 📅 2026-11-25 🔼 ([inbox](../inbox.md))
> - [/] Update the onboarding wiki ➕ 2026-11-16 🛫 2026-11-20 📅 2026-11-27 #work ([work](work.md))
> - [ ] Water the balcony plants ⏰ 18:00 📅 2026-11-25 ([inbox](../inbox.md))
> - [ ] Take out the recycling 🔁 every week on Monday, Wednesday 📅 2026-11-25 ([routines](routines.md))
> - [ ] Borrow "Die Mittagsfrau" from Mum at her birthday 📅 2026-11-26 ([reading-list](reading-list.md))
> - [ ] Submit the timesheet 🔁 RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261231 📅 2026-11-26 #work ([work](work.md))
> - [ ] Send the demo recording to the client #work  [dependsOn:: demoslides]  [due:: 2026-11-27] ([work](work.md))
> - [ ] Deploy release 2.3 #work  [dueTime:: 16:00]  [remind:: 30m before] ⛔ pr42 📅 2026-11-27 ([work](work.md))
> - [ ] Call Grandma 🔁 every week on Sunday 📅 2026-11-29 ([routines](routines.md))
> - [ ] Ask whether the 📅 2026-11-25 deadline moved 📅 2026-11-30 ([how-tasks-are-found](how-tasks-are-found.md))
> - [ ] Return "Dune" to Lena 📅 2026-11-30 ([reading-list](reading-list.md))
> - [ ] Check the bank statement  [repeat:: every month on the last]  [due:: 2026-11-30] ([routines](routines.md))
> - [ ] Write the discussion section  [estimate:: 1h30m] ⏳ 2026-11-29 📅 2026-12-02 ([lab-report](../courses/phys201/lab-report.md))
> - [ ] Project proposal with Jonas 🛫 2026-11-23 📅 2026-12-03 ➕ 2026-11-16 #cs101 ([cs101](../courses/cs101.md))
> - [ ] Descale the kettle 🔁 every month on the 1st Friday 📅 2026-12-04 ([routines](routines.md))
> - [ ] Draft the Q4 goals #work  [scheduled:: 2026-11-30]  [due:: 2026-12-01]  [priority:: low] ([work](work.md))
> - [ ] Write the project retrospective 📅 2026-12-02 🔽 #work ([work](work.md))
> - [ ] Send Grandma a postcard from Hamburg 📅 2026-11-29 ⏬ ([inbox](../inbox.md))
>
> 40 tasks
>
> ## Waiting in this folder
>
> ```tasks
> filter by function task.file.folder === query.file.folder
> not done
> short mode
> ```
>
> - [/] Update the onboarding wiki ➕ 2026-11-16 🛫 2026-11-20 📅 2026-11-27 #work ([work](work.md))
> - [ ] File the October expense report 🛫 2026-11-02 📅 2026-11-13 🔺 #work ([work](work.md))
> - [ ] Send quarterly report #work  [dueTime:: 17:00]  [remind:: 1h before]  [remind:: 10m before] ⏫ 📅 2026-11-25 ([work](work.md))
> - [ ] Prepare slides for the client demo #work  [dueTime:: 10:00]  [remind:: 1h before]  [remind:: 10m before]  [id:: demoslides]  [priority:: high]  [due:: 2026-11-26] ([work](work.md))
> - [ ] Tutor Lea in maths  [repeat:: every week on Tuesday]  [due:: 2026-11-24]  [priority:: medium] ([routines](routines.md))
> - [ ] Send the monthly status mail 🔁 every month on the 2nd last Friday 📅 2026-11-20 #work ([work](work.md))
> - [ ] Clean the fridge 🔁 every 2 weeks when done 📅 2026-11-22 ([routines](routines.md))
> - [ ] Pay rent 🔁 every month on the 1st 📅 2026-12-01 ⏫ ([routines](routines.md))
> - [ ] Take vitamins 🔁 every day 📅 2026-11-24 ([routines](routines.md))
> - [ ] Take out the recycling 🔁 every week on Monday, Wednesday 📅 2026-11-25 ([routines](routines.md))
> - [ ] Borrow "Die Mittagsfrau" from Mum at her birthday 📅 2026-11-26 ([reading-list](reading-list.md))
> - [ ] Submit the timesheet 🔁 RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261231 📅 2026-11-26 #work ([work](work.md))
> - [ ] Send the demo recording to the client #work  [dependsOn:: demoslides]  [due:: 2026-11-27] ([work](work.md))
> - [ ] Deploy release 2.3 #work  [dueTime:: 16:00]  [remind:: 30m before] ⛔ pr42 📅 2026-11-27 ([work](work.md))
> - [ ] Clean up the Q3 numbers from Katrin 🆔 q3data ⏳ 2026-11-24 🔼 #work ([work](work.md))
> - [ ] Call Grandma 🔁 every week on Sunday 📅 2026-11-29 ([routines](routines.md))
> - [ ] Ask whether the 📅 2026-11-25 deadline moved 📅 2026-11-30 ([how-tasks-are-found](how-tasks-are-found.md))
> - [ ] Return "Dune" to Lena 📅 2026-11-30 ([reading-list](reading-list.md))
> - [ ] Check the bank statement  [repeat:: every month on the last]  [due:: 2026-11-30] ([routines](routines.md))
> - [ ] Review Tom's pull request 🆔 pr42 ⏳ 2026-11-24 #work ([work](work.md))
> - [ ] Descale the kettle 🔁 every month on the 1st Friday 📅 2026-12-04 ([routines](routines.md))
> - [ ] Draft the Q4 goals #work  [scheduled:: 2026-11-30]  [due:: 2026-12-01]  [priority:: low] ([work](work.md))
> - [ ] Write the project retrospective 📅 2026-12-02 🔽 #work ([work](work.md))
> - [ ] Look for "The Remains of the Day" at the Saturday market #books ([reading-list](reading-list.md))
> - [ ] Clean the bathroom 🔁 every week on Saturday ⏳ 2026-11-28 ([routines](routines.md))
> - [ ] Water the plants 🔁 every 3 days ⏳ 2026-11-26 ([routines](routines.md))
> - [ ] Ask Katrin about the holiday schedule #work ([work](work.md))
> - [>] Migrate CI to the new runners ⏳ 2026-12-07 #work ([work](work.md))
>
> 28 tasks

# A bulk change from a query: the dry run lists each line before and after, and writes nothing.
$ quire --today 2026-11-24 modify --where '(path includes routines) AND (due before today) AND (not done)' --priority high --dry-run
> would change notes/routines.md:16
>   - - [ ] Clean the fridge 🔁 every 2 weeks when done 📅 2026-11-22
>   + - [ ] Clean the fridge ⏫ 🔁 every 2 weeks when done 📅 2026-11-22
2> 1 task would change; nothing was written
