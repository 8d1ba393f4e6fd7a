/// The sync state as the state file holds it (docs/phone.md, "How a sync decides"): a compact
/// record, field by field, entries in UID order. A vault of 10,000 notes synced with a phone
/// holds some 74,000 entries; as pretty JSON that was 35 MB, and Foundation's coder took most of
/// a second to read it and more to write it, at every sync and at every change a sync brought
/// into the vault (each is on record before it is made).
///
/// Pure: the store (`VdirStateStore` in QuireKit) adds a checksum and writes it atomically.
extension VdirState {
  /// What the record starts with: its name and its layout's version.
  static let magic = "quire vdir state"
  static let layout = 1

  /// The state as a record.
  public func binary() -> [UInt8] {
    var w = BinaryWriter(capacity: 64 + items.count * 160)
    w.string(Self.magic)
    w.int(Self.layout)
    w.int(version)
    w.string(folder)
    w.int(items.count)
    for uid in items.keys.sorted() {
      let e = items[uid]!
      w.string(uid)
      w.int(e.kind == .task ? 0 : 1)
      w.string(e.fileName)
      w.string(e.vaultHash)
      w.string(e.vdirHash)
      w.string(e.note)
      w.int(e.line)
      w.string(e.text)
      w.optionalString(e.taskID)
      w.string(e.quireID)
      w.optionalString(e.vaultSource)
      w.optionalString(e.vdirBytes)
      w.int(e.pending.map { $0 ? 2 : 1 } ?? 0)
      w.optionalString(e.noteGoneAt)
    }
    return w.bytes
  }

  /// The state a record holds; throws when it is not one (cut short, another layout, odd values).
  public init(binary bytes: [UInt8]) throws(IndexError) {
    var r = BinaryReader(bytes)
    guard try r.string() == Self.magic else { throw .corrupt("not a sync state") }
    guard try r.int() == Self.layout else { throw .corrupt("a sync state of another layout") }
    let version = try r.int()
    self.init(folder: try r.string())
    self.version = version
    let count = try r.int()
    guard count >= 0, count <= bytes.count else { throw .corrupt("bad count") }
    items.reserveCapacity(count)
    for _ in 0..<count {
      let uid = try r.string()
      let kind: VdirItemKind
      switch try r.int() {
      case 0: kind = .task
      case 1: kind = .event
      default: throw .corrupt("bad kind")
      }
      var e = Entry(
        kind: kind, fileName: try r.string(), vaultHash: try r.string(), vdirHash: try r.string(), note: try r.string())
      e.line = try r.int()
      e.text = try r.string()
      e.taskID = try r.optionalString()
      e.quireID = try r.string()
      e.vaultSource = try r.optionalString()
      e.vdirBytes = try r.optionalString()
      switch try r.int() {
      case 0: e.pending = nil
      case 1: e.pending = false
      case 2: e.pending = true
      default: throw .corrupt("bad flag")
      }
      e.noteGoneAt = try r.optionalString()
      guard items.updateValue(e, forKey: uid) == nil else { throw .corrupt("a UID twice") }
    }
    guard r.isAtEnd else { throw .corrupt("bytes after the state") }
  }
}
