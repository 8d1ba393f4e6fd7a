import QuireMarkdown

/// A dream-symbol dictionary: symbol → a one-sentence meaning.
///
/// Read from YAML (`Templates/dream-symbols.yaml`, extended or overridden by a vault's
/// `.quire/dream-symbols.yaml`): a flat map of `word: meaning`. Keys are stemmed with
/// ``WordStemmer`` as they are read, so `flying:` and `fly:` name the same symbol and match
/// every form of the word in a dream.
public struct DreamSymbols: Sendable, Equatable {
  /// Meanings by stem.
  public private(set) var meanings: [String: String]

  public init(meanings: [String: String] = [:]) {
    var stemmed: [String: String] = [:]
    for (key, value) in meanings { stemmed[Self.key(key)] = value }
    self.meanings = stemmed
  }

  /// The meaning of a stem, if the dictionary has one.
  public func meaning(of stem: String) -> String? { meanings[stem] }

  /// The number of symbols.
  public var count: Int { meanings.count }

  /// This dictionary with `other`'s entries added, replacing any with the same stem.
  public func merging(_ other: DreamSymbols) -> DreamSymbols {
    var merged = self
    for (key, value) in other.meanings { merged.meanings[key] = value }
    return merged
  }

  /// The stem a dictionary key is filed under.
  static func key(_ word: String) -> String { WordStemmer.stem(word.lowercased()) }

  /// Parses a dictionary file. Returns `nil` when the file as a whole is unusable (not YAML,
  /// not a map), with a diagnostic naming `file` and the line; single bad entries are reported
  /// and skipped.
  public static func parse(_ text: String, file: String, into sink: inout [Diagnostic]) -> DreamSymbols? {
    var problems: [Diagnostic] = []
    let fields = FrontMatterReader.read(
      FrontMatter(yaml: text, firstLine: 1, lineCount: 0), file: file, into: &problems, what: "the dream-symbol file")
    sink += problems
    if problems.contains(where: { $0.severity == .error }) { return nil }
    var meanings: [String: String] = [:]
    // Sorted, so that two spellings of one stem resolve the same way every run (the later key wins).
    for key in fields.values.keys.sorted() {
      let value = fields.values[key]!
      guard let meaning = value.text, !meaning.isEmpty else {
        sink.append(
          Diagnostic(
            file: file, line: value.line, .badDreamSymbol(key)))
        continue
      }
      let stem = key.lowercased().split(separator: " ").count == 1 ? Self.key(key) : key.lowercased()
      meanings[stem] = meaning
    }
    var symbols = DreamSymbols()
    symbols.meanings = meanings
    return symbols
  }
}
