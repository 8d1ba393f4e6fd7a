import Foundation
import QuireTestSupport
import Testing

@testable import QuireCore
@testable import QuireKit

/// The conformance suite of `VaultReader`: every read, primitive or built on them, answers the
/// same through the index (`IndexedVaultReader`, cold and warm) as from the files
/// (`ParsedVaultReader`, the in-memory adapter), on the Samples, every fixture vault, generated
/// vaults of several seeds, and a generated vault after edits. A new read passes here with both
/// adapters or does not land (docs/architecture.md, "Reading the vault").
@Suite struct VaultReaderConformanceTests {
  typealias S = IndexTestSupport

  /// The Samples and the fixture vaults, each copied.
  static let named: [String] = ["Samples"] + fixtureVaults()

  static func fixtureVaults() -> [String] {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("vaults")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { "vaults/" + $0 }
  }

  @Test(arguments: named)
  func aVaultReadsTheSameBothWays(_ name: String) throws {
    let source =
      name == "Samples" ? RepositoryPaths.samples : RepositoryPaths.fixtures.appendingPathComponent(name)
    let v = try TemporaryVault(copying: source)
    try expectConformance(v, today: LocalDate(iso: "2026-11-24")!, name)
  }

  /// Generated vaults of several seeds (every kind of note, both task formats, bad input).
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func generatedVaultsReadTheSameBothWays(_ seed: UInt64) throws {
    let v = try S.generatedVault(notes: 50, seed: seed)
    try Self.enrich(v)
    try expectConformance(v, today: LocalDate(iso: "2026-01-20")!, "seed \(seed)")
  }

  /// After notes were edited, removed, added and moved, the index answers from its refresh.
  @Test func aVaultAfterEditsReadsTheSameBothWays() throws {
    let v = try S.generatedVault(notes: 30, seed: 9)
    _ = VaultLoader(vault: S.vault(v)).reader()
    try v.write("journal/2026/2026-01-03.md", "- [ ] replaced #cs101 📅 2026-01-21 ⏰ 2026-01-21 08:00\n")
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("journal/2026/2026-01-04.md"))
    try v.write("archive/2026.md", "- [x] old ✅ 2026-01-02\n- [ ] kept open 📅 2026-01-20\n")
    try v.write("notes/new.md", "---\ntype: habit\nname: Run\ntimes: [07:00]\n---\n")
    try expectConformance(v, today: LocalDate(iso: "2026-01-20")!, "after edits")
  }

  // MARK: - The comparison

  func expectConformance(_ v: TemporaryVault, today: LocalDate, _ label: String) throws {
    let vault = S.vault(v)
    let files = ParsedVaultReader(vault: vault)
    let cold = VaultLoader(vault: vault).reader()
    #expect(cold is IndexedVaultReader, "\(label): the index is used")
    let warm = VaultLoader(vault: vault).reader()
    let all = files.everything()
    for (run, index) in [("cold", cold), ("warm", warm)] {
      let tag = "\(label) \(run)"
      S.expectSame(index.everything(), all, tag + " everything")
      S.expectSame(index.checked(), files.checked(), tag + " checked")
      expectPrimitives(index, files, all: all, today: today, tag)
      expectViews(index, files, all: all, today: today, tag)
      expectStreams(index, files, vault: vault, tag)
    }
  }

  /// The primitives themselves.
  func expectPrimitives(
    _ index: any VaultReader, _ files: any VaultReader, all: VaultContents, today: LocalDate, _ tag: String
  ) {
    #expect(index.baseDiagnostics() == files.baseDiagnostics(), "\(tag) base diagnostics")
    #expect(index.courses() == files.courses(), "\(tag) courses")
    #expect(index.earliestCheckinDay() == files.earliestCheckinDay(), "\(tag) earliest check-in")
    let day = today.dayNumber
    for days in [nil, (day - 30)..<day, day..<(day + 1), (day - 400)..<(day + 400)] as [Range<Int>?] {
      #expect(
        index.checkins(days: days) { _ in true } == files.checkins(days: days) { _ in true },
        "\(tag) \(days.map { "\($0)" } ?? "all")")
      #expect(
        index.checkins(days: days) { $0.hasPrefix("f") } == files.checkins(days: days) { $0.hasPrefix("f") },
        "\(tag) some habits")
    }
    // Every bit of every kind (NoteKindRegistry) alone, the others, and the sets the views ask for.
    let bits = NoteKindRegistry.all.flatMap { steps in
      (0..<Int.bitWidth).map { NoteKinds(rawValue: 1 << $0) }.filter { steps.bits.contains($0) }
    }
    let kinds: [NoteKinds] = bits + [.diagnostics, .undated, .agenda, .reminders, [.course, .courseEvents]]
    let windows: [ClosedRange<Int>?] = [nil, day...day, (day - 7)...(day + 7), (day + 200)...(day + 260)]
    for kind in kinds {
      for days in windows {
        for folder in [nil, "planner", "journal", "notes"] as [String?] {
          let a = index.notes(holding: kind, days: days, below: folder)
          let b = files.notes(holding: kind, days: days, below: folder)
          #expect(
            a.map(\.file) == b.map(\.file), "\(tag) notes \(kind.rawValue) \(String(describing: days)) \(folder ?? "")")
          S.expectSame(Self.merged(a), Self.merged(b), "\(tag) notes \(kind.rawValue)")
        }
        S.expectSame(
          index.contents(kind, days: days), files.contents(kind, days: days), "\(tag) contents \(kind.rawValue)")
        S.expectSame(
          index.contents(kind, days: days, checkins: .recent(today: today)),
          files.contents(kind, days: days, checkins: .recent(today: today)), "\(tag) recent \(kind.rawValue)")
      }
    }
    for filter in Self.filters(all, archive: files.archiveFolder, today: today) {
      let expected = all.tasks.filter { filter.matches($0) }.map(\.line)
      let a = index.tasks(filter)
      let b = files.tasks(filter)
      #expect(a == b, "\(tag) tasks \(filter.clauses)")
      // The in-memory answer is the rule's (courses from tags resolved or not, the lines agree).
      #expect(b.map(\.line) == expected, "\(tag) tasks \(filter.clauses) against the rule")
    }
    let habits = all.habits
    let (ha, hb) = (index.habitHistories(habits, today: today), files.habitHistories(habits, today: today))
    #expect(Self.stats(ha.histories, today) == Self.stats(hb.histories, today), "\(tag) histories")
  }

  /// The reads the commands make.
  func expectViews(
    _ index: any VaultReader, _ files: any VaultReader, all: VaultContents, today: LocalDate, _ tag: String
  ) {
    let day = today.dayNumber
    for window in [nil, today...today, today...today.adding(days: 6), today.adding(days: -40)...today] {
      let (ca, ta) = index.agenda(today: today, window: window)
      let (cb, tb) = files.agenda(today: today, window: window)
      S.expectSame(ca, cb, "\(tag) agenda contents")
      let days = window.map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber } ?? (day - 60)...(day + 60)
      for d in days {
        #expect(ta.openDue(on: d) == tb.openDue(on: d), "\(tag) due on \(d)")
        #expect(ta.openPlanned(on: d) == tb.openPlanned(on: d), "\(tag) planned on \(d)")
        #expect(ta.done(on: d) == tb.done(on: d), "\(tag) done on \(d)")
        #expect(ta.reminders(on: d).map(\.at) == tb.reminders(on: d).map(\.at), "\(tag) reminders on \(d)")
        #expect(ta.reminders(on: d).map(\.task) == tb.reminders(on: d).map(\.task), "\(tag) reminders on \(d)")
        let (a, b) = (ta.openDue(before: d, limit: 3), tb.openDue(before: d, limit: 3))
        #expect(a.tasks == b.tasks && a.count == b.count, "\(tag) overdue before \(d)")
      }
    }
    // What `quire vdir sync` reads agrees with the whole vault it read before: its events,
    // courses, tasks outside the archive (courses resolved) and the notes with errors.
    for reader in [index, files] {
      let sync = reader.syncContents()
      let archive = reader.archiveFolder
      #expect(sync.events == all.events && sync.courses == all.courses, "\(tag) sync events and courses")
      #expect(sync.tasks == all.tasks.filter { !VaultPath.isInside($0.file, folder: archive) }, "\(tag) sync tasks")
      let errors = { (c: VaultContents) in Set(c.diagnostics.filter { $0.severity == .error }.map(\.file)) }
      #expect(errors(sync) == errors(all), "\(tag) sync notes with errors")
    }
    let (la, lb) = (index.habits(today: today), files.habits(today: today))
    #expect(
      la.contents.habits == lb.contents.habits && Self.stats(la.histories, today) == Self.stats(lb.histories, today))
    for due in [nil] + DueFilter.allCases.map(Optional.some) {
      for tagName in [nil, "cs101", "#Home", "habit"] {
        for expired in [false, true] {
          let filter = TaskListing.Filter(due: due, tag: tagName, archiveFolder: files.archiveFolder)
          let query = TaskListing.query(filter, today: today, expired: expired)
          let (a, b) = (index.listedTasks(query), files.listedTasks(query))
          #expect(a.tasks == b.tasks && a.courses == b.courses, "\(tag) listed \(query)")
        }
      }
    }
    S.expectSame(index.courseContents(), files.courseContents(), "\(tag) courses")
    for course in all.courses {
      S.expectSame(
        index.courseContents(codes: [course.code]), files.courseContents(codes: [course.code]), "\(tag) \(course.code)")
    }
    for window in [
      today...today, today.adding(days: -30)...today.adding(days: 30),
      today.adding(days: 300)...today.adding(days: 400),
    ] {
      #expect(index.events(on: window) == files.events(on: window), "\(tag) events on \(window)")
    }
    for folder in ["planner", "planner/", "journal", "courses"] {
      #expect(index.events(below: folder) == files.events(below: folder), "\(tag) events below \(folder)")
    }
    #expect(
      index.archiveCandidates(skipping: ["journal", "archive"])
        == files.archiveCandidates(skipping: ["journal", "archive"]),
      "\(tag) archive")
    for offset in [-3, 0, 1, 5] {
      S.expectSame(
        index.dailyNoteContents(today.adding(days: offset)), files.dailyNoteContents(today.adding(days: offset)),
        "\(tag) daily note \(offset)")
    }
    let queries = Self.names(all)
    #expect(index.tasksNamed(queries) == files.tasksNamed(queries), "\(tag) named")
    for query in queries.prefix(40) {
      #expect(index.tasksNamed([query]) == files.tasksNamed([query]), "\(tag) named \(query)")
      #expect(
        "\(TaskResolver.resolve(query, in: files.tasksNamed([query])))"
          == "\(TaskResolver.resolve(query, in: all.tasks))", "\(tag) resolves \(query) as over every task")
    }
  }

  /// The streamed pass, the JSON export and the calendar document.
  func expectStreams(_ index: any VaultReader, _ files: any VaultReader, vault: Vault, _ tag: String) {
    for size in [1, 7, 512] {
      var a: [String] = []
      var b: [String] = []
      index.forEachResolvedNote(batchSize: size, transform: Self.summary) { a += $0 }
      files.forEachResolvedNote(batchSize: size, transform: Self.summary) { b += $0 }
      #expect(a == b, "\(tag) streamed, batches of \(size)")
    }
    func json(_ reader: any VaultReader) -> [UInt8] {
      let out = Collected()
      #expect(throws: Never.self) {
        try JSONExport.stream(reader, defaultReminderTime: vault.config.defaultReminderTime, write: { out.append($0) })
      }
      return out.bytes
    }
    #expect(json(index) == json(files), "\(tag) export --json")
    let now = LocalDateTime(text: "2026-11-20T09:00")!
    #expect(
      (try? VaultCalendarExport().document(vault, reader: index, now: now))
        == (try? VaultCalendarExport().document(vault, reader: files, now: now)), "\(tag) ics export")
  }

  // MARK: - Inputs

  /// Adds what the generated vault lacks: nested and upper-case tags, tasks in the archive
  /// folder and beside it, tasks with a start date, marked `#expires` or not, `🆔`s, same-text tasks, reminders,
  /// a course by field and by folder, a planner folder's neighbours.
  static func enrich(_ v: TemporaryVault) throws {
    try v.write(
      "notes/tags.md",
      """
      - [ ] Deep work #work/deep 📅 2026-01-20
      - [ ] Shallow #Work 📅 2026-01-21 ⏰ 2026-01-21 07:30
      - [ ] Nested twice #work/deep/focus #home
      - [ ] Not a prefix #workshop 📅 2026-01-19
      - [ ] Window #expires 🛫 2026-01-10 📅 2026-01-12
      - [ ] Window #Expires 📅 2026-01-14
      - [ ] Window 🛫 2026-01-25 📅 2026-01-30 🆔 win2
      - [ ] Window again 🛫 2026-01-05 📅 2026-01-11
      - [ ] Same text 📅 2026-01-22
      - [ ] Same text 📅 2026-01-23
      - [-] Dropped ❌ 2026-01-15
      - [ ] Lab [course:: cs101] 📅 2026-01-20 [remind:: 1d before]

      """)
    try v.write("archive/old.md", "- [ ] Archived open #work/deep 📅 2026-01-20\n- [x] Archived done ✅ 2026-01-02\n")
    try v.write("archive-2/x.md", "- [x] Beside the archive ✅ 2026-01-03\n")
    try v.write("courses/cs101/week1.md", "- [ ] Read chapter 1 📅 2026-01-21\n")
    try v.write("planner-old/c.md", "---\ntype: event\ntitle: Old\ndate: 2026-01-20\n---\n")
  }

  /// Filters with each clause alone and in the combinations the reads use, over the tags,
  /// courses and dates `all` holds.
  static func filters(_ all: VaultContents, archive: String, today: LocalDate) -> [TaskFilter] {
    var clauses: [[TaskFilter.Clause]] = [
      [], [.listed], [.open], [.closedOrExpiring], [.mayExpire], [.listed, .mayExpire],
      [.dueFrom(today)], [.dueTo(today)], [.open, .dueFrom(today), .dueTo(today)],
      [.listed, .dueFrom(today.adding(days: -30)), .dueTo(today.adding(days: 30))],
      [.dueOrScheduledTo(today)], [.listed, .dueOrScheduledTo(today.adding(days: 6))],
      [.closedOrExpiring, .outside(folder: "journal"), .outside(folder: archive)], [.outside(folder: "notes")],
      [.mayBelong(to: Set(all.courses.map(\.code)))], [.mayBelong(to: ["nothing"])],
    ]
    let tags = Set(all.tasks.flatMap { $0.fields.tags.map { $0.lowercased() } }).sorted().prefix(12)
    for tag in tags { clauses += [[.tag(tag)], [.listed, .tag(tag)]] }
    for prefix in Set(tags.map { String($0.split(separator: "/").first!) }) { clauses.append([.tag(prefix)]) }
    for code in all.courses.map(\.code) { clauses.append([.mayBelong(to: [code])]) }
    for query in names(all).prefix(30) { clauses.append([.named(query)]) }
    return clauses.map { TaskFilter($0, archive: archive) }
  }

  /// What commands name tasks by: ids, their prefixes, upper case, `🆔`s, places, and names
  /// that match nothing.
  static func names(_ all: VaultContents) -> [String] {
    var names: [String] = []
    for task in all.tasks.prefix(25) {
      names += [
        task.id, String(task.id.prefix(4)), String(task.id.prefix(6)).uppercased(), "\(task.file):\(task.line)",
      ]
    }
    names += all.tasks.compactMap(\.fields.id)
    names += ["zzzz", "abc", "nowhere.md:3", " \(all.tasks.first?.id ?? "x") "]
    return names
  }

  /// A note as the streamed pass hands it over, compared by its parts.
  static let summary: @Sendable (ParsedNote) -> String = { note in
    "\(note.file) \(note.tasks) \(note.events) \(note.habit as Any) \(note.checkins) \(note.diagnostics)"
  }

  static func merged(_ notes: [ParsedNote]) -> VaultContents {
    var contents = VaultContents()
    for note in notes { contents.add(note) }
    return contents
  }

  static func stats(_ histories: [HabitHistory], _ today: LocalDate) -> [String] {
    histories.map {
      let s = $0.stats(from: today, to: today, today: today)
      return "\($0.habit.slug) \(s.streak) \(s.longestStreak) \(s.doneToday)/\(s.slotsToday)"
    }
  }
}
