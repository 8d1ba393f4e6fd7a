import PropertyBased
import Testing

@testable import QuireCore

/// Recurrence invariants on random rules (property tests of recurrence): occurrences
/// strictly increase, never come before the start or after `UNTIL`, match every `BY...` filter
/// and the interval, and `COUNT` bounds them; status changes keep every other field.
@Suite struct RecurrencePropertyTests {
  typealias RNG = any SeededRandomNumberGenerator

  struct Sample: Sendable, CustomStringConvertible {
    var rule: RecurrenceRule
    var start: LocalDate
    var description: String { "\(rule) from \(start)" }
  }

  // MARK: - Occurrences

  @Test func occurrencesObeyTheRule() async {
    await propertyCheck(count: 600, input: Self.samples) { sample in
      let rule = sample.rule
      let dates = Array(rule.occurrences(from: sample.start).prefix(60))
      for (a, b) in zip(dates, dates.dropFirst()) { #expect(a < b, "not increasing: \(sample)") }
      if let count = rule.count { #expect(dates.count <= count, "COUNT exceeded: \(sample)") }
      for date in dates {
        #expect(date >= sample.start, "before the start: \(date), \(sample)")
        if case .date(let until) = rule.until { #expect(date <= until, "after UNTIL: \(date), \(sample)") }
        #expect(Self.matches(date, sample), "\(date) does not match \(sample)")
      }
    }
  }

  @Test func untilAndCountMatchThePrefix() async {
    // Cutting a rule by UNTIL or COUNT gives a prefix of the uncut occurrences.
    await propertyCheck(count: 300, input: Self.samples) { sample in
      var open = sample.rule
      open.count = nil
      open.until = nil
      let all = Array(open.occurrences(from: sample.start).prefix(80))
      let cut = Array(sample.rule.occurrences(from: sample.start).prefix(80))
      #expect(Array(all.prefix(cut.count)) == cut, "\(sample)")
      if let count = sample.rule.count, all.count >= count { #expect(cut.count == count, "\(sample)") }
      if case .date(let until) = sample.rule.until, let last = all.last, last > until {
        #expect(cut == all.filter { $0 <= until }, "\(sample)")
      }
    }
  }

  @Test func nextIsAfterTheReference() async {
    let phrases = [
      "every day", "every 3 days", "every weekday", "every week", "every 2 weeks on Tuesday, Friday", "every month",
      "every 6 months", "every month on the last", "every month on the 2nd last Friday", "every month on the 31st",
      "every January on the 15th", "every year", "every 2 years when done", "every Sunday",
    ].map { Recurrence(text: $0)! }
    await propertyCheck(count: 500, input: Self.dates, Self.dates) { reference, completion in
      for r in phrases {
        guard let next = r.next(after: reference, completion: completion) else {
          Issue.record("\(r) has no next date after \(reference)")
          continue
        }
        #expect(next > (r.whenDone ? completion : reference), "\(r) from \(reference): \(next)")
      }
    }
  }

  // MARK: - Status changes keep the other fields

  @Test func doneThenUndoKeepsEveryOtherField() async {
    await propertyCheck(count: 500, input: TaskSyntaxPropertyTests.fields, Self.syntaxIndex) { fields, index in
      let syntax = TaskSyntaxPropertyTests.syntaxes[index]
      var start = fields
      start.done = nil
      start.cancelled = nil
      let line = syntax.line(status: .todo, fields: start) + "\n"
      guard let parsed = TaskLineParser.parse(line) else { return }
      let today = LocalDate(iso: "2026-11-24")!
      let outcome = TaskCompletion.setStatus(of: parsed, to: .done, today: today)
      guard let task = outcome.task else {
        #expect(parsed.fields.onCompletion == "delete", "\(line)")
        return
      }
      let done = TaskLineParser.parse(task)
      var expected = parsed.fields
      expected.done = today
      #expect(done?.fields == expected, "\(line.debugDescription) → \(task.debugDescription)")
      #expect(done?.status == .done)
      let undone = TaskCompletion.setStatus(of: done!, to: .todo, today: today)
      #expect(TaskLineParser.parse(undone.lines[0])?.fields == parsed.fields, "\(task.debugDescription)")
      // In place: done then undo gives the line back byte for byte.
      #expect(undone.lines[0] == line, "\(line.debugDescription) → \(task.debugDescription)")
      if let copy = outcome.nextCopy.flatMap({ TaskLineParser.parse($0) }) {
        #expect(copy.status == .todo)
        #expect(copy.fields.description == parsed.fields.description)
        #expect(copy.fields.recurrence == parsed.fields.recurrence)
        #expect(copy.fields.done == nil && copy.fields.id == nil && copy.fields.created == nil)
        #expect(copy.fields.dueTime == parsed.fields.dueTime)
        if let due = parsed.fields.due, let next = copy.fields.due {
          #expect(next > due || Recurrence(text: parsed.fields.recurrence!)?.whenDone == true)
        }
      }
    }
  }

  @Test func anyTaskLineSurvivesDoneAndUndo() async {
    await propertyCheck(count: 2000, input: TaskSyntaxPropertyTests.line) { line in
      guard let parsed = TaskLineParser.parse(line), parsed.status.kind != .done, parsed.status.kind != .cancelled
      else { return }
      let today = LocalDate(iso: "2026-11-24")!
      let outcome = TaskCompletion.setStatus(of: parsed, to: .done, today: today)
      guard let task = outcome.task else { return }
      #expect(
        outcome.lines.allSatisfy {
          Array($0.utf8).suffix(parsed.lineEnding.utf8.count) == Array(parsed.lineEnding.utf8)
        },
        "\(line.debugDescription) → \(outcome.lines)")
      let done = TaskLineParser.parse(task)
      var expected = parsed.fields
      expected.done = today
      expected.cancelled = nil
      #expect(done?.fields == expected, "\(line.debugDescription) → \(task.debugDescription)")
      #expect(done?.prefix == parsed.prefix && done?.listMarker == parsed.listMarker)
      if let copy = outcome.nextCopy,
        case .success(let fields) = TaskCompletion.nextFields(
          of: parsed, recurrenceText: parsed.fields.recurrence ?? "", today: today, day: today, options: .init())
      {
        #expect(TaskLineParser.parse(copy)?.fields == fields, "\(line.debugDescription) → \(copy.debugDescription)")
      }
      guard let done else { return }
      let undone = TaskCompletion.setStatus(of: done, to: .todo, today: today)
      var back = parsed.fields
      back.done = nil
      back.cancelled = nil
      var reread = TaskLineParser.parse(undone.lines[0])?.fields
      // A block id glued to the done date (`^abc✅ 2026-11-24`) ends the line once the date
      // goes, and is then read as its block link, as Obsidian reads it: the same bytes.
      if var fields = reread, back.blockLink.isEmpty, !fields.blockLink.isEmpty,
        fields.description + fields.blockLink == back.description
      {
        fields.description = back.description
        fields.blockLink = ""
        reread = fields
      }
      #expect(reread == back, "\(task.debugDescription) → \(undone.lines[0].debugDescription)")
    }
  }

  // MARK: - Checking a date against a rule (independently of the engine)

  /// Whether `date` passes every part of the rule as RFC 5545 defines them (BYWEEKNO aside), the
  /// parts a rule without BY parts takes from its start, and the interval.
  static func matches(_ date: LocalDate, _ sample: Sample) -> Bool {
    let rule = sample.rule
    let start = sample.start
    let daysInMonth = LocalDate.daysIn(month: date.month, year: date.year)
    let yearLength = LocalDate.isLeap(date.year) ? 366 : 365
    let dayOfYear = LocalDate(year: date.year, month: 1, day: 1)!.days(to: date) + 1
    let weekday = Weekday(of: date)

    var byMonth = rule.byMonth
    var byMonthDay = rule.byMonthDay
    var byDay = rule.byDay
    if rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty, byMonthDay.isEmpty, byDay.isEmpty {
      switch rule.frequency {
      case .yearly:
        if byMonth.isEmpty { byMonth = [start.month] }
        byMonthDay = [start.day]
      case .monthly: byMonthDay = [start.day]
      case .weekly: byDay = [.init(Weekday(of: start))]
      case .daily: break
      }
    }
    if !byMonth.isEmpty, !byMonth.contains(date.month) { return false }
    if !byMonthDay.isEmpty, !byMonthDay.contains(where: { $0 == date.day || $0 == date.day - daysInMonth - 1 }) {
      return false
    }
    if !rule.byYearDay.isEmpty,
      !rule.byYearDay.contains(where: { $0 == dayOfYear || $0 == dayOfYear - yearLength - 1 })
    {
      return false
    }
    if !byDay.isEmpty {
      let ok = byDay.contains { entry in
        guard entry.weekday == weekday else { return false }
        guard let n = entry.ordinal, rule.frequency == .monthly || rule.frequency == .yearly else { return true }
        // The nth such weekday of the month (monthly, or yearly with BYMONTH) or of the year.
        let inMonth = rule.frequency == .monthly || !byMonth.isEmpty
        let position = inMonth ? (date.day - 1) / 7 + 1 : (dayOfYear - 1) / 7 + 1
        let fromEnd = inMonth ? (daysInMonth - date.day) / 7 + 1 : (yearLength - dayOfYear) / 7 + 1
        return n > 0 ? n == position : -n == fromEnd
      }
      if !ok { return false }
    }
    // The interval: the date's period is a multiple of INTERVAL periods after the start's.
    let periods: Int
    switch rule.frequency {
    case .daily: periods = start.days(to: date)
    case .weekly:
      func weekStart(_ d: LocalDate) -> Int {
        d.dayNumber - ((d.isoWeekday - rule.weekStart.rawValue + 7) % 7)
      }
      periods = (weekStart(date) - weekStart(start)) / 7
    case .monthly: periods = (date.year - start.year) * 12 + date.month - start.month
    case .yearly: periods = date.year - start.year
    }
    return periods % rule.interval == 0
  }

  // MARK: - Generators

  static func pick<T>(_ items: [T], _ rng: inout RNG) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
  static func chance(_ percent: Int, _ rng: inout RNG) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
  static func some(_ pool: ClosedRange<Int>, _ n: ClosedRange<Int>, nonZero: Bool = true, _ rng: inout RNG) -> [Int] {
    var out: [Int] = []
    for _ in 0..<Int.random(in: n, using: &rng) {
      let v = Int.random(in: pool, using: &rng)
      if (!nonZero || v != 0), !out.contains(v) { out.append(v) }
    }
    return out
  }

  static let dates = Generator<LocalDate, Shrink.None<LocalDate>> { rng in
    LocalDate(dayNumber: Int.random(in: 0...30_000, using: &rng))  // 1970 ... 2052
  }

  static let syntaxIndex = Generator<Int, Shrink.None<Int>> { rng in Int.random(in: 0...1, using: &rng) }

  /// Random rules the RRULE parser accepts, mostly, from random starts (month ends and leap
  /// days often).
  static let samples = Generator<Sample, Shrink.None<Sample>> { rng in
    var rule = RecurrenceRule(frequency: pick(RecurrenceRule.Frequency.allCases, &rng))
    if chance(40, &rng) { rule.interval = Int.random(in: 2...6, using: &rng) }
    if chance(30, &rng) { rule.byMonth = some(1...12, 1...4, &rng) }
    if rule.frequency != .weekly, chance(35, &rng) { rule.byMonthDay = some(-31...31, 1...4, &rng) }
    if rule.frequency == .yearly, chance(15, &rng) { rule.byYearDay = some(-366...366, 1...4, &rng) }
    if chance(45, &rng) {
      let numbered = (rule.frequency == .monthly || rule.frequency == .yearly) && chance(50, &rng)
      let limit = rule.frequency == .monthly || !rule.byMonth.isEmpty ? 5 : 53
      var days: [RecurrenceRule.WeekdayEntry] = []
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let day = pick(Weekday.allCases, &rng)
        let entry = RecurrenceRule.WeekdayEntry(
          day, ordinal: numbered ? some(-limit...limit, 1...1, &rng).first ?? 1 : nil)
        if !days.contains(entry) { days.append(entry) }
      }
      rule.byDay = days
    }
    if rule.hasByParts, chance(15, &rng) { rule.bySetPos = some(-3...3, 1...2, &rng) }
    if chance(25, &rng) { rule.weekStart = pick(Weekday.allCases, &rng) }
    let start: LocalDate
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      let year = Int.random(in: 1990...2040, using: &rng)
      let month = Int.random(in: 1...12, using: &rng)
      start = LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))!
    case 1: start = LocalDate(year: pick([1996, 2000, 2024, 2096], &rng), month: 2, day: 29)!
    default: start = LocalDate(dayNumber: Int.random(in: 7_000...25_000, using: &rng))
    }
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: rule.count = Int.random(in: 1...25, using: &rng)
    case 1: rule.until = .date(start.adding(days: Int.random(in: -5...900, using: &rng)))
    default: break
    }
    return Sample(rule: rule, start: start)
  }
}
