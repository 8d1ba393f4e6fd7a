/// One line that matches a full-text search.
public struct SearchHit: Sendable, Equatable {
  /// Vault-relative path of the note.
  public var file: String
  /// 1-based line in the file.
  public var line: Int
  /// The line as written (leading and trailing blanks trimmed).
  public var text: String
  /// The parts of `text` that matched a search word, in order, as offsets in `Character`s.
  public var matches: [Range<Int>]
  /// SQLite's bm25 score of the paragraph: lower is better.
  public var rank: Double

  public init(file: String, line: Int, text: String, matches: [Range<Int>], rank: Double) {
    self.file = file
    self.line = line
    self.text = text
    self.matches = matches
    self.rank = rank
  }

  /// `text` with every match wrapped in `open` and `close` (`[`/`]`, or terminal colour codes).
  public func marked(open: String, close: String) -> String {
    var result = ""
    var characters = Array(text)
    var position = 0
    for range in matches where range.lowerBound >= position && range.upperBound <= characters.count {
      result += String(characters[position..<range.lowerBound]) + open + String(characters[range]) + close
      position = range.upperBound
    }
    result += String(characters[position...])
    characters.removeAll()
    return result
  }
}

extension SearchHit {
  /// Whether a word of a search has something to find: a letter, a digit, a CJK character or
  /// an emoji (`FullTextDocument`).
  public static func isSearchable(_ word: String) -> Bool {
    word.contains(where: { $0.isLetter || $0.isNumber }) || FullTextDocument.hasOwnTokens(word)
  }
}
