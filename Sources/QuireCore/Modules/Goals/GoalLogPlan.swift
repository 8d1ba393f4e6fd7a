/// Where `quire goal log SLUG +AMOUNT [NOTE]` writes its progress line:
/// `- YYYY-MM-DD +AMOUNT NOTE` after the goal's last progress line; in a goal without one, at the
/// end of its `## Progress` section; else at the end of the note.
public enum GoalLogPlan {
  /// The outcome for one goal note.
  public enum Outcome: Sendable, Equatable {
    case edit(LineEdit)
    case append([String])
  }

  /// Reads an amount as a user writes it: `+500`, `500`, `-20`, `12.5`, `1,000`, `1_000`.
  public static func amount(_ text: String) -> Double? {
    let cleaned = text.filter { $0 != "," && $0 != "_" }
    let unsigned = cleaned.hasPrefix("+") ? String(cleaned.dropFirst()) : cleaned
    guard let value = Double(unsigned), value.isFinite,
      unsigned.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) ?? false
    else { return nil }
    return value
  }

  /// The progress line: `- 2026-11-24 +500 bought at 98.40` (the sign always written).
  public static func line(date: LocalDate, amount: Double, note: String?) -> String {
    let sign = amount < 0 ? "" : "+"
    let text = note.map { $0.trimmingSpaces() }.flatMap { $0.isEmpty ? nil : " " + $0 } ?? ""
    return "- \(date) \(sign)\(GoalStanding.format(amount))\(text)"
  }

  /// The edit that adds `newLine` to the goal note `text` (parsed as `goal`).
  public static func plan(_ newLine: String, goal: Goal, text: String) -> Outcome {
    if let last = goal.progress.max(by: { $0.line < $1.line }) {
      let lines = SourceLines(text)
      let kept = String(NoteSection.stripped(lines[last.line]))
      return .edit(LineEdit(line: last.line, expected: kept, replacement: [kept, newLine]))
    }
    if let edit = NoteSection.insertion([newLine], under: "Progress", in: text) { return .edit(edit) }
    return .append([newLine])
  }
}
