import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire deck`: flashcard decks.
struct DeckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "deck", abstract: "Flashcard decks: list, create, rename, archive.",
    subcommands: [DeckListCommand.self, DeckNewCommand.self, DeckRenameCommand.self, DeckRmCommand.self])
}

extension VaultContext {
  /// The vault's decks (not those moved to the archive folder), with their problems (bad cards
  /// or review comments) printed as warnings.
  func decks() -> [Deck] {
    let contents = reader.contents(.deck)
    let decks = contents.decks.filter { !VaultPath.isInside($0.file, folder: vault.config.folders.archive) }
    let files = Set(decks.map(\.file))
    root.printDiagnostics(contents.diagnostics.filter { files.contains($0.file) })
    return decks
  }
}

/// Runs `body`, turning a deck failure into a user error.
func deckErrors<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as DeckFiles.Failure {
    throw UserError(error.description)
  }
}
