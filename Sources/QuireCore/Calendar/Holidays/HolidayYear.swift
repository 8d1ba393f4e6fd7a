/// The holidays of one year while a country's rules add them: a map from day to names, with
/// the operations the rules are written in (add, add a substitute day, move, remove).
///
/// It works like the python `holidays` package's holiday dictionary, so rules ported from it
/// give the same lists: a day outside the year is dropped, a name is kept once per day,
/// removing a day removes every holiday on it, and several holidays on one day are listed in
/// the order of their displayed names.
struct HolidayYear {
  /// One name on one day.
  struct Entry: Hashable {
    var name: String
    var observed: Bool
  }

  let year: Int
  /// Easter Sunday of `year`.
  let easter: LocalDate
  /// The rule `observe` uses when it is given none.
  var rule: ObservedRule
  private var days: [LocalDate: [Entry]] = [:]

  init(year: Int, rule: ObservedRule = .satSunToNextMon) {
    self.year = year
    self.rule = rule
    easter = Easter.sunday(in: year)
  }

  // MARK: - Dates

  /// `month`/`day` of this year.
  func date(_ month: Int, _ day: Int) -> LocalDate { LocalDate(year: year, month: month, day: day)! }

  /// The `n`th `weekday` of `month` (-1: the last).
  func nth(_ n: Int, _ weekday: Weekday, of month: Int) -> LocalDate {
    LocalDate.nth(n, weekday, month: month, year: year)
  }

  /// The day `offset` days after Easter Sunday (before when negative).
  func easter(_ offset: Int) -> LocalDate { easter.adding(days: offset) }

  // MARK: - Changes

  /// Adds `name` on `date`; a date in another year is dropped. Returns the date when added.
  @discardableResult
  mutating func add(_ name: String, _ date: LocalDate, observed: Bool = false) -> LocalDate? {
    guard date.year == year else { return nil }
    let entry = Entry(name: name, observed: observed)
    if let names = days[date] {
      if !names.contains(entry) { days[date] = names + [entry] }
    } else {
      days[date] = [entry]
    }
    return date
  }

  /// Adds `name` on `month`/`day` of this year.
  @discardableResult
  mutating func add(_ name: String, _ month: Int, _ day: Int) -> LocalDate? { add(name, date(month, day)) }

  /// Adds the substitute day of the holiday on `date` when `rule` (else the year's rule) shifts
  /// its weekday: for `name`, or for every holiday on `date` when `name` is `nil`. The holiday
  /// itself stays. Returns whether `date` was shifted.
  @discardableResult
  mutating func observe(_ date: LocalDate?, name: String? = nil, rule: ObservedRule? = nil) -> Bool {
    shift(date, name: name, rule: rule ?? self.rule, observed: true)
  }

  /// Moves every holiday on `date` to the day `rule` shifts it to, under its own name (not as
  /// a substitute day): the holiday is on the new day only.
  mutating func move(_ date: LocalDate?, rule: ObservedRule? = nil) {
    guard let date else { return }
    if shift(date, name: nil, rule: rule ?? self.rule, observed: false) { remove(date) }
  }

  /// Removes every holiday on `date`.
  mutating func remove(_ date: LocalDate) { days[date] = nil }

  private mutating func shift(_ date: LocalDate?, name: String?, rule: ObservedRule, observed: Bool) -> Bool {
    guard let date else { return false }
    let delta = rule.shift(for: Weekday(date))
    guard delta != 0 else { return false }
    let target = date.adding(days: delta)
    let entries = name.map { [Entry(name: $0, observed: false)] } ?? days[date] ?? []
    // A substitute day is marked observed; a moved holiday keeps what it was.
    for e in entries { add(e.name, target, observed: observed || e.observed) }
    return true
  }

  // MARK: - Result

  /// The holidays, by date; several on one day in the order of their displayed names.
  func holidays(country: String, subdivision: String?) -> [Holiday] {
    days.flatMap { date, entries in
      entries.map {
        Holiday(date: date, name: $0.name, observed: $0.observed, country: country, subdivision: subdivision)
      }
    }
    .sorted { a, b in
      if a.date != b.date { return a.date < b.date }
      // Code-point order, as the reference sorts the names it joins on one day.
      return a.displayName.unicodeScalars.lexicographicallyPrecedes(b.displayName.unicodeScalars)
    }
  }
}
