/// Names of the files in a vdir (docs/phone.md): one `.ics` file per item, named after its UID
/// when the UID is a safe file name, else after a hash of it, as vdirsyncer does.
public enum VdirFileName {
  /// The longest UID used as a file name as it is.
  public static let longestPlainUID = 120

  /// The file name for an item with `uid`: `<uid>.ics` when the UID holds only letters, digits
  /// and `@ . _ - + =`, does not start or end with a dot and has no `..`; else `<16 hex>.ics`.
  public static func name(for uid: String) -> String {
    isPlain(uid) ? uid + ".ics" : ICalendarUID.hash([uid]) + ".ics"
  }

  /// Whether `uid` can be a file name as it is.
  public static func isPlain(_ uid: String) -> Bool {
    guard !uid.isEmpty, uid.utf8.count <= longestPlainUID, !uid.hasPrefix("."), !uid.hasSuffix("."), !uid.contains("..")
    else {
      return false
    }
    return uid.unicodeScalars.allSatisfy { c in
      (c.value >= 0x30 && c.value <= 0x39) || (c.value >= 0x41 && c.value <= 0x5A)
        || (c.value >= 0x61 && c.value <= 0x7A)
        || "@._-+=".unicodeScalars.contains(c)
    }
  }

  /// Whether a file in the folder is one of its items: an `.ics` name, not hidden (temporary
  /// files of vdirsyncer and Quire start with a dot) and without a path separator.
  public static func isItem(_ name: String) -> Bool {
    name.hasSuffix(".ics") && !name.hasPrefix(".") && !name.contains("/") && name.utf8.count > 4
  }

  /// Why a UID read from a vdir file is refused, or `nil` when it is sound: a UID must not be
  /// empty and must not hold `/`, `\`, `..`, NUL or other control characters (such an item is
  /// skipped with a warning; a file name is never made from it anyway).
  public static func problem(with uid: String) -> String? {
    if uid.isEmpty { return "its UID is empty" }
    if uid.utf8.count > 1000 { return "its UID is longer than 1000 bytes" }
    if uid.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "its UID holds a NUL or control character"
    }
    if uid.contains("/") || uid.contains("\\") { return "its UID holds a '/' or '\\'" }
    if uid.contains("..") { return "its UID holds '..'" }
    return nil
  }
}
