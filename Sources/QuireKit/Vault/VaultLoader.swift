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
  var walker: VaultWalker {
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
    let slim = Self.checkedPart
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
      forEachBatch(files, transform: slim, add)
    }
  }

  /// What the vault-wide checks need of a note (`VaultContents.add` and `checkConsistency`):
  /// its diagnostics, the tasks with a `🆔`, its habit, course and check-ins.
  static let checkedPart: @Sendable (ParsedNote) -> ParsedNote = { note in
    var kept = ParsedNote(file: note.file, kind: note.kind)
    kept.tasks = note.tasks.filter { $0.fields.id != nil }
    kept.habit = note.habit
    kept.course = note.course
    kept.checkins = note.checkins
    kept.diagnostics = note.diagnostics
    return kept
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

  /// What `quire course` shows (`CourseOverview`): every course, the events of courses, and
  /// the tasks of the courses `codes` (of every course when `nil`), courses resolved. Through
  /// the index only those notes and task rows are read; without it, every note is parsed.
  public func courseContents(codes: Set<String>? = nil) -> VaultContents {
    throughIndex { index, update throws(IndexError) in try index.courseContents(codes: codes, after: update) }
      ?? parseAll()
  }

  /// The events of the notes in the planner folder (`quire calendars`): through the index only
  /// those notes' records are read; without it, every note is parsed.
  public func plannerEvents() -> [EventItem] {
    let planner = VaultPath.trimmingSlash(vault.config.folders.planner)
    return throughIndex { index, update throws(IndexError) in try index.events(below: planner, after: update) }
      ?? parseAll().events.filter { VaultPath.isInside($0.file, folder: planner) }
  }

  /// The events of the notes an event ID `query` may name (`EventID.resolve` chooses among
  /// them): its note at the vault path or below the planner folder, with or without `.md`, or
  /// the daily note of a `FILE:LINE`. Only those notes are read, from their files; a path the
  /// walk would not list (ignored, generated, hidden, not Markdown, through a symlink) is left out.
  public func eventsNamed(_ query: String) -> [EventItem] {
    let bare = query.hasSuffix(".md") ? String(query.dropLast(3)) : query
    let planner = VaultPath.trimmingSlash(vault.config.folders.planner)
    // An ID is a note's path without `.md` (when it has it), below the planner folder or not.
    var paths: [String] = []
    for id in [bare, query] {
      for path in [id, id + ".md"] { paths += [path, planner + "/" + path] }
      if let colon = id.lastIndex(of: ":"), Int(id[id.index(after: colon)...]) != nil {
        paths.append(String(id[..<colon]))
      }
    }
    let walker = self.walker
    let parser = NoteParser(config: vault.config)
    var events: [EventItem] = []
    var seen = Set<String>()
    for path in paths where seen.insert(path).inserted {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }),
        VaultWalker.isMarkdown(path), walker.admits(path), isPlainFile(parts)
      else { continue }
      var ignored: [Diagnostic] = []
      guard let text = NoteReader.load(absolute: vault.root + "/" + path, relative: path, into: &ignored) else {
        continue
      }
      events += parser.parse(file: path, text: text).events
    }
    return events
  }

  /// Whether the vault path of `parts` is a regular file reached through folders only, as the
  /// walk reaches a note (it follows no symlink).
  private func isPlainFile(_ parts: [Substring]) -> Bool {
    var path = vault.root
    for (i, part) in parts.enumerated() {
      path += "/" + part
      var st = stat()
      guard lstat(path, &st) == 0 else { return false }
      let wanted = i == parts.count - 1 ? S_IFREG : S_IFDIR
      guard st.st_mode & S_IFMT == wanted else { return false }
    }
    return true
  }

  /// The tasks `quire archive` may move (`VaultIndex.archiveCandidates`): through the index only
  /// those rows are read; without it, every task.
  public func archiveCandidates() -> [TaskItem] {
    let folders = [vault.config.folders.journal, vault.config.folders.archive].map(VaultPath.trimmingSlash)
    return throughIndex { index, update throws(IndexError) in
      try index.archiveCandidates(skipping: folders, after: update)
    } ?? parseAll().tasks
  }

  /// The habits, the check-ins of `date` and the open tasks due on `date`: what a new daily note
  /// lists and `quire habit check` reads (`VaultIndex.dailyNoteContents`). Without the index,
  /// every note parsed.
  public func dailyNoteContents(_ date: LocalDate) -> VaultContents {
    throughIndex { index, update throws(IndexError) in try index.dailyNoteContents(date, after: update) } ?? parseAll()
  }

  /// The tasks `query` (an id, a unique prefix of one, or `FILE:LINE`) may name, for
  /// `TaskResolver` to choose from: through the index only the rows with that id or place are
  /// read; without it, every task of the vault.
  public func tasksNamed(_ query: String) -> [TaskItem] { tasksNamed([query]) }

  /// The tasks any of `queries` may name (``tasksNamed(_:)`` of each, with one refresh), each once.
  public func tasksNamed(_ queries: [String]) -> [TaskItem] {
    throughIndex { index, _ throws(IndexError) in
      var found: [TaskItem] = []
      var seen = Set<String>()
      for query in queries {
        for task in try index.tasksNamed(query) where seen.insert("\(task.file):\(task.line)").inserted {
          found.append(task)
        }
      }
      return found
    } ?? parseAll().tasks
  }

  /// Every note in path order, batch by batch, each passed through `transform` on all cores
  /// with its tasks' courses resolved (the vault's courses are read first: a task's course may
  /// come from a tag naming a course note anywhere). Through the index when the vault has one
  /// (decoded, not parsed); if the index fails, `restart` is called and the notes are parsed
  /// from the start. Memory holds a batch, not the vault.
  public func forEachNote<T>(
    transform: @escaping @Sendable (ParsedNote) -> T, restart: () -> Void, _ body: ([T]) -> Void
  ) {
    // A damaged index is rebuilt and read again (`throughIndex`): the batches start over.
    var started = false
    if throughIndex({ index, update throws(IndexError) in
      if started { restart() }
      started = true
      try index.forEachNote(after: update, batchSize: batchSize, transform: transform, body: body)
      return true
    }) != nil {
      return
    }
    if started { restart() }
    let files = walker.walk().files
    let resolver = CourseResolver(courses: courses(in: files))
    forEachBatch(
      files,
      transform: { note in
        var note = note
        resolver.resolve(&note)
        return transform(note)
      }, body)
  }

  /// The courses of `files`, found before their notes stream through (a task's course may come
  /// from a tag naming a course note anywhere in the vault). Only notes that can be courses
  /// are parsed: those in the courses folder and those whose front matter says `type: course`.
  func courses(in files: [VaultFile]) -> [Course] {
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
    forEachBatch(files, transform: { $0 }) { notes in
      for note in notes { contents.add(note) }
    }
    contents.resolveCourses()
    contents.checkConsistency()
    return contents
  }

  /// Parses `files` batch by batch on all cores and hands each batch, in path order, to `body`,
  /// each note passed through `transform` on the core that parsed it.
  func forEachBatch<T>(
    _ files: [VaultFile], transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    var start = 0
    while start < files.count {
      let batch = Array(files[start..<min(start + batchSize, files.count)])
      let slots = Slots<T>(count: batch.count)
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
        slots.set(i, transform(note))
      }
      body(slots.values())
      start += batchSize
    }
  }
}
