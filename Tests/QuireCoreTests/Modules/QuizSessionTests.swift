import QuireCore
import Testing

@Suite struct QuizSessionTests {
  func cards(_ n: Int) -> [Flashcard] {
    (1...n).map { Flashcard(kind: .basic, front: "f\($0)", back: "b\($0)", schedules: [], line: $0, scheduleLine: $0) }
  }

  @Test func splitMixIsThePublishedSequence() {
    var g = SeededGenerator(seed: 0)
    #expect(g.next() == 0xE220_A839_7B1D_CDAF)
    #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func theSameSeedGivesTheSameOrderAndAnotherSeedAnother() {
    let a = QuizSession(cards: cards(10), seed: 42).order.map(\.front)
    #expect(a == QuizSession(cards: cards(10), seed: 42).order.map(\.front))
    #expect(a != QuizSession(cards: cards(10), seed: 43).order.map(\.front))
    #expect(Set(a) == Set(cards(10).map(\.front)))
  }

  @Test func removeLoopsUntilEveryCardIsGone() {
    var quiz = QuizSession(cards: cards(3), seed: 1)
    let o = quiz.order.map(\.front)
    #expect(quiz.start() == [.front(o[0], place: 1, left: 3)])
    #expect(quiz.apply(.flip) == [.back(quiz.order[0].back)])
    #expect(quiz.apply(.next) == [.front(o[1], place: 2, left: 3)])
    #expect(quiz.apply(.next) == [.front(o[2], place: 3, left: 3)])
    // Round and round.
    #expect(quiz.apply(.next) == [.front(o[0], place: 1, left: 3)])
    #expect(quiz.apply(.remove) == [.removed(left: 2), .front(o[1], place: 1, left: 2)])
    #expect(quiz.apply(.next) == [.front(o[2], place: 2, left: 2)])
    // Removing the last in the round goes back to the first.
    #expect(quiz.apply(.remove) == [.removed(left: 1), .front(o[1], place: 1, left: 1)])
    #expect(quiz.apply(.remove) == [.removed(left: 0), .finished])
    #expect(quiz.isOver)
    #expect(quiz.apply(.next) == [])
  }

  @Test func quitAndEmptyDecks() {
    var quiz = QuizSession(cards: cards(2), seed: 9)
    _ = quiz.start()
    #expect(quiz.apply(.quit) == [.quit(left: 2)])
    var empty = QuizSession(cards: [], seed: 9)
    #expect(empty.start() == [.finished])
  }

  @Test(arguments: [("flip", "flip"), ("F", "flip"), ("n", "next"), ("", "next"), ("remove", "remove"), ("q", "quit")])
  func commandsFromTypedWords(_ typed: String, _ expected: String) {
    #expect(QuizSession.Command(input: typed)?.rawValue == expected)
  }
}
