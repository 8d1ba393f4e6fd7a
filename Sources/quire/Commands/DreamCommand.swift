import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire dream`: the dream journal.
struct DreamCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dream", abstract: "Dreams: write, analyse, list, and mark whether they came true.",
    subcommands: [
      DreamNewCommand.self, DreamAnalyzeCommand.self, DreamListCommand.self, DreamTrueCommand.self,
      DreamFalseCommand.self,
    ])
}

/// Sets a dream's `came_true:`.
func setCameTrue(_ value: Bool, file: String, in context: VaultContext) throws {
  let vault = context.vault
  let relative = try context.root.vaultRelative(file, in: vault)
  let changed: Bool
  do { changed = try DreamNotes(vault: vault).setCameTrue(value, file: relative) } catch {
    throw UserError("\(error)")
  }
  Output.line(
    changed ? "came_true: \(value)  \(relative)" : "\(relative) already has came_true: \(value); nothing changed")
}

/// `quire dream true FILE`.
struct DreamTrueCommand: VaultCommand {
  static let configuration = CommandConfiguration(commandName: "true", abstract: "Mark a dream as come true.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The dream note.")
  var file: String

  func run() throws { try withVault { try setCameTrue(true, file: file, in: $0) } }
}

/// `quire dream false FILE`.
struct DreamFalseCommand: VaultCommand {
  static let configuration = CommandConfiguration(commandName: "false", abstract: "Mark a dream as not come true.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The dream note.")
  var file: String

  func run() throws { try withVault { try setCameTrue(false, file: file, in: $0) } }
}
