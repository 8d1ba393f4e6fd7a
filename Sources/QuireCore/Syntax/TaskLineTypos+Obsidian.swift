// Forms of a field that owners of Obsidian vaults write and that neither Quire nor the Obsidian
// Tasks plugin reads as the field (docs/obsidian-tasks-compat.md, "Where Quire reads
// differently"): a date written as a wikilink, the plugin's own `Invalid date`, and a link glued
// to a priority emoji. Each is a warning at its column saying what to write; the line reads as
// before. (Fields written before the text are found by the body parser, which knows where the
// text starts: ``TaskBodyParser``.)
extension TaskLineTypos {
  /// The forms of `line` neither reader reads, in line order.
  static func unreadForms(_ line: Substring) -> [Typo] {
    line.utf8.withContiguousStorageIfAvailable(unreadForms(bytes:))
      ?? Array(line.utf8).withUnsafeBufferPointer(unreadForms(bytes:))
  }

  /// The priority emoji: a link glued to one hides the priority.
  static let priorityEmojis: Set<Unicode.Scalar> = ["🔺", "⏫", "🔼", "🔽", "⏬"]

  /// `unreadForms` on the line's UTF-8 bytes: as `nonISODates`, only a scalar from U+2000 on can
  /// be a date or priority emoji, so ASCII text is passed over a byte at a time.
  private static func unreadForms(bytes: UnsafeBufferPointer<UInt8>) -> [Typo] {
    var typos: [Typo] = []
    let n = bytes.count
    forEachWideScalar(bytes) { scalar, start, end in
      let isDate = dateEmojis.contains(scalar)
      guard isDate || priorityEmojis.contains(scalar) else { return }
      var j = end
      if isDate {
        while j < n, bytes[j] == UInt8(ascii: " ") { j += 1 }
        if let typo = wikilinkDate(bytes, at: j, emoji: start..<end) ?? invalidDate(bytes, at: j, emoji: start..<end) {
          typos.append(typo)
        }
      } else if let typo = linkAfterPriority(bytes, at: j, emoji: start..<end) {
        typos.append(typo)
      }
    }
    return typos
  }

  /// `⏳ [[2024-10-02]]` (also `[[journal/2024-10-02|Oct 2]]`, `[[2024-10-02.md#Tasks]]`): a
  /// wikilink to a daily note where a date belongs.
  private static func wikilinkDate(
    _ bytes: UnsafeBufferPointer<UInt8>, at j: Int, emoji: Range<Int>
  ) -> Typo? {
    let n = bytes.count
    guard j + 1 < n, bytes[j] == UInt8(ascii: "["), bytes[j + 1] == UInt8(ascii: "[") else { return nil }
    var k = j + 2
    while k + 1 < n, !(bytes[k] == UInt8(ascii: "]") && bytes[k + 1] == UInt8(ascii: "]")) {
      if bytes[k] == UInt8(ascii: "[") || bytes[k] == UInt8(ascii: "\n") { return nil }
      k += 1
    }
    guard k + 1 < n else { return nil }
    let inside = text(bytes, j + 2, k)
    var target = Substring(inside)
    if let end = target.firstIndex(where: { $0 == "|" || $0 == "#" }) { target = target[..<end] }
    if let slash = target.lastIndex(of: "/") { target = target[target.index(after: slash)...] }
    if target.hasSuffix(".md") { target = target.dropLast(3) }
    guard let date = LocalDate(iso: target) else { return nil }
    return Typo(
      offset: j, kind: .wikilinkDate(emoji: text(bytes, emoji), link: text(bytes, j, k + 2), date: date.description))
  }

  private static let invalidDateWords = Array("Invalid date".utf8)

  /// `📅 Invalid date`: what the plugin writes for a date it could not read (moment's text).
  private static func invalidDate(
    _ bytes: UnsafeBufferPointer<UInt8>, at j: Int, emoji: Range<Int>
  ) -> Typo? {
    let words = invalidDateWords
    guard j + words.count <= bytes.count, words.indices.allSatisfy({ bytes[j + $0] == words[$0] }) else { return nil }
    return Typo(offset: j, kind: .invalidDateField(emoji: text(bytes, emoji)))
  }

  /// `⏫[](app://...)`, `🔼[open](obsidian://...)`: a Markdown link glued to a priority emoji, which
  /// both readers then take for text, with the priority and every field left of it.
  private static func linkAfterPriority(
    _ bytes: UnsafeBufferPointer<UInt8>, at j: Int, emoji: Range<Int>
  ) -> Typo? {
    let n = bytes.count
    guard j < n, bytes[j] == UInt8(ascii: "[") else { return nil }
    var k = j + 1
    while k < n, bytes[k] != UInt8(ascii: "]") { k += 1 }
    guard k + 1 < n, bytes[k + 1] == UInt8(ascii: "(") else { return nil }
    var end = k + 2
    while end < n, bytes[end] != UInt8(ascii: ")") { end += 1 }
    guard end < n else { return nil }
    return Typo(offset: j, kind: .linkAfterPriority(emoji: text(bytes, emoji), link: text(bytes, j, end + 1)))
  }

  /// The emoji (with its U+FE0F, if any) as text: made only for a typo found.
  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ emoji: Range<Int>) -> String {
    text(bytes, emoji.lowerBound, emoji.upperBound)
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
  }
}
