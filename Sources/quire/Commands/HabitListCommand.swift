import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire habit list`: each habit with today's slots, current and longest streak.
struct HabitListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Each habit with today's slots done, its current and its longest streak.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let root = context.root
      let today = try context.today()
      let (contents, histories) = context.reader.habits(today: today)
      root.reportDiagnostics(contents, files: HabitCommand.habitFiles(contents))
      let stats = histories.sorted {
        ($0.habit.name.lowercased(), $0.habit.slug) < ($1.habit.name.lowercased(), $1.habit.slug)
      }
      .map { $0.stats(from: today, to: today, today: today) }
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
