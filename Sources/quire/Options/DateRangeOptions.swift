import ArgumentParser
import QuireCore

/// `--from D --to D`, both optional dates (ISO or a phrase, docs/dates.md), the second not before the first.
struct DateRangeOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("First day (YYYY-MM-DD or a phrase such as today; docs/dates.md).", valueName: "date"))
  var from: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Last day (YYYY-MM-DD or a phrase such as eom; docs/dates.md).", valueName: "date"))
  var to: String?

  /// The first and last day, each when given, resolved against `today`; a usage error when the
  /// last is before the first.
  func days(today: LocalDate, weekStart: Int) throws -> (first: LocalDate?, last: LocalDate?) {
    let first = try from.map { try DateArgument.date($0, option: "--from", today: today, weekStart: weekStart) }
    let last = try to.map { try DateArgument.date($0, option: "--to", today: today, weekStart: weekStart) }
    if let first, let last, last < first, let from, let to {
      throw ValidationError("--to \(to) is before --from \(from)")
    }
    return (first, last)
  }

  func validate() throws {
    try DateArgument.check(from, option: "--from")
    try DateArgument.check(to, option: "--to")
    // Two ISO dates need no today to compare.
    if let from, let to, let first = LocalDate(iso: from), let last = LocalDate(iso: to), last < first {
      throw ValidationError("--to \(to) is before --from \(from)")
    }
  }
}
