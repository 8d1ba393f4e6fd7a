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
    parsing: .unconditional,
    help: ArgumentHelp(
      "The first day looked at: a date (YYYY-MM-DD, tomorrow, ...; docs/dates.md), with a time to print date-times (default: today).",
      valueName: "date"))
  var start: String?

  @Option(help: ArgumentHelp("How many dates to print (default 10).", valueName: "n"))
  var count: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Print every date up to this day (YYYY-MM-DD or a phrase), inclusive.", valueName: "date"))
  var until: String?

  func validate() throws {
    if count != nil, until != nil {
      throw ValidationError("--count and --until cannot be used together; give one of them")
    }
    if let count, count < 1 { throw ValidationError("--count must be 1 or more") }
    try DateArgument.check(until, option: "--until")
    try DateArgument.check(start, option: "--start")
  }

  /// The date `phrase` names: an ISO date as it is, a relative one from today (the vault's week start,
  /// else Monday).
  func day(_ phrase: DatePhrase) throws -> LocalDate {
    if case .absolute(let date) = phrase.day { return date }
    let root = CompositionRoot(options: global)
    return phrase.date(today: try root.today(), weekStart: (try? root.vault())?.config.weekStart ?? 1)
  }

  func run() throws {
    try reportingUserErrors {
      let recurrence: Recurrence
      do {
        recurrence = try Recurrence(parsing: rule)
      } catch {
        throw UserError("cannot read the recurrence '\(rule)': \(error)")
      }
      let last = try until.map { try day(DateArgument.phrase($0, option: "--until")) }
      let limit = last == nil ? (count ?? 10) : Int.max
      let first = try start.map { try DateArgument.phrase($0, option: "--start") }
      let dates: [String]
      if let first, let time = first.time {
        dates = recurrence.occurrences(from: LocalDateTime(date: try day(first), time: time)).lazy.prefix(while: {
          last == nil || $0.date <= last!
        })
        .prefix(limit).map(\.description)
      } else {
        let from = try first.map { try day($0) } ?? CompositionRoot(options: global).today()
        dates = recurrence.occurrences(from: from).lazy.prefix(while: { last == nil || $0 <= last! }).prefix(limit)
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
