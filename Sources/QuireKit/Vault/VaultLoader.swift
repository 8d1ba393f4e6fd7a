import Dispatch
import Foundation
import QuireCore

/// Reads and parses every note of a vault on all cores.
///
/// Files are parsed in batches, in parallel; results are merged in path order so output is
/// deterministic. cmark itself runs under its own lock (docs/architecture.md, "Facts about the libraries"); reading,
/// YAML, task syntax and JSON encoding run beside it.
public struct VaultLoader: Sendable {
  public let vault: Vault
  /// Files per batch: large enough to keep both cores busy, small enough to bound memory.
  public var batchSize = 512

  public init(vault: Vault) { self.vault = vault }

  /// The vault's walk: the generated agenda pages are never a source, and what the person
  /// excluded is never read (docs/ignore.md).
  private var walker: VaultWalker {
    VaultWalker(vault: vault)
  }

  /// Where warnings about the index go (standard error unless changed).
  public var warn: @Sendable (String) -> Void = {
    FileHandle.standardError.write(Data(("quire: warning: " + $0 + "\n").utf8))
  }

  /// Every note parsed and merged, courses resolved, consistency checked.
  ///
  /// When `vault.usesIndex` is on, the index in `.quire/cache/` is refreshed (only changed
  /// files are parsed) and the contents come from it; they equal a fresh parse's. If the index
  /// cannot be used, the files are parsed as without it, after one warning.
  public func load() -> VaultContents {
    throughIndex { index, update throws(IndexError) in try index.contents(after: update) } ?? parseAll()
  }

  /// The notes that hold any of `kinds`, without their tasks, as `load()` has them otherwise
  /// (courses resolved, consistency checked as far as these notes go): a command about habits,
  /// goals or dreams reads only those notes' records. Without the index every note is parsed
  /// (and the tasks come along). `checkins` says which check-ins come through the index
  /// (`CheckinRead`); without it, all of them with their places.
  public func load(kinds: NoteKinds, checkins: CheckinRead = .all) -> VaultContents {
    throughIndex { index, update throws(IndexError) in
      try index.contents(kinds: kinds, checkins: checkins, after: update)
    } ?? parseAll()
  }

  /// The events whose occurrences may fall on `days`, as `load().events` has them (courses
  /// resolved): through the index, only the notes whose dated events meet those days and those
  /// with a series are read (`event list`, `exams`); without it, every note is parsed.
  public func events(on days: ClosedRange<LocalDate>) -> [EventItem] {
    throughIndex { index, update throws(IndexError) in try index.events(on: days, after: update) }
      ?? parseAll().events
  }

  /// What `quire check` reports from, as `load()` has it: every note's diagnostics, the
  /// repeated `🆔`s, and the vault-wide checks (habits, courses, check-ins). The notes stream
  /// through in batches and each keeps only what those need, so memory holds the diagnostics,
  /// not the vault (`contents` has no other items).
  public func loadForCheck() -> VaultContents {
    let slim: @Sendable (ParsedNote) -> ParsedNote = { note in
      var kept = ParsedNote(file: note.file, kind: note.kind)
      kept.tasks = note.tasks.filter { $0.fields.id != nil }
      kept.habit = note.habit
      kept.course = note.course
      kept.checkins = note.checkins
      kept.diagnostics = note.diagnostics
      return kept
    }
    func collect<E: Error>(
      _ walkDiagnostics: [Diagnostic], _ produce: (_ add: ([ParsedNote]) -> Void) throws(E) -> Void
    ) throws(E) -> VaultContents {
      var contents = VaultContents()
      contents.diagnostics = vault.configDiagnostics + walkDiagnostics
      try produce { notes in for note in notes { contents.add(note, keepTasks: false) } }
      contents.checkConsistency()
      return contents
    }
    if let found = throughIndex({ index, update throws(IndexError) in
      try collect(try index.walkDiagnostics()) { add throws(IndexError) in
        try index.forEachBatch(after: update, batchSize: batchSize, transform: slim, body: add)
      }
    }) {
      return found
    }
    let (files, walkDiagnostics) = walker.walk()
    return collect(walkDiagnostics) { (add) throws(Never) in
      forEachBatch(files, encode: nil) { notes, _ in add(notes.map(slim)) }
    }
  }

  /// The vault for the agenda views on `today`: the notes that hold any of `kinds`, and the
  /// tasks asked day by day of the index's `tasks` table (`VaultIndex.agenda`), so that a page
  /// reads only what it shows. Without the index every note is parsed, `contents.tasks` holds
  /// them all and `tasks` is `nil` (`AgendaContext` then answers from memory). The contents
  /// lack the duplicate-`🆔` warnings either way (`quire check` reports them).
  ///
  /// - Parameter window: the days the view shows. Through the index, the notes read are those
  ///   that bear on these days (and the undated ones); an `AgendaContext` made from them answers
  ///   exactly for these days only. `nil`: every note.
  public func loadForAgenda(
    today: LocalDate, kinds: NoteKinds = .agenda, window: ClosedRange<LocalDate>? = nil
  ) -> (contents: VaultContents, tasks: (any AgendaTasks)?) {
    let warn = self.warn
    if let found = throughIndex({ index, update throws(IndexError) in
      try index.agenda(after: update, today: today, kinds: kinds, window: window, warn: warn)
    }) {
      return (found.contents, found.tasks)
    }
    return (parseAll(), nil)
  }

  /// The habits and each one's history on `today` (`quire habit list`): through the index, the
  /// check-ins after the streaks it keeps for each habit (`VaultIndex.habitHistories`); without
  /// it, every note parsed. The histories answer for `today` only.
  public func habitHistories(today: LocalDate) -> (contents: VaultContents, histories: [HabitHistory]) {
    if let found = throughIndex({ index, update throws(IndexError) in
      try index.habitHistories(today: today, after: update)
    }) {
      return found
    }
    let contents = parseAll()
    return (contents, HabitHistory.histories(of: contents.habits, checkins: contents.checkins, through: today))
  }

  /// The tasks `quire tasks` may show for `query` (`TaskListing.query`; the listing applies
  /// its rules to them) and the vault's courses. Through the index only those rows are read;
  /// without it every note is parsed.
  public func listedTasks(_ query: TaskListing.Query) -> (tasks: [TaskItem], courses: [Course]) {
    if let found = throughIndex({ index, _ throws(IndexError) in try index.listedTasks(query) }) { return found }
    let contents = parseAll()
    return (contents.tasks, contents.courses)
  }

  /// The tasks `query` (an id, a unique prefix of one, or `FILE:LINE`) may name, for
  /// `TaskResolver` to choose from: through the index only the rows with that id or place are
  /// read; without it, every task of the vault.
  public func tasksNamed(_ query: String) -> [TaskItem] {
    throughIndex { index, _ throws(IndexError) in try index.tasksNamed(query) } ?? parseAll().tasks
  }

  /// `body` with the vault's index brought up to date: `nil` when the vault has no index or it
  /// cannot be used (after one warning). A damaged index is rebuilt once on the way.
  private func throughIndex<T>(_ body: (VaultIndex, IndexUpdate) throws(IndexError) -> T) -> T? {
    guard vault.usesIndex else { return nil }
    let (index, warning) = VaultIndex.open(vault)
    if let warning { warn(warning) }
    guard let index else { return nil }
    do throws(IndexError) {
      do {
        return try body(index, try index.update(progress: IndexProgress()))
      } catch .corrupt {
        try index.rebuild()
        return try body(index, try index.update(progress: IndexProgress()))
      }
    } catch {
      warn("\(error); reading the notes without it")
      return nil
    }
  }

  /// Every note read and parsed from the files, the index left alone.
  public func parseAll() -> VaultContents {
    var contents = VaultContents()
    contents.diagnostics += vault.configDiagnostics
    let (files, walkDiagnostics) = walker.walk()
    contents.diagnostics += walkDiagnostics
    forEachBatch(files, encode: nil) { notes, _ in
      for note in notes { contents.add(note) }
    }
    contents.resolveCourses()
    contents.checkConsistency()
    return contents
  }

  /// Streams `quire export --json` to `write`: tasks are encoded on the worker threads and
  /// written batch by batch, never all held at once. Writing batch k overlaps parsing batch k+1.
  ///
  /// With `vault.usesIndex`, the notes come from the refreshed index (decoded, not parsed);
  /// the bytes are the same either way (the Samples golden file runs through the index).
  public func export(write: @escaping @Sendable ([UInt8]) -> Void) {
    if vault.usesIndex {
      let (opened, warning) = VaultIndex.open(vault)
      if let warning { warn(warning) }
      if let index = opened {
        do {
          let update = try index.update(progress: IndexProgress())
          let encoder = ExportEncoder(
            defaultReminderTime: vault.config.defaultReminderTime, courses: CourseResolver(courses: try index.courses())
          )
          try stream(encoder: encoder, diagnostics: vault.configDiagnostics + index.walkDiagnostics(), write: write) {
            body in
            try index.forEachBatch(after: update, batchSize: batchSize) { note in
              var encoded: [UInt8] = []
              encoder.appendTasks(note.tasks, to: &encoded)
              return (note, encoded)
            } body: { results in
              body(results.map(\.0), results.map(\.1))
            }
          }
          return
        } catch let error as ExportInterrupted {
          // Half a document is out: starting again would print a second one.
          warn("\(error.cause); the export stopped early, run it again (or with --no-cache)")
          return
        } catch {
          // Reading the index failed before the first byte (a record that no longer decodes
          // does not get here: its file is parsed afresh).
          warn("\(error); reading the notes without it")
        }
      }
    }
    let (files, walkDiagnostics) = walker.walk()
    let encoder = ExportEncoder(
      defaultReminderTime: vault.config.defaultReminderTime, courses: CourseResolver(courses: courses(in: files)))
    // Nothing in this path throws.
    try? stream(encoder: encoder, diagnostics: vault.configDiagnostics + walkDiagnostics, write: write) { body in
      forEachBatch(files, encode: encoder, body)
    }
  }

  /// Writes the export document around the batches `produce` hands over (notes with their
  /// tasks already encoded), the writing on its own queue.
  private func stream(
    encoder: ExportEncoder, diagnostics: [Diagnostic], write: @escaping @Sendable ([UInt8]) -> Void,
    produce: (_ body: ([ParsedNote], [[UInt8]]) -> Void) throws -> Void
  ) throws {
    let sink = ExportSink(write: write, diagnostics: diagnostics)
    let writer = DispatchQueue(label: "quire.export.writer")
    var opened = false
    // At most two batches wait for the writer, so a slow reader of the output bounds memory.
    let inFlight = DispatchSemaphore(value: 2)
    do {
      try produce { notes, encoded in
        if !opened {
          write(Array(ExportDocument.opening.utf8))
          opened = true
        }
        inFlight.wait()
        writer.async {
          sink.consume(notes, encoded)
          inFlight.signal()
        }
      }
    } catch {
      writer.sync {}
      throw opened ? ExportInterrupted(cause: error) : error
    }
    writer.sync {
      if !opened { write(Array(ExportDocument.opening.utf8)) }
      // Check-ins are kept; the consistency check needs no tasks.
      sink.contents.checkConsistency()
      // The arrays encoded on all cores: at 10,000 notes, 5 % of the run alone at the end.
      let contents = sink.contents
      let sections = Slots<[String]>(count: ExportDocument.sectionNames.count)
      DispatchQueue.concurrentPerform(iterations: ExportDocument.sectionNames.count) { i in
        sections.set(i, ExportDocument.section(i, of: contents, encoder: encoder))
      }
      write(Array(ExportDocument.closing(sections: sections.values(), taskCount: sink.taskCount).utf8))
    }
  }

  /// The courses of the vault, found before the tasks stream out (a task's course may come
  /// from a tag naming a course note anywhere in the vault). Only notes that can be courses
  /// are parsed: those in the courses folder and those whose front matter says `type: course`.
  private func courses(in files: [VaultFile]) -> [Course] {
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    let folders = vault.config.folders
    let slots = Slots<Course>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      let file = files[i]
      let path = root + "/" + file.path
      guard
        NoteKind.fromFolder(file.path, folders: folders) == .course
          || FrontMatterSniffer.declaresType("course", inFileAt: path)
      else { return }
      var ignored: [Diagnostic] = []
      guard let text = NoteReader.load(absolute: path, relative: file.path, into: &ignored) else { return }
      if let course = parser.parse(file: file.path, text: text).course { slots.set(i, course) }
    }
    return slots.values()
  }

  /// Parses `files` batch by batch on all cores and hands each batch, in path order, to `body`
  /// with the tasks of each note encoded as JSON when `encode` is given.
  private func forEachBatch(
    _ files: [VaultFile], encode: ExportEncoder?, _ body: ([ParsedNote], [[UInt8]]) -> Void
  ) {
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    var start = 0
    while start < files.count {
      let batch = Array(files[start..<min(start + batchSize, files.count)])
      let slots = Slots<(ParsedNote, [UInt8])>(count: batch.count)
      DispatchQueue.concurrentPerform(iterations: batch.count) { i in
        let file = batch[i]
        var diagnostics: [Diagnostic] = []
        var note: ParsedNote
        if let text = NoteReader.load(absolute: root + "/" + file.path, relative: file.path, into: &diagnostics) {
          note = parser.parse(file: file.path, text: text)
          note.diagnostics.insert(contentsOf: diagnostics, at: 0)
        } else {
          note = ParsedNote(file: file.path, kind: .note)
          note.diagnostics = diagnostics
        }
        // The file's tasks as one chunk of JSON lines, so the writer only concatenates.
        var encoded: [UInt8] = []
        encode?.appendTasks(note.tasks, to: &encoded)
        slots.set(i, (note, encoded))
      }
      let results = slots.values()
      body(results.map(\.0), results.map(\.1))
      start += batchSize
    }
  }
}

/// The export's state on the writer queue: what is kept for the closing arrays, and how many
/// tasks were written.
// Unchecked Sendable: used only on the serial writer queue.
private final class ExportSink: @unchecked Sendable {
  let write: @Sendable ([UInt8]) -> Void
  var contents = VaultContents()
  var taskCount = 0

  init(write: @escaping @Sendable ([UInt8]) -> Void, diagnostics: [Diagnostic]) {
    self.write = write
    contents.diagnostics = diagnostics
  }

  func consume(_ notes: [ParsedNote], _ encoded: [[UInt8]]) {
    var chunk: [UInt8] = []
    chunk.reserveCapacity(encoded.reduce(0) { $0 + $1.count + 2 })
    for (note, tasks) in zip(notes, encoded) {
      if !note.tasks.isEmpty {
        chunk += ExportDocument.taskPrefix(taskCount).utf8
        chunk += tasks
        taskCount += note.tasks.count
      }
      contents.add(note, keepTasks: false)
    }
    write(chunk)
  }
}

/// An index read that failed after part of the export was written.
private struct ExportInterrupted: Error {
  let cause: any Error
}
