import QuireCore

/// A small vault written for these tests (not the Samples), parsed with the real parser.
enum AgendaTestVault {
  static let notes: [(String, String)] = [
    (
      "todo.md",
      """
      # Things
      - [ ] Pay the invoice 📅 2027-03-01 ⏫
      - [ ] Renew passport 📅 2027-02-26
      - [ ] Water plants [due:: 2027-03-01 18:00] [remind:: 1h before]
      - [x] Buy stamps 📅 2027-03-01 ✅ 2027-03-01
      - [ ] Plan trip ⏳ 2027-03-01
      - [ ] Later thing 📅 2027-03-09
      - [-] Dropped 📅 2027-03-01 ❌ 2027-02-27
      - [ ] Someday
      """
    ),
    (
      "planner/exam.md",
      "---\ntype: event\ntitle: Chemistry exam\ndate: 2027-03-10\nstart: \"09:00\"\nend: \"11:00\"\nkind: exam\n---\n"
    ),
    (
      "planner/yoga.md",
      "---\ntype: event\ntitle: Yoga | class\ndate: 2027-02-01\nstart: \"18:30\"\nrepeat: every week on Monday\n---\n"
    ),
    ("planner/fair.md", "---\ntype: event\ntitle: Book fair\ndate: 2027-03-01\nall_day: true\n---\n"),
    (
      "habits/stretch.md",
      "---\ntype: habit\nname: Stretch\ntimes: [\"07:00\", \"21:00\"]\ndays: [mon, tue, wed, thu, fri]\nstart: 2027-02-22\n---\n"
    ),
    (
      "journal/2027/2027-02-26.md",
      "---\ntype: journal\n---\n- [x] Stretch 07:00 #habit/stretch\n- [x] Stretch 21:00 #habit/stretch\n"
    ),
    (
      "journal/2027/2027-03-01.md",
      "---\ntype: journal\n---\n# A Monday\n- [x] Stretch 07:00 #habit/stretch\n- 12:00-13:00 Lunch with Ana\n"
    ),
    (
      "journal/2027/2027-02-25.md",
      "---\ntype: journal\n---\n- [x] Stretch #habit/stretch\n- [x] Stretch #habit/stretch\n"
    ),
  ]

  static func contents() -> VaultContents {
    let parser = NoteParser(config: VaultConfig())
    var contents = VaultContents()
    for (file, text) in notes { contents.add(parser.parse(file: file, text: text)) }
    contents.resolveCourses()
    return contents
  }

  static let schedule = ReminderSchedule(
    clock: WallClock(zone: FixedZone(offsetSeconds: 0)), defaultTime: LocalTime(hour: 9, minute: 0)!,
    occurrences: { rule, first, from, to in Recurrence(text: rule)?.dates(from: first, within: from, to) })

  /// The context at `now` (default: Monday 2027-03-01 08:00).
  static func context(now: String = "2027-03-01T08:00") -> AgendaContext {
    AgendaContext(
      contents: contents(), holidays: [Holiday(date: LocalDate(iso: "2027-03-03")!, name: "Test Day", country: "XX")],
      now: LocalDateTime(text: now)!, weekStart: 1, folders: VaultConfig.Folders(), reminders: schedule)
  }

  static let paths = AgendaPaths(folder: "agenda", weekStart: 1)
}
