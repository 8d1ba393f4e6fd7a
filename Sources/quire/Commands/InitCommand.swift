import ArgumentParser
import Foundation
import QuireKit

/// `quire init [DIR]`: a new vault from the built-in templates.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Create a new vault (config, folders, .gitignore) from the templates.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The folder to create the vault in (default: --vault, else $QUIRE_VAULT, else the current folder).")
  var directory: String?

  func run() throws {
    try reportingUserErrors {
      let environment = ProcessInfo.processInfo.environment
      let templates = try CompositionRoot(options: global).templateFiles()
      let cwd = FileManager.default.currentDirectoryPath
      let named = directory ?? global.vault ?? environment["QUIRE_VAULT"].flatMap { $0.isEmpty ? nil : $0 }
      let target = named.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 } ?? cwd
      do {
        let created = try VaultInitializer.create(at: target, templates: templates)
        for path in created { Output.line("created \(path)") }
        Output.line("vault ready at \(named ?? ".")")
      } catch let error as QuireKitError {
        // Name the folder as the user wrote it, not as an absolute path.
        if case .alreadyAVault = error { throw UserError(QuireKitError.alreadyAVault(named ?? ".").description) }
        throw UserError(error.description)
      }
    }
  }
}
