/// Reads a note's file name as the conflict copy a sync tool leaves beside a note that changed
/// on two devices, and names the note it is a copy of (docs/sync.md, which gives each tool's
/// naming and where it was read).
///
/// Only the shapes a tool's own source or documentation gives are read: Syncthing, Nextcloud and
/// ownCloud (both generations, and Nextcloud's case clash), Dropbox ("conflicted copy" and its
/// translations), Obsidian Sync's conflict files, the OneDrive Linux client's `-safeBackup-`
/// copies and Resilio's `.Conflict` names. The Microsoft OneDrive app's `name-COMPUTER.md` and
/// iCloud's `name 2.md` are left out on purpose: no primary source gives them, and the shapes are
/// those of notes people name themselves (`plan-b.md` beside `plan.md`).
///
/// A name is a conflict copy only when the note it names exists beside it (`ConflictCopies`
/// checks): a name of one of these shapes with no original is read as an ordinary note.
public struct ConflictCopyName: Sendable, Equatable {
  /// The sync tool whose naming the file has.
  public enum Tool: String, Sendable, CaseIterable {
    case syncthing = "Syncthing"
    case nextcloud = "Nextcloud or ownCloud"
    case dropbox = "Dropbox"
    case obsidianSync = "Obsidian Sync"
    case oneDrive = "OneDrive (Linux client)"
    case resilio = "Resilio Sync"
  }

  public var tool: Tool
  /// The file names the original may have, in the same folder; more than one only when a device
  /// name with hyphens makes the split ambiguous (`-safeBackup-`).
  public var originals: [String]
  /// Whether the original is to be found without regard to case (Resilio's copies come from
  /// names that differ in case).
  public var ignoresCase = false

  public init(tool: Tool, originals: [String], ignoresCase: Bool = false) {
    self.tool = tool
    self.originals = originals
    self.ignoresCase = ignoresCase
  }

  /// The reading of the file name `name` (no folder), or `nil` when it has none of the shapes.
  public static func read(_ name: String) -> ConflictCopyName? {
    // Every tool puts its tag before the last extension (a note always has one: `.md`).
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let stem = name[..<dot]
    let ext = name[dot...]
    if let original = syncthing(stem) { return ConflictCopyName(tool: .syncthing, originals: [String(original + ext)]) }
    if let (tool, original) = parenthesized(stem) {
      return ConflictCopyName(tool: tool, originals: [String(original + ext)])
    }
    if let original = ownCloudOld(stem) {
      return ConflictCopyName(tool: .nextcloud, originals: [String(original + ext)])
    }
    if let originals = safeBackup(stem) {
      return ConflictCopyName(tool: .oneDrive, originals: originals.map { String($0 + ext) })
    }
    if let original = resilio(stem) {
      return ConflictCopyName(tool: .resilio, originals: [String(original + ext)], ignoresCase: true)
    }
    return nil
  }

  // MARK: - The shapes

  /// `STEM.sync-conflict-YYYYMMDD-HHMMSS[-DEVICE]`: the device is up to 7 of base32's `A-Z2-7`
  /// (none before Syncthing 0.14.30).
  static func syncthing(_ stem: Substring) -> Substring? {
    guard let tag = stem.lastRange(of: ".sync-conflict-") else { return nil }
    var rest = stem[tag.upperBound...]
    guard rest.eat(digits: 8), rest.eat("-"), rest.eat(digits: 6) else { return nil }
    if rest.eat("-") {
      guard rest.count <= 7, rest.allSatisfy({ ("A"..."Z").contains($0) || ("2"..."7").contains($0) }) else {
        return nil
      }
      rest = rest[rest.endIndex...]
    }
    return rest.isEmpty ? stem[..<tag.lowerBound] : nil
  }

  /// A tag in parentheses at the end of the stem, after a blank:
  /// - Nextcloud and ownCloud 2.5 on: `(conflicted copy [USER ]YYYY-MM-DD HHMMSS)`, and
  ///   Nextcloud's `(case clash from YYYY-MM-DD HHMMSS)`;
  /// - Obsidian Sync: `(Conflicted copy DEVICE YYYYMMDDHHMM)`;
  /// - Dropbox: `(NAME's conflicted copy YYYY-MM-DD[ N])`, or a translation of it.
  static func parenthesized(_ stem: Substring) -> (Tool, Substring)? {
    guard stem.last == ")", let open = stem.lastRange(of: " (") else { return nil }
    let tag = stem[open.upperBound..<stem.index(before: stem.endIndex)]
    let original = stem[..<open.lowerBound]
    guard !original.isEmpty else { return nil }
    if tag.hasPrefix("conflicted copy ") || tag.hasPrefix("case clash from ") {
      // The date and time end the tag: `YYYY-MM-DD HHMMSS`.
      var stamp = tag.suffix(17)
      guard tag.count >= 16 + 17, stamp.eatISODate(), stamp.eat(" "), stamp.eat(digits: 6), stamp.isEmpty else {
        return nil
      }
      return (.nextcloud, original)
    }
    if tag.hasPrefix("Conflicted copy ") {
      var stamp = tag.suffix(13)
      guard tag.count >= 16 + 1 + 13, stamp.eat(" "), stamp.eat(digits: 12), stamp.isEmpty else { return nil }
      return (.obsidianSync, original)
    }
    if tag.contains("'s conflicted copy ") || dropboxTranslations.contains(where: { tag.contains($0) }) {
      return (.dropbox, original)
    }
    return nil
  }

  /// The words of Dropbox's tag in the languages third-party tools read it in (docs/sync.md):
  /// the tag must also stand in parentheses at the end of the stem, beside the original.
  static let dropboxTranslations = [
    "conflicted copy", "in Konflikt stehende Kopie", "In Konflikt stehende Kopie", "Copie en conflit",
    "Copia en conflicto", "Copia conflictiva", "Copia in conflitto",
  ]

  /// ownCloud and Nextcloud up to 2.4: `STEM_conflict-YYYYMMDD-HHMMSS`, or with a user
  /// (`_conflict_USER-` or `_conflict-USER-`) before the time.
  static func ownCloudOld(_ stem: Substring) -> Substring? {
    guard let tag = stem.lastRange(of: "_conflict") else { return nil }
    var stamp = stem.suffix(15)
    guard stem.count >= 15, stamp.eat(digits: 8), stamp.eat("-"), stamp.eat(digits: 6) else { return nil }
    let between = stem[tag.upperBound..<stem.index(stem.endIndex, offsetBy: -15)]
    guard between == "-" || (between.count > 2 && (between.first == "-" || between.first == "_") && between.last == "-")
    else { return nil }
    return stem[..<tag.lowerBound]
  }

  /// The OneDrive Linux client (abraunegg): `STEM-HOST-safeBackup-NNNN`; a host name may hold
  /// hyphens, so every split is a candidate.
  static func safeBackup(_ stem: Substring) -> [Substring]? {
    guard let tag = stem.lastRange(of: "-safeBackup-") else { return nil }
    var number = stem[tag.upperBound...]
    guard number.eat(digits: 4), number.isEmpty else { return nil }
    let front = stem[..<tag.lowerBound]
    let candidates = front.indices.filter { front[$0] == "-" && $0 != front.startIndex }.map { front[..<$0] }
    return candidates.isEmpty ? nil : candidates.reversed()
  }

  /// Resilio Sync: `STEM.Conflict`, `.Conflict2`, `.Conflict 3`, repeated.
  static func resilio(_ stem: Substring) -> Substring? {
    var end = stem.endIndex
    var found = false
    while let tag = stem[..<end].lastRange(of: ".Conflict") {
      var rest = stem[tag.upperBound..<end]
      _ = rest.eat(" ")
      guard rest.allSatisfy(\.isASCIIDigit) else { break }
      end = tag.lowerBound
      found = true
    }
    return found && end != stem.startIndex ? stem[..<end] : nil
  }
}

extension Substring {
  /// The last place `needle` stands.
  fileprivate func lastRange(of needle: String) -> Range<Index>? {
    guard let first = needle.first else { return nil }
    var i = endIndex
    while i > startIndex {
      i = index(before: i)
      if self[i] == first, self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
    }
    return nil
  }

  /// Drops `prefix` from the front when it is there.
  fileprivate mutating func eat(_ prefix: String) -> Bool {
    guard hasPrefix(prefix) else { return false }
    self = dropFirst(prefix.count)
    return true
  }

  /// Drops `count` ASCII digits from the front when they are there.
  fileprivate mutating func eat(digits count: Int) -> Bool {
    guard prefix(count).count == count, prefix(count).allSatisfy(\.isASCIIDigit) else { return false }
    self = dropFirst(count)
    return true
  }

  /// Drops a `YYYY-MM-DD` from the front when it is there.
  fileprivate mutating func eatISODate() -> Bool {
    eat(digits: 4) && eat("-") && eat(digits: 2) && eat("-") && eat(digits: 2)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
