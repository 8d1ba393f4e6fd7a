import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// `quire review`'s session loop, driven by a list of inputs instead of a terminal.
@Suite struct ReviewLoopTests {
  /// The lines a session wrote, standard output and standard error apart.
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var out: [String] = []
    private var err: [String] = []
    var output: SessionOutput {
      SessionOutput(
        line: { text in self.lock.withLock { self.out.append(text) } },
        error: { text in self.lock.withLock { self.err.append(text) } })
    }
    var stdout: [String] { lock.withLock { out } }
    var stderr: [String] { lock.withLock { err } }
  }

  func session(_ inputs: [SessionInput], keys: Bool = false) throws -> (Lines, String, ReviewLoop) {
    let v = try TemporaryVault()
    try v.write("decks/spanish.md", "---\ntype: deck\n---\nperro::dog\n\ngato::cat\n")
    let files = DeckFiles(vault: Vault(root: v.url.path))
    var reviewer = Reviewer(
      files: files, file: "decks/spanish.md", others: [], today: LocalDate(year: 2026, month: 11, day: 25)!)
    try reviewer.reload()
    let queue = DeckReview.queue(reviewer.deck, today: reviewer.today, includeNew: true)
    var loop = ReviewLoop(reviewer: reviewer, queue: queue, readsKeys: keys)
    var input = inputs.makeIterator()
    let lines = Lines()
    try loop.run(&input, output: lines.output)
    let text = String(decoding: try v.read("decks/spanish.md"), as: UTF8.self)
    return (lines, text, loop)
  }

  @Test func linesFlipGradeAndComplain() throws {
    let (lines, text, loop) = try session([.line("flip"), .line("good"), .line("bogus"), .line("quit")])
    #expect(
      lines.stdout == [
        "Review: spanish, 2 cards. Commands: flip; again, hard, good, easy; skip; quit.",
        "Q: perro", "A: dog",
        "good: next review 2026-11-28 (in 3 days, ease 250)  decks/spanish.md:4",
        "Q: gato",
        "Reviewed 1 card; 0 due in 'spanish' today.",
      ])
    #expect(lines.stderr == ["unknown command 'bogus'; type flip, again, hard, good, easy, skip or quit"])
    #expect(text.contains("perro::dog\n<!--SR:!2026-11-28,3,250-->\n"))
    #expect(loop.reviewed == 1)
  }

  @Test func againBringsTheCardBackAndKeysAreEchoed() throws {
    let (lines, _, loop) = try session([.key("1"), .key("s"), .key("3")], keys: true)
    #expect(
      lines.stdout.first
        == "Review: spanish, 2 cards. Keys: f/space flip; 1 again, 2 hard, 3 good, 4 easy; s skip; q quit.")
    #expect(lines.stdout.contains("> again"))
    #expect(lines.stdout.contains("> skip"))
    // perro (again), gato (skipped), perro once more (good); then the input ends.
    #expect(lines.stdout.filter { $0.hasPrefix("Q: ") } == ["Q: perro", "Q: gato", "Q: perro"])
    #expect(loop.reviewed == 2)
    #expect(lines.stderr.isEmpty)
  }

  @Test func theEndOfInputEndsTheSession() throws {
    let (lines, _, loop) = try session([])
    #expect(lines.stdout.last == "Reviewed 0 cards; 0 due in 'spanish' today.")
    #expect(loop.reviewed == 0)
  }
}
