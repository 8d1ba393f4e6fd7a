/// What Quire knows about a vdir from its last sync (docs/phone.md, "How a sync decides"): per
/// UID, the hash of the item on each side as it was then. A side whose hash differs changed
/// since; both differing is a conflict.
public struct VdirState: Sendable, Equatable, Codable {
  /// One synced item.
  public struct Entry: Sendable, Equatable, Codable {
    /// The item's kind.
    public var kind: VdirItemKind
    /// The file's name in the vdir.
    public var fileName: String
    /// ``VdirModel`` hash of the vault's item at the last sync.
    public var vaultHash: String
    /// ``VdirModel`` hash of the vdir's item at the last sync.
    public var vdirHash: String
    /// The vault-relative note that holds the item.
    public var note: String
    /// A task's line (1-based) and its text at the last sync; 0 and empty for events.
    public var line: Int = 0
    public var text: String = ""
    /// A task's `🆔`, when it has one.
    public var taskID: String?
    /// A task's Quire id (file and description) at the last sync.
    public var quireID: String = ""
    /// A hash of what the vault's rendering of the item depends on: the same again means the same
    /// ``vaultHash`` without rendering it.
    public var vaultSource: String?
    /// A hash of the vdir file's bytes: the same again means the same ``vdirHash`` without reading it.
    public var vdirBytes: String?
    /// The vdir's version was written into the vault but the sync did not finish (it was
    /// killed): the vault's item as it is now is the one that came from the vdir.
    public var pending: Bool?
    /// When a sync first found the item's note gone from the vault (`YYYY-MM-DDTHH:MM`): its file
    /// is removed only by a sync ``VdirState/removalDelay`` minutes or more later, so a note moved
    /// away and back (a checkout, a sync tool replacing it) does not cost the file.
    public var noteGoneAt: String?

    public init(kind: VdirItemKind, fileName: String, vaultHash: String, vdirHash: String, note: String) {
      self.kind = kind
      self.fileName = fileName
      self.vaultHash = vaultHash
      self.vdirHash = vdirHash
      self.note = note
    }
  }

  /// Minutes an item's note must stay gone before its file is removed (``Entry/noteGoneAt``).
  public static let removalDelay = 10

  /// The format of the state file; a file of another version is read as no state.
  public var version = 1
  /// The vdir folder the state belongs to (absolute).
  public var folder: String
  /// Entries by UID.
  public var items: [String: Entry] = [:]

  public init(folder: String) { self.folder = folder }
}

/// What a vdir item is in the vault.
public enum VdirItemKind: String, Sendable, Equatable, Codable {
  /// A task line (VTODO).
  case task
  /// An event note (VEVENT).
  case event
}
