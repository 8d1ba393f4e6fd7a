extension DreamAnalyzer.Analysis {
  /// The analysis as the `analysis:` block `quire dream analyze --save` writes into front matter:
  ///
  ///     analysis:
  ///       top_words: {water: 3, fly: 2, bridge: 1}
  ///       meanings:
  ///         water: "Feelings and the unconscious ..."
  public var frontMatterLines: [String] {
    var lines = ["analysis:"]
    lines.append("  top_words: {" + topWords.map { "\($0.word): \($0.count)" }.joined(separator: ", ") + "}")
    if meanings.isEmpty {
      lines.append("  meanings: {}")
    } else {
      lines.append("  meanings:")
      for m in meanings { lines.append("    \(m.word): \"\(YAMLText.escapedForDoubleQuotes(m.meaning))\"") }
    }
    return lines
  }
}
