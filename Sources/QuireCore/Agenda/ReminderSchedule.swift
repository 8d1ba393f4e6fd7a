/// Every reminder of a vault resolved to wall times and instants:
/// task reminders (absolute, or relative to the due time — a date-only due counts from the
/// vault's default reminder time), event `remind:` lists (relative to the event's start; an
/// all-day event's start is the default reminder time on its day), and habit times on the
/// days the habit is scheduled.
public struct ReminderSchedule: Sendable {
  public var clock: WallClock
  public var defaultTime: LocalTime
  /// The dates a repeat rule yields from a start date, within `from...to` (the recurrence
  /// engine); `nil` when the rule cannot be read.
  public var occurrences:
    @Sendable (_ rule: String, _ start: LocalDate, _ from: LocalDate, _ to: LocalDate) -> [LocalDate]?
  /// Event notes in this folder were removed (`quire event rm`) and remind no more.
  public var archiveFolder = "archive"
  /// Places an event written in its own zone (`timezone:`) in the vault's; `nil`: as written.
  public var zones: EventZones?

  public init(
    clock: WallClock, defaultTime: LocalTime,
    occurrences: @escaping @Sendable (String, LocalDate, LocalDate, LocalDate) -> [LocalDate]?
  ) {
    self.clock = clock
    self.defaultTime = defaultTime
    self.occurrences = occurrences
  }

  /// Reminders that fire in `from...to` (by their firing time), in firing order.
  public func reminders(_ contents: VaultContents, from: LocalDateTime, to: LocalDateTime) -> [Reminder] {
    var result: [Reminder] = []
    /// Resolves `at` and keeps the reminder `make` builds when it fires within the window.
    func keep(_ at: LocalDateTime, _ make: (_ fires: LocalDateTime, _ instant: Int64) -> Reminder) {
      let (instant, shown) = clock.resolve(at)
      guard shown >= from, shown <= to else { return }
      result.append(make(shown, instant))
    }
    func add(_ at: LocalDateTime, _ title: String, _ source: Reminder.Source, _ file: String, _ line: Int) {
      keep(at) { Reminder(at: at, fires: $0, instant: $1, title: title, source: source, file: file, line: line) }
    }
    // Through the indices (or the compact keys, when kept), and only tasks with reminders
    // taken out: going over 100,000 tasks by value copied each one. A reminder fires on its own day, or the next when a DST gap
    // moves it past midnight, so one set outside those days is not resolved at all.
    let days = (from.date.dayNumber - 1)...to.date.dayNumber
    let keys = contents.taskKeys.flatMap { $0.keys.count == contents.tasks.count ? $0.keys : nil }
    for i in contents.tasks.indices {
      if let keys {
        guard keys[i].mayRemind(within: days) else { continue }
      } else {
        // `TaskKeys.Key.mayRemind`'s rule: open, and not in the archive folder.
        guard !contents.tasks[i].fields.reminders.isEmpty, !contents.tasks[i].status.isClosed,
          !VaultPath.isInside(contents.tasks[i].file, folder: archiveFolder)
        else { continue }
      }
      let task = contents.tasks[i]
      for at in task.reminderTimes(defaultTime: defaultTime) where days.contains(at.date.dayNumber) {
        keep(at) { Reminder(task: task, at: at, fires: $0, instant: $1) }
      }
    }
    // Reminders reach back at most a year, so occurrences up to a year after `to` matter.
    let first = from.date.adding(days: -1)
    let last = to.date.adding(days: 367)
    for event in contents.events
    where !event.reminders.isEmpty && !VaultPath.isInside(event.file, folder: archiveFolder) {
      let specs = event.reminders.compactMap { ReminderSpec(text: $0) }
      let zone = zones?.sourceZone(of: event)
      for day in eventDays(event, from: first, to: last) {
        var start = LocalDateTime(date: day, time: event.start ?? defaultTime)
        if let zone, let moved = zones?.moved(event, on: day, from: zone), let time = moved.start {
          start = LocalDateTime(date: moved.date, time: time)
        }
        for spec in specs {
          switch spec {
          case .absolute(let at): if day == event.date { add(at, event.title, .event, event.file, event.line) }
          case .beforeDue(let minutes):
            add(start.adding(minutes: -minutes), event.title, .event, event.file, event.line)
          case .atTimeOnDate(let time):
            add(LocalDateTime(date: start.date, time: time), event.title, .event, event.file, event.line)
          }
        }
      }
    }
    // A habit's slot reminds only while it is open: a slot checked in already stays quiet.
    for history in HabitHistory.histories(of: contents.habits.filter { !$0.times.isEmpty }, checkins: contents.checkins)
    {
      let habit = history.habit
      for day in habitDays(habit, from: from.date, to: to.date) {
        let filled = HabitStreaks.filledSlotMask(habit, history.checkins(on: day))
        for (slot, time) in habit.times.enumerated() where !filled[slot] {
          add(LocalDateTime(date: day, time: time), habit.name, .habit, habit.file, habit.line)
        }
      }
    }
    return result.sorted { ($0.instant, $0.file, $0.line, $0.title) < ($1.instant, $1.file, $1.line, $1.title) }
  }

  /// The days an event happens on within `from...to`: its date, or its repeat's occurrences up
  /// to `until` (and an iCalendar rule's own start day), with its `rdate:` days (in the event's zone).
  func eventDays(_ event: EventItem, from: LocalDate, to: LocalDate) -> [LocalDate] {
    guard let rule = event.recurrence else {
      return ([event.date] + event.rdates).filter { $0 >= from && $0 <= to && !event.isExcluded($0) }
    }
    let last = min(to, event.until ?? to)
    var days = occurrences(rule, event.date, from, last) ?? []
    if EventOccurrences.startCounts(rule), event.date >= from, event.date <= last, days.first != event.date {
      days.insert(event.date, at: 0)
    }
    days += event.rdates.filter { $0 >= from && $0 <= to }
    return Set(days).filter { !event.isExcluded($0) }.sorted()
  }

  /// The days a habit is scheduled within `from...to` (from its start on), in order.
  func habitDays(_ habit: Habit, from: LocalDate, to: LocalDate) -> [LocalDate] {
    HabitSchedule(habit).scheduledDays(from: from, to: to).sorted()
  }
}

/// Weekday names in a habit's `days:` list.
public enum HabitDays {
  /// ISO weekday (1 = Monday) of `mon`, `Monday`, `mo`, ... (English, any case); `nil` otherwise.
  public static func weekday(_ name: String) -> Int? {
    let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    let lower = name.trimmingSpaces().lowercased()
    guard lower.count >= 2 else { return nil }
    for (i, short) in names.enumerated() {
      let full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][i]
      if lower == short || lower == full || (lower.count >= 2 && full.hasPrefix(lower) && lower.count <= 3) {
        return i + 1
      }
    }
    return nil
  }
}
