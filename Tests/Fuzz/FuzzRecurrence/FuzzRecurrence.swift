import QuireCore
import QuireFuzzSupport

// The recurrence phrase / RRULE parser and a bounded expansion (docs/fuzzing.md, docs/recurrence.md): the input
// is one rule as written after 🔁 or in `repeat:`. A rule that reads must
// - write an RRULE (as `quire ics export` does) that reads back as the same rule;
// - give, from a few starts, at most 40 occurrences that strictly increase and never come before the start
//   (timed ones too);
// - give a next copy after the reference date (after the completion day for `when done`).

let starts = [
  LocalDate(year: 2026, month: 1, day: 31)!, LocalDate(year: 2024, month: 2, day: 29)!,
  LocalDate(year: 2026, month: 11, day: 24)!,
]
let timedStart = LocalDateTime(date: starts[2], time: LocalTime(hour: 9, minute: 30)!)
let limit = 40

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecurrence(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = FuzzInput.text(data, size)
  let recurrence: Recurrence
  do {
    recurrence = try Recurrence(parsing: text)
  } catch {
    _ = error.description
    return 0
  }
  let rule = recurrence.rule
  let written = rule.description
  let again = try? RecurrenceRule(parsing: "RRULE:" + written)
  FuzzInput.require(
    again == rule, "\(text.debugDescription) writes RRULE:\(written), which reads as \(String(describing: again))")

  for start in starts {
    let dates = Array(recurrence.occurrences(from: start).prefix(limit))
    if let first = dates.first {
      FuzzInput.require(first >= start, "\(text.debugDescription) from \(start) starts on \(first)")
    }
    for (a, b) in zip(dates, dates.dropFirst()) {
      FuzzInput.require(a < b, "\(text.debugDescription) from \(start): \(a) then \(b)")
    }
    let completion = start.adding(days: 3)
    if let next = recurrence.next(after: start, completion: completion) {
      let base = recurrence.whenDone ? completion : start
      FuzzInput.require(next > base, "\(text.debugDescription): next after \(base) is \(next)")
    }
  }
  let times = Array(recurrence.occurrences(from: timedStart).prefix(limit))
  if let first = times.first {
    FuzzInput.require(first >= timedStart, "\(text.debugDescription) from \(timedStart) starts at \(first)")
  }
  for (a, b) in zip(times, times.dropFirst()) {
    FuzzInput.require(a < b, "\(text.debugDescription) from \(timedStart): \(a) then \(b)")
  }
  return 0
}
