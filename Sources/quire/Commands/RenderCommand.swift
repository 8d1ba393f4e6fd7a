import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire render NOTE`: the note with each ```tasks block followed by its answer as Markdown
/// (docs/queries.md).
struct RenderCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print a note with the answer of each ```tasks block below it, as plain Markdown.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The note (vault-relative, or a path to it).", valueName: "note"))
  var note: String

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let path = try QueryCommand.vaultPath(note, in: vault)
      guard let text = try? String(contentsOfFile: vault.absolute(path), encoding: .utf8) else {
        throw UserError("\(path): cannot read the note; give a note of the vault")
      }
      let runner = VaultQuery(vault: vault, reader: context.reader, today: try context.today())
      Output.write(QueryRender.render(text, path: path, runner: runner))
    }
  }
}
