import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire habit`: habits with their streaks, check-ins, and a month grid.
struct HabitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "habit", abstract: "List habits with their streaks, check one in, or show a month.",
    subcommands: [HabitListCommand.self, HabitCheckCommand.self, HabitShowCommand.self, HabitNewCommand.self],
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
