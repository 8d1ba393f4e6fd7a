// MARK: - Year masks

extension RecurrenceExpander {
  /// dateutil's `_iterinfo`: what is known about the year being walked.
  struct YearInfo {
    let frequency: RecurrenceRule.Frequency
    let weekStart: Int
    let monthMask: UInt16
    let weekNumbers: [Int]
    let numberedWeekdays: [(weekday: Int, ordinal: Int)]
    var lastYear = Int.min
    var lastMonth = Int.min
    var yearLength = 365
    var nextYearLength = 365
    /// Day number of 1 January.
    var yearStart = 0
    /// Weekday of 1 January, 0 = Monday.
    var yearWeekday = 0
    /// `BYWEEKNO`: the day indices (up to `yearLength + 6`) in a wanted week, in order.
    var weekNumberDays: [Int] = []
    /// Numbered `BYDAY`: the day indices that are a wanted nth weekday, in order.
    var numberedDays: [Int] = []

    /// The first day index of each month, and the year length last.
    var monthRange: [Int] { yearLength == 366 ? Self.leapMonthRange : Self.monthRange }

    static let monthRange = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
    static let leapMonthRange = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366]
    /// Month of each day index, with seven January days of the next year after the end.
    static let monthOfDay: [UInt8] = table(leap: false) { month, _, _ in UInt8(month) }
    static let leapMonthOfDay: [UInt8] = table(leap: true) { month, _, _ in UInt8(month) }
    /// Day of the month of each day index.
    static let dayOfDay: [Int8] = table(leap: false) { _, day, _ in Int8(day) }
    static let leapDayOfDay: [Int8] = table(leap: true) { _, day, _ in Int8(day) }
    /// Day of the month counted from the month's end (-1 for the last day).
    static let negativeDayOfDay: [Int8] = table(leap: false) { _, day, length in Int8(day - length - 1) }
    static let leapNegativeDayOfDay: [Int8] = table(leap: true) { _, day, length in Int8(day - length - 1) }

    static func table<T>(leap: Bool, _ value: (Int, Int, Int) -> T) -> [T] {
      var out: [T] = []
      let year = leap ? 2000 : 2001
      for month in 1...12 {
        let length = LocalDate.daysIn(month: month, year: year)
        for day in 1...length { out.append(value(month, day, length)) }
      }
      for day in 1...7 { out.append(value(1, day, 31)) }
      return out
    }

    /// Weekday (0 = Monday) of day index `i`.
    @inline(__always) func weekday(_ i: Int) -> Int { pmod(yearWeekday + i, 7) }

    /// Month of day index `i` (January for the days after the year's end).
    @inline(__always) func month(_ i: Int) -> Int {
      Int(yearLength == 366 ? Self.leapMonthOfDay[i] : Self.monthOfDay[i])
    }

    /// Day of the month of day index `i`, counted from the start and (negative) from the end.
    @inline(__always) func monthDay(_ i: Int) -> (Int, Int) {
      yearLength == 366
        ? (Int(Self.leapDayOfDay[i]), Int(Self.leapNegativeDayOfDay[i]))
        : (Int(Self.dayOfDay[i]), Int(Self.negativeDayOfDay[i]))
    }

    /// dateutil's `_iterinfo.rebuild`.
    mutating func rebuild(year: Int, month: Int) {
      if year != lastYear {
        yearLength = LocalDate.isLeap(year) ? 366 : 365
        nextYearLength = LocalDate.isLeap(year + 1) ? 366 : 365
        let first = LocalDate(year: year, month: 1, day: 1)!
        yearStart = first.dayNumber
        yearWeekday = first.isoWeekday - 1
        if !weekNumbers.isEmpty { buildWeekNumbers(year: year) }
      }
      if !numberedWeekdays.isEmpty, month != lastMonth || year != lastYear {
        buildNumberedWeekdays(month: month)
      }
      lastYear = year
      lastMonth = month
    }

    /// The `BYWEEKNO` mask, ported line by line from dateutil (including its reading of the
    /// previous year's last week).
    mutating func buildWeekNumbers(year: Int) {
      let wkst = weekStart
      weekNumberDays.removeAll(keepingCapacity: true)
      func mark(_ i: Int) {
        if i >= 0, i < yearLength + 7, !weekNumberDays.contains(i) { weekNumberDays.append(i) }
      }
      var no1wkst = pmod(7 - yearWeekday + wkst, 7)
      let firstwkst = no1wkst
      let wyearlen: Int
      if no1wkst >= 4 {
        no1wkst = 0
        wyearlen = yearLength + pmod(yearWeekday - wkst, 7)
      } else {
        wyearlen = yearLength - no1wkst
      }
      let numweeks = wyearlen / 7 + (wyearlen % 7) / 4
      func markWeek(from start: Int) {
        var i = start
        for _ in 0..<7 {
          mark(i)
          i += 1
          if weekday(i) == wkst { break }
        }
      }
      for var n in weekNumbers {
        if n < 0 { n += numweeks + 1 }
        guard n > 0, n <= numweeks else { continue }
        var i: Int
        if n > 1 {
          i = no1wkst + (n - 1) * 7
          if no1wkst != firstwkst { i -= 7 - firstwkst }
        } else {
          i = no1wkst
        }
        markWeek(from: i)
      }
      if weekNumbers.contains(1) {
        // Week 1 of the next year may start in this one.
        var i = no1wkst + numweeks * 7
        if no1wkst != firstwkst { i -= 7 - firstwkst }
        if i < yearLength { markWeek(from: i) }
      }
      if no1wkst != 0 {
        // The days before week 1 belong to the previous year's last week.
        let lnumweeks: Int
        if !weekNumbers.contains(-1) {
          let lyearweekday = LocalDate(year: year - 1, month: 1, day: 1).map { $0.isoWeekday - 1 } ?? 0
          let lno1wkst = pmod(7 - lyearweekday + wkst, 7)
          let lyearlen = LocalDate.isLeap(year - 1) ? 366 : 365
          if lno1wkst >= 4 {
            lnumweeks = 52 + ((lyearlen + pmod(lyearweekday - wkst, 7)) % 7) / 4
          } else {
            // dateutil uses this year's length here; kept for agreement.
            lnumweeks = 52 + ((yearLength - no1wkst) % 7) / 4
          }
        } else {
          lnumweeks = -1
        }
        if weekNumbers.contains(lnumweeks) {
          for i in 0..<no1wkst { mark(i) }
        }
      }
      weekNumberDays.sort()
    }

    /// The numbered-weekday mask for the month (monthly rules) or the year's `BYMONTH` months or
    /// whole year (yearly rules).
    mutating func buildNumberedWeekdays(month: Int) {
      numberedDays.removeAll(keepingCapacity: true)
      let range = monthRange
      var ranges: [(Int, Int)] = []
      switch frequency {
      case .yearly:
        if monthMask != 0 {
          for m in 1...12 where monthMask & (1 << UInt16(m)) != 0 { ranges.append((range[m - 1], range[m])) }
        } else {
          ranges = [(0, yearLength)]
        }
      case .monthly:
        ranges = [(range[month - 1], range[month])]
      case .weekly, .daily:
        return
      }
      for (first, end) in ranges {
        let last = end - 1
        for (wday, n) in numberedWeekdays {
          var i: Int
          if n < 0 {
            i = last + (n + 1) * 7
            i -= pmod(weekday(i) - wday, 7)
          } else {
            i = first + (n - 1) * 7
            i += pmod(7 - weekday(i) + wday, 7)
          }
          if first <= i, i <= last, !numberedDays.contains(i) { numberedDays.append(i) }
        }
      }
      numberedDays.sort()
    }

    /// Python's `%`: never negative for a positive modulus.
    @inline(__always) func pmod(_ a: Int, _ m: Int) -> Int {
      let r = a % m
      return r < 0 ? r + m : r
    }
  }
}
