import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire dream new [TITLE]`.
struct DreamNewCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Create today's dream note in dreams/ from the template and open it in $VISUAL/$EDITOR (on a terminal).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The dream's title (also the file name).")
  var title: String?

  @Option(help: ArgumentHelp("What you think the dream predicts.", valueName: "text"))
  var prediction: String?

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      var model: [String: Any] = ["date": today.description, "weekday": today.weekdayName]
      if let title { model["title"] = YAMLText.escapedForDoubleQuotes(title) }
      if let prediction { model["prediction"] = YAMLText.escapedForDoubleQuotes(prediction) }
      let stem = today.description + (title.map { "-" + NoteSlug.make($0, fallback: "dream") } ?? "")
      let file = try NoteCreator(vault: vault, templates: try root.templateSet(for: vault)).create(
        template: "notes/dream", viewModel: model, folder: vault.config.folders.dreams, stem: stem)
      // As `quire journal` and `quire note new`: the editor on a terminal, else the path.
      status = root.openOrPrint(file, absolute: vault.absolute(file))
    }
    if status != 0 { throw ExitCode(status) }
  }
}
