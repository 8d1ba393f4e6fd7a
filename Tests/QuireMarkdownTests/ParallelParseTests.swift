import Dispatch
import Foundation
import Synchronization
import Testing

@testable import QuireMarkdown

/// Notes are parsed on every core at once (`CmarkConverter.blocks`, table and tasklist only),
/// and must give exactly what the old serial parse with all four GFM extensions gave
/// (`CmarkConverter.referenceBlocks`): every block's kind, range, parent, depth, level and text.
@Suite struct ParallelParseTests {
  /// The corpus: every note the fuzz seeds come from (Tests/Fuzz/seed.py: Samples, the fixture
  /// vaults, the golden pages, Templates), and generated notes full of what the inline
  /// extensions act on, in headings and elsewhere.
  static let corpus: [String] = {
    var notes: [String] = []
    let root = repositoryRoot()
    for folder in ["Samples", "Tests/Fixtures/vaults", "Tests/Fixtures/golden/pages", "Templates"] {
      let url = root.appendingPathComponent(folder)
      guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
      for case let file as URL in files where file.pathExtension == "md" {
        if let text = try? String(contentsOf: file, encoding: .utf8) { notes.append(text) }
      }
    }
    var rng = Generator(seed: 42)
    for index in 0..<400 { notes.append(generatedNote(index, &rng)) }
    return notes
  }()

  @Test func parallelParsesEqualTheSerialParseWithAllExtensions() {
    let notes = Self.corpus
    #expect(notes.count > 450)
    // The serial reference, one note after another, as every parse ran before.
    let expected = notes.map { note in
      let (frontMatter, body, _) = FrontMatterSplitter.split(note)
      return CmarkConverter.referenceBlocks(of: body, lineOffset: frontMatter?.lineCount ?? 0)
    }
    let rounds = 40
    let mismatches = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: rounds * notes.count) { i in
      // Neighbouring iterations take different notes, so the cores parse different notes.
      let index = (i * 7919) % notes.count
      let document = MarkdownDocument.parse(notes[index])
      if document.blocks != expected[index] { mismatches.withLock { $0.append(index) } }
    }
    let wrong = mismatches.withLock { $0 }
    let count = wrong.count
    #expect(count == 0, "\(count) wrong parses of \(Set(wrong).count) notes, first: \(wrong.prefix(5))")
  }

  /// The corpus has notes of both paths: headings the block-only parse reads exactly, and
  /// headings that need the reference parse.
  @Test func theCorpusTakesBothPaths() {
    var fallbacks = 0
    var headingNotes = 0
    for note in Self.corpus {
      let (frontMatter, body, _) = FrontMatterSplitter.split(note)
      let offset = frontMatter?.lineCount ?? 0
      let blocks = CmarkConverter.referenceBlocks(of: body, lineOffset: offset)
      guard blocks.contains(where: { $0.kind == .heading }) else { continue }
      headingNotes += 1
      if CmarkConverter.headingsNeedInlineExtensions(body, blocks, lineOffset: offset) { fallbacks += 1 }
    }
    #expect(fallbacks > 50)
    #expect(headingNotes - fallbacks > 50)
  }

  @Test func inlineExtensionsChangeHeadingText() {
    #expect(heading("# a ~~b~~ c") == "a b c")
    #expect(heading("# a ~b~ c") == "a b c")
    // Autolink takes the underscores into the URL; without it they are emphasis.
    #expect(heading("# see www.example.com/_x_ now") == "see www.example.com/_x_ now")
    #expect(heading("# see http://example.com/*x* now") == "see http://example.com/*x* now")
    #expect(heading("Setext ~~gone~~\n===") == "Setext gone")
  }

  @Test func whichHeadingsNeedTheInlineExtensions() {
    #expect(needs("# a ~~b~~ c"))
    #expect(needs("# go to https://example.org"))
    #expect(needs("# go to www.example.org"))
    #expect(needs("text\n\nSetext\nwith ~ tilde\n---\n"))
    #expect(!needs("# cs101: Intro, www, mailto:a@b.co\n\nbody ~~x~~ https://example.org www.example.org\n"))
    #expect(!needs("para ~~x~~\n\n# plain\n"))
    // cmark ends a line at a lone CR as at LF and CRLF: the heading is on line 4, not line 2.
    #expect(!needs("a\rb ~~x~~\r\n\r# plain\r\nc ~~y~~\n"))
    #expect(needs("a\rb\r\n\r# a ~~b~~\r\nc\n"))
    #expect(needs("---\ntitle: x\n---\n# a ~~b~~\n"))
    #expect(!needs("---\ntitle: ~~x~~\n---\n# plain\n~~x~~\n"))
  }

  private func heading(_ text: String) -> String? {
    MarkdownDocument.parse(text).blocks.first { $0.kind == .heading }?.text
  }

  private func needs(_ note: String) -> Bool {
    let (frontMatter, body, _) = FrontMatterSplitter.split(note)
    let offset = frontMatter?.lineCount ?? 0
    let blocks = CmarkConverter.referenceBlocks(of: body, lineOffset: offset)
    #expect(blocks.contains { $0.kind == .heading })
    return CmarkConverter.headingsNeedInlineExtensions(body, blocks, lineOffset: offset)
  }

  private static func repositoryRoot(from file: String = #filePath) -> URL {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      folder = folder.deletingLastPathComponent()
    }
    return folder
  }

  /// A deterministic generator (SplitMix64), so a failure can be replayed.
  struct Generator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1000) < p * 1000 }
  }

  /// Inline pieces where strikethrough, autolink and emphasis meet, and pieces that only look
  /// like them (`:` without `//`, words with `w`, e-mail addresses).
  static let inlinePieces = [
    "~~struck~~", "~single~", "~~unclosed", "a~~b~~c", "*~~x~~*", "~~*x*~~", "_a_~~b~~", "~*a*~", "**~~b~~**",
    "https://example.org/x", "http://example.com/_u_", "see https://a.b/c?d=e&amp;f.", "(https://x.org/(y))",
    "www.example.com", "www.example.com/~jm/a_b_.", "*www.a.org*", "_www.b.org_", "~www.c.org~", "www.x",
    "ftp://files.example.net/a*b*", "mailto:me@example.org", "xmpp:me@example.org/home", "me@example.org",
    "a@b", "10:30", "cs101: Intro", "http:/not", "w", "www", "wow", "web", "*emphasis*", "_under_", "`code ~~x~~`",
    "`www.a.org`", "[link](https://example.org)", "[www.a.org](x)", "![img ~~x~~](y.png)", "<https://auto.link>",
    "<me@example.org>", "&amp; ~", "\\~~not~~", "~~a\\~~", "[ref]", "[~~ref~~]", "<span>~~x~~</span>",
    "[[wiki link]]", "#tag", "📅 2026-11-25", "é ~~ü~~ 中文", "trailing  ",
  ]

  static func inlineText(_ rng: inout Generator, words: ClosedRange<Int>) -> String {
    let plain = ["plan", "week", "review", "write", "call", "meeting", "notes", "draft", "with", "wish"]
    var parts: [String] = []
    for _ in 0..<rng.int(words) {
      parts.append(rng.chance(0.4) ? rng.pick(inlinePieces) : rng.pick(plain))
    }
    return parts.joined(separator: " ")
  }

  static func generatedNote(_ index: Int, _ rng: inout Generator) -> String {
    var lines: [String] = []
    if rng.chance(0.6) {
      lines += ["---", "type: journal", "date: 2026-11-\(10 + index % 20)", "title: Note ~~\(index)~~", "---"]
    }
    // Half the notes keep inline syntax out of their headings, so they take the parallel path.
    let plainHeadings = index % 2 == 0
    for _ in 0..<rng.int(3...12) {
      let headingText = plainHeadings ? "Heading \(index) with: words, w, wow" : inlineText(&rng, words: 1...6)
      switch rng.int(0...13) {
      case 0: lines += ["# " + headingText, ""]
      case 1: lines += ["## " + headingText + " ##", ""]
      case 2: lines += [headingText, rng.pick(["===", "---"]), ""]
      case 3: lines += [headingText, "continued " + inlineText(&rng, words: 1...3), "===", ""]
      case 4: lines += ["> ### " + headingText, "> - [ ] quoted task " + inlineText(&rng, words: 1...4), ""]
      case 5: lines += ["- # " + headingText, "  - [x] nested " + inlineText(&rng, words: 1...4), ""]
      case 6:
        lines += ["| head | " + inlineText(&rng, words: 1...2) + " |", "| --- | :-: |"]
        for _ in 0..<rng.int(1...4) { lines.append("| " + inlineText(&rng, words: 1...3) + " | cell |") }
        lines.append("")
      case 7:
        for _ in 0..<rng.int(1...6) {
          lines.append("- [" + rng.pick([" ", "x", "X", "/", "-"]) + "] " + inlineText(&rng, words: 1...6))
        }
        lines.append("")
      case 8:
        lines += ["```" + rng.pick(["", "swift", "python ~~x~~", "www.a.org"]), "# not ~~a~~ heading", "```", ""]
      case 9: lines += ["> " + inlineText(&rng, words: 2...8), "> > " + inlineText(&rng, words: 1...4), ""]
      case 10: lines += ["[ref]: https://example.org/~ref", "[~~ref~~]: www.x.org", ""]
      case 11: lines += ["<div>", "~~html~~ https://x.org", "</div>", ""]
      case 12: lines += ["1. " + inlineText(&rng, words: 1...5), "   2) " + inlineText(&rng, words: 1...5), ""]
      default: lines += [inlineText(&rng, words: 3...20), inlineText(&rng, words: 0...6), ""]
      }
    }
    let ending = index % 7 == 3 ? "\r\n" : (index % 11 == 5 ? "\r" : "\n")
    return lines.joined(separator: ending) + ending
  }
}
