/// A flashcard deck (docs/flashcards.md): a note of `type: deck` or in the decks folder, or a
/// note of any other kind tagged `#flashcards` (or below it), as the obsidian-spaced-repetition
/// plugin reads it (docs/flashcards.md, "Decks").
public enum DeckKind: NoteKindSteps {
  public static let kind: NoteKind? = .deck
  public static let section = "decks"
  public static let bits: NoteKinds = .deck

  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    let fields = source.fields
    note.deck = Deck(
      name: fields.string("name") ?? fields.string("title") ?? source.stem,
      cards: cards(source, diagnostics: &diagnostics), file: source.file)
  }

  /// A note of another kind tagged `#flashcards` is a deck too.
  public static func parseAny(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    guard note.deck == nil, let tag = deckTag(source) else { return }
    let fields = source.fields
    note.deck = Deck(
      name: fields.string("name") ?? DeckTag.subdeck(tag) ?? fields.string("title") ?? source.stem,
      cards: cards(source, diagnostics: &diagnostics), file: source.file)
  }

  private static func cards(_ source: NoteSource, diagnostics: inout [Diagnostic]) -> [Flashcard] {
    FlashcardParser.cards(
      in: source.lines, from: source.bodyStart, to: source.lines.count, file: source.file, into: &diagnostics)
  }

  /// The note's `#flashcards` tag, from its front matter `tags:`/`tag:` or its body outside code.
  private static func deckTag(_ source: NoteSource) -> String? {
    let listed = (source.fields.strings("tags") ?? []) + (source.fields.strings("tag") ?? [])
    // Most notes never mention the tag: answer them without collecting their lines.
    guard listed.contains(where: DeckTag.mayNameDeck) || DeckTag.mentioned(in: source.lines.text) else {
      return nil
    }
    var body: [Substring] = []
    if source.bodyStart <= source.lines.count {
      for n in source.bodyStart...source.lines.count where !source.literal.contains(n) { body.append(source.lines[n]) }
    }
    return DeckTag.find(frontMatter: listed, body: body)
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.optional(note.deck) { w, d in
      w.string(d.name)
      w.array(d.cards) { w, c in
        w.string(c.kind.rawValue)
        w.string(c.front)
        w.string(c.back)
        w.array(c.schedules) { w, s in
          w.date(s.due)
          w.int(s.interval)
          w.int(s.ease)
        }
        w.int(c.line)
        w.int(c.scheduleLine)
        w.int(c.lastLine)
      }
      w.string(d.file)
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    note.deck = try r.optional { r throws(IndexError) in
      Deck(
        name: try r.string(),
        cards: try r.array { r throws(IndexError) in
          guard let kind = Flashcard.Kind(rawValue: try r.string()) else { throw .corrupt("unknown card kind") }
          return Flashcard(
            kind: kind, front: try r.string(), back: try r.string(),
            schedules: try r.array { r throws(IndexError) in
              Flashcard.Schedule(due: try r.date(), interval: try r.int(), ease: try r.int())
            }, line: try r.int(), scheduleLine: try r.int(), lastLine: try r.int())
        }, file: try r.string())
    }
  }

  // MARK: - Contents

  public static func kinds(of note: ParsedNote) -> NoteKinds { note.deck == nil ? [] : .deck }

  public static func count(in note: ParsedNote) -> Int { note.deck == nil ? 0 : 1 }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) {
    if let deck = note.deck { contents.decks.append(deck) }
  }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.decks.patch(run, with: note.deck)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    if let deck = note.deck { items.add(encoder.deck(deck)) }
  }
}

extension NoteKinds {
  public static let deck = NoteKinds(rawValue: 1 << 7)
}

extension ExportEncoder {
  public func deck(_ d: Deck) -> String {
    var o = JSONObject()
    o.string("name", d.name)
    o.raw(
      "cards",
      JSONText.array(
        d.cards.map { card in
          var co = JSONObject()
          co.string("kind", card.kind.rawValue)
          co.string("front", card.front)
          co.string("back", card.back)
          co.raw(
            "schedules",
            JSONText.array(
              card.schedules.map { s in
                var so = JSONObject()
                so.string("due", s.due.description)
                so.int("interval", s.interval)
                so.int("ease", s.ease)
                return so.json
              }))
          co.int("line", card.line)
          return co.json
        }))
    o.string("file", d.file)
    o.int("line", 1)
    return o.json
  }
}
