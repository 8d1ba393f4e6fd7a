import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire goal`: goals with their progress.
struct GoalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "goal", abstract: "List goals with their progress, log progress, or start a goal.",
    subcommands: [GoalListCommand.self, GoalLogCommand.self, GoalNewCommand.self, GoalShowCommand.self],
    defaultSubcommand: GoalListCommand.self)

  /// The goal `query` names: its slug (any case), else a unique slug prefix.
  static func resolve(_ query: String, in goals: [Goal]) throws -> Goal {
    switch SlugLookup.find(query, in: goals, slug: \.slug) {
    case .success(let found): return found
    case .failure(let failure): throw UserError(failure.message(query: query, noun: "goal", plural: "goals"))
    }
  }
}

extension String {
  /// The text right-aligned in `width` columns.
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
