import ArgumentParser
import QuireCore
import QuireKit

/// `quire recur RULE`: the dates of a recurrence phrase or RFC 5545 rule, one a line.
struct RecurCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recur",
    abstract: "Print the dates of a recurrence, one ISO date a line.",
    discussion: """
      RULE is an Obsidian Tasks phrase ("every month on the 1st Friday", "every 2 weeks") or an RFC 5545 \
      rule ("RRULE:FREQ=MONTHLY;BYDAY=1FR"). The start counts when the rule matches it. Phrases like \
      "every month" clamp to a month's last day, as completing the task again and again would. \
      See docs/recurrence.md.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("A recurrence phrase or an RRULE.", valueName: "rule"))
  var rule: String

  @Option(
    help: ArgumentHelp(
      "The first day looked at: YYYY-MM-DD, or YYYY-MM-DDTHH:MM to print date-times (default: today).",
      valueName: "date"))
  var start: String?

  @Option(help: ArgumentHelp("How many dates to print (default 10).", valueName: "n"))
  var count: Int?

  @Option(help: ArgumentHelp("Print every date up to this day (YYYY-MM-DD), inclusive.", valueName: "date"))
  var until: String?

  func validate() throws {
    if count != nil, until != nil {
      throw ValidationError("--count and --until cannot be used together; give one of them")
    }
    if let count, count < 1 { throw ValidationError("--count must be 1 or more") }
    if let until, LocalDate(iso: until) == nil {
      throw ValidationError("--until '\(until)' is not a date; write YYYY-MM-DD")
    }
    if let start, LocalDate(iso: start) == nil, LocalDateTime(text: start) == nil {
      throw ValidationError("--start '\(start)' is not a date; write YYYY-MM-DD or YYYY-MM-DDTHH:MM")
    }
  }

  func run() throws {
    try reportingUserErrors {
      let recurrence: Recurrence
      do {
        recurrence = try Recurrence(parsing: rule)
      } catch {
        throw UserError("cannot read the recurrence '\(rule)': \(error)")
      }
      let last = until.flatMap { LocalDate(iso: $0) }
      let limit = last == nil ? (count ?? 10) : Int.max
      let dates: [String]
      if let start, let dateTime = LocalDateTime(text: start) {
        dates = recurrence.occurrences(from: dateTime).lazy.prefix(while: { last == nil || $0.date <= last! })
          .prefix(limit).map(\.description)
      } else {
        let day = try start.flatMap { LocalDate(iso: $0) } ?? CompositionRoot(options: global).today()
        dates = recurrence.occurrences(from: day).lazy.prefix(while: { last == nil || $0 <= last! }).prefix(limit)
          .map(\.description)
      }
      if global.json {
        try Output.orderedJSON(
          RecurJSON(
            rule: recurrence.text, rrule: recurrence.rule.description, whenDone: recurrence.whenDone,
            clampsToMonthEnd: recurrence.clampsToMonthEnd, occurrences: dates))
      } else {
        var text = ""
        for date in dates { text += date + "\n" }
        Output.write(text)
      }
    }
  }
}
