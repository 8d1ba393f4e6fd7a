import Dispatch
import QuireCore

/// Reads and parses every note of a vault on all cores.
///
/// Files are parsed in batches, in parallel; results are merged in path order so output is
/// deterministic. cmark itself runs under its own lock (stack-notes.md, trap 2); reading,
/// YAML, task syntax and JSON encoding run beside it.
public struct VaultLoader: Sendable {
  public let vault: Vault
  /// Files per batch: large enough to keep both cores busy, small enough to bound memory.
  public var batchSize = 512

  public init(vault: Vault) { self.vault = vault }

  /// The folders the walk skips: the generated agenda pages are never a source.
  private var walker: VaultWalker {
    VaultWalker(root: vault.root, skipFolders: [vault.config.folders.agenda])
  }

  /// Every note parsed and merged, courses resolved, consistency checked.
  public func load() -> VaultContents {
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
  /// written batch by batch, never all held at once.
  public func export(write: (String) -> Void) {
    var contents = VaultContents()
    contents.diagnostics += vault.configDiagnostics
    let (files, walkDiagnostics) = walker.walk()
    contents.diagnostics += walkDiagnostics
    let encoder = ExportEncoder(
      defaultReminderTime: vault.config.defaultReminderTime, courses: CourseResolver(courses: courses(in: files)))
    write(ExportDocument.opening)
    var taskCount = 0
    forEachBatch(files, encode: encoder) { notes, encoded in
      var chunk = ""
      for (note, tasks) in zip(notes, encoded) {
        for task in tasks {
          chunk += ExportDocument.taskPrefix(taskCount)
          chunk += task
          taskCount += 1
        }
        contents.add(note, keepTasks: false)
      }
      write(chunk)
    }
    // Check-ins are kept; the consistency check needs no tasks.
    contents.checkConsistency()
    write(ExportDocument.closing(contents, encoder: encoder, taskCount: taskCount))
  }

  /// The courses of the vault, found before the tasks stream out (a task's course may come
  /// from a tag naming a course note anywhere in the vault). Only notes that can be courses
  /// are parsed: those in the courses folder and those whose front matter says `type: course`.
  private func courses(in files: [VaultFile]) -> [Course] {
    let parser = NoteParser(config: vault.config)
    var result: [Course] = []
    for file in files {
      let kind = NoteKind.fromFolder(file.path, folders: vault.config.folders)
      guard kind == .course || FrontMatterSniffer.declaresType("course", inFileAt: vault.absolute(file.path)) else {
        continue
      }
      var ignored: [Diagnostic] = []
      guard let text = NoteReader.load(absolute: vault.absolute(file.path), relative: file.path, into: &ignored)
      else { continue }
      if let course = parser.parse(file: file.path, text: text).course { result.append(course) }
    }
    return result
  }

  /// Parses `files` batch by batch on all cores and hands each batch, in path order, to `body`
  /// with the tasks of each note encoded as JSON when `encode` is given.
  private func forEachBatch(
    _ files: [VaultFile], encode: ExportEncoder?, _ body: ([ParsedNote], [[String]]) -> Void
  ) {
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    var start = 0
    while start < files.count {
      let batch = Array(files[start..<min(start + batchSize, files.count)])
      let slots = ResultSlots(count: batch.count)
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
        let encoded = encode.map { encoder in note.tasks.map(encoder.task) } ?? []
        slots.set(i, note, encoded)
      }
      let results = slots.take()
      body(results.map(\.0), results.map(\.1))
      start += batchSize
    }
  }
}

/// Per-index result storage for `concurrentPerform`: each iteration writes only its own slot.
private final class ResultSlots: @unchecked Sendable {
  private var items: [(ParsedNote, [String])?]

  init(count: Int) { items = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ note: ParsedNote, _ encoded: [String]) {
    items.withUnsafeMutableBufferPointer { $0[index] = (note, encoded) }
  }

  func take() -> [(ParsedNote, [String])] { items.map { $0! } }
}
