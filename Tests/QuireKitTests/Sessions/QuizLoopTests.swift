import Foundation
import QuireCore
import QuireKit
import Testing

/// `quire quiz`'s session loop, driven by a list of inputs instead of a terminal.
@Suite struct QuizLoopTests {
  func run(_ inputs: [SessionInput], keys: Bool = false) -> ReviewLoopTests.Lines {
    let card = Flashcard(kind: .basic, front: "perro", back: "dog", schedules: [], line: 4, scheduleLine: 4)
    var loop = QuizLoop(session: QuizSession(cards: [card], seed: 7), readsKeys: keys)
    var input = inputs.makeIterator()
    let lines = ReviewLoopTests.Lines()
    loop.run(&input, output: lines.output)
    return lines
  }

  @Test func linesFlipAndRemove() {
    let lines = run([.line("flip"), .line("what"), .line("remove")])
    #expect(lines.stdout == ["Q [1/1]: perro", "A: dog", "removed; 0 left", "Every card removed. Quiz over."])
    #expect(lines.stderr == ["unknown command 'what'; type flip, next, remove or quit"])
  }

  @Test func keysAreEchoedAndTheEndOfInputQuits() {
    let lines = run([.key(" ")], keys: true)
    #expect(lines.stdout == ["Q [1/1]: perro", "> flip", "A: dog", "Quiz ended with 1 card not removed."])
  }

  @Test func theHeadingNamesTheInputMode() {
    let loop = QuizLoop(session: QuizSession(cards: [], seed: 1), readsKeys: false)
    #expect(
      loop.heading(deck: "d", cards: 1, seed: 1) == "Quiz: d, 1 card (seed 1). Commands: flip, next, remove, quit.")
  }
}
