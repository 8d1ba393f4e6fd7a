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

extension CompositionRoot {
  /// The vault's decks (not those moved to the archive folder), with their problems (bad cards
  /// or review comments) printed as warnings.
  func decks(in vault: Vault) -> [Deck] {
    let contents = VaultLoader(vault: vault).load()
    let decks = contents.decks.filter { !VaultPath.isInside($0.file, folder: vault.config.folders.archive) }
    let files = Set(decks.map(\.file))
    printDiagnostics(contents.diagnostics.filter { files.contains($0.file) })
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

/// `quire deck list`.
struct DeckListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List decks with their number of cards and the cards due today.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      let decks = root.decks(in: vault).sorted { ($0.name.lowercased(), $0.file) < ($1.name.lowercased(), $1.file) }
      if global.json {
        try Output.orderedJSON(DeckListJSON(decks, today: today))
        return
      }
      if decks.isEmpty { Output.line("No decks yet; 'quire deck new NAME' makes one.") }
      let style = Style(enabled: root.color)
      let width = decks.map(\.name.count).max() ?? 0
      for d in decks {
        let due = DeckReview.dueCount(d, today: today)
        Output.line(
          d.name + String(repeating: " ", count: width - d.name.count) + "  "
            + pad("\(d.cards.count) card\(d.cards.count == 1 ? "" : "s")", 9) + "  "
            + (due > 0 ? style.yellow(pad("\(due) due", 7)) : pad("0 due", 7)) + "  "
            + pad("\(DeckReview.newCount(d)) new", 7) + "  " + style.dim(d.file))
      }
    }
  }

  private func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
}

/// `quire deck new NAME`.
struct DeckNewCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "new", abstract: "Create a deck in decks/ from the template.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name.")
  var name: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let templates = try root.templateSet(for: vault)
      let file = try deckErrors {
        try DeckFiles(vault: vault).create(name, existing: root.decks(in: vault), templates: templates)
      }
      Output.line("created \(file)")
    }
  }
}

/// `quire deck rename OLD NEW`.
struct DeckRenameCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename", abstract: "Rename a deck: its file and the name in its front matter.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's current name (or file name).")
  var old: String

  @Argument(help: "The new name.")
  var new: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let decks = root.decks(in: vault)
      let deck = try deckErrors { try files.find(old, in: decks) }
      if let other = decks.first(where: { $0.name.lowercased() == new.lowercased() && $0.file != deck.file }) {
        throw UserError("deck '\(other.name)' (\(other.file)) exists already; choose another name")
      }
      let file = try deckErrors { try files.rename(deck, to: new) }
      Output.line("renamed \(deck.file) to \(file)")
    }
  }
}

/// `quire deck rm NAME`.
struct DeckRmCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Move a deck to the archive folder (archive/decks/); nothing is deleted.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var name: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let deck = try deckErrors { try files.find(name, in: root.decks(in: vault)) }
      let file = try deckErrors { try files.archive(deck) }
      Output.line("moved \(deck.file) to \(file)")
    }
  }
}

/// `quire card add DECK FRONT BACK`.
struct CardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "card", abstract: "Flashcards: add a card to a deck.", subcommands: [CardAddCommand.self])
}

/// `quire card add DECK FRONT BACK`.
struct CardAddCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Append a FRONT::BACK card to a deck (colons and line breaks escaped).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var deck: String

  @Argument(help: "The question side.")
  var front: String

  @Argument(help: "The answer side.")
  var back: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let target = try deckErrors { try files.find(deck, in: root.decks(in: vault)) }
      let line = try deckErrors { try files.addCard(target, front: front, back: back) }
      Output.line("added \(target.file):\(line)")
    }
  }
}
