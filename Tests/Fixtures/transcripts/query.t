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
> - [ ] Problem set 7: rotational dynamics  [dueTime:: 12:00]  [remind:: 1d before]  [course:: phys201]  [priority:: high]  [due:: 2026-11-27]  courses/phys201.md:17  9b95d544
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
