import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire card edit DECK CARD [--front F] [--back B]`: rewrites a card in place, or opens the
/// deck in `$EDITOR` at the card's line.
struct CardEditCommand: VaultCommand {
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "edit", abstract: "Rewrite a card's front or back in place, or open the deck in $EDITOR at its line.",
    discussion: """
      CARD is the card's number in 'quire card list DECK', or its front (whole, or the start of \
      exactly one front). With --front/--back the card's separator, the text around its sides and \
      its review comment stay; without them the deck opens in $VISUAL/$EDITOR at the card's line \
      (+LINE), or FILE:LINE is printed when not on a terminal. See docs/flashcards.md.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deck's name (or file name).")
  var deck: String

  @Argument(help: "The card: its number in 'quire card list', or its front (or the start of it).")
  var card: String

  @Option(help: ArgumentHelp("The new question side (a cloze card's whole text).", valueName: "text"))
  var front: String?

  @Option(help: ArgumentHelp("The new answer side.", valueName: "text"))
  var back: String?

  @Flag(help: "Show the lines that would change; change nothing.")
  var dryRun = false

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let files = DeckFiles(vault: vault)
      let target = try deckErrors { try files.find(deck, in: context.decks()) }
      guard front != nil || back != nil else {
        let found = try deckErrors { try files.card(card, in: try files.reload(target.file).deck) }
        let status = root.openOrPrint(target.file, absolute: vault.absolute(target.file), line: found.line)
        if status != 0 {
          throw UserError("the editor exited with status \(status); \(target.file) is as it saved it")
        }
        return
      }
      let change = try deckErrors { try files.editCard(card, in: target, front: front, back: back, dryRun: dryRun) }
      Output.line("\(dryRun ? "would edit" : "edited") \(change.file):\(change.card.line)")
      if dryRun {
        for line in change.removedLines { Output.line("- " + line) }
        for line in change.addedLines { Output.line("+ " + line) }
      }
    }
  }
}
