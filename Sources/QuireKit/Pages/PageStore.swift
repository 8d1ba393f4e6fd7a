import Foundation
import QuireCore

/// Writes generated pages and remembers what it wrote, to tell a person's edits from its own.
///
/// A page is written atomically and only when its bytes change, so a second build writes
/// nothing (no git churn). The bytes last written are kept in `pages/<path>` of the vault's
/// state folder (`.quire/cache/`, or the user's cache for a folder without `.quire/`:
/// `VaultStateFolder`); a page on disk that differs from them was edited by hand. Ticked boxes
/// are applied by `AgendaBuilder` first; any other edit is kept as a copy in `edited/` there
/// before the page is regenerated, and reported.
public struct PageStore: Sendable {
  public let vault: Vault
  private let editor: NoteEditor
  /// The vault's state folder (not created until a record is written).
  let stateFolder: String

  public init(vault: Vault) {
    self.vault = vault
    editor = NoteEditor(vault: vault)
    stateFolder = VaultStateFolder.path(for: vault.root)
  }

  /// What happened to one page.
  public enum Outcome: Sendable, Equatable {
    case written
    case unchanged
    /// Written after a hand-edited version was kept at this path (vault-relative when the state
    /// folder is in the vault, else absolute).
    case writtenKeepingEdit(String)
  }

  /// The page as Quire last wrote it, or `nil` when it has no record of it.
  public func lastWritten(_ page: String) -> [UInt8]? {
    FileManager.default.contents(atPath: recordPath(page)).map { [UInt8]($0) }
  }

  /// Drops the record of `page`: the next build rewrites it without reading ticks from it.
  public func forget(_ page: String) { unlink(recordPath(page)) }

  /// The page as it is on disk now, or `nil`.
  public func onDisk(_ page: String) throws(QuireKitError) -> [UInt8]? {
    try AtomicWriter.read(try editor.path(of: page))
  }

  /// Writes `text` to the vault-relative `page` unless it already holds exactly that.
  ///
  /// - Parameters:
  ///   - stamp: names the copy of a hand-edited page (`20261124T0755`).
  ///   - owned: the file is Quire's even without a record (an SVG in `agenda/assets/`, which
  ///     has no front matter to say so).
  public func write(_ text: String, to page: String, stamp: String, owned: Bool = false) throws(QuireKitError)
    -> Outcome
  {
    let bytes = Array(text.utf8)
    let path = try editor.path(of: page)
    let current = try AtomicWriter.read(path)
    let record = lastWritten(page)
    if current == bytes {
      if record != bytes { try saveRecord(bytes, for: page) }
      return .unchanged
    }
    var kept: String?
    if let current, let record, current != record {
      kept = try keepEdited(current, of: page, stamp: stamp)
    } else if let current, record == nil, !owned, !Self.isGenerated(current) {
      // Not a page Quire wrote (no `generated: quire`): never overwrite it unseen.
      kept = try keepEdited(current, of: page, stamp: stamp)
    }
    try createFolder(of: path)
    try AtomicWriter.write(bytes, to: path, expecting: current, durable: false)
    CrashPoint.reach(.afterPage)
    try saveRecord(bytes, for: page)
    return kept.map(Outcome.writtenKeepingEdit) ?? .written
  }

  /// Whether a file starts with the `generated: quire` front matter of a page.
  public static func isGenerated(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(200), as: UTF8.self)
    return head.hasPrefix("---\ngenerated: quire\n") || head.hasPrefix("---\r\ngenerated: quire\r\n")
  }

  // MARK: - Records and copies

  private func recordPath(_ page: String) -> String { stateFolder + "/pages/" + page }

  private func saveRecord(_ bytes: [UInt8], for page: String) throws(QuireKitError) {
    let path = recordPath(page)
    try createFolder(of: path)
    let old = try AtomicWriter.read(path)
    try AtomicWriter.write(bytes, to: path, expecting: old, durable: false)
  }

  /// Copies a hand-edited page to `edited/<page without .md>.<stamp>.md` in the state folder;
  /// returns where, vault-relative when the state folder is in the vault.
  private func keepEdited(_ bytes: [UInt8], of page: String, stamp: String) throws(QuireKitError) -> String {
    let stem = page.hasSuffix(".md") ? String(page.dropLast(3)) : page
    var path = stateFolder + "/edited/\(stem).\(stamp).md"
    var n = 2
    while FileManager.default.fileExists(atPath: path) {
      path = stateFolder + "/edited/\(stem).\(stamp)-\(n).md"
      n += 1
    }
    try createFolder(of: path)
    try AtomicWriter.write(bytes, to: path, expecting: nil)
    let root = vault.root.hasSuffix("/") ? vault.root : vault.root + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  private func createFolder(of path: String) throws(QuireKitError) {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(folder, "cannot create the folder (\(error.localizedDescription))")
    }
  }
}
