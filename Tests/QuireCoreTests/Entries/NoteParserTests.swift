import QuireCore
import Testing

@Suite struct NoteParserTests {
  let parser = NoteParser(config: VaultConfig())

  @Test func journalNoteDatedByFileName() {
    let note = parser.parse(file: "journal/2026/2026-11-24.md", text: "# A good day\n\nWrote code.\n")
    #expect(note.kind == .journal)
    #expect(note.entry?.date == LocalDate(iso: "2026-11-24"))
    #expect(note.entry?.title == "A good day")
    #expect(note.entry?.words == 5)  // "#" is not a word
  }

  /// Each task keeps the heading above it as written (`task.heading` in queries): an ATX
  /// heading without its marks and without a closing sequence, which only `#`s after a blank are
  /// (CommonMark), and a setext heading's text; none above the first heading.
  @Test func eachTaskKeepsTheHeadingAboveIt() {
    let text = """
      - [ ] before
      # C#
      - [ ] a
      ## Plans ##
      - [ ] b
      ### ###
      - [ ] c

      Setext **title**
      ---
      - [ ] d

      """
    let note = parser.parse(file: "notes/h.md", text: text)
    #expect(note.tasks.map(\.heading) == [nil, "C#", "Plans", "", "Setext title"])
    #expect(note.tasks.map(\.written) == ["- [ ] before", "- [ ] a", "- [ ] b", "- [ ] c", "- [ ] d"])
  }

  @Test func journalNoteDatedByFrontMatter() {
    let note = parser.parse(
      file: "diary/monday.md", text: "---\ntype: journal\ndate: 2026-11-23\ntitle: Monday\n---\nok\n")
    #expect(note.entry?.date == LocalDate(iso: "2026-11-23"))
    #expect(note.entry?.title == "Monday")
  }

  @Test func typeWinsOverFolder() {
    let note = parser.parse(
      file: "journal/goal.md", text: "---\ntype: goal\ntarget: 100\n---\n- 2026-01-02 +40 first\n")
    #expect(note.kind == .goal)
    #expect(note.goal?.current == 40)
    #expect(note.goal?.progress.first?.line == 5)
  }

  @Test func unquotedTimesStayTimes() {
    let text =
      "---\ntype: habit\nname: Feed the cat\ntimes: [08:30, \"17:00\", 7:05]\ndays: [mon, wed]\nstart: 2026-11-01\n---\n"
    let note = parser.parse(file: "habits/feed-cat.md", text: text)
    #expect(note.habit?.times.map(\.description) == ["08:30", "17:00", "07:05"])
    #expect(note.habit?.days == ["mon", "wed"])
    #expect(note.habit?.start == LocalDate(iso: "2026-11-01"))
    #expect(note.diagnostics.isEmpty)
  }

  @Test func eventNote() {
    let text = """
      ---
      type: event
      title: Physics exam
      date: 2026-12-07
      start: 09:00
      end: "11:00"
      kind: exam
      course: PHYS201
      remind: [1d before, 1h before]
      ---
      Bring a calculator.
      """
    let note = parser.parse(file: "planner/exam.md", text: text)
    let event = note.events.first
    #expect(event?.title == "Physics exam")
    #expect(event?.start?.description == "09:00")
    #expect(event?.end?.description == "11:00")
    #expect(event?.allDay == false)
    #expect(event?.course == "phys201")
    #expect(event?.reminders == ["1d before", "1h before"])
    #expect(event?.notes == "Bring a calculator.")
  }

  @Test func badEventDateIsAnErrorOnItsLine() {
    let note = parser.parse(file: "planner/x.md", text: "---\ntype: event\ntitle: X\ndate: 2026-02-30\n---\n")
    #expect(note.events.isEmpty)
    #expect(note.diagnostics.map(\.line) == [4])
    #expect(note.diagnostics.first?.code == "bad-date")
  }

  /// A zone the database lacks is a warning at its line; the event is kept, and a known zone or a
  /// parser without a database says nothing.
  @Test func anUnknownEventZoneIsAWarningOnItsLine() {
    struct Zones: ZoneDirectory {
      func zone(named name: String) -> (any ZoneRules)? {
        name == "America/New_York" ? FixedZone(offsetSeconds: -18_000) : nil
      }
    }
    var config = VaultConfig()
    config.knownZones = KnownZones(Zones())
    let text = { (zone: String) in "---\ntype: event\ndate: 2026-11-26\nstart: 15:00\ntimezone: \(zone)\n---\n" }
    let note = NoteParser(config: config).parse(file: "planner/call.md", text: text("Europe/Atlantis"))
    #expect(note.events.map(\.timeZone) == ["Europe/Atlantis"])
    #expect(note.diagnostics.map(\.line) == [5])
    #expect(note.diagnostics.first?.code == "event-unknown-zone")
    #expect(note.diagnostics.first?.severity == .warning)
    #expect(note.diagnostics.first?.message.contains("IANA name such as Europe/Berlin") == true)
    #expect(
      NoteParser(config: config).parse(file: "planner/call.md", text: text("America/New_York")).diagnostics.isEmpty)
    #expect(parser.parse(file: "planner/call.md", text: text("Europe/Atlantis")).diagnostics.isEmpty)
  }

  @Test func unreadableRecurrenceIsAWarningOnItsLine() {
    let note = parser.parse(
      file: "notes/a.md", text: "# A\n\n- [ ] Fine 🔁 every week on Monday\n- [ ] Odd 🔁 every fortnight 📅 2026-11-24\n")
    #expect(note.tasks.count == 2)
    #expect(note.diagnostics.map(\.line) == [4])
    #expect(note.diagnostics.first?.code == "bad-recurrence")
    #expect(note.diagnostics.first?.severity == .warning)
    #expect(note.diagnostics.first?.message.contains("fortnight") == true)
  }

  @Test func yamlErrorNamesTheFileLine() {
    let note = parser.parse(file: "a.md", text: "---\ntitle: ok\nbad: [\n---\n- [ ] still here\n")
    #expect(note.diagnostics.first?.code == "yaml-syntax")
    #expect(note.diagnostics.first?.line == 4)
    #expect(note.tasks.first?.line == 5)
  }

  @Test func dayPlannerLinesAreEventsOfTheDay() {
    let text = "- 14:00-15:00 Dentist\n- [ ] 09:30 Standup\n- 9:00 – 10:30 Lecture\n- not 9:00 a plan\n"
    let note = parser.parse(file: "journal/2026-11-24.md", text: text)
    #expect(note.events.map(\.title) == ["Dentist", "Standup", "Lecture"])
    #expect(note.events.map(\.line) == [1, 2, 3])
    #expect(note.events[0].end?.description == "15:00")
    #expect(note.events[1].status == " ")
    #expect(note.tasks.count == 1)
  }

  /// A planner line that is also a task keeps its task fields out of the event's title, in
  /// both formats, as the task's own text does.
  @Test func aPlannerLineThatIsATaskHasATitleWithoutTaskFields() {
    let text = """
      - [ ] 17:00 Standup 📅 2026-11-24 ⏫ ^abc123
      - [x] 18:00-19:00 Gym [due:: 2026-11-24] [priority:: high]
      - [ ] 08:00 Call #work 🔁 every day
      - 20:00 Dinner 📅 is text here

      """
    let note = parser.parse(file: "journal/2026-11-24.md", text: text)
    #expect(note.events.map(\.title) == ["Standup", "Gym", "Call #work", "Dinner 📅 is text here"])
    #expect(note.events.map { $0.start?.description } == ["17:00", "18:00", "08:00", "20:00"])
    #expect(note.events[1].end?.description == "19:00")
  }

  /// A note's title is its first level-1 heading, else its file name: a `##` section heading
  /// names no note. Weekly and monthly notes in the journal folder are not daily notes.
  @Test func aTitleIsTheFirstLevelOneHeading() {
    let sections = parser.parse(file: "notes/plans.md", text: "## Tasks\n- [ ] a\n\n# Plans\n")
    #expect(sections.note?.title == "Plans")
    let none = parser.parse(file: "notes/plans.md", text: "## Tasks\n- [ ] a\n")
    #expect(none.note?.title == "plans")
    let day = parser.parse(file: "journal/2026-11-24.md", text: "## Morning\nok\n")
    #expect(day.entry?.title == nil)
    for name in ["2026-W48", "2026-11"] {
      let note = parser.parse(file: "journal/\(name).md", text: "# Week\n- [ ] review\n")
      #expect(note.kind == .note && note.entry == nil && note.date == nil, "\(name)")
      #expect(note.tasks.count == 1)
    }
  }

  /// The date in a daily note's file name wins over a `date:` copied from a template, with a
  /// warning at that line; a `date:` that agrees, or a note without a dated name, is as before.
  @Test func aDailyNotesFileNameDateWinsOverAStaleDateLine() {
    let stale = parser.parse(file: "journal/2026/2026-11-24.md", text: "---\ndate: 2026-01-01\n---\n# Tuesday\n")
    #expect(stale.entry?.date == LocalDate(iso: "2026-11-24"))
    #expect(stale.diagnostics.map(\.code) == ["journal-date-mismatch"])
    #expect(stale.diagnostics.first?.line == 2)
    let same = parser.parse(file: "journal/2026/2026-11-24.md", text: "---\ndate: 2026-11-24\n---\n")
    #expect(same.entry?.date == LocalDate(iso: "2026-11-24") && same.diagnostics.isEmpty)
    let named = parser.parse(file: "journal/monday.md", text: "---\ndate: 2026-11-23\n---\n")
    #expect(named.entry?.date == LocalDate(iso: "2026-11-23") && named.diagnostics.isEmpty)
  }

  /// A line that names a habit is a slot of it, never a to-do: ticked, a check-in; open, nothing
  /// but the line (the habit's history counts the day as missed once it has passed).
  @Test func habitSlotsAreNoTasks() {
    let text = """
      - [ ] Feed the cat 08:30 #habit/feed-cat
      - [x] Feed the cat 17:00 [habit:: feed-cat]
      - [ ] Buy cat food
      - [ ] Read 20 pages #Habit/read

      """
    let note = parser.parse(file: "journal/2026/2026-11-24.md", text: text)
    #expect(note.tasks.map(\.fields.description) == ["Buy cat food"])
    #expect(
      note.checkins.map { "\($0.habit) \($0.date) \($0.time?.description ?? "-") \($0.line)" } == [
        "feed-cat 2026-11-24 17:00 2"
      ])
  }

  @Test func checkInsFromTagOrField() {
    let text =
      "- [x] Feed cat 08:30 #habit/feed-cat\n- [x] Feed cat [habit:: feed-cat]\n- [ ] Feed cat #habit/feed-cat\n"
    let note = parser.parse(file: "journal/2026/2026-11-24.md", text: text)
    #expect(note.checkins.count == 2)
    #expect(note.checkins[0].time?.description == "08:30")
    #expect(note.checkins.allSatisfy { $0.date == LocalDate(iso: "2026-11-24") && $0.habit == "feed-cat" })
  }

  @Test func checkInOutsideADailyNoteNeedsADoneDate() {
    let note = parser.parse(file: "notes/log.md", text: "- [x] ran #habit/run ✅ 2026-11-17\n- [x] ran #habit/run\n")
    #expect(note.checkins.map(\.date) == [LocalDate(iso: "2026-11-17")])
    #expect(note.diagnostics.map(\.code) == ["checkin-no-date"])
  }

  @Test func coursesByFolderAndFile() {
    let inFolder = parser.parse(file: "courses/cs101/hw.md", text: "- [ ] homework\n")
    #expect(inFolder.tasks.first?.course == "cs101")
    let courseNote = parser.parse(
      file: "courses/cs101.md", text: "---\ncode: CS101\ntitle: Intro\n---\n- [ ] read ch. 1\n")
    #expect(courseNote.course == Course(code: "cs101", title: "Intro", file: "courses/cs101.md"))
    #expect(courseNote.tasks.first?.course == "cs101")
  }

  /// A body ending in many blank lines keeps its text and its task's line; the trim walks the
  /// blanks once (`TrimmingTests`), where it recounted the body per blank line (25 s for 100,000).
  @Test func dreamBodyEndingInBlankLinesIsTrimmed() {
    let blanks = String(repeating: "\n", count: 20_000)
    let text = "---\ntype: dream\ndate: 2026-11-20\n---\nI dreamt.\n\n- [ ] write it down\n" + blanks
    let note = parser.parse(file: "dreams/x.md", text: text)
    #expect(note.dream?.body == "I dreamt.\n\n- [ ] write it down")
    #expect(note.tasks.map(\.line) == [7])
  }

  /// A rule no date matches is reported at its line, up front (docs/recurrence.md).
  @Test func aRecurrenceThatNeverOccursIsReported() {
    let tasks = parser.parse(
      file: "inbox.md",
      text: "# Leap\n\n- [ ] pay 🔁 every February on the 30th 📅 2026-11-01\n"
        + "- [ ] ok 🔁 every year on February the 29th 📅 2028-02-29\n"
        + "- [ ] rrule [repeat:: RRULE:FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31] [due:: 2026-04-01]\n")
    #expect(tasks.diagnostics.map(\.code) == ["recurrence-never-occurs", "recurrence-never-occurs"])
    #expect(tasks.diagnostics.map(\.line) == [3, 5])
    #expect(tasks.diagnostics.first?.severity == .warning)
    #expect(
      tasks.diagnostics.first?.message
        == "the recurrence 'every February on the 30th' never occurs: no date matches it, "
        + "so the task gets no next copy; see docs/recurrence.md")
    #expect(tasks.tasks.count == 3)

    let event = parser.parse(
      file: "planner/leap.md",
      text: "---\ntype: event\ntitle: Leap\ndate: 2026-02-01\nrepeat: every February on the 30th\n---\n")
    #expect(event.diagnostics.map(\.code) == ["recurrence-never-occurs"])
    #expect(event.diagnostics.first?.line == 5)
    let habit = parser.parse(
      file: "habits/leap.md", text: "---\ntype: habit\nname: Leap\ndays: every February on the 30th\n---\n")
    #expect(habit.diagnostics.map(\.code) == ["recurrence-never-occurs"])
    #expect(habit.diagnostics.first?.line == 4)
  }

  @Test func dreamNote() {
    let text = "---\ntype: dream\ndate: 2026-11-20\ncame_true: yes\nprediction: rain\n---\nI was flying.\n"
    let note = parser.parse(file: "dreams/x.md", text: text)
    #expect(note.dream?.cameTrue == true)
    #expect(note.dream?.prediction == "rain")
    #expect(note.dream?.body == "I was flying.")
  }

  @Test func generatedPagesAreNeverSources() {
    let note = parser.parse(file: "x.md", text: "---\ngenerated: quire\n---\n- [ ] t\n")
    #expect(note.isGenerated)
    #expect(note.tasks.isEmpty)
  }

  /// A task alone with its text keeps its id through a date, status or place change; beside
  /// another task with the same text its dates tell them apart, wherever each stands
  /// (docs/syntax.md, "Task ids").
  @Test func taskIdsAreStableAcrossEdits() {
    let a = parser.parse(file: "n.md", text: "- [ ] Call mum 📅 2026-11-25\n- [ ] Pay rent\n")
    let b = parser.parse(file: "n.md", text: "intro\n\n- [ ] Pay rent\n- [x] Call mum 📅 2026-11-30 ✅ 2026-11-24\n")
    #expect(a.tasks.map(\.id) == b.tasks.reversed().map(\.id))
    let pair = parser.parse(file: "n.md", text: "- [ ] Call mum 📅 2026-11-25\n- [ ] Call mum\n")
    let moved = parser.parse(file: "n.md", text: "- [ ] Call mum\nintro\n\n- [x] Call mum 📅 2026-11-25 ✅ 2026-11-24\n")
    #expect(pair.tasks[0].id != pair.tasks[1].id)
    #expect(pair.tasks.map(\.id) == moved.tasks.reversed().map(\.id))
    let withId = parser.parse(file: "n.md", text: "- [ ] Deploy 🆔 abc123\n")
    #expect(withId.tasks.first?.id == "abc123")
  }

  @Test func unreadableRepeatsAreWarnedOnTheirLine() {
    let event = parser.parse(
      file: "planner/x.md", text: "---\ntype: event\ntitle: X\ndate: 2026-11-24\nrepeat: every blue moon\n---\n")
    #expect(event.diagnostics.map(\.code) == ["bad-recurrence"])
    #expect(event.diagnostics.first?.line == 5)
    #expect(event.events.count == 1)
    let habit = parser.parse(
      file: "habits/x.md", text: "---\ntype: habit\ntimes: [\"08:00\"]\ndays: [mon, funday]\n---\n")
    #expect(habit.diagnostics.map(\.code) == ["bad-weekday"])
    let task = parser.parse(file: "n.md", text: "- [ ] t 🔁 every blue moon\n")
    #expect(task.diagnostics.map(\.code) == ["bad-recurrence"])
    #expect(task.tasks.first?.fields.recurrence == "every blue moon")
  }
}
