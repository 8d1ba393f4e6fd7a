import GRDB

/// Marks where a full-text query matches a paragraph: the bytes FTS5's `highlight()` would
/// write (`\u{1}` before and `\u{2}` after each run), computed from the note's own text.
///
/// The full-text table is contentless (docs/index.md, "Search"): FTS5 finds the paragraphs but
/// holds no text to mark. The paragraph is read from its file and tokenized here with the
/// table's own tokenizer (`unicode61 remove_diacritics 2`, through SQLite), and each phrase of
/// the query is found among its tokens as FTS5 finds it: every token equal, the last one a
/// prefix when the phrase ends in `*`. Overlapping matches merge into one run, as in
/// `highlight()`; adjacent ones do not. `FullTextMarkerTests` compares the result with
/// `highlight()` over a table that stores the text.
struct FullTextMarker {
  /// One quoted word of the query: its tokens, and whether the last is a prefix.
  struct Phrase: Equatable {
    var tokens: [[UInt8]]
    var prefix: Bool
  }

  /// A token of a document: its folded bytes and where it lies in the tokenized bytes.
  struct Token {
    var text: [UInt8]
    var start: Int
    var end: Int
  }

  let tokenizer: any FTS5Tokenizer
  let phrases: [Phrase]

  /// A marker for the search `words` (as `IndexQueries.words` splits them).
  init(_ db: Database, words: [String]) throws {
    tokenizer = try db.makeTokenizer(IndexSchema.tokenizer)
    var phrases: [Phrase] = []
    for word in words {
      let prefix = word.count > 1 && word.hasSuffix("*")
      let body = String(prefix ? word.dropLast() : Substring(word))
      let tokens = Self.tokens(of: FullTextDocument(body).bytes, tokenizer, .query).map(\.text)
      if !tokens.isEmpty { phrases.append(Phrase(tokens: tokens, prefix: prefix)) }
    }
    self.phrases = phrases
  }

  /// `text` with each match of the phrases between `\u{1}` and `\u{2}`; nil when nothing matches
  /// (the file changed since it was indexed).
  func mark(_ text: String) -> String? {
    let document = FullTextDocument(text)
    let tokens = Self.tokens(of: document.bytes, tokenizer, .document)
    // Each phrase instance as a range of token positions, in order of position.
    var instances: [(start: Int, end: Int)] = []
    for phrase in phrases {
      let count = phrase.tokens.count
      guard count <= tokens.count else { continue }
      for i in 0...(tokens.count - count) where Self.matches(phrase, tokens, at: i) {
        instances.append((i, i + count - 1))
      }
    }
    guard !instances.isEmpty else { return nil }
    instances.sort { $0.start != $1.start ? $0.start < $1.start : $0.end < $1.end }
    var runs: [(start: Int, end: Int)] = []
    for instance in instances {
      if let last = runs.last, instance.start <= last.end {
        runs[runs.count - 1].end = max(last.end, instance.end)
      } else {
        runs.append(instance)
      }
    }
    var utf8 = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count + runs.count * 2)
    var written = 0
    for run in runs {
      let start = document.originalOffset(tokens[run.start].start)
      let end = document.originalOffset(tokens[run.end].end)
      guard start >= written, end >= start, end <= utf8.count else { continue }
      out.append(contentsOf: utf8[written..<start])
      out.append(1)
      out.append(contentsOf: utf8[start..<end])
      out.append(2)
      written = end
    }
    out.append(contentsOf: utf8[written...])
    utf8.removeAll()
    return String(decoding: out, as: UTF8.self)
  }

  private static func matches(_ phrase: Phrase, _ tokens: [Token], at i: Int) -> Bool {
    let last = phrase.tokens.count - 1
    for (j, wanted) in phrase.tokens.enumerated() {
      let token = tokens[i + j].text
      if j == last && phrase.prefix {
        guard token.count >= wanted.count, token[0..<wanted.count].elementsEqual(wanted) else { return false }
      } else if token != wanted {
        return false
      }
    }
    return true
  }

  /// The tokens the tokenizer finds in `bytes`.
  static func tokens(of bytes: [UInt8], _ tokenizer: any FTS5Tokenizer, _ reason: FTS5Tokenization) -> [Token] {
    final class Collected { var tokens: [Token] = [] }
    let collected = Collected()
    let context = Unmanaged.passUnretained(collected).toOpaque()
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        _ = tokenizer.tokenize(
          context: context, tokenization: reason, pText: chars.baseAddress, nText: CInt(chars.count)
        ) { context, _, pToken, nToken, iStart, iEnd in
          guard let context, let pToken else { return 0 }
          let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
          let text = UnsafeRawBufferPointer(start: pToken, count: Int(nToken))
          collected.tokens.append(Token(text: Array(text), start: Int(iStart), end: Int(iEnd)))
          return 0
        }
      }
    }
    return collected.tokens
  }
}
