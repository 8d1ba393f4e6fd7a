import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

@Suite struct ParsedNoteCodecTests {
  /// Every Samples note survives a round trip, and every shorter prefix of its record is
  /// refused (never a crash), so a truncated record means a rebuild.
  @Test func roundTripsEveryNoteAndRefusesEveryTruncation() throws {
    let vault = Vault(root: RepositoryPaths.samples.path)
    let parser = NoteParser(config: vault.config)
    let (files, _) = VaultWalker(root: vault.root, skipFolders: ["agenda"]).walk()
    #expect(files.count > 20)
    for file in files {
      var ignored: [Diagnostic] = []
      let text = try #require(
        NoteReader.load(absolute: vault.root + "/" + file.path, relative: file.path, into: &ignored))
      let note = parser.parse(file: file.path, text: text)
      let bytes = ParsedNoteCodec.encode(note)
      let back = try ParsedNoteCodec.decode(bytes)
      var a = VaultContents()
      var b = VaultContents()
      a.add(note)
      b.add(back)
      IndexTestSupport.expectSame(b, a, file.path)
      #expect(back.kind == note.kind && back.date == note.date && back.isGenerated == note.isGenerated)
      for n in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
        #expect(throws: IndexError.self) { try ParsedNoteCodec.decode(Array(bytes.prefix(n))) }
      }
      // Without its tasks: everything else, the task bytes jumped over.
      var withoutTasks = note
      withoutTasks.tasks = []
      var c = VaultContents()
      var d = VaultContents()
      c.add(withoutTasks)
      d.add(try ParsedNoteCodec.decodeSkippingTasks(bytes))
      IndexTestSupport.expectSame(d, c, file.path + " (tasks skipped)")
      // Each task alone, from its span: what a row of the tasks table points at.
      let (same, spans) = ParsedNoteCodec.encodeWithSpans(note)
      #expect(same == bytes && spans.count == note.tasks.count)
      for (task, span) in zip(note.tasks, spans) {
        #expect(try ParsedNoteCodec.decodeTask(Array(bytes[span]), file: note.file) == task, "\(file.path)")
      }
    }
  }

  /// The record writes a description as its place in the line when the line holds it, else the
  /// text; a field the table lists is written only when set. Both ways, and every field at once,
  /// come back equal.
  @Test func aDescriptionOutsideItsLineAndEveryFieldComeBack() throws {
    let day = LocalDate(year: 2026, month: 11, day: 24)!
    var full = TaskFields(description: "Écrire le résumé 📚 #cs101")
    full.invalidFields = ["📅 2026-13-45"]
    full.id = "abc"
    full.dependsOn = ["x", "y"]
    full.priority = .lowest
    full.recurrence = "every week"
    full.onCompletion = "delete"
    (full.created, full.start, full.scheduled, full.due, full.cancelled, full.done) = (day, day, day, day, day, day)
    full.dueTime = LocalTime(hour: 17, minute: 5)
    full.reminders = [
      .absolute(LocalDateTime(date: day, time: LocalTime(hour: 9, minute: 0)!)), .beforeDue(minutes: 90),
    ]
    full.reminders.append(.atTimeOnDate(LocalTime(hour: 8, minute: 30)!))
    (full.course, full.habit, full.estimate) = ("cs101", "feed-cat", 45)
    full.blockLink = "^b1"
    var note = ParsedNote(file: "notes/a.md", kind: .note)
    for (n, written) in ["  - [/] Écrire le résumé 📚 #cs101 🔽 📅 2026-11-24", "", "- [ ] something else"].enumerated() {
      var task = TaskItem(
        id: "t\(n)", file: n == 2 ? "other.md" : "notes/a.md", line: n + 1,
        status: TaskStatus(symbol: "/", kind: .inProgress), fields: n == 1 ? TaskFields() : full,
        format: n == 2 ? .dataview : .emoji, course: "cs101")
      task.written = written
      task.heading = n == 0 ? "C#" : nil
      task.inConflict = n == 2
      note.tasks.append(task)
    }
    note.diagnostics = [
      Diagnostic(file: "notes/a.md", line: 1, column: 4, .badTaskFormat("x")),
      Diagnostic(file: "elsewhere.md", line: nil, .badWeekStart("y")),
    ]
    let back = try ParsedNoteCodec.decode(ParsedNoteCodec.encode(note))
    #expect(back.tasks == note.tasks)
    #expect(back.diagnostics == note.diagnostics)
  }
}

/// A field added to a model must be added to `ParsedNoteCodec` too, or the index silently drops
/// it (this happened once: `EventItem.uid`). Each count below is the number of stored
/// properties the codec writes; when a model gains one, this test fails and names the type.
@Suite struct ParsedNoteCodecCoverageTests {
  static func fields(_ value: Any) -> Int { Mirror(reflecting: value).children.count }

  @Test func everyStoredPropertyIsCounted() {
    let day = LocalDate(year: 2026, month: 11, day: 24)!
    let fieldsWritten: [(String, Any, Int)] = [
      ("ParsedNote", ParsedNote(file: "a.md", kind: .note), 15),
      (
        "TaskItem",
        TaskItem(id: "", file: "", line: 1, status: TaskStatus(symbol: " "), fields: TaskFields(), format: .emoji), 12
      ),
      // The codec writes the description, the invalid fields and the block link by hand, and every
      // field of the field table by iterating the table.
      ("TaskFields", TaskFields(), 3 + TaskFieldKey.allCases.count),
      ("EventItem", EventItem(title: "", date: day, file: "", line: 1), 22),
      ("Habit", Habit(slug: "", name: "", times: [], days: [], start: nil, file: "", line: 1), 7),
      ("CheckIn", CheckIn(habit: "", date: day, time: nil, file: "", line: 1), 5),
      ("JournalEntry", JournalEntry(date: day, title: nil, words: 0, file: ""), 4),
      ("Dream", Dream(date: nil, title: nil, cameTrue: false, prediction: nil, body: "", file: ""), 6),
      (
        "Goal",
        Goal(
          slug: "", title: "", list: nil, target: nil, unit: nil, priority: nil, color: nil, start: nil, end: nil,
          achievedMarked: false, progress: [], file: ""), 12
      ),
      ("Goal.Progress", Goal.Progress(date: day, amount: 0, note: "", line: 1), 4),
      ("Course", Course(code: "", title: "", file: ""), 5),
      ("Deck", Deck(name: "", cards: [], file: ""), 3),
      ("Flashcard", Flashcard(kind: .basic, front: "", back: "", schedules: [], line: 1, scheduleLine: 0), 7),
      ("Flashcard.Schedule", Flashcard.Schedule(due: day, interval: 1, ease: 250), 3),
      ("FreeNote", FreeNote(title: "", file: ""), 2),
      ("Diagnostic", Diagnostic.restored(file: "", line: nil, column: nil, severity: .note, code: "", message: ""), 6),
    ]
    for (name, value, written) in fieldsWritten {
      #expect(
        Self.fields(value) == written,
        "\(name) has \(Self.fields(value)) stored properties, ParsedNoteCodec writes \(written): store the new one, bump IndexSchema.formatVersion, update this count"
      )
    }
  }

  @Test func anImportedEventKeepsItsCalendarFields() throws {
    var note = ParsedNote(file: "planner/x.md", kind: .event)
    note.events = [
      EventItem(
        title: "Standup", date: LocalDate(year: 2026, month: 11, day: 24)!, recurrence: "every weekday",
        file: "planner/x.md",
        line: 1, exdates: [LocalDate(year: 2026, month: 11, day: 25)!], uid: "abc@example.org",
        recurrenceID: LocalDate(year: 2026, month: 11, day: 26)!)
    ]
    #expect(try ParsedNoteCodec.decode(ParsedNoteCodec.encode(note)).events == note.events)
  }
}
