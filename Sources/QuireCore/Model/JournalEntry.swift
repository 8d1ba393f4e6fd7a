/// A journal entry: a daily note, dated by its file name or its `date:`.
public struct JournalEntry: Sendable, Equatable {
  public var date: LocalDate
  /// `title:` in front matter, else the first heading, else `nil`.
  public var title: String?
  /// The number of words in the body, for summaries.
  public var words: Int
  public var file: String

  public init(date: LocalDate, title: String?, words: Int, file: String) {
    self.date = date
    self.title = title
    self.words = words
    self.file = file
  }
}

/// A dream: a note with `type: dream`; the body is the dream.
public struct Dream: Sendable, Equatable {
  public var date: LocalDate?
  public var title: String?
  public var cameTrue: Bool
  public var prediction: String?
  public var body: String
  public var file: String

  public init(date: LocalDate?, title: String?, cameTrue: Bool, prediction: String?, body: String, file: String) {
    self.date = date
    self.title = title
    self.cameTrue = cameTrue
    self.prediction = prediction
    self.body = body
    self.file = file
  }
}

/// A free note (anything that is not one of the kinds above).
public struct FreeNote: Sendable, Equatable {
  public var title: String
  public var file: String

  public init(title: String, file: String) {
    self.title = title
    self.file = file
  }
}
