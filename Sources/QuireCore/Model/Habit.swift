/// A habit: a note with `type: habit`; its slug is the file name.
public struct Habit: Sendable, Equatable {
  public var slug: String
  public var name: String
  /// The slots of a day; their number is the times per day (at least one).
  public var times: [LocalTime]
  /// The days as written: weekday names (`mon`) or one repeat phrase; empty means every day.
  public var days: [String]
  public var start: LocalDate?
  public var file: String
  public var line: Int

  public init(
    slug: String, name: String, times: [LocalTime], days: [String], start: LocalDate?, file: String, line: Int
  ) {
    self.slug = slug
    self.name = name
    self.times = times
    self.days = days
    self.start = start
    self.file = file
    self.line = line
  }
}

/// A habit check-in: a done task naming the habit, dated by its done date or its daily note.
public struct CheckIn: Sendable, Equatable {
  public var habit: String
  public var date: LocalDate
  /// A time written in the check-in text (`Feed cat 08:30`), the slot it fills.
  public var time: LocalTime?
  public var file: String
  public var line: Int

  public init(habit: String, date: LocalDate, time: LocalTime?, file: String, line: Int) {
    self.habit = habit
    self.date = date
    self.time = time
    self.file = file
    self.line = line
  }
}
