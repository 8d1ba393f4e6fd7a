import ArgumentParser
import QuireCore

/// `--from D --to D`, both optional ISO dates, the second not before the first.
struct DateRangeOptions: ParsableArguments {
  @Option(help: ArgumentHelp("First day (YYYY-MM-DD).", valueName: "date"))
  var from: String?

  @Option(help: ArgumentHelp("Last day (YYYY-MM-DD).", valueName: "date"))
  var to: String?

  /// The first day, when given.
  var first: LocalDate? { from.flatMap { LocalDate(iso: $0) } }

  /// The last day, when given.
  var last: LocalDate? { to.flatMap { LocalDate(iso: $0) } }

  func validate() throws {
    for (name, value) in [("--from", from), ("--to", to)] {
      if let value, LocalDate(iso: value) == nil {
        throw ValidationError("\(name) '\(value)' is not a date; write YYYY-MM-DD")
      }
    }
    if let first, let last, last < first, let from, let to {
      throw ValidationError("--to \(to) is before --from \(from)")
    }
  }
}
