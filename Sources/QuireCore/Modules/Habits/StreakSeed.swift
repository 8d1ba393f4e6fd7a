/// A habit's streaks through one past day, kept so that a later "today" walks on from that day
/// instead of from the habit's first check-in: the longest streak needs the whole history, and
/// years of a journal make it tens of thousands of days (the index keeps one per habit:
/// docs/index.md, "Streak seeds").
public struct StreakSeed: Sendable, Equatable {
  /// The habit's first day (its start, else its first check-in; `nil` when it had neither by
  /// `through`): a repeat phrase counts its days from it.
  public var first: Int?
  /// The last day (a day number) the seed covers: its check-ins and all before are counted.
  public var through: Int
  /// The current run of done days through `through`, and the longest through it.
  public var run: Int
  public var best: Int

  public init(first: Int?, through: Int, run: Int, best: Int) {
    self.first = first
    self.through = through
    self.run = run
    self.best = best
  }

  /// What the seed of `habit` depends on besides its check-ins: a seed stored under another key
  /// (the habit's times, days or start changed, or the streak rules: `rules`) is not used.
  public static func key(of habit: Habit) -> String {
    let times = habit.times.map { String($0.minutesOfDay) }.joined(separator: ",")
    let start = habit.start.map { String($0.dayNumber) } ?? "-"
    return "\(rules)|\(habit.slug.lowercased())|\(times)|\(habit.days.joined(separator: ","))|\(start)"
  }

  /// Bump when `HabitStreaks`' rules change what a day counts as.
  static let rules = 1
}
