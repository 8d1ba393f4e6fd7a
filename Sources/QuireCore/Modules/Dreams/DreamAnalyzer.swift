/// Word analysis of a dream: the most frequent meaningful words and what they may mean.
///
/// Tokens are runs of letters (an apostrophe inside a word is kept, a possessive `'s` dropped),
/// case-folded; stop words and one-letter words are removed; every word is stemmed with
/// ``WordStemmer`` so inflected forms count together (docs/dreams.md).
public enum DreamAnalyzer {
  /// One counted word.
  public struct WordCount: Sendable, Equatable {
    public var word: String
    public var count: Int

    public init(word: String, count: Int) {
      self.word = word
      self.count = count
    }
  }

  /// One dictionary meaning.
  public struct Meaning: Sendable, Equatable {
    public var word: String
    public var meaning: String

    public init(word: String, meaning: String) {
      self.word = word
      self.meaning = meaning
    }
  }

  /// The result of analysing one dream.
  public struct Analysis: Sendable, Equatable {
    /// The `top` most frequent stems, by count (descending), ties alphabetically.
    public var topWords: [WordCount]
    /// Meanings of the dream's words found in the dictionary, in the same ranking (at most `maxMeanings`).
    public var meanings: [Meaning]

    public init(topWords: [WordCount], meanings: [Meaning]) {
      self.topWords = topWords
      self.meanings = meanings
    }
  }

  /// Analyses `text` against `symbols` (stemmed keys, see ``DreamSymbols``).
  public static func analyze(_ text: String, symbols: DreamSymbols, top: Int = 3, maxMeanings: Int = 5) -> Analysis {
    let ranked = rank(text)
    let topWords = Array(ranked.prefix(top))
    var meanings: [Meaning] = []
    for entry in ranked where meanings.count < maxMeanings {
      if let meaning = symbols.meaning(of: entry.word) { meanings.append(Meaning(word: entry.word, meaning: meaning)) }
    }
    return Analysis(topWords: topWords, meanings: meanings)
  }

  /// Every meaningful stem of `text` with its count, most frequent first, ties alphabetically.
  public static func rank(_ text: String) -> [WordCount] {
    var counts: [String: Int] = [:]
    for token in tokens(text) {
      guard token.count > 1, !stopWords.contains(token) else { continue }
      let stem = WordStemmer.stem(token)
      guard stem.count > 1, !stopWords.contains(stem) else { continue }
      counts[stem, default: 0] += 1
    }
    return counts.map { WordCount(word: $0.key, count: $0.value) }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }
  }

  /// The case-folded words of `text`: runs of letters, with inner apostrophes; `'s` dropped.
  public static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    func flush() {
      var word = current
      while let last = word.last, last == "'" { word.removeLast() }
      if word.hasSuffix("'s") { word.removeLast(2) }
      // Other contractions ("don't", "i'm") are stop words or noise: keep only the part before.
      if let apostrophe = word.firstIndex(of: "'") { word = String(word[..<apostrophe]) }
      if !word.isEmpty { tokens.append(word) }
      current = ""
    }
    for c in text {
      if c.isLetter {
        current += c.lowercased()
      } else if c == "'" || c == "\u{2019}", !current.isEmpty {
        current += "'"
      } else {
        flush()
      }
    }
    flush()
    return tokens
  }

  /// English function words and very common verbs that say nothing about a dream.
  public static let stopWords: Set<String> = [
    "a", "about", "above", "after", "again", "against", "all", "almost", "also", "although", "always", "am",
    "an", "and", "another", "any", "anyone", "anything", "are", "around", "as", "at", "away", "back", "be",
    "became", "because", "become", "been", "before", "began", "being", "below", "between", "both", "but",
    "by", "came", "can", "cannot", "come", "could", "did", "do", "does", "doing", "done", "down", "during",
    "each", "either", "else", "even", "ever", "every", "everyone", "everything", "felt", "few", "for",
    "from", "further", "get", "getting", "go", "going", "gone", "got", "had", "has", "have", "having", "he",
    "her", "here", "hers", "herself", "him", "himself", "his", "how", "however", "if", "in", "into", "is",
    "it", "its", "itself", "just", "kept", "keep", "kind", "knew", "know", "last", "later", "least", "less",
    "let", "like", "little", "lot", "made", "make", "many", "may", "me", "might", "mine", "more", "most",
    "much", "must", "my", "myself", "near", "never", "next", "no", "nobody", "nor", "not", "nothing", "now",
    "of", "off", "often", "on", "once", "one", "only", "onto", "or", "other", "others", "our", "ours",
    "ourselves", "out", "over", "own", "per", "perhaps", "quite", "rather", "really", "said", "same", "saw",
    "say", "see", "seem", "seemed", "seen", "several", "shall", "she", "should", "since", "so", "some",
    "somehow", "someone", "something", "somewhere", "soon", "still", "such", "than", "that", "the", "their",
    "theirs", "them", "themselves", "then", "there", "these", "they", "thing", "things", "think", "this",
    "those", "though", "thought", "through", "thus", "till", "time", "to", "too", "took", "toward",
    "towards", "under", "until", "up", "upon", "us", "very", "want", "wanted", "was", "way", "we", "well",
    "went", "were", "what", "whatever", "when", "where", "whether", "which", "while", "who", "whole", "whom",
    "whose", "why", "will", "with", "within", "without", "would", "yet", "you", "your", "yours", "yourself",
    "yourselves", "i", "im", "ive", "id", "dont", "didnt", "wasnt", "couldnt", "oh", "ok", "okay", "yes",
    "be", "let", "put", "take", "tried", "try", "told", "tell", "asked", "ask", "started", "start", "seemed",
    "suddenly", "somebody", "anymore", "everywhere", "instead", "already", "enough", "though", "maybe",
    "two", "three", "first", "second", "lots", "bit", "an", "upward", "slowly", "nobody", "get", "gets",
  ]
}
