/// A habit's standing over a range of days: each day's status, the current and the longest streak,
/// and today's slots (for `quire habit list`, the heatmap and the agenda pages).
public struct HabitStats: Sendable, Equatable {
  /// The streak length from which a badge is shown ("a streak badge appears from 3 days on").
  public static let badgeThreshold = 3

  public var habit: Habit
  /// One entry per day of the requested range, in date order.
  public var days: [HabitDay]
  /// Consecutive scheduled days fully done, counting back from today (today counts once complete;
  /// an incomplete today neither counts nor breaks it).
  public var streak: Int
  /// The longest run of consecutive scheduled days fully done up to today.
  public var longestStreak: Int
  /// Today's slots checked in.
  public var doneToday: Int
  /// Today's slots (0 when the habit is not scheduled today).
  public var slotsToday: Int

  public init(habit: Habit, days: [HabitDay], streak: Int, longestStreak: Int, doneToday: Int, slotsToday: Int) {
    self.habit = habit
    self.days = days
    self.streak = streak
    self.longestStreak = longestStreak
    self.doneToday = doneToday
    self.slotsToday = slotsToday
  }

  /// Whether the current streak earns a badge (3 days or more).
  public var showsBadge: Bool { streak >= Self.badgeThreshold }

  /// The badge text (`🔥 5`), or `nil` below the threshold.
  public var badge: String? { showsBadge ? "🔥 \(streak)" : nil }
}
