/// What `quire query` asks: the query texts, the note they are written in, the day relative dates
/// count from and how the answer is printed. A running `quire watch` is sent it as it is and
/// answers with what the command would print (docs/queries.md, "With quire watch running"), so
/// every input the answer depends on, except the vault, is in here.
public struct QueryRequest: Codable, Sendable, Equatable {
  /// One query: its text, the line of the note it starts on, and where it comes from (`query`,
  /// `stdin` or the note's path) for messages.
  public struct Source: Codable, Sendable, Equatable {
    public var text: String
    public var line: Int
    public var origin: String

    public init(text: String, line: Int, origin: String) {
      self.text = text
      self.line = line
      self.origin = origin
    }
  }

  public var sources: [Source]
  /// The vault-relative note `{{query.file.path}}` names, if any.
  public var file: String?
  /// Today as `YYYY-MM-DD`.
  public var today: String
  /// The answer as JSON, else as text.
  public var json: Bool
  /// Text with ANSI colour.
  public var color: Bool
  /// Not a query: `quire plan --week` for the week starting on this day (`YYYY-MM-DD`), answered
  /// through the same exchange (docs/plan.md, "Speed"); `sources` is then empty.
  public var planWeek: String?

  public init(sources: [Source], file: String?, today: String, json: Bool, color: Bool, planWeek: String? = nil) {
    self.sources = sources
    self.file = file
    self.today = today
    self.json = json
    self.color = color
    self.planWeek = planWeek
  }
}
