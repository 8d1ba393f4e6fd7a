import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire card add DECK FRONT BACK`.
struct CardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "card", abstract: "Flashcards: add a card to a deck.", subcommands: [CardAddCommand.self])
}
