/// The Obsidian Tasks phrase of a rule, for the rules that have one (`FREQ=WEEKLY;BYDAY=MO,FR` is
/// `every week on Monday, Friday`): what `ics import` writes after `🔁`, so that the plugin reads
/// the recurrence and every field after it (a raw `RRULE:…` has characters the plugin's `🔁`
/// does not read, and it stops there; docs/obsidian-tasks-compat.md).
extension RecurrenceRule {
  /// The phrase, when one reads back as exactly this rule (checked by reading it) and repeats on
  /// the same dates from `reference` (the task's first date): `every month` moves a 29th-31st to
  /// the month's end where the RRULE skips the month, and `every year` a 29 February, so those are
  /// said only from another day. `nil` for a rule no phrase says (a count, an end, set positions, week numbers,
  /// several month days).
  public func phrase(from reference: LocalDate?) -> String? {
    guard count == nil, until == nil, byYearDay.isEmpty, byWeekNo.isEmpty, bySetPos.isEmpty, interval >= 1 else {
      return nil
    }
    let unit: String
    switch frequency {
    case .daily: unit = "day"
    case .weekly: unit = "week"
    case .monthly: unit = "month"
    case .yearly: unit = "year"
    }
    let every = interval == 1 ? "every \(unit)" : "every \(interval) \(unit)s"
    var candidates: [String] = []
    if !hasByParts { candidates.append(every) }
    if frequency == .weekly, byMonthDay.isEmpty, byMonth.isEmpty, !byDay.isEmpty,
      byDay.allSatisfy({ $0.ordinal == nil })
    {
      candidates.append(every + " on " + byDay.map { Self.dayName($0.weekday) }.joined(separator: ", "))
    }
    if frequency == .monthly, byDay.isEmpty, byMonth.isEmpty, byMonthDay.count == 1,
      let day = Self.ordinal(byMonthDay[0])
    {
      candidates.append(every + " on the " + day)
    }
    if frequency == .monthly, byMonthDay.isEmpty, byMonth.isEmpty, byDay.count == 1,
      let n = byDay[0].ordinal.flatMap(Self.ordinal)
    {
      candidates.append(every + " on the " + n + " " + Self.dayName(byDay[0].weekday))
    }
    if frequency == .yearly, interval == 1, byDay.isEmpty, byMonth.count == 1, byMonthDay.count == 1,
      (1...12).contains(byMonth[0]), let day = Self.ordinal(byMonthDay[0])
    {
      candidates.append("every \(Self.monthNames[byMonth[0] - 1]) on the " + day)
    }
    // Moved or skipped, only a date the step does not reach in every period differs.
    let clampFree = reference.map { frequency == .yearly ? !($0.month == 2 && $0.day == 29) : $0.day <= 28 } ?? false
    return candidates.first { text in
      guard let read = Recurrence(text: text), read.rule == self else { return false }
      return !read.clampsToMonthEnd || clampFree
    }
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  static func dayName(_ day: Weekday) -> String {
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][day.rawValue - 1]
  }

  /// `1st`, `2nd`, `23rd`, `last` (-1); `nil` for another number from the end.
  static func ordinal(_ n: Int) -> String? {
    if n == -1 { return "last" }
    guard n > 0 else { return nil }
    let suffix =
      (11...13).contains(n % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][n % 10]
    return "\(n)\(suffix)"
  }
}
