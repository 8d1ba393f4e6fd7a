import Foundation
import QuireCore

/// A `quire quiz` session over the user's input: the shuffled cards' questions, flip, next,
/// remove, quit (`QuizSession` is the state; this reads the input and writes what it says).
///
/// Driven by any iterator of `SessionInput` and writing to a `SessionOutput`, so it runs
/// without a terminal.
public struct QuizLoop {
  /// The quiz's state.
  public private(set) var session: QuizSession
  /// Whether input comes as single keys (a terminal): the command a key stands for is echoed.
  public let readsKeys: Bool

  /// A loop over `session`; `readsKeys` when input is a terminal's keys.
  public init(session: QuizSession, readsKeys: Bool) {
    self.session = session
    self.readsKeys = readsKeys
  }

  /// The line that opens a quiz of `deck` (`cards` cards shuffled with `seed`).
  public func heading(deck: String, cards: Int, seed: UInt64) -> String {
    "Quiz: \(deck), \(cards) card\(cards == 1 ? "" : "s") (seed \(seed)). "
      + (readsKeys ? "Keys: f/space flip, n/Enter next, r remove, q quit." : "Commands: flip, next, remove, quit.")
  }

  /// Runs the quiz to its end (every card removed, `quit`, or the end of input).
  public mutating func run<Input: IteratorProtocol>(_ input: inout Input, output: SessionOutput)
  where Input.Element == SessionInput {
    show(session.start(), output)
    while !session.isOver {
      guard let typed = input.next() else {
        show(session.apply(.quit), output)
        break
      }
      let command: QuizSession.Command?
      switch typed {
      case .key(" "): command = .flip
      case .key("\n"): command = .next
      case .key(let c): command = QuizSession.Command(input: String(c))
      case .line(let text): command = QuizSession.Command(input: text)
      }
      guard let command else {
        if case .line(let text) = typed { output.error("unknown command '\(text)'; type flip, next, remove or quit") }
        continue
      }
      if readsKeys { output.line("> \(command.rawValue)") }
      show(session.apply(command), output)
    }
  }

  private func show(_ events: [QuizSession.Event], _ output: SessionOutput) {
    for event in events {
      switch event {
      case .front(let text, let place, let left):
        output.line("Q [\(place)/\(left)]: " + ReviewLoop.indent(FlashcardText.display(text)))
      case .back(let text): output.line("A: " + ReviewLoop.indent(FlashcardText.display(text)))
      case .removed(let left): output.line("removed; \(left) left")
      case .finished: output.line("Every card removed. Quiz over.")
      case .quit(let left): output.line("Quiz ended with \(left) card\(left == 1 ? "" : "s") not removed.")
      }
    }
  }
}
