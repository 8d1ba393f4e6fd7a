import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire goal new TITLE --target N [--unit U] [--list L] [--priority P]`.
struct GoalNewCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "new", abstract: "Create goals/<title>.md from the goal template.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The goal's title (its file name is made from it).")
  var title: String

  @Option(help: ArgumentHelp("The target amount.", valueName: "number"))
  var target: String

  @Option(help: ArgumentHelp("The unit (EUR, books, km).", valueName: "unit"))
  var unit: String?

  @Option(help: ArgumentHelp("The list the goal belongs to (savings, reading).", valueName: "list"))
  var list: String?

  @Option(help: ArgumentHelp("highest, high, medium, none, low or lowest.", valueName: "priority"))
  var priority: String?

  @Option(help: ArgumentHelp("The pie's colour: a name (green, blue, ...) or #rrggbb.", valueName: "color"))
  var color: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("The end date (YYYY-MM-DD or a phrase such as eoy).", valueName: "date")
  )
  var end: String?

  func validate() throws {
    guard let value = GoalLogPlan.amount(target), value > 0 else {
      throw ValidationError("--target '\(target)' is not a positive number")
    }
    if let priority, !["highest", "high", "medium", "none", "low", "lowest"].contains(priority.lowercased()) {
      throw ValidationError("--priority '\(priority)' is not one of highest, high, medium, none, low, lowest")
    }
    try DateArgument.check(end, option: "--end")
  }

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let vault = context.vault
      let today = try context.today()
      let path = "\(vault.config.folders.goals)/\(NoteSlug.make(title)).md"
      var model: [String: Any] = [
        "title": YAMLText.escapedForDoubleQuotes(title), "date": today.description, "weekday": Weekday(of: today).name,
        "target": GoalStanding.format(GoalLogPlan.amount(target)!),
      ]
      if let unit { model["unit"] = YAMLText.escapedForDoubleQuotes(unit) }
      if let list { model["list"] = YAMLText.escapedForDoubleQuotes(list) }
      if let priority { model["priority"] = priority.lowercased() }
      if let color { model["color"] = YAMLText.escapedForDoubleQuotes(color) }
      if let end { model["end"] = try context.date(end, option: "--end").description }
      status = try context.createNote(
        path, template: "notes/goal", model: model, taken: "choose another title or edit that goal")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
