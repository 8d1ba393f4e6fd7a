/// The occurrence engine: python-dateutil's `rrule._iter` for daily and coarser rules, on day
/// numbers instead of `datetime`s.
///
/// Like dateutil it walks the rule's periods (years, months, weeks or days, `INTERVAL` apart,
/// starting with the start's period), collects the days of each period that pass every `BY...`
/// filter, applies `BYSETPOS` to them, and hands out those on or after the start. The masks
/// dateutil builds per year (month, day of month, week number, numbered weekday) are computed the
/// same way, including its treatment of weeks that cross a year end; `docs/recurrence.md` lists
/// where this differs from a plain reading of RFC 5545.
///
/// Nothing is allocated per day: a period's days go into one reused buffer, and the week-number
/// and numbered-weekday masks are rebuilt only when the year (or month) changes.
///
/// A caller that wants one window of dates bounds the walk on both sides (`limit(through:)`,
/// `skipAhead(to:)`), so that no rule, however odd, costs more than the periods of the window:
/// a rule that never matches otherwise walked to the year 9999 on every page of every build.
struct RecurrenceExpander {
  // MARK: - The rule, normalised as dateutil's `rrule.__init__` does

  let frequency: RecurrenceRule.Frequency
  let interval: Int
  /// `WKST` as 0 (Monday) ... 6 (Sunday).
  let weekStart: Int
  /// Bit `m` set for each `BYMONTH` month; 0 when absent.
  let monthMask: UInt16
  /// Bit `d` set for each positive `BYMONTHDAY`.
  let monthDayMask: UInt32
  /// Bit `d` set for each `BYMONTHDAY` of `-d`.
  let negativeMonthDayMask: UInt32
  /// Bit `w` (0 = Monday) for each plain `BYDAY` weekday; 0 when absent.
  let weekdayMask: UInt8
  /// Numbered `BYDAY` entries (weekday 0...6, ordinal) in monthly and yearly rules.
  let numberedWeekdays: [(weekday: Int, ordinal: Int)]
  let yearDays: [Int]
  let weekNumbers: [Int]
  let setPositions: [Int]

  // MARK: - Bounds

  /// The start's day number: nothing earlier is handed out.
  let startDay: Int
  /// The last day number an occurrence may fall on (from `UNTIL` and the start's time of day,
  /// or an earlier window end from `limit(through:)`).
  var lastDay: Int
  /// Occurrences still allowed by `COUNT`, or `nil`.
  var remaining: Int?

  // MARK: - Iteration state

  var year: Int
  var month: Int
  var day: Int
  /// The weekday (0 = Monday) of `day`; dateutil only keeps it for weekly rules.
  var weekday: Int
  var info: YearInfo
  /// The current period's occurrences, as day numbers, in order.
  var buffer: [Int] = []
  var cursor = 0
  /// Set when the periods have run out (past year 9999, `UNTIL`, `COUNT`, or the empty-period cap).
  var finished = false
  var emptyPeriods = 0
  /// How many empty periods in a row end the walk: one calendar cycle of the rule's periods
  /// (``periodsPerCycle(_:interval:)``), or ``RecurrenceRule/maxEmptyPeriods`` when that is fewer.
  var emptyPeriodLimit: Int
  /// How many periods have been filled: the work done, for tests that check a walk's bound.
  var periodsVisited = 0

  /// The latest day number a date may have (9999-12-31).
  static let maxDay = LocalDate(year: 9999, month: 12, day: 31)!.dayNumber

  /// Prepares the occurrences of `rule` from `start`, whose time of day is `startMinute`
  /// minutes after midnight (0 for a date).
  init(rule: RecurrenceRule, start: LocalDate, startMinute: Int) {
    frequency = rule.frequency
    interval = max(1, rule.interval)
    weekStart = rule.weekStart.index
    emptyPeriodLimit = min(RecurrenceRule.maxEmptyPeriods, Self.periodsPerCycle(rule.frequency, interval: interval))

    var byMonth = rule.byMonth
    var byMonthDay = rule.byMonthDay
    var byDay = rule.byDay
    // dateutil: a rule without BYWEEKNO, BYYEARDAY, BYMONTHDAY and BYDAY repeats on the start's
    // day of the year, of the month or of the week.
    if rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty, byMonthDay.isEmpty, byDay.isEmpty {
      switch rule.frequency {
      case .yearly:
        if byMonth.isEmpty { byMonth = [start.month] }
        byMonthDay = [start.day]
      case .monthly: byMonthDay = [start.day]
      case .weekly: byDay = [RecurrenceRule.WeekdayEntry(Weekday(of: start))]
      case .daily: break
      }
    }
    var months: UInt16 = 0
    for m in byMonth where (1...12).contains(m) { months |= 1 << UInt16(m) }
    monthMask = months
    var positive: UInt32 = 0
    var negative: UInt32 = 0
    for d in byMonthDay {
      if (1...31).contains(d) {
        positive |= 1 << UInt32(d)
      } else if (-31 ... -1).contains(d) {
        negative |= 1 << UInt32(-d)
      }
    }
    monthDayMask = positive
    negativeMonthDayMask = negative
    // dateutil: numbered weekdays count only in monthly and yearly rules; elsewhere the number is
    // ignored. When both kinds are given, both filters apply (the rule parser refuses that mix).
    var plain: UInt8 = 0
    var numbered: [(weekday: Int, ordinal: Int)] = []
    for entry in byDay {
      if let n = entry.ordinal, rule.frequency == .monthly || rule.frequency == .yearly {
        if !numbered.contains(where: { $0.weekday == entry.weekday.index && $0.ordinal == n }) {
          numbered.append((entry.weekday.index, n))
        }
      } else {
        plain |= 1 << UInt8(entry.weekday.index)
      }
    }
    weekdayMask = plain
    numberedWeekdays = numbered
    yearDays = rule.byYearDay
    weekNumbers = rule.byWeekNo
    setPositions = rule.bySetPos

    startDay = start.dayNumber
    switch rule.until {
    case nil: lastDay = Self.maxDay
    case .date(let d):
      // dateutil reads a date as midnight: a start with a later time of day misses that day.
      lastDay = min(Self.maxDay, startMinute == 0 ? d.dayNumber : d.dayNumber - 1)
    case .dateTime(let dt):
      lastDay = min(Self.maxDay, startMinute <= dt.time.minutesOfDay ? dt.date.dayNumber : dt.date.dayNumber - 1)
    }
    remaining = rule.count

    year = start.year
    month = start.month
    day = start.day
    weekday = start.isoWeekday - 1
    buffer.reserveCapacity(rule.frequency == .yearly ? 366 : 31)
    info = YearInfo(
      frequency: frequency, weekStart: weekStart, monthMask: monthMask, weekNumbers: weekNumbers,
      numberedWeekdays: numberedWeekdays)
    info.rebuild(year: year, month: month)
  }

  /// How many periods of `frequency`, `interval` apart, make one cycle of the Gregorian calendar
  /// (400 years: 146,097 days, which are 20,871 weeks and 4,800 months).
  ///
  /// Every `BY...` filter depends only on the date, and the calendar repeats after a cycle, so
  /// period `k` and period `k + n` (`n` this count) hold the same days, a cycle apart. When `n`
  /// full periods in a row hold no date, no later period can: the walk may stop there without
  /// losing a date (the first period, cut short by the start, is not counted as full, so the
  /// walk stops after `n + 1`). python-dateutil bounds its minutely and secondly rules by the
  /// same reasoning on the day's repetition (`1440 / gcd(interval, 1440)` steps) and walks
  /// daily and coarser rules to the year 9999 (docs/recurrence.md, "Ending").
  static func periodsPerCycle(_ frequency: RecurrenceRule.Frequency, interval: Int) -> Int {
    let units: Int
    switch frequency {
    case .yearly: units = 400
    case .monthly: units = 4_800
    case .weekly: units = 20_871
    case .daily: units = RecurrenceRule.calendarCycle
    }
    var (a, b) = (units, max(1, interval))
    while b != 0 { (a, b) = (b, a % b) }
    return units / a
  }

  // MARK: - Handing out

  /// The next occurrence's day number, or `nil` when there are no more.
  mutating func nextDay() -> Int? {
    while true {
      while cursor < buffer.count {
        let dn = buffer[cursor]
        cursor += 1
        if dn > lastDay {
          stop()
          return nil
        }
        guard dn >= startDay else { continue }
        if let left = remaining {
          guard left > 0 else {
            stop()
            return nil
          }
          remaining = left - 1
        }
        return dn
      }
      if finished { return nil }
      fillNextPeriod()
      if buffer.isEmpty {
        emptyPeriods += 1
        if emptyPeriods > emptyPeriodLimit { stop() }
      } else {
        emptyPeriods = 0
      }
    }
  }

  mutating func stop() {
    finished = true
    buffer.removeAll(keepingCapacity: true)
    cursor = 0
  }

  // MARK: - Bounds of a window

  /// Ends the walk after day number `day`: no period that starts later is visited.
  mutating func limit(through day: Int) {
    lastDay = min(lastDay, day)
  }

  /// Moves an expander that has handed out nothing yet to the last period that starts on or
  /// before day number `target`, without visiting the periods before it (their days are all
  /// earlier than `target`). Not done with `COUNT`, which must count every earlier occurrence.
  mutating func skipAhead(to target: Int) {
    guard remaining == nil, !finished, buffer.isEmpty, cursor == 0, periodsVisited == 0 else { return }
    guard target > startDay, target <= lastDay else { return }
    let date = LocalDate(dayNumber: target)
    switch frequency {
    case .yearly:
      let periods = (date.year - year) / interval
      guard periods > 0 else { return }
      year += periods * interval
      info.rebuild(year: year, month: month)
    case .monthly:
      let periods = ((date.year - year) * 12 + date.month - month) / interval
      guard periods > 0 else { return }
      let months = year * 12 + month - 1 + periods * interval
      year = months / 12
      month = months % 12 + 1
      info.rebuild(year: year, month: month)
    case .weekly:
      // The first period runs from the start to the day before the next WKST; period n > 0 starts
      // n * interval weeks after the WKST on or before the start (`step()`).
      let firstWeek = startDay - info.pmod(weekday - weekStart, 7)
      let periods = (target - firstWeek) / (7 * interval)
      guard periods > 0 else { return }
      move(to: firstWeek + periods * 7 * interval)
      weekday = weekStart
    case .daily:
      let periods = (target - startDay) / interval
      guard periods > 0 else { return }
      move(to: startDay + periods * interval)
    }
  }

  /// Sets the walk's day (weekly and daily periods).
  private mutating func move(to dayNumber: Int) {
    let date = LocalDate(dayNumber: dayNumber)
    year = date.year
    month = date.month
    day = date.day
    info.rebuild(year: year, month: month)
  }

  // MARK: - One period

  /// Collects the current period's occurrences into `buffer`, then moves to the next period.
  mutating func fillNextPeriod() {
    buffer.removeAll(keepingCapacity: true)
    cursor = 0
    periodsVisited += 1
    let lower: Int
    let upper: Int
    switch frequency {
    case .yearly:
      (lower, upper) = (0, info.yearLength)
    case .monthly:
      let range = info.monthRange
      (lower, upper) = (range[month - 1], range[month])
    case .weekly:
      var i = LocalDate(year: year, month: month, day: day)!.dayNumber - info.yearStart
      lower = i
      for _ in 0..<7 {
        i += 1
        if info.weekday(i) == weekStart { break }
      }
      upper = i
    case .daily:
      lower = LocalDate(year: year, month: month, day: day)!.dayNumber - info.yearStart
      upper = lower + 1
    }
    if !numberedWeekdays.isEmpty {
      // Only the marked nth weekdays can pass (monthly and yearly rules).
      for i in info.numberedDays where i >= lower && i < upper && accepts(i) { buffer.append(info.yearStart + i) }
    } else if !weekNumbers.isEmpty {
      // Only the days of the wanted weeks can pass.
      for i in info.weekNumberDays where i >= lower && i < upper && accepts(i) { buffer.append(info.yearStart + i) }
    } else if frequency == .yearly, monthMask != 0 {
      // Only the BYMONTH months can pass the filter; skipping the others changes nothing but time.
      let range = info.monthRange
      for m in 1...12 where monthMask & (1 << UInt16(m)) != 0 {
        for i in range[m - 1]..<range[m] where accepts(i) { buffer.append(info.yearStart + i) }
      }
    } else if frequency == .monthly, monthMask != 0, monthMask & (1 << UInt16(month)) == 0 {
      // A month BYMONTH leaves out has no occurrence.
    } else {
      for i in lower..<upper where accepts(i) { buffer.append(info.yearStart + i) }
    }
    if !setPositions.isEmpty { applySetPositions() }
    if let last = buffer.last, last > Self.maxDay {
      while let l = buffer.last, l > Self.maxDay { buffer.removeLast() }
    }
    advance()
  }

  /// Whether day `i` of the year (0 = 1 January; up to 6 days into the next year for weekly
  /// periods) passes every filter, as dateutil's filter expression.
  func accepts(_ i: Int) -> Bool {
    if monthMask != 0, monthMask & (1 << UInt16(info.month(i))) == 0 { return false }
    if !weekNumbers.isEmpty, !info.weekNumberDays.contains(i) { return false }
    if weekdayMask != 0, weekdayMask & (1 << UInt8(info.weekday(i))) == 0 { return false }
    // Numbered weekdays are not checked here: only they are offered (`fillNextPeriod`).
    if monthDayMask != 0 || negativeMonthDayMask != 0 {
      let (d, n) = info.monthDay(i)
      if monthDayMask & (1 << UInt32(d)) == 0, negativeMonthDayMask & (1 << UInt32(-n)) == 0 { return false }
    }
    if !yearDays.isEmpty {
      let found: Bool
      if i < info.yearLength {
        found = yearDays.contains(i + 1) || yearDays.contains(i - info.yearLength)
      } else {
        let j = i - info.yearLength
        found = yearDays.contains(j + 1) || yearDays.contains(j - info.nextYearLength)
      }
      if !found { return false }
    }
    return true
  }

  /// Keeps the `BYSETPOS` positions of the period's days, in date order, each once.
  mutating func applySetPositions() {
    let days = buffer
    buffer.removeAll(keepingCapacity: true)
    for pos in setPositions {
      let index = pos > 0 ? pos - 1 : days.count + pos
      guard index >= 0, index < days.count else { continue }
      if !buffer.contains(days[index]) { buffer.append(days[index]) }
    }
    buffer.sort()
  }

  // MARK: - Next period

  /// Moves `year`/`month`/`day` on by one period of `interval`, as dateutil does, and stops
  /// when that period starts after `lastDay` (dateutil walks on to year 9999 and finds nothing).
  mutating func advance() {
    step()
    guard !finished else { return }
    let periodStart: Int
    switch frequency {
    case .yearly: periodStart = info.yearStart
    case .monthly: periodStart = info.yearStart + info.monthRange[month - 1]
    case .weekly, .daily: periodStart = LocalDate(year: year, month: month, day: day)!.dayNumber
    }
    if periodStart > lastDay { finished = true }
  }

  /// One period on.
  mutating func step() {
    var fixDay = false
    switch frequency {
    case .yearly:
      year += interval
      guard year <= 9999 else {
        finished = true
        return
      }
      info.rebuild(year: year, month: month)
    case .monthly:
      month += interval
      if month > 12 {
        year += (month - 1) / 12
        month = (month - 1) % 12 + 1
        guard year <= 9999 else {
          finished = true
          return
        }
      }
      info.rebuild(year: year, month: month)
    case .weekly:
      if weekStart > weekday {
        day += -(weekday + 1 + (6 - weekStart)) + interval * 7
      } else {
        day += -(weekday - weekStart) + interval * 7
      }
      weekday = weekStart
      fixDay = true
    case .daily:
      day += interval
      fixDay = true
    }
    if fixDay, day > 28 {
      var length = LocalDate.daysIn(month: month, year: year)
      if day > length {
        while day > length {
          day -= length
          month += 1
          if month == 13 {
            month = 1
            year += 1
            guard year <= 9999 else {
              finished = true
              return
            }
          }
          length = LocalDate.daysIn(month: month, year: year)
        }
        info.rebuild(year: year, month: month)
      }
    }
  }
}
