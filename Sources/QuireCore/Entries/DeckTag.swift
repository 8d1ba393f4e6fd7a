/// Notes that are decks by their tag, as the obsidian-spaced-repetition plugin finds them: a
/// note tagged `#flashcards` (the plugin's default `flashcardTags`) or a tag below it
/// (`#flashcards/spanish/verbs`), in its front matter `tags:` or in its body, wherever it is in
/// the vault (docs/flashcards.md, "Decks").
public enum DeckTag {
  /// The plugin's default flashcard tag.
  public static let root = "#flashcards"

  /// The note's deck tag: the first tag, front matter first and then the body in order, that is
  /// `#flashcards` or below it (the plugin takes the first of the note's tags its setting names).
  /// Tags compare as written, as in the plugin (`#Flashcards` is another tag).
  /// - Parameters:
  ///   - frontMatter: the `tags:` (or `tag:`) values, with or without their `#`.
  ///   - body: the note's body lines that are not code (fenced, indented or HTML).
  public static func find(frontMatter: [String], body: [Substring]) -> String? {
    for value in frontMatter {
      for word in value.split(whereSeparator: { $0 == "," || $0 == " " }) {
        let tag = word.hasPrefix("#") ? String(word) : "#" + word
        if isDeckTag(tag) { return tag }
      }
    }
    for line in body where line.contains(root) {
      if let tag = TagScanner.tags(in: String(line)).first(where: isDeckTag) { return tag }
    }
    return nil
  }

  /// Whether `text` holds `#flashcards` anywhere: a byte search, so the many notes that never
  /// mention it cost less than one look at each of their bytes.
  public static func mentioned(in text: String) -> Bool { rootSearch.occurs(in: text) }

  private static let rootSearch = ByteSearch(root)

  /// Whether a front matter `tags:` value may name a deck (written with or without `#`).
  static func mayNameDeck(_ value: String) -> Bool { wordSearch.occurs(in: value) }

  private static let wordSearch = ByteSearch(String(root.dropFirst()))

  /// Whether `tag` is `#flashcards` or below it.
  public static func isDeckTag(_ tag: String) -> Bool { tag == root || tag.hasPrefix(root + "/") }

  /// The deck a tag names below `#flashcards`: `#flashcards/spanish/verbs` → `spanish/verbs`;
  /// `nil` for `#flashcards` itself.
  public static func subdeck(_ tag: String) -> String? {
    let path = tag.dropFirst(root.count).split(separator: "/").joined(separator: "/")
    return path.isEmpty ? nil : path
  }
}
