/// A goal progress line: `- 2026-05-13 +500 bought at 2000` (also `-20`, `12.5`, `+1,000`).
public struct GoalProgressLine: Sendable, Equatable {
  public var date: LocalDate
  public var amount: Double
  public var note: String

  /// Reads a source line; `nil` when it is not a list item starting with a date and an amount.
  public init?(line: Substring) {
    guard let item = ListLine(line), item.status == nil else { return nil }
    let words = item.content.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
    guard words.count >= 2, let date = LocalDate(iso: words[0]) else { return nil }
    let number = words[1].filter { $0 != "," && $0 != "_" }
    guard let amount = Double(number.hasPrefix("+") ? String(number.dropFirst()) : number), amount.isFinite
    else { return nil }
    self.date = date
    self.amount = amount
    self.note = words.count > 2 ? words[2].trimmingSpaces() : ""
  }

  /// Why a list item that starts with a date is not a progress line (its amount is not a
  /// number), or `nil` when it is one or does not start with a date. The kind's `looksLikeAmount`
  /// is true when the word after the date starts like a number (`+5OO`, `12,5k`): a typo, not prose.
  public static func problem(line: Substring) -> DiagnosticKind? {
    guard GoalProgressLine(line: line) == nil, let item = ListLine(line), item.status == nil else { return nil }
    let words = item.content.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
    guard words.count >= 1, LocalDate(iso: words[0]) != nil else { return nil }
    let amount = words.count >= 2 ? String(words[1]) : ""
    return .badAmount(
      date: String(words[0]), amount: amount,
      looksLikeAmount: amount.first.map { $0 == "+" || $0 == "-" || $0.isNumber } ?? false)
  }
}
