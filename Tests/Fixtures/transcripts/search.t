# vault: Samples

# The first command builds the index in .quire/cache; the second finds nothing to do.
$ quire index
> 40 notes indexed: 40 added, 0 changed, 0 touched, 0 removed, 0 unchanged

$ quire index --json
> {"notes":40,"added":0,"modified":0,"touched":0,"removed":0,"unchanged":40,"unreadable":0}

# Every word must occur in the paragraph; each matching line is listed with its own line
# number, best paragraph first (bm25), matches in [brackets] when not on a terminal.
$ quire search feed cat --limit 4
> journal/2026/2026-11-22.md:25: - [x] [Feed] [cat] 08:30 #habit/[feed]-[cat]
> journal/2026/2026-11-22.md:26: - [x] [Feed] [cat] 17:00 [habit:: [feed]-[cat]]
> journal/2026/2026-11-18.md:27: - [x] [Feed] [cat] 08:30 #habit/[feed]-[cat]
> journal/2026/2026-11-18.md:28: - [x] [Feed] [cat] 17:00 [habit:: [feed]-[cat]]

# Case and accents are ignored; a trailing * matches a prefix.
$ quire search LAB* --limit 3
> courses/phys201/lab-report.md:3: title: "[Lab] report: the physical pendulum"
> courses/phys201/lab-report.md:6: # [Lab] report: the physical pendulum
> journal/2026/2026-11-20.md:31: - 14:00-16:00 Physics [lab] with Samir

$ quire search exam --json --limit 2
> [{"file":"courses/phys201.md","line":22,"text":"## Studying for the exam","snippet":"## Studying for the [exam]"},
> {"file":"decks/spanish.md","line":26,"text":"el examen:::the exam","snippet":"el examen:::the [exam]"}]

# No match says so in one line; a rebuild indexes everything again.
$ quire search zzzzqqq
> no matches for "zzzzqqq"

$ quire index --rebuild
> 40 notes indexed: 40 added, 0 changed, 0 touched, 0 removed, 0 unchanged

# --no-cache reads the notes directly; search then uses an index held in memory.
$ quire --no-cache search horsaal --limit 2
> courses/cs101.md:10: Lectures Monday and Wednesday 10:15–11:45 in [Hörsaal] 1 (see `planner/cs101-lecture.md`).
> planner/cs101-lecture.md:11: location: [Hörsaal] 1, Informatikgebäude

# Words without letters or digits are a usage error.
64$ quire search ***
2> Error: give at least one word to search for
2> Usage: quire search [--vault <dir>] [--today <date>] [--now <datetime>] [--json] [--no-color] <text> ... [--limit <n>]
2>   See 'quire search --help' for more information.
