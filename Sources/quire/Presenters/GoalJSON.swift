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
  }

  /// `goal list`.
  struct List: Encodable { let goals: [Row] }

  /// `goal show`: one goal and its progress lines.
  struct Show: Encodable {
    let slug: String
    let name: String
    let list: String?
    let target: Double?
    let invested: Double?
    let percent: Double?
    let unit: String?
    let achieved: Bool
    let file: String
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
