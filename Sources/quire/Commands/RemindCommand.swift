import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire remind`: every reminder due in a window, at the wall time it fires.
struct RemindCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "remind",
    abstract: "List the reminders of tasks, events and habits that fire in a window (default: the next 7 days).")

  @OptionGroup var global: GlobalOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Start of the window (YYYY-MM-DDTHH:MM or a phrase such as 'tomorrow 9am'; default: now).", valueName: "datetime")
  )
  var from: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "End of the window (YYYY-MM-DDTHH:MM or a phrase; default: 7 days after the start).", valueName: "datetime"))
  var to: String?

  func validate() throws {
    try DateArgument.check(from, option: "--from")
    try DateArgument.check(to, option: "--to")
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let now = try context.now()
      let weekStart = vault.config.weekStart
      let start = try from.map { try Self.moment($0, option: "--from", today: now.date, weekStart: weekStart) } ?? now
      let end =
        try to.map { try Self.moment($0, option: "--to", today: now.date, weekStart: weekStart) }
        ?? start.adding(minutes: 7 * 1440)
      // Tasks are asked of the index for the window's days; events and habits are read whole.
      // The notes that bear on the window: an event's reminder reaches back up to a year before
      // it, so events up to a year after the window count.
      let context = AgendaContext(
        vault: vault, reader: context.reader, now: now, years: now.date.year...now.date.year,
        window: min(start.date, now.date)...max(end.date, start.date).adding(days: 367), kinds: .reminders)
      let reminders = context.reminders(from: start, to: end)
      if global.json {
        try Output.orderedJSON(reminders.map(ReminderJSON.init))
        return
      }
      let style = Style(enabled: root.color)
      if reminders.isEmpty { Output.line("No reminders from \(start) to \(end).") }
      for r in reminders {
        let moved = r.fires == r.at ? "" : " (set for \(r.at.time), which the clock skips)"
        Output.line(
          style.bold(r.fires.description.replacingOccurrences(of: "T", with: " ")) + "  "
            + r.source.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)
            + "  " + r.title + moved + "  " + style.dim("\(r.file):\(r.line)"))
      }
    }
  }

  /// The moment a date phrase names: its date at its time, or at 00:00.
  static func moment(_ text: String, option: String, today: LocalDate, weekStart: Int) throws -> LocalDateTime {
    try DateArgument.phrase(text, option: option).dateTime(
      today: today, weekStart: weekStart, defaultTime: LocalTime(hour: 0, minute: 0)!)
  }

}
