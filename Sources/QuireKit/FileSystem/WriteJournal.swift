import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a writer that may be killed leaves for the next one (docs/data-safety.md): the
/// temporary files it made, the last file it wrote, and the multi-file changes under way.
///
/// It lives in the vault's state folder and is only touched by the holder of the write lock
/// (``VaultLock``), so everything it lists when the lock is taken afresh was left by a process
/// that died: ``recover(vault:stateFolder:)`` removes those temporary files and finishes each
/// move (a move is finished, never rolled back, so a second run never compounds the first).
public enum WriteJournal {
  /// A change that spans several files, described so that it can be finished from any point.
  public enum Entry: Codable, Sendable, Equatable {
    /// Lines appended to `targets`, then removed from `sources` (`quire archive`, `quire rm`).
    case lines(targets: [Append], sources: [Removal])
    /// A file moved by link + unlink (an event or deck to the archive, a deck renamed),
    /// then `edit` applied to the moved file.
    case move(from: String, to: String, edit: LineEdit?)
    /// Generated pages being written with their records (`pages/` in the state folder): a page whose
    /// record did not follow it loses the record, so it is rewritten and never read for ticks.
    case pages([String])
  }

  /// Lines appended to a note: `before`/`after` are the note's content hashes.
  public struct Append: Codable, Sendable, Equatable {
    public var file: String
    public var lines: [String]
    public var before: String?
    public var after: String
  }

  /// Lines removed from a note.
  public struct Removal: Codable, Sendable, Equatable {
    public var file: String
    public var edits: [LineEdit]
    public var after: String
  }

  // MARK: - Under the lock

  /// Runs `body` with `entry` on record: written before, removed after it returns or throws
  /// (a throw means the change stopped cleanly; only a kill leaves the entry behind).
  public static func recording<T>(_ entry: Entry, _ body: () throws(QuireKitError) -> T) throws(QuireKitError) -> T {
    guard let folder = VaultLock.currentStateFolder else { return try body() }
    let path = folder + "/journal/\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
    let durable: Bool
    if case .pages = entry { durable = false } else { durable = true }
    do {
      try FileManager.default.createDirectory(atPath: folder + "/journal", withIntermediateDirectories: true)
      let data = try JSONEncoder().encode(entry)
      try AtomicWriter.write([UInt8](data), to: path, expecting: nil, durable: durable)
    } catch let error as QuireKitError {
      throw error
    } catch {
      throw .writeFailed(path, "\(error)")
    }
    defer { unlink(path) }
    return try body()
  }

  /// Notes a temporary file about to be made (called by ``AtomicWriter``).
  static func noteTemporary(_ path: String) {
    guard let folder = VaultLock.currentStateFolder else { return }
    append(path + "\n", to: folder + "/temp-files")
  }

  /// Notes the file just written, so that the next writer knows it is quiet (``QuietReader``).
  static func noteWritten(_ path: String) {
    guard let folder = VaultLock.currentStateFolder, let identity = FileIdentity.of(path) else { return }
    let line = lastWriteLine(path, identity)
    let file = folder + "/last-write"
    let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    _ = Array(line.utf8).withUnsafeBytes { systemWrite(fd, $0.baseAddress!, $0.count) }
    close(fd)
  }

  /// Whether `path` is, unchanged, the file the last Quire writer wrote.
  static func lastWritten(_ path: String, is identity: FileIdentity) -> Bool {
    guard let folder = VaultLock.currentStateFolder,
      let data = FileManager.default.contents(atPath: folder + "/last-write")
    else { return false }
    return String(decoding: data, as: UTF8.self) == lastWriteLine(path, identity)
  }

  /// The one line of `last-write`: the file's identity, then its path.
  private static func lastWriteLine(_ path: String, _ identity: FileIdentity) -> String {
    "\(identity.device) \(identity.inode) \(identity.size) \(identity.seconds) \(identity.nanoseconds) \(path)"
  }

  // MARK: - Recovery

  /// Removes the temporary files and finishes the changes a killed writer left. Called by
  /// ``VaultLock`` when it takes the lock afresh; problems are told to the vault's reporter,
  /// never thrown.
  static func recover(vault: Vault, stateFolder folder: String) {
    if let data = FileManager.default.contents(atPath: folder + "/temp-files") {
      for path in String(decoding: data, as: UTF8.self).split(separator: "\n")
      where path.hasSuffix(AtomicWriter.tempSuffix) {
        unlink(String(path))
      }
      unlink(folder + "/temp-files")
    }
    let journal = folder + "/journal"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: journal) else { return }
    for name in names.sorted() where name.hasSuffix(".json") {
      let path = journal + "/" + name
      if let data = FileManager.default.contents(atPath: path),
        let entry = try? JSONDecoder().decode(Entry.self, from: data)
      {
        finish(entry, vault: vault)
      }
      unlink(path)
    }
  }

  /// Finishes `entry` from wherever it stopped.
  static func finish(_ entry: Entry, vault: Vault) {
    let editor = NoteEditor(vault: vault)
    switch entry {
    case .lines(let targets, let sources):
      for target in targets {
        guard let path = try? editor.path(of: target.file) else { continue }
        let current = (try? AtomicWriter.read(path)) ?? nil
        let hash = current.map { hashText($0) }
        if hash == target.after { continue }
        guard hash == target.before, case .success(let new) = LineEditor.append(target.lines, to: current ?? []) else {
          vault.reporter.warn(
            "\(target.file): an interrupted move into it cannot be finished (the file changed since); the moved lines are still in \(sources.map(\.file).joined(separator: ", "))"
          )
          return
        }
        if current == nil {
          try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        }
        do { try AtomicWriter.write(new, to: path, expecting: current) } catch {
          vault.reporter.warn("\(target.file): \(error)")
          return
        }
      }
      for source in sources {
        guard let path = try? editor.path(of: source.file), let current = (try? AtomicWriter.read(path)) ?? nil
        else { continue }
        if hashText(current) == source.after { continue }
        switch LineEditor.apply(source.edits, to: current) {
        case .success(let new):
          do { try AtomicWriter.write(new, to: path, expecting: current) } catch {
            vault.reporter.warn("\(source.file): \(error)")
          }
        case .failure:
          vault.reporter.warn(
            "\(source.file): an interrupted move out of it cannot be finished (the lines changed since); check it for lines also in \(targets.map(\.file).joined(separator: ", "))"
          )
        }
      }
    case .move(let from, let to, let edit):
      guard let source = try? editor.path(of: from), let target = try? editor.path(of: to) else { return }
      let (a, b) = (FileIdentity.of(source), FileIdentity.of(target))
      if a != nil, b == nil {
        try? FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard link(source, target) == 0 else { return }
        unlink(source)
      } else if let a, let b, a.sameFile(as: b) {
        unlink(source)
      } else if a != nil {
        vault.reporter.warn("\(from): an interrupted move to \(to) cannot be finished (both files exist and differ)")
        return
      }
      if let edit, let current = (try? AtomicWriter.read(target)) ?? nil,
        case .success(let new) = LineEditor.apply([edit], to: current), new != current
      {
        try? AtomicWriter.write(new, to: target, expecting: current)
      }
    case .pages(let pages):
      let store = PageStore(vault: vault)
      for page in pages where store.lastWritten(page) != (try? store.onDisk(page)) ?? nil {
        store.forget(page)
      }
    }
  }

  /// The content hash the journal records for a file's bytes.
  static func hashText(_ bytes: [UInt8]) -> String { String(UInt64(bitPattern: ContentHash.of(bytes)), radix: 16) }

  private static func append(_ text: String, to file: String) {
    let fd = open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    _ = Array(text.utf8).withUnsafeBytes { systemWrite(fd, $0.baseAddress!, $0.count) }
    close(fd)
  }
}
