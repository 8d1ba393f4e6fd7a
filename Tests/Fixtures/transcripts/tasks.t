# vault: Samples

# Every open task, grouped by when it is due (the sample story's Tuesday).
$ quire --today 2026-11-24 tasks
> Overdue (8)
>   f40ada21    2026-11-13        🔺 File the October expense report #work  notes/work.md:31
>   b50c4a86    2026-11-15        🔺 Cancel the gym trial before it renews  inbox.md:14
>   5a89c8f1    2026-11-20        Email Prof. Weber about the lab slot #phys201  journal/2026/2026-11-18.md:22
>   cc0a5743    2026-11-20        Send the monthly status mail #work 🔁  notes/work.md:27
>   86963501    2026-11-21        Pick up the parcel at the post office  inbox.md:13
>   0446196d    2026-11-21        Send Samir the lab photos  journal/2026/2026-11-20.md:21
>   dbade9f5    2026-11-22        Clean the fridge 🔁  notes/routines.md:16
>   d8014331    2026-11-23        🔼 Fit T(d) and estimate g  courses/phys201/lab-report.md:20
>
> Due today (6)
>   8024974c    2026-11-24        ⏫ Call the landlord about the heating  inbox.md:10
>   7ad3a4f7    2026-11-24        ⏫ Book train tickets to Hamburg  inbox.md:11
>   2aa7f777    2026-11-24        🔼 Tutor Lea in maths 🔁  notes/routines.md:19
>   b0c50fad    2026-11-24        Print the lab data #phys201  journal/2026/2026-11-23.md:17
>   2ab2dc18    2026-11-24        Pick up the prescription at the pharmacy  journal/2026/2026-11-24.md:17
>   cead71bf    2026-11-24        Take vitamins 🔁  notes/routines.md:11
>
> This week (14)
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
>   ed8f62bf    2026-11-27        Send the demo recording to the client #work  notes/work.md:16
>   4e5f45c5    2026-11-27        [/] Update the onboarding wiki #work  notes/work.md:19
>   fb9423bc    2026-11-29        Call Grandma 🔁  notes/routines.md:17
>   b5e41922    2026-11-29        ⏬ Send Grandma a postcard from Hamburg  inbox.md:18
>
> Due next week (11)
>   307cce71    2026-11-30        Ask whether the 📅 2026-11-25 deadline moved  notes/how-tasks-are-found.md:27
>   78806ff7    2026-11-30        Return "Dune" to Lena  notes/reading-list.md:23
>   a3fb7feb    2026-11-30        Check the bank statement 🔁  notes/routines.md:18
>   40c06945    2026-12-01        ⏫ Pay rent 🔁  notes/routines.md:13
>   b01cedf0    2026-12-01        🔽 Draft the Q4 goals #work  notes/work.md:32
>   85a340d2    2026-12-02        Write the discussion section  courses/phys201/lab-report.md:21
>   a958e05e    2026-12-02        🔽 Write the project retrospective #work  notes/work.md:33
>   6c76a512    2026-12-03        Project proposal with Jonas #cs101  courses/cs101.md:20
>   lab1        2026-12-04        ⏫ Hand in the lab report  courses/phys201/lab-report.md:22
>   17876864    2026-12-04        Descale the kettle 🔁  notes/routines.md:22
>   0f993f78    2026-12-06        🔺 Revise for the midterm  courses/phys201.md:19
>
> No date (20)
>   aa659100                🔼 Read chapter 7 (hash tables) #cs101  courses/cs101.md:19
>   q3data                  🔼 Clean up the Q3 numbers from Katrin #work  notes/work.md:13
>   08cc6b20                Ask about the late-submission policy #cs101  courses/cs101.md:21
>   a9d4c40f                Buy a formula collection for the exam  courses/phys201.md:20
>   c0421024                Sort out the transit pass refund  inbox.md:17
>   d618d40d                Renew the library card  inbox.md:19
>   9b33681b                [>] Repaint the bookshelf  inbox.md:22
>   371a71ae                Fix the bike light  journal/2026/2026-11-21.md:17
>   707b8e42                Bring the lab printout to the study group #phys201  journal/2026/2026-11-24.md:18
>   7072497d                09:30 Standup  journal/2026/2026-11-24.md:29
>   5ceb0ce1                Look for "The Remains of the Day" at the Saturday market #books  notes/reading-list.md:26
>   418d1925                Buy red lentils #shopping  notes/recipes/lentil-soup.md:28
>   d81f36fa                Buy coconut milk #shopping  notes/recipes/lentil-soup.md:29
>   1063a589                Clean the bathroom 🔁  notes/routines.md:14
>   8326f1a5                Water the plants 🔁  notes/routines.md:15
>   pr42                    Review Tom's pull request #work  notes/work.md:17
>   9067a6a2                [>] Migrate CI to the new runners #work  notes/work.md:34
>   076cea94                Ask Katrin about the holiday schedule #work  notes/work.md:35
>   ea02d17d                🔽 Celebrate with Samir  courses/phys201/lab-report.md:23
>   a1569543                🔽 Find a winter jacket on sale  inbox.md:20

# Filters: due today, a tag (nested tags included), a course (by tag, field or folder).
$ quire --today 2026-11-24 tasks --due today
> Due today (6)
>   8024974c  2026-11-24        ⏫ Call the landlord about the heating  inbox.md:10
>   7ad3a4f7  2026-11-24        ⏫ Book train tickets to Hamburg  inbox.md:11
>   2aa7f777  2026-11-24        🔼 Tutor Lea in maths 🔁  notes/routines.md:19
>   b0c50fad  2026-11-24        Print the lab data #phys201  journal/2026/2026-11-23.md:17
>   2ab2dc18  2026-11-24        Pick up the prescription at the pharmacy  journal/2026/2026-11-24.md:17
>   cead71bf  2026-11-24        Take vitamins 🔁  notes/routines.md:11

$ quire --today 2026-11-24 tasks --tag work
> Overdue (2)
>   f40ada21    2026-11-13        🔺 File the October expense report #work  notes/work.md:31
>   cc0a5743    2026-11-20        Send the monthly status mail #work 🔁  notes/work.md:27
>
> This week (6)
>   cde7c602    2026-11-25 17:00  ⏫ Send quarterly report #work  notes/work.md:14
>   demoslides  2026-11-26 10:00  ⏫ Prepare slides for the client demo #work  notes/work.md:15
>   77532be8    2026-11-26        Submit the timesheet #work 🔁  notes/work.md:25
>   e199b878    2026-11-27 16:00  Deploy release 2.3 #work  notes/work.md:18
>   ed8f62bf    2026-11-27        Send the demo recording to the client #work  notes/work.md:16
>   4e5f45c5    2026-11-27        [/] Update the onboarding wiki #work  notes/work.md:19
>
> Due next week (2)
>   b01cedf0    2026-12-01        🔽 Draft the Q4 goals #work  notes/work.md:32
>   a958e05e    2026-12-02        🔽 Write the project retrospective #work  notes/work.md:33
>
> No date (4)
>   q3data                  🔼 Clean up the Q3 numbers from Katrin #work  notes/work.md:13
>   pr42                    Review Tom's pull request #work  notes/work.md:17
>   9067a6a2                [>] Migrate CI to the new runners #work  notes/work.md:34
>   076cea94                Ask Katrin about the holiday schedule #work  notes/work.md:35

$ quire --today 2026-11-24 tasks --course cs101
> This week (1)
>   58936741  2026-11-26 23:59  ⏫ Homework 5: linked lists #cs101  courses/cs101.md:18
>
> Due next week (1)
>   6c76a512  2026-12-03        Project proposal with Jonas #cs101  courses/cs101.md:20
>
> No date (2)
>   aa659100              🔼 Read chapter 7 (hash tables) #cs101  courses/cs101.md:19
>   08cc6b20              Ask about the late-submission policy #cs101  courses/cs101.md:21

$ quire tasks --today 2026-11-24 --due overdue --course phys201
> Overdue (2)
>   5a89c8f1  2026-11-20        Email Prof. Weber about the lab slot #phys201  journal/2026/2026-11-18.md:22
>   d8014331  2026-11-23        🔼 Fit T(d) and estimate g  courses/phys201/lab-report.md:20

# JSON for scripts: the export's task objects, grouped.
$ quire --today 2026-11-24 tasks --due today --json
> {"groups":[
> {"name":"Due today","tasks":[
> {"id":"8024974c","file":"inbox.md","line":10,"text":"Call the landlord about the heating","status":" ","statusType":"TODO","done":false,"due":"2026-11-24","dueTime":null,"scheduled":null,"start":null,"created":null,"doneDate":null,"cancelledDate":null,"priority":"high","recurrence":null,"reminders":["2026-11-24T08:00"],"tags":[],"course":null,"taskId":null,"dependsOn":[],"onCompletion":null,"habit":null,"format":"emoji","conflict":false,"estimate":null,"notes":null},
> {"id":"7ad3a4f7","file":"inbox.md","line":11,"text":"Book train tickets to Hamburg","status":" ","statusType":"TODO","done":false,"due":"2026-11-24","dueTime":null,"scheduled":null,"start":null,"created":"2026-11-20","doneDate":null,"cancelledDate":null,"priority":"high","recurrence":null,"reminders":[],"tags":[],"course":null,"taskId":null,"dependsOn":[],"onCompletion":null,"habit":null,"format":"dataview","conflict":false,"estimate":null,"notes":null},
> {"id":"2aa7f777","file":"notes/routines.md","line":19,"text":"Tutor Lea in maths","status":" ","statusType":"TODO","done":false,"due":"2026-11-24","dueTime":null,"scheduled":null,"start":null,"created":null,"doneDate":null,"cancelledDate":null,"priority":"medium","recurrence":"every week on Tuesday","reminders":[],"tags":[],"course":null,"taskId":null,"dependsOn":[],"onCompletion":null,"habit":null,"format":"dataview","conflict":false,"estimate":null,"notes":null},
> {"id":"b0c50fad","file":"journal/2026/2026-11-23.md","line":17,"text":"Print the lab data #phys201","status":" ","statusType":"TODO","done":false,"due":"2026-11-24","dueTime":null,"scheduled":null,"start":null,"created":null,"doneDate":null,"cancelledDate":null,"priority":"none","recurrence":null,"reminders":[],"tags":["#phys201"],"course":"phys201","taskId":null,"dependsOn":[],"onCompletion":null,"habit":null,"format":"emoji","conflict":false,"estimate":null,"notes":null},
> {"id":"2ab2dc18","file":"journal/2026/2026-11-24.md","line":17,"text":"Pick up the prescription at the pharmacy","status":" ","statusType":"TODO","done":false,"due":"2026-11-24","dueTime":null,"scheduled":null,"start":null,"created":null,"doneDate":null,"cancelledDate":null,"priority":"none","recurrence":null,"reminders":["2026-11-24T15:15"],"tags":[],"course":null,"taskId":null,"dependsOn":[],"onCompletion":null,"habit":null,"format":"emoji","conflict":false,"estimate":null,"notes":null},
> {"id":"cead71bf","file":"notes/routines.md","line":11,"text":"Take vitamins","status":" ","statusType":"TODO","done":false,"due":"2026-11-24","dueTime":null,"scheduled":null,"start":null,"created":null,"doneDate":null,"cancelledDate":null,"priority":"none","recurrence":"every day","reminders":[],"tags":[],"course":null,"taskId":null,"dependsOn":[],"onCompletion":null,"habit":null,"format":"emoji","conflict":false,"estimate":null,"notes":null}
> ]}
> ]}

# Expired one-off tasks (a period whose due date has passed) leave the lists; --expired shows them.
$ quire --today 2026-11-24 tasks --expired
> Expired (1)
>   de6deaba  2026-11-20        Use the museum voucher from Grandma #expires  inbox.md:15

$ quire --today 2026-11-24 tasks --due uncompleted
> Uncompleted this month (8)
>   f40ada21  2026-11-13        🔺 File the October expense report #work  notes/work.md:31
>   b50c4a86  2026-11-15        🔺 Cancel the gym trial before it renews  inbox.md:14
>   5a89c8f1  2026-11-20        Email Prof. Weber about the lab slot #phys201  journal/2026/2026-11-18.md:22
>   cc0a5743  2026-11-20        Send the monthly status mail #work 🔁  notes/work.md:27
>   86963501  2026-11-21        Pick up the parcel at the post office  inbox.md:13
>   0446196d  2026-11-21        Send Samir the lab photos  journal/2026/2026-11-20.md:21
>   dbade9f5  2026-11-22        Clean the fridge 🔁  notes/routines.md:16
>   d8014331  2026-11-23        🔼 Fit T(d) and estimate g  courses/phys201/lab-report.md:20
