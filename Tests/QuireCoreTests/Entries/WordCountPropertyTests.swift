import PropertyBased
import Testing

@testable import QuireCore

/// A journal entry's word count goes by table (`JournalKind.wordCount`): on random texts of
/// words, punctuation, spaces, line breaks of every kind and skipped lines it counts what a
/// byte-by-byte reading of the rule counts.
@Suite struct WordCountPropertyTests {
  /// The rule read plainly: a word is a run of bytes other than space, tab and line breaks
  /// that holds an ASCII letter or digit or a non-ASCII byte; lines in `skip` do not count.
  static func reference(_ text: String, from start: Int, skip: Set<Int>) -> Int {
    let lines = SourceLines(text)
    guard start <= lines.count else { return 0 }
    let bytes = Array(text.utf8)
    var (count, n, inWord, counted) = (0, start, false, false)
    var i = lines.offset(of: start)
    while i < bytes.count {
      let b = bytes[i]
      i += 1
      if b == 0x0D, i < bytes.count, bytes[i] == 0x0A { continue }
      if b == 0x0A || b == 0x0D {
        n += 1
        inWord = false
        continue
      }
      if skip.contains(n) { continue }
      if b == 0x20 || b == 0x09 {
        inWord = false
        continue
      }
      if !inWord { counted = false }
      inWord = true
      if !counted, b >= 0x80 || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) {
        count += 1
        counted = true
      }
    }
    return count
  }

  struct Case: Sendable, CustomStringConvertible {
    var text: String
    var start: Int
    var skip: Set<Int>
    var description: String { "\(text.debugDescription) from \(start) skip \(skip.sorted())" }
  }

  static let texts = Generator<Case, Shrink.None<Case>> { rng in
    let pieces = [
      "word", "Wort", "42", "#", "-", "—", "é", "日本", "🙂", "@", "[", "`", " ", "  ", "\t", "\n", "\r\n", "\r", "x-y",
      "#tag",
    ]
    let count = Int.random(in: 0...40, using: &rng)
    let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
    let lines = SourceLines(text).count
    let start = Int.random(in: 1...max(1, lines + 1), using: &rng)
    let skip = Set((0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 1...max(1, lines), using: &rng) })
    return Case(text: text, start: start, skip: skip)
  }

  @Test func theTableCountsWhatTheRuleCounts() async {
    await propertyCheck(count: 3000, input: Self.texts) { c in
      let lines = SourceLines(c.text)
      #expect(
        JournalKind.wordCount(lines, from: c.start, skip: c.skip)
          == Self.reference(c.text, from: c.start, skip: c.skip),
        "\(c)")
    }
  }

  @Test func plainCounts() {
    // "—" is a word (non-ASCII), "-" is not.
    #expect(
      JournalKind.wordCount(SourceLines("Dear diary, 3 cats — and a #tag.\n- [x] done\n"), from: 1, skip: []) == 10)
    #expect(JournalKind.wordCount(SourceLines("one\n```\ncode here\n```\ntwo"), from: 1, skip: [2, 3, 4]) == 2)
  }
}
