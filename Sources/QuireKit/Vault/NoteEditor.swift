import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changes notes in a vault: only the lines an edit names, atomically, and only inside the
/// vault (docs/data-safety.md). Every edit re-reads the file and checks the lines it names still
/// read what they read when the command looked at them.
public struct NoteEditor: Sendable {
  public let vault: Vault

  public init(vault: Vault) { self.vault = vault }

  /// The absolute path of a vault-relative note, refusing `..`, absolute paths, symlinks and
  /// anything that resolves outside the vault.
  public func path(of relative: String) throws(QuireKitError) -> String {
    guard VaultPath.isSafeRelative(relative) else { throw .outsideVault(relative) }
    let absolute = vault.absolute(relative)
    let root = VaultWalker.realPath(vault.root) ?? vault.root
    // The nearest existing folder above the file must resolve inside the vault.
    var folder = (absolute as NSString).deletingLastPathComponent
    while !FileManager.default.fileExists(atPath: folder), folder.count > vault.root.count {
      folder = (folder as NSString).deletingLastPathComponent
    }
    guard let real = VaultWalker.realPath(folder), real == root || real.hasPrefix(root + "/") else {
      throw .outsideVault(relative)
    }
    var st = stat()
    if lstat(absolute, &st) == 0, st.st_mode & S_IFMT == S_IFLNK { throw .outsideVault(relative) }
    return absolute
  }

  /// Changes one note under the vault's write lock (docs/data-safety.md): reads it once no
  /// program is writing it, lets `change` compute the new bytes from the bytes on disk now
  /// (`nil`: no file; a `nil` result writes nothing) and writes them atomically. If an editor
  /// saves the note between the read and the write, the note is read again and `change` asked
  /// again, until the lock's time limit; nothing is ever written over bytes `change` did not see.
  /// - Returns: the note's bytes afterwards (`nil`: still no file).
  @discardableResult
  public func update(_ relative: String, _ change: ([UInt8]?) throws(QuireKitError) -> [UInt8]?)
    throws(QuireKitError) -> [UInt8]?
  {
    let absolute = try path(of: relative)
    return try VaultLock.withLock(vault) { () throws(QuireKitError) -> [UInt8]? in
      let deadline = Date().addingTimeInterval(max(1, VaultLock.timeout(for: vault)))
      while true {
        let old = try QuietReader.read(absolute, deadline: deadline)
        guard let new = try change(old), new != old else { return old }
        if old == nil { try createFolder(of: absolute, relative) }
        do throws(QuireKitError) {
          try AtomicWriter.write(new, to: absolute, expecting: old)
          return new
        } catch {
          // An editor saved meanwhile: compute the change again from its bytes.
          guard case .changedOnDisk = error, Date() < deadline else { throw error }
        }
      }
    }
  }

  /// Applies `edits` to one note. Returns the new bytes.
  @discardableResult
  public func edit(_ relative: String, _ edits: [LineEdit]) throws(QuireKitError) -> [UInt8] {
    let bytes = try update(relative) { old throws(QuireKitError) -> [UInt8]? in
      guard let old else { throw .writeFailed(relative, "the file no longer exists") }
      switch LineEditor.apply(edits, to: old) {
      case .success(let new): return new
      case .failure(let error): throw .editRefused(relative, error.description)
      }
    }
    return bytes ?? []
  }

  /// Appends `lines` to a note, creating it (and its folders) when missing.
  /// - Returns: the 1-based line number of the first appended line, and the new bytes.
  @discardableResult
  public func append(_ relative: String, lines: [String]) throws(QuireKitError) -> (line: Int, bytes: [UInt8]) {
    let new =
      try update(relative) { old throws(QuireKitError) -> [UInt8]? in
        switch LineEditor.append(lines, to: old ?? []) {
        case .success(let new): return new
        case .failure(let error): throw .editRefused(relative, error.description)
        }
      } ?? []
    // The appended lines are the last ones before the final (empty) line.
    let count = SourceLines(String(decoding: new, as: UTF8.self)).count
    return (count - lines.count, new)
  }

  /// Moves the note `relative` to the first free name of `candidates(1)`, `candidates(2)`, ...
  /// (never over another file; `nil` when a candidate returns `nil`: no free name), then
  /// applies `edit` to it there. The move is `link(2)` then
  /// `unlink(2)`, on record in the write journal, so a killed move is finished by the next
  /// command and the note never ends up under both names (docs/data-safety.md).
  /// - Returns: the new vault-relative path.
  public func move(_ relative: String, to candidates: (Int) -> String?, edit: LineEdit? = nil) throws(QuireKitError)
    -> String?
  {
    try VaultLock.withLock(vault) { () throws(QuireKitError) -> String? in
      let source = try path(of: relative)
      guard FileIdentity.of(source) != nil else { throw .writeFailed(relative, "the file no longer exists") }
      var n = 1
      while true {
        guard let target = candidates(n) else { return nil }
        n += 1
        let absolute = try path(of: target)
        if FileIdentity.of(absolute) != nil { continue }
        try createFolder(of: absolute, target)
        let moved = try WriteJournal.recording(.move(from: relative, to: target, edit: edit)) {
          () throws(QuireKitError) -> Bool in
          // link(2) fails when the target exists, so a file made in the meantime is never replaced.
          guard link(source, absolute) == 0 else {
            if errno == EEXIST { return false }
            throw .writeFailed(target, String(cString: strerror(errno)))
          }
          CrashPoint.reach(.afterLink)
          unlink(source)
          AtomicWriter.syncFolder(of: absolute)
          AtomicWriter.syncFolder(of: source)
          if let edit { try self.edit(target, [edit]) }
          return true
        }
        if moved { return target }
      }
    }
  }

  private func createFolder(of absolute: String, _ relative: String) throws(QuireKitError) {
    do {
      try FileManager.default.createDirectory(
        atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(relative, error.localizedDescription)
    }
  }
}
