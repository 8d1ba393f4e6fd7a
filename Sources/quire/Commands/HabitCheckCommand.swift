import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire habit check SLUG [--time HH:MM]`: a ticked check-in in the day's note.
struct HabitCheckCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

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
      // A new daily note lists the tasks of its day and the habits' slots.
      let (vault, today) = (context.vault, try context.today())
      let contents = context.reader.dailyNoteContents(today)
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
