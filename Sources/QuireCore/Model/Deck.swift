/// A flashcard deck: a note with `type: deck`, under `decks/`, or tagged `#flashcards` (docs/flashcards.md).
public struct Deck: Sendable, Equatable {
  public var name: String
  public var cards: [Flashcard]
  public var file: String

  public init(name: String, cards: [Flashcard], file: String) {
    self.name = name
    self.cards = cards
    self.file = file
  }
}

/// One card in the obsidian-spaced-repetition formats.
public struct Flashcard: Sendable, Equatable {
  /// How the card was written.
  public enum Kind: String, Sendable, Codable {
    /// `front::back`
    case basic
    /// `front:::back`, reviewed both ways.
    case reversed
    /// front lines, a `?` line, back lines.
    case multiline
    /// front lines, a `??` line, back lines, reviewed both ways.
    case multilineReversed
    /// lines holding `==deletions==`: `front` is their text as written, `back` the text with
    /// every answer; one direction per deletion (``Cloze``).
    case cloze
  }

  /// One review state from the card's `<!--SR:!DATE,INTERVAL,EASE-->` comment.
  public struct Schedule: Sendable, Equatable {
    public var due: LocalDate
    public var interval: Int
    public var ease: Int

    public init(due: LocalDate, interval: Int, ease: Int) {
      self.due = due
      self.interval = interval
      self.ease = ease
    }
  }

  public var kind: Kind
  public var front: String
  public var back: String
  /// Review states in order (one per direction); empty for a new card.
  public var schedules: [Schedule]
  /// First line of the card.
  public var line: Int
  /// Line holding the card's (first) review comment, or the line a new one goes after: the
  /// card's last line that is not blank.
  public var scheduleLine: Int
  /// Last line of the card as the obsidian-spaced-repetition plugin reads it, its review comment included.
  public var lastLine: Int

  /// A card; `lastLine` is `scheduleLine` unless given.
  public init(
    kind: Kind, front: String, back: String, schedules: [Schedule], line: Int, scheduleLine: Int, lastLine: Int? = nil
  ) {
    self.kind = kind
    self.front = front
    self.back = back
    self.schedules = schedules
    self.line = line
    self.scheduleLine = scheduleLine
    self.lastLine = lastLine ?? scheduleLine
  }
}
