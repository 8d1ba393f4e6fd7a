/// Mistakes in a task line that the task syntax leaves as plain text, as Obsidian Tasks does,
/// but that a person meant as fields: a date after 📅 (or another date emoji) written as
/// `12/05/2026` instead of ISO, a dataview field with nothing in it (`[due:: ]`), a word of a
/// recurrence that is a typo of a known one (`every wensday`), and the forms owners of Obsidian
/// vaults write that neither reader reads (`TaskLineTypos+Obsidian.swift`). Each becomes a
/// warning at its column (`NoteParser`); the line reads as before.
public enum TaskLineTypos {
  /// A mistake at a 0-based UTF-8 byte offset of the line.
  public struct Typo: Sendable, Equatable {
    public var offset: Int
    public var kind: DiagnosticKind
  }

  /// The date emojis: a value after them is a date.
  static let dateEmojis: Set<Unicode.Scalar> = ["📅", "📆", "🗓", "⏳", "⌛", "🛫", "➕", "✅", "❌"]

  /// The mistakes of `line`, in line order. Every task line of every note passes here: the
  /// checks look at the line's own bytes and scalars and allocate only for what they report.
  public static func check(_ line: Substring, recurrence: String?) -> [Typo] {
    var typos = nonISODates(line) + emptyFields(line) + unreadForms(line)
    if let recurrence, let typo = recurrenceTypo(recurrence, in: String(line)) { typos.append(typo) }
    return typos.sorted { $0.offset < $1.offset }
  }

  /// `📅 12/05/2026`, `⏳ 5.12.26`: a day, a month and a year with `/`, `.` or `-` between them.
  static func nonISODates(_ line: Substring) -> [Typo] {
    line.utf8.withContiguousStorageIfAvailable(nonISODates(bytes:))
      ?? Array(line.utf8).withUnsafeBufferPointer(nonISODates(bytes:))
  }

  /// `nonISODates` on the line's UTF-8 bytes: only a scalar from U+2000 on (a lead byte from
  /// 0xE2) can be a date emoji, so ASCII text is passed over a byte at a time.
  private static func nonISODates(bytes: UnsafeBufferPointer<UInt8>) -> [Typo] {
    var typos: [Typo] = []
    let n = bytes.count
    forEachWideScalar(bytes) { scalar, _, end in
      guard dateEmojis.contains(scalar) else { return }
      var j = end
      while j < n, bytes[j] == UInt8(ascii: " ") { j += 1 }
      // Only a token that starts with one or two digits and a separator can be such a date
      // (an ISO date starts with four digits): the rest are not even copied.
      var k = j
      while k < n, k < j + 2, bytes[k] >= UInt8(ascii: "0"), bytes[k] <= UInt8(ascii: "9") { k += 1 }
      guard k > j, k < n,
        bytes[k] == UInt8(ascii: "/") || bytes[k] == UInt8(ascii: ".") || bytes[k] == UInt8(ascii: "-")
      else { return }
      while k < n, bytes[k] != UInt8(ascii: " "), bytes[k] != UInt8(ascii: "\t") { k += 1 }
      let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[j..<k]), as: UTF8.self)
      guard let candidates = isoForms(of: token) else { return }
      typos.append(Typo(offset: j, kind: .nonISODate(token, candidates)))
    }
    return typos
  }

  /// Calls `body` with each scalar from U+2000 on in a line's UTF-8 bytes (only there can a date
  /// or priority emoji be: a lead byte from 0xE2), its first byte, and the byte after it and
  /// after a U+FE0F (the emoji presentation selector, EF B8 8F) that follows it. ASCII text is
  /// passed over a byte at a time.
  @inline(__always)
  static func forEachWideScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (_ scalar: Unicode.Scalar, _ start: Int, _ end: Int) -> Void
  ) {
    let n = bytes.count
    var i = 0
    while i < n {
      let lead = bytes[i]
      guard lead >= 0xE2 else {
        i += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : 3
      guard i + length <= n else { break }
      var value = UInt32(lead & (length == 4 ? 0x07 : 0x0F))
      for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
      let start = i
      i += length
      guard let scalar = Unicode.Scalar(value) else { continue }
      var end = i
      if end + 2 < n, bytes[end] == 0xEF, bytes[end + 1] == 0xB8, bytes[end + 2] == 0x8F { end += 3 }
      body(scalar, start, end)
    }
  }

  /// The ISO dates `token` may mean (day first, then month first), when it is a date written with
  /// separators other than ISO's; `nil` when it is no such date.
  static func isoForms(of token: String) -> [String]? {
    let parts = token.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "." || $0 == "-" }
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 2 || parts[2].count == 4,
      let a = Int(parts[0]), let b = Int(parts[1]), var year = Int(parts[2])
    else { return nil }
    if parts[2].count == 2 { year += 2000 }
    let forms = [LocalDate(year: year, month: b, day: a), LocalDate(year: year, month: a, day: b)].compactMap { $0 }
    var seen: [String] = []
    for form in forms.map(\.description) where !seen.contains(form) { seen.append(form) }
    return seen.isEmpty ? nil : seen
  }

  /// Every dataview key of a task field.
  static let dataviewKeys = Set(TaskFieldKey.allCases.flatMap(\.dataviewKeys))

  /// `[due:: ]`, `(repeat:: )`: a known dataview key with no value.
  static func emptyFields(_ line: Substring) -> [Typo] {
    line.utf8.withContiguousStorageIfAvailable(emptyFields(bytes:))
      ?? Array(line.utf8).withUnsafeBufferPointer(emptyFields(bytes:))
  }

  /// `emptyFields` on the line's UTF-8 bytes; a key is made a string only when `::` follows it.
  private static func emptyFields(bytes: UnsafeBufferPointer<UInt8>) -> [Typo] {
    var typos: [Typo] = []
    let colon = UInt8(ascii: ":")
    let n = bytes.count
    guard n > 1, (1..<n).contains(where: { bytes[$0] == colon && bytes[$0 - 1] == colon }) else { return typos }
    for i in 0..<n where bytes[i] == UInt8(ascii: "[") || bytes[i] == UInt8(ascii: "(") {
      let close = bytes[i] == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ")")
      var j = i + 1
      while j < n, bytes[j] == UInt8(ascii: " ") { j += 1 }
      let keyStart = j
      while j < n, (bytes[j] | 0x20) >= UInt8(ascii: "a"), (bytes[j] | 0x20) <= UInt8(ascii: "z") { j += 1 }
      guard j > keyStart, j + 1 < n, bytes[j] == colon, bytes[j + 1] == colon else { continue }
      var k = j + 2
      while k < n, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
      guard k < n, bytes[k] == close else { continue }
      let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<j]), as: UTF8.self)
      if dataviewKeys.contains(key) { typos.append(Typo(offset: i, kind: .emptyTaskField(key))) }
    }
    return typos
  }

  /// The words a recurrence is made of (`docs/recurrence.md`), for a typo's nearest one.
  /// Day and month names first: of two words as close, the name wins (`wensday` is a Wednesday).
  static let recurrenceWords: [String] = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
    "every", "day", "days", "week", "weeks", "month", "months", "year", "years", "weekday", "weekdays", "on", "the",
    "and", "when", "done", "last", "first", "second", "third", "fourth", "fifth", "until", "in", "of", "at",
  ]

  /// The first word of `rule` that is no recurrence word but close to one (`wensday` →
  /// `wednesday`), at its place in `line`.
  static func recurrenceTypo(_ rule: String, in line: String) -> Typo? {
    guard let ruleRange = line.range(of: rule) else { return nil }
    var searchFrom = ruleRange.lowerBound
    for word in rule.split(whereSeparator: { !$0.isLetter }) {
      let lower = word.lowercased()
      guard let place = line.range(of: word, range: searchFrom..<line.endIndex) else { continue }
      searchFrom = place.upperBound
      // Abbreviations (`mon`, `dec`) and ordinals (`1st`) are the recurrence's own.
      guard lower.count > 3, !recurrenceWords.contains(lower),
        let nearest = EditDistance.nearest(lower, in: recurrenceWords), nearest != lower
      else { continue }
      let offset = line.utf8.distance(from: line.startIndex, to: place.lowerBound)
      return Typo(offset: offset, kind: .recurrenceTypo(String(word), suggestion: nearest))
    }
    return nil
  }
}
