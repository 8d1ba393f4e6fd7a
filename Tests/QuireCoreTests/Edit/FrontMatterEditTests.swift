import QuireCore
import Testing

@Suite struct FrontMatterEditTests {
  func apply(_ text: String, _ key: String, _ lines: [String]) throws -> String {
    let edits = try FrontMatterEdit.set(key, to: lines, in: text).get()
    return String(decoding: try LineEditor.apply(edits, to: Array(text.utf8)).get(), as: UTF8.self)
  }

  @Test func replacesOnlyTheKeysLineKeepingCRLF() throws {
    let text = "---\r\ntype: dream\r\ncame_true: false  \r\nprediction: x\r\n---\r\nBody  \r\n"
    #expect(
      try apply(text, "came_true", ["came_true: true"])
        == "---\r\ntype: dream\r\ncame_true: true\r\nprediction: x\r\n---\r\nBody  \r\n")
  }

  @Test func addsAMissingKeyBeforeTheClosingFence() throws {
    let text = "---\ntype: dream\n...\nBody"
    #expect(try apply(text, "came_true", ["came_true: true"]) == "---\ntype: dream\ncame_true: true\n...\nBody")
  }

  @Test func replacesAWholeBlockAndIsIdempotent() throws {
    let text = "---\nanalysis:\n  top_words: {a: 1}\n  meanings: {}\ndate: 2026-01-01\n---\nb\n"
    let lines = ["analysis:", "  top_words: {b: 2}", "  meanings:", "    b: \"x\""]
    let once = try apply(text, "analysis", lines)
    #expect(once == "---\nanalysis:\n  top_words: {b: 2}\n  meanings:\n    b: \"x\"\ndate: 2026-01-01\n---\nb\n")
    #expect(try FrontMatterEdit.set("analysis", to: lines, in: once).get().isEmpty)
  }

  @Test func aNoteWithoutFrontMatterGetsOneAfterItsBOM() throws {
    #expect(
      try apply("\u{FEFF}I dreamt.\n", "came_true", ["came_true: true"])
        == "\u{FEFF}---\ncame_true: true\n---\nI dreamt.\n")
  }

  @Test func anUnclosedFrontMatterIsRefused() {
    #expect(throws: FrontMatterEdit.Problem.unclosed) {
      try FrontMatterEdit.set("came_true", to: ["came_true: true"], in: "---\ntype: dream\nbody\n").get()
    }
  }

  @Test func aKeyThatOnlyStartsTheSameIsNotMatched() throws {
    let text = "---\ncame_true_later: x\n---\n"
    #expect(try apply(text, "came_true", ["came_true: true"]) == "---\ncame_true_later: x\ncame_true: true\n---\n")
  }
}
