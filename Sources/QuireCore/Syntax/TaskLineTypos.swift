/// Mistakes in a task line that the task syntax leaves as plain text, as Obsidian Tasks does,
/// but that a person meant as fields: a date after 📅 (or another date emoji) written as
/// `12/05/2026` instead of ISO, a dataview field with nothing in it (`[due:: ]`), and a word of a
/// recurrence that is a typo of a known one (`every wensday`). Each becomes a warning at its
/// column (`NoteParser`); the line reads as before.
public enum TaskLineTypos {
  /// A mistake at a 0-based UTF-8 byte offset of the line.
  public struct Typo: Sendable, Equatable {
    public var offset: Int
    public var kind: DiagnosticKind
  }

  /// The date emojis: a value after them is a date.
  static let dateEmojis: Set<Unicode.Scalar> = ["📅", "📆", "🗓", "⏳", "⌛", "🛫", "➕", "✅", "❌"]

  /// The mistakes of `line`, in line order.
  public static func check(_ line: String, recurrence: String?) -> [Typo] {
    var typos = nonISODates(line) + emptyFields(line)
    if let recurrence, let typo = recurrenceTypo(recurrence, in: line) { typos.append(typo) }
    return typos.sorted { $0.offset < $1.offset }
  }

  /// `📅 12/05/2026`, `⏳ 5.12.26`: a day, a month and a year with `/`, `.` or `-` between them.
  static func nonISODates(_ line: String) -> [Typo] {
    var typos: [Typo] = []
    let scalars = Array(line.unicodeScalars)
    var offset = 0
    var offsets: [Int] = []
    for s in scalars {
      offsets.append(offset)
      offset += String(s).utf8.count
    }
    for (i, s) in scalars.enumerated() where dateEmojis.contains(s) {
      var j = i + 1
      if j < scalars.count, scalars[j] == "\u{FE0F}" { j += 1 }
      while j < scalars.count, scalars[j] == " " { j += 1 }
      var k = j
      while k < scalars.count, scalars[k] != " ", scalars[k] != "\t" { k += 1 }
      let token = String(String.UnicodeScalarView(scalars[j..<k]))
      guard let candidates = isoForms(of: token) else { continue }
      typos.append(Typo(offset: offsets[j], kind: .nonISODate(token, candidates)))
    }
    return typos
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

  /// `[due:: ]`, `(repeat:: )`: a known dataview key with no value.
  static func emptyFields(_ line: String) -> [Typo] {
    var typos: [Typo] = []
    let bytes = Array(line.utf8)
    let keys = TaskFieldKey.allCases.flatMap(\.dataviewKeys)
    for (i, b) in bytes.enumerated() where b == UInt8(ascii: "[") || b == UInt8(ascii: "(") {
      let close = b == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ")")
      var j = i + 1
      while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
      let keyStart = j
      while j < bytes.count, (bytes[j] | 0x20) >= UInt8(ascii: "a"), (bytes[j] | 0x20) <= UInt8(ascii: "z") { j += 1 }
      let key = String(decoding: bytes[keyStart..<j], as: UTF8.self)
      guard keys.contains(key), j + 1 < bytes.count, bytes[j] == UInt8(ascii: ":"), bytes[j + 1] == UInt8(ascii: ":")
      else { continue }
      var k = j + 2
      while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
      if k < bytes.count, bytes[k] == close { typos.append(Typo(offset: i, kind: .emptyTaskField(key))) }
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
