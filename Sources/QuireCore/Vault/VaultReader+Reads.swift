/// The reads the commands, pages, `quire watch` and the exports make, each built once on the
/// primitives of `VaultReader`, so that either adapter gives the same answer. Every task a read
/// hands out has the course its tags name resolved (`CourseResolver`), against the vault's
/// courses.
extension VaultReader {
  // MARK: - Whole notes

  /// Every note, tasks and all, courses resolved, consistency checked: what a fresh parse of the
  /// whole vault gives (`quire ics import`, `quire vdir sync`).
  public func everything() -> VaultContents {
    var contents = VaultContents()
    contents.diagnostics = baseDiagnostics()
    var notes: [ParsedNote] = []
    forEachNote(batchSize: 512, transform: { $0 }) { notes += $0 }
    for note in notes { contents.add(note, keepTasks: false) }
    contents.tasks = Self.moving(notes.reduce(0) { $0 + $1.tasks.count }, from: &notes)
    notes = []
    contents.resolveCourses()
    contents.checkConsistency()
    return contents
  }

  /// Every note in path order, batch by batch, through `transform`, with its tasks given the
  /// courses their tags name (the courses are read first): the streamed pass of the exports.
  public func forEachResolvedNote<T>(
    batchSize: Int = 512, transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    let resolver = CourseResolver(courses: courses())
    forEachNote(
      batchSize: batchSize,
      transform: { note in
        var note = note
        resolver.resolve(&note)
        return transform(note)
      }, body)
  }

  /// What `quire check` reports from: every note's diagnostics, the repeated `🆔`s, and the
  /// vault-wide checks (habits, courses, check-ins). The notes stream through and each keeps
  /// only what those need, so memory holds the diagnostics, not the vault.
  public func checked() -> VaultContents {
    var contents = VaultContents()
    contents.diagnostics = baseDiagnostics()
    forEachNote(batchSize: 512, tasks: .ofNotesWithIDs, transform: { $0.checkedPart }) { notes in
      for note in notes { contents.add(note, keepTasks: false) }
    }
    contents.checkConsistency()
    return contents
  }

  /// The notes that hold any of `kinds`, without their tasks (`contents.tasks` is empty: a view
  /// asks for the tasks it shows), in path order, consistency checked as far as these notes go.
  /// With `days`, a note whose dated items all lie outside them is left out unless it also
  /// holds something `.undated`. Check-ins, when `kinds` has `.checkins`, are those `checkins`
  /// says, and a note that holds nothing else asked for is not read for them.
  public func contents(
    _ kinds: NoteKinds, days: ClosedRange<Int>? = nil, checkins: CheckinRead = .all
  ) -> VaultContents {
    var contents = VaultContents()
    contents.diagnostics = baseDiagnostics()
    let separate = kinds.contains(.checkins)
    for var note in notes(holding: kinds.subtracting(.checkins), days: days, below: nil) {
      if separate { note.checkins = [] }
      contents.add(note, keepTasks: false)
    }
    if separate {
      switch checkins {
      case .recent(let today) where days != nil:
        contents.checkins = recentCheckins(from: min(days!.lowerBound, today.dayNumber), today: today, contents.habits)
      case .all, .recent: contents.checkins = self.checkins(days: nil) { _ in true }
      }
    }
    contents.checkConsistency()
    return contents
  }

  /// The check-ins of the days from `first` on, and of as many days before as the current
  /// streak of each of `habits` on `today` needs: a streak reaches back only to its last break,
  /// so the days read for a habit double until its history settles its streak
  /// (`HabitHistory.settlesStreak`) or nothing earlier is there. The longest streak needs the
  /// whole history: a view that shows it reads every check-in.
  private func recentCheckins(from first: Int, today: LocalDate, _ habits: [Habit]) -> [CheckIn] {
    // Two months settle the streaks of most vaults in one read.
    var from = first - 62
    var checkins = self.checkins(days: from..<Int.max) { _ in true }
    func unsettled(_ habits: [Habit]) -> [Habit] {
      HabitHistory.histories(of: habits, checkins: checkins).filter {
        !$0.settlesStreak(from: LocalDate(dayNumber: from), today: today)
      }.map(\.habit)
    }
    var open = unsettled(habits)
    while !open.isEmpty, let earliest = earliestCheckinDay(), earliest < from {
      let earlier = today.dayNumber - 2 * (today.dayNumber - from)
      let slugs = open.map { $0.slug.lowercased() }
      checkins =
        self.checkins(days: earlier..<from) { habit in slugs.contains { HabitStreaks.names(habit, $0) } } + checkins
      from = earlier
      open = unsettled(open)
    }
    return checkins
  }

  // MARK: - Views

  /// The contents the agenda views read besides tasks (the notes that hold any of `kinds`, and
  /// the courses; with `window`, only what bears on those days, and the check-ins those days and
  /// the current streaks on `today` need), and their tasks as the views ask for them. The
  /// answers are exact for the days of `window` (every day without one).
  public func agenda(
    today: LocalDate, kinds: NoteKinds = .agenda, window: ClosedRange<LocalDate>? = nil
  ) -> (contents: VaultContents, tasks: any AgendaTasks) {
    let days = window.map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
    let contents = contents(kinds.union(.course), days: days, checkins: .recent(today: today))
    return (contents, agendaTasks(today: today, window: window, courses: contents.courses))
  }

  /// The habits and each one's history on `today` (`quire habit list`); `contents.checkins`
  /// holds the check-ins read for them. The histories answer for `today` only.
  public func habits(today: LocalDate) -> (contents: VaultContents, histories: [HabitHistory]) {
    var contents = contents(.habit)
    let (histories, checkins) = habitHistories(contents.habits, today: today)
    contents.checkins = checkins
    return (contents, histories)
  }

  /// The tasks `quire tasks` may show for `query` (`TaskListing` then applies its exact rules):
  /// open, outside the archive, due in the query's range, with its tag; and the vault's courses.
  public func listedTasks(_ query: TaskListing.Query) -> (tasks: [TaskItem], courses: [Course]) {
    var clauses: [TaskFilter.Clause] = [.listed]
    if let from = query.dueFrom { clauses.append(.dueFrom(from)) }
    if let to = query.dueTo { clauses.append(.dueTo(to)) }
    if query.expiringOnly { clauses.append(.mayExpire) }
    if let tag = query.tag { clauses.append(.tag(tag)) }
    let courses = courses()
    return (resolved(tasks(TaskFilter(clauses, archive: archiveFolder)), courses), courses)
  }

  /// What `quire course` shows (`CourseOverview`): every course, the events of courses, and the
  /// tasks of the courses `codes` (every course when `nil`), courses resolved.
  public func courseContents(codes: Set<String>? = nil) -> VaultContents {
    var contents = contents([.course, .courseEvents])
    let codes = codes ?? Set(contents.courses.map(\.code))
    guard !codes.isEmpty else { return contents }
    let found = resolved(tasks(TaskFilter([.mayBelong(to: codes)], archive: archiveFolder)), contents.courses)
    contents.tasks = found.filter { $0.course.map(codes.contains) ?? false }
    return contents
  }

  /// What `quire vdir sync` reads: the notes with events, courses or diagnostics (a note with an
  /// error is never emptied on the phone), and every task outside the archive folder with its
  /// course resolved; not the records of the vault's other notes (habits, check-ins, decks, prose).
  public func syncContents() -> VaultContents {
    var contents = contents([.events, .course, .diagnostics])
    contents.tasks = resolved(
      tasks(TaskFilter([.outside(folder: archiveFolder)], archive: archiveFolder)), contents.courses)
    return contents
  }

  /// The events whose occurrences may fall on `days` (`quire event list`, `quire exams`): those
  /// of the notes whose dated events meet those days, and every series.
  public func events(on days: ClosedRange<LocalDate>) -> [EventItem] {
    contents([.events, .course], days: days.lowerBound.dayNumber...days.upperBound.dayNumber).events
  }

  /// The events of the notes below `folder` (`quire calendars` counts the planner's).
  public func events(below folder: String) -> [EventItem] {
    notes(holding: .events, days: nil, below: VaultPath.trimmingSlash(folder)).flatMap(\.events)
  }

  /// The tasks `quire archive` may move (`ArchivePlan.moves` decides): the done and cancelled
  /// ones, and those that can expire, outside `folders` (the journal and the archive).
  public func archiveCandidates(skipping folders: [String]) -> [TaskItem] {
    let clauses = [.closedOrExpiring] + folders.map { TaskFilter.Clause.outside(folder: VaultPath.trimmingSlash($0)) }
    return resolved(tasks(TaskFilter(clauses, archive: archiveFolder)), courses())
  }

  /// What a new daily note for `date` lists and a check-in on it reads (`DailyNotePlan`,
  /// `HabitCheckIn`): the habits with the check-ins of that day, and the open tasks due that
  /// day (with those in the archive folder).
  public func dailyNoteContents(_ date: LocalDate) -> VaultContents {
    var contents = contents([.habit, .checkins], days: date.dayNumber...date.dayNumber, checkins: .recent(today: date))
    contents.checkins = contents.checkins.filter { $0.date == date }
    let due = tasks(TaskFilter([.open, .dueFrom(date), .dueTo(date)], archive: archiveFolder))
    contents.tasks = resolved(due, courses())
    return contents
  }

  /// The tasks any of `queries` (an id, a unique prefix of one, or `FILE:LINE`) may name, for
  /// `TaskResolver` to choose from, each once, in file order.
  public func tasksNamed(_ queries: [String]) -> [TaskItem] {
    var found: [TaskItem] = []
    var seen = Set<String>()
    for query in queries {
      for task in tasks(TaskFilter([.named(query)], archive: archiveFolder))
      where seen.insert("\(task.file):\(task.line)").inserted {
        found.append(task)
      }
    }
    return resolved(found, courses())
  }

  // MARK: - Helpers

  // `consuming`: the array is the caller's last use, so resolving it in place copies no task.
  private func resolved(_ tasks: consuming [TaskItem], _ courses: [Course]) -> [TaskItem] {
    CourseResolver(courses: courses).resolve(&tasks)
    return tasks
  }

  /// The tasks of `notes` in one array, moved rather than copied: copying a task retains each
  /// of its strings and arrays (and the note's copy releases them again). Each note's tasks are
  /// left as empty placeholders.
  private static func moving(_ count: Int, from notes: inout [ParsedNote]) -> [TaskItem] {
    let placeholder = TaskItem(id: "", file: "", line: 0, status: .todo, fields: TaskFields(), format: .emoji)
    return [TaskItem](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = 0
      for i in notes.indices {
        notes[i].tasks.withUnsafeMutableBufferPointer { source in
          guard let from = source.baseAddress, initialized + source.count <= count else { return }
          (buffer.baseAddress! + initialized).moveInitialize(from: from, count: source.count)
          // The note's array still owns these slots: give it values that own nothing.
          from.initialize(repeating: placeholder, count: source.count)
          initialized += source.count
        }
      }
    }
  }
}

extension ParsedNote {
  /// What the vault-wide checks need of the note (`VaultContents.add` and `checkConsistency`):
  /// its diagnostics, the tasks with a `🆔`, its habit, course and check-ins.
  public var checkedPart: ParsedNote {
    var kept = ParsedNote(file: file, kind: kind)
    kept.tasks = tasks.filter { $0.fields.id != nil }
    kept.events = events.filter { $0.line <= 1 && $0.recurrenceID == nil && $0.uid != nil }
    kept.habit = habit
    kept.course = course
    kept.checkins = checkins
    kept.diagnostics = diagnostics
    return kept
  }
}
