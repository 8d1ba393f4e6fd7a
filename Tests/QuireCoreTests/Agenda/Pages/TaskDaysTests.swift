import QuireCore
import Testing

/// The agenda's day lookups (`TaskDays`, behind `AgendaContext`): a context prepared for a
/// window of days gives the same pages as one prepared for every day — for pages inside the
/// window and outside it — and the overdue and due-today sections follow `quire tasks --due overdue|today`.
@Suite struct TaskDaysTests {
  /// A vault of random tasks around 2027-03-01: due, scheduled, start dates and due times,
  /// priorities, done and cancelled ones, expired ones, archived ones, reminders.
  /// `inFileOrder` false adds the notes in reverse path order (contents a caller merged
  /// otherwise than a vault load does).
  static func contents(seed: UInt64, tasks: Int, inFileOrder: Bool = true) -> VaultContents {
    var rng = SeededGenerator(seed: seed)
    func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    func date() -> LocalDate {
      LocalDate(dayNumber: LocalDate(iso: "2027-03-01")!.dayNumber + Int(rng.next() % 120) - 60)
    }
    let parser = NoteParser(config: VaultConfig())
    var contents = VaultContents()
    let files = ["archive/2026-12.md", "b.md", "a.md", "notes/x.md", "notes/y.md"]
    let ordered = files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    for file in inFileOrder ? ordered : ordered.reversed() {
      var text = ""
      for n in 0..<(tasks / files.count) {
        var line = "- [\(pick([" ", " ", " ", "x", "-"]))] task \(n)"
        if rng.next() % 5 != 0 { line += " 📅 \(date())" }
        if rng.next() % 3 == 0 { line += " ⏳ \(date())" }
        if rng.next() % 4 == 0 { line += " 🛫 \(date())" }
        if rng.next() % 3 == 0 { line += pick([" ⏫", " 🔼", " 🔽", " 🔺"]) }
        if rng.next() % 4 == 0 { line += " ✅ \(date())" }
        if rng.next() % 6 == 0 { line += " ⏰ \(date()) 09:30" }
        if rng.next() % 7 == 0 { line += " 🔁 every week" }
        text += line + "\n"
        if rng.next() % 5 == 0 { text += "- [ ] timed \(n) [due:: \(date()) \(pick(["08:00", "17:45"]))]\n" }
        if rng.next() % 6 == 0 {
          text +=
            "- [ ] relative \(n) [due:: \(date())\(pick(["", " 00:30"]))] [remind:: \(pick(["1h", "2d", "45m"])) before]\n"
        }
        if rng.next() % 8 == 0 { text += "- [ ] today \(n) 📅 2027-03-01\(pick(["", " ⏫", " 🔽"]))\n" }
      }
      contents.add(parser.parse(file: file, text: text))
    }
    return contents
  }

  static func context(_ contents: VaultContents, now: LocalDateTime, window: ClosedRange<LocalDate>?) -> AgendaContext {
    AgendaContext(
      contents: contents, holidays: [], now: now, weekStart: 1, folders: VaultConfig.Folders(),
      reminders: AgendaTestVault.schedule, window: window)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func aWindowedContextGivesTheSamePagesAsAFullOne(seed: UInt64) {
    let contents = Self.contents(seed: seed, tasks: 400, inFileOrder: seed % 3 != 0)
    let today = LocalDate(dayNumber: LocalDate(iso: "2027-03-01")!.dayNumber + Int(seed % 7) * 5 - 15)
    let now = LocalDateTime(date: today, time: LocalTime(hour: 8, minute: 0)!)
    let paths = AgendaTestVault.paths
    let planned = AgendaPage.plan(from: today, to: today.adding(days: 7), paths: paths)
    // The windowed context reads keys kept with the contents (as `quire watch` does).
    var kept = contents
    kept.taskKeys = TaskKeys(contents.tasks, archive: "archive/")
    let windowed = Self.context(kept, now: now, window: AgendaPage.days(of: planned, weekStart: 1, today: today))
    let full = Self.context(contents, now: now, window: nil)
    // The planned pages, and pages well outside the window (answered by a scan).
    let outside: [AgendaPage] = [
      .daily(today.adding(days: -40)), .weekly(today.adding(days: 50)), .monthly(today.adding(days: -70)),
    ]
    for page in planned + outside {
      switch page {
      case .daily(let day):
        #expect(
          DailyPage(day: day, context: windowed, paths: paths) == DailyPage(day: day, context: full, paths: paths),
          "\(page)")
      case .weekly(let day):
        #expect(
          WeeklyPage(containing: day, context: windowed, paths: paths)
            == WeeklyPage(containing: day, context: full, paths: paths),
          "\(page)")
      case .monthly(let day):
        #expect(
          MonthlyPage(containing: day, context: windowed, paths: paths)
            == MonthlyPage(containing: day, context: full, paths: paths),
          "\(page)")
      case .dashboard:
        #expect(DashboardPage(context: windowed, paths: paths) == DashboardPage(context: full, paths: paths))
      }
    }
  }

  @Test(arguments: [(UInt64(11), true), (12, true), (13, true), (14, false), (15, false)])
  func overdueAndDueTodayFollowTheTaskListing(seed: UInt64, inFileOrder: Bool) {
    let contents = Self.contents(seed: seed, tasks: 500, inFileOrder: inFileOrder)
    let today = LocalDate(iso: "2027-03-01")!
    let page = DailyPage(
      day: today,
      context: Self.context(
        contents, now: LocalDateTime(date: today, time: LocalTime(hour: 8, minute: 0)!), window: today...today),
      paths: AgendaTestVault.paths)
    let listing =
      TaskListing.groups(
        contents.tasks, today: today, filter: TaskListing.Filter(due: .overdue, archiveFolder: "archive")
      ).first?.tasks ?? []
    #expect(listing.count > DailyPage.overdueLimit, "the vault should overflow the section")
    #expect(page.overdue.map(\.id) == listing.prefix(DailyPage.overdueLimit).map(\.id))
    #expect(page.overdueMore == listing.count - DailyPage.overdueLimit)
    let dueToday =
      TaskListing.groups(
        contents.tasks, today: today, filter: TaskListing.Filter(due: .today, archiveFolder: "archive")
      ).first?.tasks ?? []
    #expect(!dueToday.isEmpty)
    #expect(page.dueToday.map(\.id) == dueToday.map(\.id))
  }

  @Test func keysAnswerAsTheTasksDo() {
    let contents = Self.contents(seed: 21, tasks: 600)
    let keys = TaskKeys(contents.tasks, archive: "archive/")
    #expect(keys.inFileOrder)
    #expect(!TaskKeys(contents.tasks.reversed(), archive: "archive/").inFileOrder)
    for (task, key) in zip(contents.tasks, keys.keys) {
      #expect(key.isClosed == task.status.isClosed)
      #expect(key.isDone == (task.status.kind == .done))
      #expect(key.hasReminders == !task.fields.reminders.isEmpty)
      #expect(key.isArchived == task.file.hasPrefix("archive/"))
      #expect(key.due == task.fields.due.map { Int32($0.dayNumber) } ?? TaskKeys.Key.none)
      for at in task.reminderTimes(defaultTime: LocalTime(hour: 23, minute: 59)!)
        + task.reminderTimes(defaultTime: LocalTime(hour: 0, minute: 0)!)
      {
        // Only an open task outside the archive reminds.
        let reminds = !task.status.isClosed && !task.file.hasPrefix("archive/")
        #expect(key.mayRemind(within: at.date.dayNumber...at.date.dayNumber) == reminds)
        #expect(Int(key.reminderFrom) <= at.date.dayNumber && at.date.dayNumber <= Int(key.reminderTo))
      }
      for today in [LocalDate(iso: "2027-01-15")!, LocalDate(iso: "2027-03-01")!, LocalDate(iso: "2027-04-20")!] {
        #expect(key.isExpired(today: today.dayNumber) == task.isExpired(today: today), "\(task.fields.description)")
      }
    }
    // Adding a note drops the keys kept with the tasks; keys made for another archive
    // folder, or for other tasks, are not used.
    var kept = contents
    kept.taskKeys = keys
    kept.add(NoteParser(config: VaultConfig()).parse(file: "zz.md", text: "- [ ] one more\n"))
    #expect(kept.taskKeys == nil)
    #expect(keys.fit(contents.tasks, archive: "archive/"))
    #expect(!keys.fit(contents.tasks, archive: "old/"))
    #expect(!keys.fit(kept.tasks, archive: "archive/"))
  }
}
