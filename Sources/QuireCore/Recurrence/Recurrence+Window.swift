extension Recurrence {
  /// The occurrences from `start` that fall in `from...to` (at most `limit`).
  ///
  /// The work is bounded by the window, not by the rule or the start: the walk begins at the
  /// period holding `from` (from the start for an RRULE with `COUNT`, which counts every earlier
  /// occurrence) and ends with the period holding `to`, so a rule that never matches
  /// (`every February on the 30th`) or a start centuries back costs what the window costs.
  public func dates(from start: LocalDate, within from: LocalDate, _ to: LocalDate, limit: Int = 10_000) -> [LocalDate]
  {
    var days: [LocalDate] = []
    guard from <= to, start <= to, limit > 0 else { return days }
    if clampsToMonthEnd {
      var next: LocalDate? = Self.chainDate(from: start, before: from, rule)
      while let day = next, day <= to, days.count < limit {
        if day >= from { days.append(day) }
        next = Self.clampedStep(day, rule)
      }
      return days
    }
    var expander = windowExpander(from: start, within: from, to)
    while let dn = expander.nextDay(), days.count < limit {
      if dn >= from.dayNumber { days.append(LocalDate(dayNumber: dn)) }
    }
    return days
  }

  /// The expander `dates(from:within:_:limit:)` walks: started on `start`, moved to the period
  /// holding `from`, ending with the period holding `to`.
  func windowExpander(from start: LocalDate, within from: LocalDate, _ to: LocalDate) -> RecurrenceExpander {
    var expander = RecurrenceExpander(rule: rule, start: start, startMinute: 0)
    expander.limit(through: to.dayNumber)
    expander.skipAhead(to: from.dayNumber)
    return expander
  }

  /// The last date of the clamping chain from `start` (``occurrences(from:)-(LocalDate)``) that
  /// is before `target`, or `start`; reached in a bounded number of steps.
  ///
  /// Each step keeps the day of the month unless the target month is shorter (Oct 31, Nov 30,
  /// Dec 30, ...), so once the day is 28 or less it never changes again and the chain moves by
  /// whole intervals. A day above 28 that has survived 400 years of steps (a cycle of the
  /// calendar) survives for good as well. Either way the rest of the way is arithmetic.
  static func chainDate(from start: LocalDate, before target: LocalDate, _ rule: RecurrenceRule) -> LocalDate? {
    var date = start
    var steps = 0
    let cycle = rule.frequency == .monthly ? 4800 : 400
    while date < target {
      guard rule.frequency == .monthly || rule.frequency == .yearly else { break }
      if date.day <= 28 || steps >= cycle {
        // Whole intervals to the last chain date before the target.
        let months = rule.frequency == .monthly ? rule.interval : 12 * rule.interval
        let gap = (target.year - date.year) * 12 + target.month - date.month
        let jumps = (gap - 1) / months
        guard jumps > 0 else { break }
        let total = date.year * 12 + date.month - 1 + jumps * months
        guard let moved = LocalDate(year: total / 12, month: total % 12 + 1, day: date.day), moved < target else {
          break
        }
        date = moved
        break
      }
      guard let next = clampedStep(date, rule), next < target else { break }
      date = next
      steps += 1
    }
    return date
  }
}
