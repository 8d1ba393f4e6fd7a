/// One day of a habit: what was due, what was done, and how it counts for the streak.
public struct HabitDay: Sendable, Equatable {
  /// How a day stands.
  public enum Status: String, Sendable, Equatable, CaseIterable {
    /// Every slot of the day was checked in.
    case done
    /// Some slots were checked in, not all (a past day: it breaks the streak).
    case partial
    /// A scheduled past day without a check-in: it breaks the streak.
    case missed
    /// Today, not complete yet and nothing checked in: it does not break the streak (yet).
    case pending
    /// The habit is not scheduled that day (or the day is before its `start`): neither counts nor breaks.
    case notScheduled = "not-scheduled"
    /// A day after today.
    case future
  }

  public var date: LocalDate
  public var status: Status
  /// Slots checked in (at most `slots`).
  public var done: Int
  /// Slots due that day (0 when not scheduled).
  public var slots: Int

  public init(date: LocalDate, status: Status, done: Int, slots: Int) {
    self.date = date
    self.status = status
    self.done = done
    self.slots = slots
  }
}
