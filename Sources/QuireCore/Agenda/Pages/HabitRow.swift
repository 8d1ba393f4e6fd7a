/// A habit as a page shows it for one day: its slots and streak (rules in ``HabitStreaks``).
public struct HabitRow: Sendable, Equatable, Encodable {
  public struct Slot: Sendable, Equatable, Encodable {
    public var time: String?
    public var done: Bool
    /// `✓` done, `○` open.
    public var mark: String
  }

  public var slug: String
  public var name: String
  public var slots: [Slot]
  /// `08:30 ✓ · 17:00 ○` (or `✓` for an untimed habit).
  public var slotsText: String
  public var doneCount: Int
  public var total: Int
  /// The streak as of the day (today's streak on today's and later pages).
  public var streak: Int
  /// `🔥 5` from a streak of 3 days on, else `nil`.
  public var badge: String?
  public var place: String
  public var href: String

  /// The row of `habit` on `day`, or `nil` when the habit is not scheduled that day.
  init?(_ history: HabitHistory, day: LocalDate, today: LocalDate, page: String?) {
    let habit = history.habit
    guard HabitSchedule(habit).isScheduled(day) else { return nil }
    let ofDay = history.checkins(on: day)
    let mask = HabitStreaks.filledSlotMask(habit, ofDay)
    let times: [LocalTime?] = habit.times.isEmpty ? [nil] : habit.times
    slug = habit.slug
    name = habit.name
    slots = zip(times, mask).sorted { ($0.0?.minutesOfDay ?? 0) < ($1.0?.minutesOfDay ?? 0) }.map {
      Slot(time: $0.0?.description, done: $0.1, mark: $0.1 ? "✓" : "○")
    }
    slotsText = slots.map { ($0.time.map { $0 + " " } ?? "") + $0.mark }.joined(separator: " · ")
    doneCount = slots.filter(\.done).count
    total = slots.count
    // A past day's streak as it stood that day (the day itself not breaking it).
    let stats = history.stats(from: day, to: day, today: min(day, today))
    streak = stats.streak
    badge = stats.badge
    place = "\(habit.file):\(habit.line)"
    href = PageLink.href(from: page ?? "", to: habit.file, line: habit.line)
  }
}
