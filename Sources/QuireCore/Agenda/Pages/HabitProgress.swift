/// How far a habit got on each day: its slots and the check-ins that fill them, the streak.
///
/// A day counts when all its slots are done; days the habit is not scheduled neither count
/// nor break a streak; today (and any later day), until complete, does not break it
/// (design.md §2, issue 5).
struct HabitProgress: Sendable {
  /// The state of one day.
  enum DayState: Equatable {
    /// Not a day of the habit (or before its start).
    case unscheduled
    /// Every slot done.
    case done
    /// Some slots done, the day still running or in the future.
    case partial(done: Int, of: Int)
    /// Scheduled and not (fully) done, and the day is over.
    case missed(done: Int, of: Int)
    /// Scheduled, nothing done yet, the day still to come (today or later).
    case open(of: Int)
  }

  let habit: Habit
  let today: LocalDate
  private let schedule: ReminderSchedule
  /// Check-ins of this habit by day number.
  private let checkins: [Int: [CheckIn]]

  init(_ habit: Habit, checkins: [CheckIn], today: LocalDate, schedule: ReminderSchedule) {
    self.habit = habit
    self.today = today
    self.schedule = schedule
    var byDay: [Int: [CheckIn]] = [:]
    for checkin in checkins where checkin.habit.lowercased() == habit.slug.lowercased() {
      byDay[checkin.date.dayNumber, default: []].append(checkin)
    }
    self.checkins = byDay
  }

  /// The days the habit is scheduled in `from...to`.
  func scheduledDays(from: LocalDate, to: LocalDate) -> Set<Int> {
    Set(schedule.habitDays(habit, from: from, to: to).map(\.dayNumber))
  }

  /// Slot times (an untimed habit has one slot without a time) and whether each is done on `day`.
  func slots(on day: LocalDate) -> [(time: LocalTime?, done: Bool)] {
    let times: [LocalTime?] = habit.times.isEmpty ? [nil] : habit.times
    var done = Array(repeating: false, count: times.count)
    var untimed = 0
    for checkin in checkins[day.dayNumber] ?? [] {
      if let time = checkin.time, let i = times.firstIndex(where: { $0 == time }), !done[i] {
        done[i] = true
      } else {
        untimed += 1
      }
    }
    // Check-ins without a matching time fill the open slots in order.
    for i in done.indices where !done[i] && untimed > 0 {
      done[i] = true
      untimed -= 1
    }
    return zip(times, done).map { ($0, $1) }
  }

  /// The state of `day`, given whether it is scheduled.
  func state(on day: LocalDate, scheduled: Bool) -> DayState {
    guard scheduled else { return .unscheduled }
    let slots = slots(on: day)
    let done = slots.filter(\.done).count
    if done == slots.count { return .done }
    if day < today { return .missed(done: done, of: slots.count) }
    return done == 0 ? .open(of: slots.count) : .partial(done: done, of: slots.count)
  }

  /// Consecutive fully done scheduled days up to `day`; `day` itself, when today or later and
  /// not complete, does not break the streak.
  func streak(asOf day: LocalDate) -> Int {
    let first = habit.start ?? day.adding(days: -3660)
    guard first <= day else { return 0 }
    var count = 0
    var windowEnd = day
    // Backwards in windows of eight weeks, so a streak that breaks early costs little.
    while windowEnd >= first {
      let windowStart = max(first, windowEnd.adding(days: -55))
      let scheduled = scheduledDays(from: windowStart, to: windowEnd)
      var current = windowEnd
      while current >= windowStart {
        if scheduled.contains(current.dayNumber) {
          if state(on: current, scheduled: true) == .done {
            count += 1
          } else if !(current == day && current >= today) {
            return count
          }
        }
        current = current.adding(days: -1)
      }
      windowEnd = windowStart.adding(days: -1)
    }
    return count
  }
}

/// A habit as a page shows it for one day: its slots and streak.
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
  public var streak: Int
  /// `🔥 5` from a streak of 3 days on, else `nil`.
  public var badge: String?
  public var place: String
  public var href: String

  init(_ progress: HabitProgress, day: LocalDate, page: String?) {
    let habit = progress.habit
    slug = habit.slug
    name = habit.name
    slots = progress.slots(on: day).map { Slot(time: $0.time?.description, done: $0.done, mark: $0.done ? "✓" : "○") }
    slotsText = slots.map { ($0.time.map { $0 + " " } ?? "") + $0.mark }.joined(separator: " · ")
    doneCount = slots.filter(\.done).count
    total = slots.count
    streak = progress.streak(asOf: day)
    badge = streak >= 3 ? "🔥 \(streak)" : nil
    place = "\(habit.file):\(habit.line)"
    href = PageLink.href(from: page ?? "", to: habit.file, line: habit.line)
  }
}
