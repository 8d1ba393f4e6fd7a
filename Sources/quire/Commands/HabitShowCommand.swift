import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire habit show SLUG [--month YYYY-MM] [--svg FILE]`: a month grid.
struct HabitShowCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "A habit's month as a grid (and as an SVG heatmap with --svg FILE).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The habit's slug (its file name), or a unique prefix of it.")
  var slug: String

  @Option(help: ArgumentHelp("The month (YYYY-MM; default: this month).", valueName: "month"))
  var month: String?

  @Option(help: ArgumentHelp("Also write the month as an SVG heatmap to this file.", valueName: "file"))
  var svg: String?

  func validate() throws {
    if let month, Self.parseMonth(month) == nil {
      throw ValidationError("--month '\(month)' is not a month; write YYYY-MM")
    }
  }

  static func parseMonth(_ text: String) -> (Int, Int)? {
    guard let date = LocalDate(iso: text + "-01"), text.count == 7 else { return nil }
    return (date.year, date.month)
  }

  func run() throws {
    try withVault { context in
      let root = context.root
      let (vault, today, contents) = try context.load([.habit, .checkins])
      root.reportDiagnostics(contents, files: HabitCommand.habitFiles(contents))
      let habit = try HabitCommand.resolve(slug, in: contents.habits)
      let (year, monthNumber) = month.flatMap(Self.parseMonth) ?? (today.year, today.month)
      let map = HabitHeatmap(
        habit: habit, checkins: contents.checkins, year: year, month: monthNumber, today: today,
        weekStart: vault.config.weekStart)
      if let svg {
        do {
          try Data(map.svg.utf8).write(to: URL(fileURLWithPath: svg), options: .atomic)
        } catch {
          throw UserError("cannot write '\(svg)': \(error.localizedDescription)")
        }
      }
      if global.json {
        try Output.orderedJSON(
          HabitJSON.Month(
            slug: habit.slug, name: habit.name, month: map.monthLabel, streak: map.stats.streak,
            longestStreak: map.stats.longestStreak, doneToday: map.stats.doneToday, slotsToday: map.stats.slotsToday,
            days: map.stats.days.map {
              HabitJSON.Day(date: $0.date.description, status: $0.status.rawValue, done: $0.done, slots: $0.slots)
            }))
        return
      }
      let style = Style(enabled: root.color)
      var title = "\(habit.name) · \(map.monthLabel) · streak \(map.stats.streak), longest \(map.stats.longestStreak)"
      if map.stats.showsBadge { title += " 🔥" }
      Output.line(style.bold(title))
      Output.line(map.weekdayHeaders.map { " \($0) " }.joined())
      for week in map.weeks {
        var row = ""
        for day in week {
          guard let day else {
            row += "    "
            continue
          }
          let number = day.date.day < 10 ? " \(day.date.day)" : "\(day.date.day)"
          let cell = " " + number + Self.marker(day.status)
          row += Self.paint(cell, day.status, style)
        }
        Output.line(row)
      }
      Output.line(style.dim("✓ done  ~ partial  ✗ missed  · today, open  (blank: not scheduled or to come)"))
      if let svg { Output.line("wrote \(svg)") }
    }
  }

  static func marker(_ status: HabitDay.Status) -> String {
    switch status {
    case .done: return "✓"
    case .partial: return "~"
    case .missed: return "✗"
    case .pending: return "·"
    case .notScheduled, .future: return " "
    }
  }

  static func paint(_ cell: String, _ status: HabitDay.Status, _ style: Style) -> String {
    switch status {
    case .done: return style.green(cell)
    case .partial, .pending: return style.yellow(cell)
    case .missed: return style.red(cell)
    case .notScheduled, .future: return style.dim(cell)
    }
  }
}
