import QuireCore

/// The parsed notes of a vault kept in memory while `quire watch` runs, so a save costs the
/// parse of that one note, not a reload of the vault (the save→page budget, docs/watch.md).
///
/// The first load (and every rescan: a config change, a watcher overflow, a folder moved)
/// goes through the index when the vault uses one, else through `VaultLoader`'s parser, and
/// merges the notes in path order. After that, `apply(_:)` re-reads only the notes a batch
/// names and patches their items into the merged arrays in place (each note's items are one
/// run in each array, found by the counts of the notes before it), which gives exactly what
/// a full load gives — courses resolved, consistency checked, diagnostics in the same order.
/// A change to the set of course codes re-resolves every note, by a full merge.
///
/// The patch is in place only while nobody else holds the arrays: a caller keeping
/// `contents` across an `apply` makes Swift copy them (correct, only slower).
// Unchecked Sendable: the watch loop owns it and patches it from its own thread only.
public final class LiveContents: @unchecked Sendable {
  public private(set) var vault: Vault
  /// Parsed notes by vault-relative path, as parsed (courses not resolved).
  private var notes: [String: ParsedNote] = [:]
  /// The paths of `notes` in byte order (the walker's order), kept sorted as notes come and
  /// go, and what each contributes to the merged arrays.
  private var order: [String] = []
  private var shares: [Share] = []
  /// The course codes the merged tasks were resolved with.
  private var codes: Set<String> = []
  /// The config's diagnostics and the walk's (symlinks, unreadable folders, conflict copies) from
  /// the last full load or walk.
  private var base: [Diagnostic] = []
  public private(set) var contents = VaultContents()
  /// The agenda's keys of `contents.tasks`, patched with them (`contents.taskKeys` is set to
  /// these after every change).
  private var keys: TaskKeys?

  public init(vault: Vault) { self.vault = vault }

  /// Reads every note again (first start, config change, lost events), through the vault's
  /// reader (`VaultLoader.reader()`: the index when the vault has one, else the files).
  @discardableResult
  public func reload(_ vault: Vault) -> VaultContents {
    self.vault = vault
    notes = [:]
    let reader = VaultLoader(vault: vault).reader()
    base = reader.baseDiagnostics()
    reader.forEachNote(batchSize: 512, transform: { $0 }) { batch in
      for note in batch { notes[note.file] = note }
    }
    order = notes.keys.sorted(by: Self.precedes)
    return mergeAll()
  }

  /// The notes as they stand, as a `VaultReader`.
  public var reader: MemoryVaultReader {
    MemoryVaultReader(notes: order.map { notes[$0]! }, baseDiagnostics: base, config: vault.config)
  }

  /// Re-reads the notes at `paths` (a note that is gone is dropped) and returns the new contents;
  /// `walking` (a folder, a symlink or a conflict copy came or went) takes the walk's diagnostics again.
  @discardableResult
  public func apply(_ paths: Set<String>, walking: Bool = false) -> VaultContents {
    if walking { base = vault.configDiagnostics + VaultWalker(vault: vault).walk().diagnostics }
    let resolver = CourseResolver(courses: contents.courses)
    for path in paths.sorted(by: Self.precedes) {
      let absolute = vault.root + "/" + path
      var info = stat()
      let note: ParsedNote?
      if lstat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG, VaultWalker.isMarkdown(path),
        VaultWalker(vault: vault).admits(path)
      {
        note = parse(path)
      } else {
        note = nil
      }
      patch(path, with: note, resolver: resolver)
    }
    if Set(contents.courses.map(\.code)) != codes { return mergeAll() }
    rebuildDiagnostics()
    contents.taskKeys = keys
    return contents
  }

  private func parse(_ path: String) -> ParsedNote {
    NoteReader.parse(path, root: vault.root, parser: NoteParser(config: vault.config))
  }

  /// The contents of all notes in path order (byte order, as the walker sorts), courses
  /// resolved and consistency checked as `VaultLoader.load()` does.
  private func mergeAll() -> VaultContents {
    contents = VaultContents()  // let go of the old arrays before building new ones
    keys = nil
    var merged = VaultContents()
    merged.diagnostics = base
    shares = []
    shares.reserveCapacity(order.count)
    for path in order {
      let note = notes[path]!
      merged.add(note)
      shares.append(Share(note))
    }
    merged.resolveCourses()
    merged.checkConsistency()
    codes = Set(merged.courses.map(\.code))
    keys = TaskKeys(merged.tasks, archive: vault.config.folders.archive + "/")
    merged.taskKeys = keys
    contents = merged
    return merged
  }

  /// Puts `note` (nil: none) in the place of the note at `path`, in `notes`, `order` and the
  /// merged arrays.
  private func patch(_ path: String, with note: ParsedNote?, resolver: CourseResolver) {
    let at = position(of: path)
    let present = at < order.count && order[at] == path
    guard note != nil || present else { return }
    // Where this note's items start in each merged array: the sums of the notes before it.
    var start = Share()
    for share in shares[..<at] { start.add(share) }
    let old = present ? shares[at] : Share()
    var new = Share()
    var tasks: [TaskItem] = []
    if let note {
      tasks = note.tasks
      resolver.resolve(&tasks)
      new = Share(note)
      notes[path] = note
      if !present {
        order.insert(path, at: at)
        shares.insert(new, at: at)
      } else {
        shares[at] = new
      }
    } else {
      notes[path] = nil
      order.remove(at: at)
      shares.remove(at: at)
    }
    let parsed = note ?? ParsedNote(file: path, kind: .note)
    contents.taskKeys = nil  // let go, so that `keys` is patched in place
    Self.replace(&contents.tasks, start.tasks, old.tasks, with: tasks)
    keys?.replace(start.tasks..<(start.tasks + old.tasks), with: tasks)
    for (i, steps) in NoteKindRegistry.all.enumerated() {
      steps.replace(start.items[i]..<(start.items[i] + old.items[i]), in: &contents, with: parsed)
    }
  }

  private static func replace<T>(_ array: inout [T], _ start: Int, _ count: Int, with items: [T]) {
    if count == items.count {
      // The usual save: as many items as before, overwritten where they are.
      for (offset, item) in items.enumerated() { array[start + offset] = item }
    } else {
      array.replaceSubrange(start..<(start + count), with: items)
    }
  }

  /// The diagnostics as `VaultLoader.load()` orders them: the config's, the walk's, each
  /// note's (a repeated `🆔` first, then its own) in path order, then the vault-wide checks.
  private func rebuildDiagnostics() {
    var merged = VaultContents()
    merged.diagnostics = base
    for (path, share) in zip(order, shares) where share.speaks {
      var note = notes[path]!
      if share.ids == 0 { note.tasks = [] }  // only the diagnostics matter here
      merged.add(note, keepTasks: false)
    }
    merged.habits = contents.habits
    merged.courses = contents.courses
    merged.checkins = contents.checkins
    merged.checkConsistency()
    contents.diagnostics = merged.diagnostics
  }

  /// What one note puts in each merged array.
  private struct Share {
    var tasks = 0
    /// The items of each kind, in the registry's order (`NoteKindRegistry.all`): inline, as
    /// there is a share for every note of the vault. (Room for 16 kinds: a 17th traps in
    /// `init`, in every test of `quire watch`.)
    var items = SIMD16<Int>()
    /// Tasks with an `🆔` (a repeat is reported) and diagnostics of the note's own.
    var ids = 0
    var diagnostics = 0
    var speaks: Bool { ids > 0 || diagnostics > 0 }

    init() {}

    init(_ note: ParsedNote) {
      tasks = note.tasks.count
      for (i, steps) in NoteKindRegistry.all.enumerated() { items[i] = steps.count(in: note) }
      ids = note.tasks.indices.count { note.tasks[$0].fields.id != nil }
      diagnostics = note.diagnostics.count
    }

    mutating func add(_ other: Share) {
      tasks += other.tasks
      items &+= other.items
    }
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
