import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire card add|list|edit|rm`.
struct CardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "card", abstract: "Flashcards: add, list, edit and remove a deck's cards.",
    subcommands: [CardAddCommand.self, CardListCommand.self, CardEditCommand.self, CardRmCommand.self])
}
