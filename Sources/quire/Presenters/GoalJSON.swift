import QuireCore

/// `quire goal list --json`.
enum GoalJSON {
  /// One goal with its progress.
  struct Row: Encodable {
    let slug: String
    let name: String
    let list: String?
    let target: Double?
    let invested: Double?
    let percent: Double?
    let unit: String?
    let priority: String?
    let achieved: Bool
    let color: String?
    let start: String?
    let end: String?
    let file: String

    init(_ s: GoalStanding) {
      (slug, name, list, target, invested) = (s.goal.slug, s.goal.title, s.goal.list, s.goal.target, s.invested)
      (percent, unit, priority) = (s.percent.map { ($0 * 10).rounded() / 10 }, s.goal.unit, s.goal.priority)
      (achieved, color, start, end) = (s.achieved, s.goal.color, s.goal.start?.description, s.goal.end?.description)
      file = s.goal.file
    }
  }

  /// `goal list`.
  struct List: Encodable { let goals: [Row] }

  /// `goal show`: one goal as `goal list` has it, and its progress lines.
  struct Show: Encodable {
    let goal: Row
    let progress: [Entry]
  }

  /// A progress line of a goal.
  struct Entry: Encodable {
    let date: String
    let amount: Double
    let note: String
    let line: Int
  }
}
