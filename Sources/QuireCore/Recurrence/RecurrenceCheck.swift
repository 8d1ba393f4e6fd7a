import Synchronization

/// Whether a rule text can be read, and whether it ever occurs, remembered across notes: a vault
/// repeats a few rules (`every day`, `every week on Monday`) on thousands of tasks, and parsing
/// each again cost ~3% of an export.
public enum RecurrenceCheck {
  private static let cache = Mutex<[String: RecurrenceError?]>([:])
  private static let never = Mutex<[String: Answer]>([:])

  /// `nil` when `text` reads as a recurrence, else why not.
  public static func problem(with text: String) -> RecurrenceError? {
    if let known = cache.withLock({ $0[text] }) { return known }
    var problem: RecurrenceError?
    do { _ = try Recurrence(parsing: text) } catch { problem = error }
    cache.withLock { table in
      if table.count > 4096 { table.removeAll() }  // bounded: a vault has few distinct rules
      table[text] = problem
    }
    return problem
  }

  /// Whether the readable recurrence `text`, started on `start`, never has a date
  /// (``RecurrenceRule/neverOccurs(from:)``): `every February on the 30th`,
  /// `RRULE:FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31`. `false` for a text that cannot be read, for a
  /// phrase that clamps to the month's end (it always has a date), and for a rule that takes its
  /// days from a start when there is none.
  ///
  /// Remembered per text, and per text and the parts of the start a rule takes from it (month,
  /// day, weekday): a rule that matches is decided at its first date, one that never does by one
  /// walk of the calendar's 400-year cycle, once.
  public static func neverOccurs(_ text: String, start: LocalDate?) -> Bool {
    let signature = start.map { "\u{0}\($0.month)-\($0.day)-\($0.isoWeekday)" }
    let known = never.withLock { table -> Bool? in
      switch table[text] {
      case .some(.always(let answer)): return answer
      case .some(.dependsOnStart):
        guard let signature else { return false }
        return table[text + signature]?.answer
      case nil: return nil
      }
    }
    if let known { return known }
    var entries: [(String, Answer)] = []
    var result = false
    if let recurrence = Recurrence(text: text), !recurrence.clampsToMonthEnd {
      let rule = recurrence.rule
      if !rule.takesDaysFromStart {
        result = rule.neverOccurs(from: LocalDate(year: 2000, month: 1, day: 1)!)
        entries = [(text, .always(result))]
      } else {
        entries = [(text, .dependsOnStart)]
        if let start, let signature {
          result = rule.neverOccurs(from: start)
          entries.append((text + signature, .always(result)))
        }
      }
    } else {
      entries = [(text, .always(false))]
    }
    never.withLock { table in
      if table.count > 4096 { table.removeAll() }  // bounded, as above
      for (key, answer) in entries { table[key] = answer }
    }
    return result
  }

  private enum Answer {
    case always(Bool)
    case dependsOnStart

    var answer: Bool? {
      if case .always(let value) = self { return value }
      return nil
    }
  }
}
