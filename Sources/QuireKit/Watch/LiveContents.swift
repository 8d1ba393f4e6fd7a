import QuireCore

/// The parsed notes of a vault kept in memory while `quire watch` runs, so a save costs the
/// parse of that one note, not a reload of the vault (issue 4: save→page within 50 ms at
/// 10,000 notes).
///
/// The first load (and every rescan: a config change, a watcher overflow, a folder moved)
/// goes through the index when the vault uses one, else through `VaultLoader`'s parser. After
/// that, `apply(_:)` re-reads only the notes a batch names; the merged `VaultContents` is put
/// together again from the notes in path order, which gives exactly what a full load gives
/// (courses resolved, consistency checked — the same steps as `VaultLoader.load()`).
public final class LiveContents: @unchecked Sendable {
  public private(set) var vault: Vault
  /// Parsed notes by vault-relative path.
  private var notes: [String: ParsedNote] = [:]
  /// The paths of `notes` in byte order (the walker's order), kept sorted as notes come and go.
  private var order: [String] = []
  /// The course codes the tasks' courses were last resolved with, and the notes resolved so:
  /// a save re-resolves only its own note unless the set of courses changed.
  private var resolvedCodes: Set<String>?
  private var resolved: Set<String> = []
  /// Diagnostics of the walk (symlinks, unreadable folders) from the last full load.
  private var walkDiagnostics: [Diagnostic] = []
  public private(set) var contents = VaultContents()

  public init(vault: Vault) { self.vault = vault }

  /// Reads every note again (first start, config change, lost events).
  @discardableResult
  public func reload(_ vault: Vault) -> VaultContents {
    self.vault = vault
    notes = [:]
    resolvedCodes = nil
    resolved = []
    let (files, diagnostics) = VaultWalker(root: vault.root, skipFolders: [vault.config.folders.agenda]).walk()
    walkDiagnostics = diagnostics
    var loaded = false
    if vault.usesIndex, let index = VaultIndex.open(vault).index {
      do throws(IndexError) {
        let update = try index.update()
        try index.forEachBatch(after: update, transform: { $0 }) { batch in
          for note in batch { notes[note.file] = note }
        }
        loaded = true
      } catch {
        notes = [:]
      }
    }
    if !loaded {
      for file in files { notes[file.path] = parse(file.path) }
    }
    order = notes.keys.sorted(by: Self.precedes)
    return merge()
  }

  /// Re-reads the notes at `paths` (a note that is gone is dropped) and returns the new contents.
  @discardableResult
  public func apply(_ paths: Set<String>) -> VaultContents {
    for path in paths {
      let absolute = vault.root + "/" + path
      var info = stat()
      if lstat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG, VaultWalker.isMarkdown(path),
        !VaultPath.isInside(path, folder: vault.config.folders.agenda)
      {
        if notes[path] == nil { order.insert(path, at: position(of: path)) }
        notes[path] = parse(path)
      } else if notes.removeValue(forKey: path) != nil {
        order.remove(at: position(of: path))
      }
      resolved.remove(path)
    }
    return merge()
  }

  private func parse(_ path: String) -> ParsedNote {
    var diagnostics: [Diagnostic] = []
    guard let text = NoteReader.load(absolute: vault.root + "/" + path, relative: path, into: &diagnostics) else {
      var note = ParsedNote(file: path, kind: .note)
      note.diagnostics = diagnostics
      return note
    }
    var note = NoteParser(config: vault.config).parse(file: path, text: text)
    note.diagnostics.insert(contentsOf: diagnostics, at: 0)
    return note
  }

  /// The contents of all notes in path order (byte order, as the walker sorts), courses
  /// resolved and consistency checked as `VaultLoader.load()` does.
  private func merge() -> VaultContents {
    var courses: [Course] = []
    for path in order { if let course = notes[path]!.course { courses.append(course) } }
    let codes = Set(courses.map(\.code))
    if codes != resolvedCodes {
      resolvedCodes = codes
      resolved = []
    }
    let resolver = CourseResolver(courses: courses)
    var merged = VaultContents()
    merged.diagnostics = vault.configDiagnostics + walkDiagnostics
    for path in order {
      if !codes.isEmpty, !resolved.contains(path) {
        var note = notes[path]!
        for i in note.tasks.indices where note.tasks[i].course == nil {
          note.tasks[i].course = resolver.course(for: note.tasks[i])
        }
        notes[path] = note
        resolved.insert(path)
      }
      merged.add(notes[path]!)
    }
    merged.checkConsistency()
    contents = merged
    return merged
  }

  private static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

  /// Where `path` is or would go in `order`.
  private func position(of path: String) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let mid = (low + high) / 2
      if Self.precedes(order[mid], path) { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
