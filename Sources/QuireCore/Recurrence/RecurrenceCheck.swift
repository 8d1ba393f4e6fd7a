import Synchronization

/// Whether a rule text can be read, remembered across notes: a vault repeats a few rules
/// (`every day`, `every week on Monday`) on thousands of tasks, and parsing each again cost
/// ~3% of an export.
public enum RecurrenceCheck {
  private static let cache = Mutex<[String: RecurrenceError?]>([:])

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
}
