/// The text the full-text table indexes for a paragraph, and where each of its bytes came from.
///
/// SQLite's `unicode61` tokenizer reads a run of Chinese, Japanese or Korean characters, which
/// are written without spaces, as one token (`東京` would be no token of `私は東京に行きました`),
/// and it drops emoji. So each such character becomes a token of its own here: CJK characters
/// get a space on each side, and an emoji is written as the word `qqe` + its hex code point
/// (`🎉` → `qqe1f389`). A search word is rewritten the same way, so `東京` becomes the phrase
/// `東 京`: two adjacent one-character tokens, which is a substring search with the index.
/// Everything else is left as it is (`origin` is then nil). The table stores no text
/// (it is contentless): a hit is marked on the note's own text, through `origin`.
struct FullTextDocument {
  /// The UTF-8 bytes the tokenizer reads.
  var bytes: [UInt8]
  /// For each offset in `bytes` (and its end), the offset in the original text; nil when
  /// `bytes` is the original text.
  var origin: [Int32]?

  init(_ text: String) {
    var text = text
    let utf8 = text.withUTF8 { Array($0) }
    // Only 3- and 4-byte UTF-8 sequences can be CJK characters or emoji.
    guard utf8.contains(where: { $0 >= 0xE0 }), text.unicodeScalars.contains(where: Self.isOwnToken) else {
      bytes = utf8
      origin = nil
      return
    }
    var out: [UInt8] = []
    var map: [Int32] = []
    out.reserveCapacity(utf8.count + 16)
    var offset = 0
    for scalar in text.unicodeScalars {
      let width = UTF8.width(scalar)
      if Self.isOwnToken(scalar) {
        let token: [UInt8] =
          Self.isCJK(scalar)
          ? Array(String(scalar).utf8) : Array(("qqe" + String(scalar.value, radix: 16)).utf8)
        out.append(0x20)
        map.append(Int32(offset))
        for (i, byte) in token.enumerated() {
          out.append(byte)
          // The token's bytes map to the character's: its start to its start, the rest inside it.
          map.append(Int32(offset + min(i, width - 1)))
        }
        out.append(0x20)
        map.append(Int32(offset + width))
      } else {
        for i in 0..<width {
          out.append(utf8[offset + i])
          map.append(Int32(offset + i))
        }
      }
      offset += width
    }
    map.append(Int32(offset))
    bytes = out
    origin = map
  }

  /// The offset in the original text of offset `i` of `bytes`.
  func originalOffset(_ i: Int) -> Int {
    origin.map { Int($0[min(i, $0.count - 1)]) } ?? i
  }

  /// A character that is a token of its own: a CJK character or an emoji.
  static func isOwnToken(_ scalar: Unicode.Scalar) -> Bool {
    isCJK(scalar) || (scalar.value >= 0x2000 && scalar.properties.isEmojiPresentation)
  }

  /// Hiragana, katakana, CJK ideographs (with extensions and compatibility forms) and Hangul syllables.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
    default: false
    }
  }

  /// Whether `word` holds a character that `FullTextDocument` makes a token of its own.
  static func hasOwnTokens(_ word: String) -> Bool { word.unicodeScalars.contains(where: isOwnToken) }
}
