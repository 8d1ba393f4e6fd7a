import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire note list [--folder F]`: the free notes (not journal, events, habits, ...) by path.
struct NoteListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "The free notes: each one's title and file, by path.")

  @OptionGroup var global: GlobalOptions

  /// A note in `--json`.
  struct Row: Encodable {
    let title: String
    let file: String
  }

  @Option(help: ArgumentHelp("Only the notes in this folder (vault-relative).", valueName: "folder"))
  var folder: String?

  func run() throws {
    try withVault { context in
      let contents = context.reader.contents(.note)
      let folder = folder.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
      let notes = contents.notes.filter { note in folder.map { VaultPath.isInside(note.file, folder: $0) } ?? true }
      if global.json {
        try Output.orderedJSON(notes.map { Row(title: $0.title, file: $0.file) })
        return
      }
      if notes.isEmpty {
        Output.line(folder == nil ? "No free notes yet: quire note new TITLE" : "No notes in \(folder!).")
      }
      let style = Style(enabled: context.root.color)
      let width = notes.map(\.title.count).max() ?? 0
      for note in notes { Output.line(note.title.padding(width) + "  " + style.dim(note.file)) }
    }
  }
}
