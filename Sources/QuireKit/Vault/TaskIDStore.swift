import Foundation
import QuireCore

/// Keeps a vault's `TaskIDLedger` (the ids Quire's edits changed or retired) in
/// `task-ids.json` of its state folder (`.quire/cache/`, or the user's cache: `VaultStateFolder`),
/// written atomically and durably by `TaskEditor` under the write lock, before the note it is
/// about (docs/syntax.md, "Task ids").
///
/// JSON: `{"version": 1, "next": <next edit's number>, "entries": {"<id>": {"file", "line",
/// "text", "fate": {"renamed": {"_0": "<id>"}} or {"removed": {"_0": "<how>"}}, "reused",
/// "sequence"}}}`, at most `TaskIDLedger.limit` entries. A missing file is an empty record; an
/// unreadable one reads as empty and is replaced by the next edit that changes an id.
public struct TaskIDStore: Sendable {
  /// The file's name in the state folder.
  public static let name = "task-ids.json"
  public let file: String

  public init(vault: Vault) { file = VaultStateFolder.path(for: vault.root) + "/" + Self.name }

  private struct Contents: Codable {
    var version: Int
    var next: Int
    var entries: [String: TaskIDLedger.Entry]
  }

  /// The record on disk (read without the lock: the file is replaced atomically).
  public func load() -> TaskIDLedger {
    guard let data = FileManager.default.contents(atPath: file),
      let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.version == 1
    else { return TaskIDLedger() }
    return TaskIDLedger(entries: contents.entries, next: contents.next)
  }

  /// Writes `ledger` (call under the vault's write lock).
  public func save(_ ledger: TaskIDLedger) throws(QuireKitError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(Contents(version: 1, next: ledger.next, entries: ledger.entries)) else {
      throw .writeFailed(file, "cannot encode the record of task ids")
    }
    let folder = (file as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(folder, "cannot create Quire's state folder (\(error.localizedDescription))")
    }
    // Quire's own file: the last bytes read are whatever is there now.
    try AtomicWriter.write([UInt8](data), to: file, expecting: try AtomicWriter.read(file))
  }
}
