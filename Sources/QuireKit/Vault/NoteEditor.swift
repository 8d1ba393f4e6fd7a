import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changes notes in a vault: only the lines an edit names, atomically, and only inside the
/// vault (design.md §6). Every edit re-reads the file and checks the lines it names still
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

  /// Applies `edits` to one note. Returns the new bytes.
  @discardableResult
  public func edit(_ relative: String, _ edits: [LineEdit]) throws(QuireKitError) -> [UInt8] {
    let absolute = try path(of: relative)
    guard let old = try AtomicWriter.read(absolute) else { throw .writeFailed(relative, "the file no longer exists") }
    switch LineEditor.apply(edits, to: old) {
    case .success(let new):
      if new != old { try AtomicWriter.write(new, to: absolute, expecting: old) }
      return new
    case .failure(let error):
      throw .editRefused(relative, error.description)
    }
  }

  /// Appends `lines` to a note, creating it (and its folders) when missing.
  /// - Returns: the 1-based line number of the first appended line, and the new bytes.
  @discardableResult
  public func append(_ relative: String, lines: [String]) throws(QuireKitError) -> (line: Int, bytes: [UInt8]) {
    let absolute = try path(of: relative)
    let old = try AtomicWriter.read(absolute)
    if old == nil {
      do {
        try FileManager.default.createDirectory(
          atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      } catch {
        throw .writeFailed(relative, error.localizedDescription)
      }
    }
    switch LineEditor.append(lines, to: old ?? []) {
    case .success(let new):
      try AtomicWriter.write(new, to: absolute, expecting: old)
      // The appended lines are the last ones before the final (empty) line.
      let count = SourceLines(String(decoding: new, as: UTF8.self)).count
      return (count - lines.count, new)
    case .failure(let error):
      throw .editRefused(relative, error.description)
    }
  }
}
