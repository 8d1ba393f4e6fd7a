// Fields written before a task's text (`- [ ] 📅 2026-11-25 Buy milk`): Quire reads fields from
// the end of the line, as the Obsidian Tasks plugin does, so both take them for text. The body
// parser says so (a `fields-before-text` warning at the first field), and the line reads as
// before.
extension TaskBodyParser.Scanner {
  /// The warning for fields that stand at the start of the text `u[from..<to]` (the description
  /// the scan left, tags aside), followed by more text; `nil` when the text starts otherwise.
  ///
  /// The fields are the longest run of words at the start (after `#tags`) that reads as fields and
  /// tags alone, among the first ``maxWords`` words (a field's value may hold blanks, so a run
  /// that is no field may become one a word later). Most texts start with a plain word and are
  /// passed after one look at their first byte.
  func leadingFields(_ from: Int, _ to: Int) -> TaskFieldProblem? {
    var first = from
    while first < to, u[first] == UInt8(ascii: "#") { first = nextWord(after: first, to) }
    guard first < to, introducesField(at: first) else { return nil }
    var fieldsEnd: Int?
    var end = first
    for _ in 0..<Self.maxWords {
      while end < to, !Self.isBlank(u[end]) { end += 1 }
      // The whole text as fields is no field before a text.
      guard end < to else { break }
      var prefix = TaskBodyParser.Scanner(bytes: u, lower: from, upper: end, base: 0)
      prefix.checksLeadingFields = false
      let read = prefix.run()
      if prefix.emojiFields + prefix.dataviewFields > 0,
        read.fields.description.split(separator: " ").allSatisfy({ $0.hasPrefix("#") })
      {
        fieldsEnd = end
      }
      while end < to, Self.isBlank(u[end]) { end += 1 }
    }
    guard let fieldsEnd else { return nil }
    var textStart = fieldsEnd
    while textStart < to, Self.isBlank(u[textStart]) { textStart += 1 }
    return TaskFieldProblem(
      offset: base + first, .fieldsBeforeText(fields: text(first, fieldsEnd), text: text(textStart, to)))
  }

  /// How many words at the start of a text are read for fields.
  static let maxWords = 16

  /// Where the word after the one at `start` begins (`to` at the end).
  private func nextWord(after start: Int, _ to: Int) -> Int {
    var i = start
    while i < to, !Self.isBlank(u[i]) { i += 1 }
    while i < to, Self.isBlank(u[i]) { i += 1 }
    return i
  }

  /// Whether a field may start at `i`: a field emoji, a priority emoji, or a dataview bracket.
  private func introducesField(at i: Int) -> Bool {
    if u[i] == UInt8(ascii: "[") || u[i] == UInt8(ascii: "(") { return true }
    guard u[i] >= 0xE2 else { return false }
    func startsWith(_ bytes: [UInt8]) -> Bool {
      i + bytes.count <= u.count && bytes.indices.allSatisfy { u[i + $0] == bytes[$0] }
    }
    return TaskBodyParser.valueEmoji.contains { startsWith($0.bytes) }
      || TaskBodyParser.priorityEmoji.contains { startsWith($0.bytes) }
  }
}
