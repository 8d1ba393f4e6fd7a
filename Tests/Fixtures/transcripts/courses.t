# vault: Samples

# Courses with their open homework and next exam.
$ quire --today 2026-11-24 course list
> cs101    Intro to Programming  4 open  courses/cs101.md
> phys201  Classical Mechanics  10 open, exam in 13 days (2026-12-07)  courses/phys201.md

$ quire --today 2026-11-24 course list --json
> {"courses":[{"code":"cs101","title":"Intro to Programming","open":4,"done":2,"nextExam":null,"file":"courses/cs101.md"},{"code":"phys201","title":"Classical Mechanics","open":10,"done":3,"nextExam":{"title":"Physics midterm exam","date":"2026-12-07","start":"08:15","daysLeft":13,"countdown":"in 13 days","course":"phys201","location":"Audimax","file":"planner/phys201-exam.md","line":1},"file":"courses/phys201.md"}]}

# Homework by tag, by [course:: code] and by folder; exams with the days left; events.
$ quire --today 2026-11-24 course show cs101
> cs101: Intro to Programming  courses/cs101.md
> Homework (4 open, 2 done)
>   [ ] 2026-11-26  Homework 5: linked lists #cs101  58936741 courses/cs101.md:18
>   [ ] 2026-12-03  Project proposal with Jonas #cs101  6c76a512 courses/cs101.md:20
>   [ ]             Read chapter 7 (hash tables) #cs101  aa659100 courses/cs101.md:19
>   [ ]             Ask about the late-submission policy #cs101  08cc6b20 courses/cs101.md:21
>   [x] 2026-11-18  Homework 4: recursion #cs101  5d8e5ceb courses/cs101.md:17
>   [x] 2026-11-18  Submit homework 4 early #cs101  ce3044f0 journal/2026/2026-11-18.md:23
> Exams
>   none ahead
> Events
>   CS101 Lecture  (every week on Monday, Wednesday)  next 2026-11-25 10:15  planner/cs101-lecture.md

$ quire --today 2026-11-24 course show PHYS201
> phys201: Classical Mechanics  courses/phys201.md
> Homework (10 open, 3 done)
>   [ ] 2026-11-20  Email Prof. Weber about the lab slot #phys201  5a89c8f1 journal/2026/2026-11-18.md:22
>   [ ] 2026-11-23  Fit T(d) and estimate g  d8014331 courses/phys201/lab-report.md:20
>   [ ] 2026-11-24  Print the lab data #phys201  b0c50fad journal/2026/2026-11-23.md:17
>   [ ] 2026-11-27  Problem set 7: rotational dynamics  9b95d544 courses/phys201.md:18
>   [ ] 2026-12-02  Write the discussion section  85a340d2 courses/phys201/lab-report.md:21
>   [ ] 2026-12-04  Hand in the lab report  lab1 courses/phys201/lab-report.md:22
>   [ ] 2026-12-06  Revise for the midterm  0f993f78 courses/phys201.md:19
>   [ ]             Buy a formula collection for the exam  a9d4c40f courses/phys201.md:20
>   [ ]             Celebrate with Samir  ea02d17d courses/phys201/lab-report.md:23
>   [ ]             Bring the lab printout to the study group #phys201  707b8e42 journal/2026/2026-11-24.md:18
>   [x] 2026-11-19  Problem set 6: oscillations  f0a0d58b courses/phys201.md:17
>   [x] 2026-11-19  Scan problem set 6 and upload it  ee06ef7a journal/2026/2026-11-19.md:20
>   [x] 2026-11-13  Collect the measurements  5df24f53 courses/phys201/lab-report.md:19
> Exams
>   2026-12-07 08:15  Physics midterm exam  in 13 days  Audimax  planner/phys201-exam.md
> Events
>   PHYS201 Lecture  (every week on Tuesday, Thursday)  next 2026-11-24 12:15  planner/phys201-lecture.md

$ quire --today 2026-11-24 course show phys201 --json
> {"code":"phys201","title":"Classical Mechanics","file":"courses/phys201.md","homework":[{"id":"5a89c8f1","text":"Email Prof. Weber about the lab slot #phys201","status":" ","done":false,"due":"2026-11-20","doneDate":null,"file":"journal/2026/2026-11-18.md","line":22},{"id":"d8014331","text":"Fit T(d) and estimate g","status":" ","done":false,"due":"2026-11-23","doneDate":null,"file":"courses/phys201/lab-report.md","line":20},{"id":"b0c50fad","text":"Print the lab data #phys201","status":" ","done":false,"due":"2026-11-24","doneDate":null,"file":"journal/2026/2026-11-23.md","line":17},{"id":"9b95d544","text":"Problem set 7: rotational dynamics","status":" ","done":false,"due":"2026-11-27","doneDate":null,"file":"courses/phys201.md","line":18},{"id":"85a340d2","text":"Write the discussion section","status":" ","done":false,"due":"2026-12-02","doneDate":null,"file":"courses/phys201/lab-report.md","line":21},{"id":"lab1","text":"Hand in the lab report","status":" ","done":false,"due":"2026-12-04","doneDate":null,"file":"courses/phys201/lab-report.md","line":22},{"id":"0f993f78","text":"Revise for the midterm","status":" ","done":false,"due":"2026-12-06","doneDate":null,"file":"courses/phys201.md","line":19},{"id":"a9d4c40f","text":"Buy a formula collection for the exam","status":" ","done":false,"due":null,"doneDate":null,"file":"courses/phys201.md","line":20},{"id":"ea02d17d","text":"Celebrate with Samir","status":" ","done":false,"due":null,"doneDate":null,"file":"courses/phys201/lab-report.md","line":23},{"id":"707b8e42","text":"Bring the lab printout to the study group #phys201","status":" ","done":false,"due":null,"doneDate":null,"file":"journal/2026/2026-11-24.md","line":18},{"id":"f0a0d58b","text":"Problem set 6: oscillations","status":"x","done":true,"due":"2026-11-20","doneDate":"2026-11-19","file":"courses/phys201.md","line":17},{"id":"ee06ef7a","text":"Scan problem set 6 and upload it","status":"x","done":true,"due":null,"doneDate":"2026-11-19","file":"journal/2026/2026-11-19.md","line":20},{"id":"5df24f53","text":"Collect the measurements","status":"x","done":true,"due":"2026-11-13","doneDate":"2026-11-13","file":"courses/phys201/lab-report.md","line":19}],"exams":[{"title":"Physics midterm exam","date":"2026-12-07","start":"08:15","daysLeft":13,"countdown":"in 13 days","course":"phys201","location":"Audimax","file":"planner/phys201-exam.md","line":1}],"events":[{"title":"PHYS201 Lecture","kind":"class","recurrence":"every week on Tuesday, Thursday","next":"2026-11-24","start":"12:15","file":"planner/phys201-lecture.md","line":1}]}

# Every exam ahead, soonest first.
$ quire --today 2026-11-24 exams
> 2026-12-07  08:15  Physics midterm exam  #phys201  in 13 days  Audimax  planner/phys201-exam.md

$ quire --today 2026-12-06 exams --json
> {"exams":[{"title":"Physics midterm exam","date":"2026-12-07","start":"08:15","daysLeft":1,"countdown":"tomorrow","course":"phys201","location":"Audimax","file":"planner/phys201-exam.md","line":1}]}

$ quire --today 2026-12-07 exams
> 2026-12-07  08:15  Physics midterm exam  #phys201  today  Audimax  planner/phys201-exam.md

$ quire --today 2026-12-08 exams
> No exams ahead.

1$ quire course show math9
2> quire: error: no course with code 'math9'; courses: cs101, phys201
