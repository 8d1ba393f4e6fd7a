import ArgumentParser
import Foundation
import QuireKit

/// `quire git setup`: the vault's git repository merges notes with `quire merge-driver`.
struct GitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "git",
    abstract: "Work with the git repository that holds the vault.",
    subcommands: [GitSetupCommand.self])
}

/// `quire git setup`: registers the merge driver (docs/git.md).
struct GitSetupCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "setup",
    abstract: "Make git merge the vault's notes by task meaning (quire merge-driver).",
    discussion: """
      Adds '*.md merge=quire' to the vault's .gitattributes (versioned: 'quire init' writes it \\
      too) and sets merge.quire.name and merge.quire.driver in the repository's config (which \\
      git does not version: run this once in every clone). The driver runs this very quire, by \\
      its absolute path. Without the config, git merges notes with its own text merge.
      """)

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let quire = ServiceDefinition.executable(
        argv0: CommandLine.arguments[0], cwd: FileManager.default.currentDirectoryPath,
        environment: context.root.environment)
      let outcome = try GitSetup.setUp(vault: context.vault.root, quire: quire)
      Output.line(
        outcome.addedAttributes
          ? "added '\(GitSetup.attributesLine)' to .gitattributes (commit it)"
          : ".gitattributes already names the driver")
      Output.line("set merge.quire.driver in \(outcome.repository): \(outcome.driver)")
    }
  }
}
