import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire habit`: habits with their streaks, check-ins, and a month grid (issue 5, item 2).
struct HabitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "habit", abstract: "List habits with their streaks, check one in, or show a month.",
    subcommands: [HabitListCommand.self, HabitCheckCommand.self, HabitShowCommand.self],
    defaultSubcommand: HabitListCommand.self)

  /// The habit `query` names: its slug (any case), else a unique slug prefix.
  static func resolve(_ query: String, in habits: [Habit]) throws -> Habit {
    switch SlugLookup.find(query, in: habits, slug: \.slug) {
    case .success(let found): return found
    case .failure(let failure): throw UserError(failure.message(query: query, noun: "habit", plural: "habits"))
    }
  }

  /// The files of the habits, for their diagnostics.
  static func habitFiles(_ contents: VaultContents) -> Set<String> { Set(contents.habits.map(\.file)) }
}

/// `quire habit list`: each habit with today's slots, current and longest streak.
struct HabitListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Each habit with today's slots done, its current and its longest streak.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let root = context.root
      let (_, today, contents) = try context.load()
      root.reportDiagnostics(contents, files: HabitCommand.habitFiles(contents))
      let stats = contents.habits.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }.map {
        HabitStreaks.stats($0, checkins: contents.checkins, from: today, to: today, today: today)
      }
      if global.json {
        try Output.orderedJSON(HabitJSON.List(date: today.description, habits: stats.map(HabitJSON.Row.init)))
        return
      }
      let style = Style(enabled: root.color)
      if stats.isEmpty { Output.line("No habits yet: add a note with 'type: habit' under habits/.") }
      let width = stats.map { $0.habit.name.count }.max() ?? 0
      for s in stats {
        let name = s.habit.name.padding(toLength: width, withPad: " ", startingAt: 0)
        var today = s.slotsToday == 0 ? "not today" : "\(s.doneToday)/\(s.slotsToday) today"
        today = today.padding(toLength: 10, withPad: " ", startingAt: 0)
        if s.slotsToday > 0 { today = s.doneToday >= s.slotsToday ? style.green(today) : style.yellow(today) }
        let streak = "streak \(s.streak)".padding(toLength: 10, withPad: " ", startingAt: 0)
        let badge = s.showsBadge ? " 🔥" : ""
        Output.line(
          "\(style.bold(s.habit.slug.padding(toLength: 10, withPad: " ", startingAt: 0)))  \(name)  \(today)  \(streak)  longest \(s.longestStreak)\(badge)"
        )
      }
    }
  }
}

/// `quire habit check SLUG [--time HH:MM]`: a ticked check-in in the day's note.
struct HabitCheckCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a habit in on the day's note: tick its open check-in line, else add a ticked one.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The habit's slug (its file name), or a unique prefix of it.")
  var slug: String

  @Option(help: ArgumentHelp("The slot to check in (HH:MM; default: the day's next open slot).", valueName: "time"))
  var time: String?

  func validate() throws {
    if let time, LocalTime(text: time) == nil { throw ValidationError("--time '\(time)' is not a time; write HH:MM") }
  }

  func run() throws {
    try withVault { context in
      let root = context.root
      let (vault, today, contents) = try context.load()
      let habit = try HabitCommand.resolve(slug, in: contents.habits)
      if !HabitSchedule(habit).isScheduled(today) {
        Output.error(
          "quire: note: \(habit.name) is not scheduled on \(today); the check-in is written but does not count")
      }
      let checker = HabitCheckIn(vault: vault, templates: try root.templates(for: vault))
      let result = try checker.check(habit, time: time.flatMap { LocalTime(text: $0) }, date: today, contents: contents)
      if result.createdNote { Output.line("created \(result.file)") }
      let slot = result.time.map { " \($0)" } ?? ""
      switch result.action {
      case "already": Output.line("\(habit.name)\(slot) is already checked in on \(today); nothing changed")
      default: Output.line("\(result.action): \(habit.name)\(slot) \(result.file):\(result.line ?? 0)")
      }
    }
  }
}

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
      let (vault, today, contents) = try context.load()
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
