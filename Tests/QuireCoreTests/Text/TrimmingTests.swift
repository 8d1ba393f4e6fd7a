import QuireCore
import Testing

/// `trimmingEdges` walks each element it drops once. A String's index steps cost their
/// distance, so `CountingCollection` charges `distance` and `offsetBy` by how far they go: a
/// trim that recounts the text per dropped element (as `s = s.dropLast()` on a Substring does)
/// shows up as steps growing with the square of the blanks.
@Suite struct TrimmingTests {
  final class Steps { var count = 0 }

  struct CountingCollection: BidirectionalCollection {
    let base: [Character]
    let steps: Steps
    var startIndex: Int { 0 }
    var endIndex: Int { base.count }
    subscript(i: Int) -> Character {
      steps.count += 1
      return base[i]
    }
    func index(after i: Int) -> Int {
      steps.count += 1
      return i + 1
    }
    func index(before i: Int) -> Int {
      steps.count += 1
      return i - 1
    }
    func index(_ i: Int, offsetBy distance: Int) -> Int {
      steps.count += abs(distance)
      return i + distance
    }
    func index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int? {
      steps.count += abs(distance)
      let j = i + distance
      return (distance >= 0 ? (i <= limit && j > limit) : (i >= limit && j < limit)) ? nil : j
    }
    func distance(from start: Int, to end: Int) -> Int {
      steps.count += abs(end - start)
      return end - start
    }
  }

  @Test(arguments: [1_000, 10_000, 100_000])
  func trimmingWalksEachElementOnce(blanks: Int) {
    let steps = Steps()
    let text = Array("\n\n  some text\n") + Array(repeating: Character("\n"), count: blanks)
    let collection = CountingCollection(base: text, steps: steps)
    let blank: (Character) -> Bool = { $0 == "\n" || $0 == " " }
    let kept = collection.trimmingEdges(leading: blank, trailing: blank)
    #expect(String(kept) == "some text")
    // Two steps (an index move and a read) per element looked at, from both ends.
    #expect(steps.count <= 2 * (text.count + 4))
  }

  @Test(arguments: [
    ("  a b \t", "a b"), ("\t\r", ""), ("", ""), ("x\r", "x"), (" \u{301}x ", " \u{301}x"),
  ])
  func trimmingSpacesKeepsWholeCharacters(_ input: String, _ expected: String) {
    // A space followed by a combining mark is one Character, not a space: it stays.
    #expect(input.trimmingSpaces() == expected)
  }

  @Test func stringsTrimByCharacter() {
    let text = "\r\n\r\n  body  \r\n\r\n"
    let kept = text.trimmingEdges(leading: { $0 == "\r\n" || $0 == " " }, trailing: { $0 == "\r\n" || $0 == " " })
    #expect(kept == "body")
  }
}
