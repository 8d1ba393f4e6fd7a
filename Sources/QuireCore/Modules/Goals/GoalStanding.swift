/// A goal's progress as listings and pages show it: invested amount, target,
/// percent, and the order goals are listed in.
public struct GoalStanding: Sendable, Equatable {
  public var goal: Goal
  /// The sum of the progress lines.
  public var invested: Double
  /// Percent of the target reached (0 or more, may pass 100); `nil` without a target.
  public var percent: Double?

  public init(_ goal: Goal) {
    self.goal = goal
    invested = goal.current
    if let target = goal.target, target > 0 {
      percent = max(0, invested / target * 100)
    } else {
      percent = goal.target == nil ? nil : (goal.achieved ? 100 : 0)
    }
  }

  /// Achieved: marked `achieved: true` (or a date), or the target reached.
  public var achieved: Bool { goal.achieved }

  /// The fraction shown by bars and pies: 0...1 (an achieved goal is full).
  public var fraction: Double {
    if achieved { return 1 }
    return min(1, max(0, (percent ?? 0) / 100))
  }

  /// Rank of a priority word: highest 0 ... lowest 5; none or unknown 3.
  public static func rank(_ priority: String?) -> Int {
    switch priority?.lowercased() {
    case "highest": return 0
    case "high": return 1
    case "medium": return 2
    case "low": return 4
    case "lowest": return 5
    default: return 3
    }
  }

  /// Goals in listing order: open goals first, by priority (highest first), then by title and file;
  /// achieved goals last, in the same order among themselves.
  public static func ordered(_ goals: [Goal]) -> [GoalStanding] {
    goals.map(GoalStanding.init).sorted {
      ($0.achieved ? 1 : 0, rank($0.goal.priority), $0.goal.title.lowercased(), $0.goal.file)
        < ($1.achieved ? 1 : 0, rank($1.goal.priority), $1.goal.title.lowercased(), $1.goal.file)
    }
  }

  /// A text progress bar of `width` cells: `████████░░░░`.
  public func bar(width: Int = 20) -> String {
    let full = Int((fraction * Double(width)).rounded(.down))
    return String(repeating: "█", count: full) + String(repeating: "░", count: width - full)
  }

  /// `1850 / 3000 EUR` (or `1850 EUR` without a target).
  public var amountText: String {
    let unit = goal.unit.map { " \($0)" } ?? ""
    guard let target = goal.target else { return "\(Self.format(invested))\(unit)" }
    return "\(Self.format(invested)) / \(Self.format(target))\(unit)"
  }

  /// `62%` (rounded down, so 99.6% is not shown as done), or `—` without a target.
  public var percentText: String {
    guard let percent else { return "—" }
    return "\(Int(percent.rounded(.down)))%"
  }

  /// A number without a needless `.0`, with at most two decimals: `500`, `12.5`, `0.33`.
  public static func format(_ value: Double) -> String {
    let cents = (value * 100).rounded()
    if cents.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(cents / 100)) }
    let whole = Int(cents) / 100
    var fraction = abs(Int(cents)) % 100
    var digits = 2
    if fraction % 10 == 0 {
      fraction /= 10
      digits = 1
    }
    let sign = cents < 0 && whole == 0 ? "-" : ""
    let padded = digits == 2 && fraction < 10 ? "0\(fraction)" : "\(fraction)"
    return "\(sign)\(whole).\(padded)"
  }
}
