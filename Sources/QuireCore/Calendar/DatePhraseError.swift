/// Text that is no date phrase (docs/dates.md): one line naming it and the accepted forms.
public struct DatePhraseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was typed.
  public let text: String
  /// The phrase a near-miss word suggests (`tomrow` gives `tomorrow`).
  public let suggestion: String?

  /// An error for `text`, suggesting `suggestion`.
  public init(text: String, suggestion: String? = nil) {
    self.text = text
    self.suggestion = suggestion
  }

  /// The accepted forms, as every message lists them.
  public static let forms =
    "YYYY-MM-DD, today, tomorrow, fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00)"

  /// `'tomrow' is not a date (did you mean 'tomorrow'?): write YYYY-MM-DD, ... (docs/dates.md)`.
  public var description: String { message(option: nil) }

  /// The message, starting with the option or argument that was given the text (`--due`).
  public func message(option: String?) -> String {
    let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    return (option.map { $0 + " " } ?? "") + "'\(text)' is not a date\(hint): write \(Self.forms) (docs/dates.md)"
  }
}
