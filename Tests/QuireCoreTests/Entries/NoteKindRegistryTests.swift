import QuireCore
import Testing

/// Every note kind registers its steps (`NoteKindRegistry`, CONTRIBUTING.md "Adding a note
/// kind"): a kind added to `NoteKind` without its file in `Sources/QuireCore/Entries/Kinds/`
/// would be read as nothing, stored as nothing and exported as nothing.
@Suite struct NoteKindRegistryTests {
  @Test(arguments: NoteKind.allCases)
  func everyKindHasItsSteps(_ kind: NoteKind) {
    let registered = NoteKindRegistry.all.filter { $0.kind == kind }
    #expect(registered.count == 1, "\(kind) has \(registered.count) registered steps, not one")
    #expect(NoteKindRegistry.steps(for: kind)?.kind == kind)
  }

  @Test func everyStepReadsAKindOrIsTheCheckIn() {
    let kindless = NoteKindRegistry.all.filter { $0.kind == nil }.map { "\($0)" }
    #expect(kindless == ["CheckInKind"])
  }

  @Test func theExportHasOneArrayAStepInItsOrder() {
    let sections = NoteKindRegistry.all.map { $0.section }
    #expect(Set(sections).count == sections.count)
    #expect(ExportDocument.sectionNames == sections + ["diagnostics"])
    // The schema of README.md, "quire export --json": a new kind's array goes at the end.
    #expect(
      Array(ExportDocument.sectionNames.prefix(9)) == [
        "events", "habits", "checkins", "entries", "dreams", "goals", "courses", "decks", "notes",
      ])
  }

  /// The bits are stored in the index (`files.kinds`): no two kinds may share one.
  @Test func noTwoKindsShareABit() {
    var used: NoteKinds = [.diagnostics, .undated]
    for steps in NoteKindRegistry.all {
      #expect(!steps.bits.isEmpty, "\(steps) has no bit")
      #expect(used.isDisjoint(with: steps.bits), "\(steps) takes a bit another has: \(used.intersection(steps.bits))")
      used.formUnion(steps.bits)
    }
  }

  /// On a note holding an item of every kind, each step counts, flags and exports its own.
  @Test func eachStepSeesItsOwnItems() {
    let day = LocalDate(year: 2026, month: 11, day: 24)!
    var note = ParsedNote(file: "a.md", kind: .note)
    note.events = [
      EventItem(title: "a", date: day, file: "a.md", line: 1), EventItem(title: "b", date: day, file: "a.md", line: 2),
    ]
    note.habit = Habit(slug: "h", name: "h", times: [], days: [], start: nil, file: "a.md", line: 1)
    note.checkins = [CheckIn(habit: "h", date: day, time: nil, file: "a.md", line: 3)]
    note.entry = JournalEntry(date: day, title: nil, words: 0, file: "a.md")
    note.dream = Dream(date: day, title: nil, cameTrue: false, prediction: nil, body: "", file: "a.md")
    note.goal = Goal(
      slug: "g", title: "g", list: nil, target: nil, unit: nil, priority: nil, color: nil, start: nil, end: nil,
      achievedMarked: false, progress: [], file: "a.md")
    note.course = Course(code: "c", title: "c", file: "a.md")
    note.deck = Deck(name: "d", cards: [], file: "a.md")
    note.note = FreeNote(title: "n", file: "a.md")
    var contents = VaultContents()
    contents.add(note)
    let merged = [
      contents.events.count, contents.habits.count, contents.checkins.count, contents.entries.count,
      contents.dreams.count, contents.goals.count, contents.courses.count, contents.decks.count, contents.notes.count,
    ]
    let encoder = ExportEncoder(
      defaultReminderTime: LocalTime(hour: 9, minute: 0)!, courses: CourseResolver(courses: []))
    let exported = ExportDocument.items(of: note, encoder: encoder)
    for (i, steps) in NoteKindRegistry.all.enumerated() {
      #expect(steps.count(in: note) == merged[i], "\(steps)")
      #expect(exported[i].count == merged[i], "\(steps)")
      let kinds = steps.kinds(of: note)
      #expect(!kinds.isEmpty && steps.bits.union(.undated).isSuperset(of: kinds), "\(steps)")
      #expect(steps.count(in: ParsedNote(file: "b.md", kind: .note)) == 0, "\(steps)")
    }
  }
}
