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
  /// Diagnostics of the walk (symlinks, unreadable folders) from the last full load.
  private var walkDiagnostics: [Diagnostic] = []
  public private(set) var contents = VaultContents()

  public init(vault: Vault) { self.vault = vault }

  /// Reads every note again (first start, config change, lost events).
  @discardableResult
  public func reload(_ vault: Vault) -> VaultContents {
    self.vault = vault
    notes = [:]
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
        notes[path] = parse(path)
      } else {
        notes[path] = nil
      }
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

  /// The contents of all notes in path order (byte order, as the walker sorts).
  private func merge() -> VaultContents {
    var merged = VaultContents()
    merged.diagnostics = vault.configDiagnostics + walkDiagnostics
    for path in notes.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { merged.add(notes[path]!) }
    merged.resolveCourses()
    merged.checkConsistency()
    contents = merged
    return merged
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
