import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire deck list`.
struct DeckListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List decks with their number of cards and the cards due today.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      let decks = context.decks().sorted { ($0.name.lowercased(), $0.file) < ($1.name.lowercased(), $1.file) }
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

  func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
}
