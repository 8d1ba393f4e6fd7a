import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// The walk lists folders on two threads and puts their listings together depth first: the
/// notes come in path order (UTF-8 bytes), as one sort of every path would give them, whatever
/// the names (a folder `a` next to `a.md` and `a-b.md`, accents, upper case, digits, deep
/// nesting), and every note exactly once.
@Suite struct VaultWalkerOrderTests {
  @Test func notesComeInPathOrderOnce() throws {
    let v = try TemporaryVault()
    var written: [String] = []
    var rng = SplitMix(seed: 11)
    let names = ["a", "a.md", "a-b", "B", "é", "e", "z9", "Z", "a b", "0", "ä"]
    func name() -> String { names[Int(rng.next() % UInt64(names.count))] }
    for _ in 0..<400 {
      let depth = Int(rng.next() % 4)
      let folders = (0..<depth).map { _ in name() + "d" }
      let path = (folders + [name() + ".md"]).joined(separator: "/")
      guard !written.contains(path) else { continue }
      try v.write(path, "# x\n")
      written.append(path)
    }
    try v.write("a.md", "# root\n")
    try v.write("a/x.md", "# in a\n")
    try v.write("a-b.md", "# dash\n")
    written += ["a.md", "a/x.md", "a-b.md"]
    let (files, diagnostics) = VaultWalker(root: v.url.path, skipFolders: []).walk()
    #expect(diagnostics.isEmpty)
    let paths = files.map(\.path)
    #expect(paths == Set(written).sorted { ListingDiff.precedes($0, $1) })
  }

  /// Which names are notes, as a lowercased comparison decides, for names of every case and
  /// near misses (the walker compares bytes without a copy).
  @Test func markdownNamesAreTheOnesALowercasedSuffixNames() {
    let stems = ["", "a", "note", "x.md", "Ünïcode", "\u{0E}md", "md", "markdown"]
    let tails = [
      ".md", ".MD", ".Md", ".markdown", ".MarkDown", ".mdx", ".txt", "md", ".m", ".", "\u{0E}md", ".markdow",
    ]
    for stem in stems {
      for tail in tails {
        let name = stem + tail
        let lower = name.lowercased()
        #expect(VaultWalker.isMarkdown(name) == (lower.hasSuffix(".md") || lower.hasSuffix(".markdown")), "\(name)")
      }
    }
  }
}
