import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire habit new NAME [--times 08:30,17:00] [--days mon,wed | "every 2 days"] [--start D]`.
struct HabitNewCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "new", abstract: "Create habits/<name>.md from the habit template.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The habit's name (its slug and file name are made from it).")
  var name: String

  @Option(
    help: ArgumentHelp("The slots' times, comma-separated (08:30,17:00); none: one slot a day.", valueName: "times"))
  var times: String?

  @Option(
    help: ArgumentHelp(
      "The days it is due: weekdays (mon,wed,fri) or a repeat phrase (\"every 2 days\"); default every day.",
      valueName: "days"))
  var days: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The first day it counts (YYYY-MM-DD or a phrase; default today).", valueName: "date"))
  var start: String?

  func validate() throws {
    guard NoteSlug.make(name, fallback: "").isEmpty == false else {
      throw ValidationError("the name '\(name)' has no letter or digit to make a file name from")
    }
    for time in Self.list(times) where LocalTime(text: time) == nil {
      throw ValidationError("--times: '\(time)' is not a time; write HH:MM, comma-separated (08:30,17:00)")
    }
    if let days, Self.daysValue(days) == nil {
      throw ValidationError(
        "--days '\(days)' is neither weekdays (mon,wed,fri) nor a repeat phrase (every day, every 2 days)")
    }
    try DateArgument.check(start, option: "--start")
  }

  /// The comma-separated items of `text`, trimmed.
  static func list(_ text: String?) -> [String] {
    (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// What the note's `days:` says: a YAML list of weekdays, or a repeat phrase; `nil` when `text`
  /// is neither.
  static func daysValue(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("every") { return Recurrence(text: trimmed) == nil ? nil : trimmed }
    let names = list(trimmed)
    guard !names.isEmpty, names.allSatisfy({ HabitDays.weekday($0) != nil }) else { return nil }
    return "[" + names.map { $0.lowercased() }.joined(separator: ", ") + "]"
  }

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let vault = context.vault
      let slug = NoteSlug.make(name)
      let path = "\(vault.config.folders.habits)/\(slug).md"
      var model: [String: Any] = [
        "name": YAMLText.escapedForDoubleQuotes(name), "slug": slug,
        "date": try (start.map { try context.date($0, option: "--start") } ?? context.today()).description,
        "times": Self.list(times),
      ]
      if let days, let value = Self.daysValue(days) { model["days"] = value }
      status = try context.createNote(
        path, template: "notes/habit", model: model, taken: "choose another name or edit that habit")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
