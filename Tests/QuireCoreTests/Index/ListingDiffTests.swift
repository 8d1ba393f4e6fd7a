import PropertyBased
import QuireCore
import Testing

@Suite struct ListingDiffTests {
  func entry(_ path: String, _ size: Int = 1, _ mtime: Int = 1) -> ListingEntry {
    ListingEntry(path: path, size: size, mtime: mtime)
  }

  @Test func sortsChangesIntoAddedModifiedRemoved() {
    let old = [entry("a.md"), entry("b.md"), entry("c.md", 5, 5), entry("d.md", 1, 1)]
    let new = [entry("b.md"), entry("c.md", 5, 6), entry("d.md", 2, 1), entry("e.md")]
    let diff = ListingDiff(from: old, to: new)
    #expect(diff.added == [entry("e.md")])
    #expect(diff.modified == [entry("c.md", 5, 6), entry("d.md", 2, 1)])
    #expect(diff.removed == ["a.md"])
    #expect(!diff.isEmpty)
    #expect(ListingDiff(from: new, to: new).isEmpty)
  }

  @Test func ordersPathsAsUTF8BytesLikeTheWalker() {
    // "Z" < "a" < "é" as bytes; a rename is a remove plus an add.
    let diff = ListingDiff(from: [entry("é.md"), entry("Z.md")], to: [entry("a.md"), entry("Z.md")])
    #expect(diff.added == [entry("a.md")])
    #expect(diff.removed == ["é.md"])
  }

  /// The property of applying the diff to the old listing gives the new one.
  @Test func applyingTheDiffGivesTheNewListing() async {
    await propertyCheck(count: 2000, input: Self.listing, Self.listing) { old, new in
      let diff = ListingDiff(from: old, to: new)
      #expect(diff.applied(to: old) == new)
      // Nothing is reported twice, and an unchanged file is not reported at all.
      let reported = diff.added.map(\.path) + diff.modified.map(\.path) + diff.removed
      #expect(Set(reported).count == reported.count)
      for e in new where old.contains(e) { #expect(!reported.contains(e.path)) }
    }
  }

  /// Random listings over a small set of paths, so that they overlap; sorted and unique, as
  /// the walker gives them.
  static let listing = Generator<[ListingEntry], Shrink.None<[ListingEntry]>> { rng in
    let paths = ["a.md", "b.md", "B.md", "journal/2026/2026-11-22.md", "notes/é.md", "notes/e.md", "z/y/x.md", "日本.md"]
    var entries: [ListingEntry] = []
    for path in paths where Int.random(in: 0..<100, using: &rng) < 60 {
      entries.append(
        ListingEntry(path: path, size: Int.random(in: 0...2, using: &rng), mtime: Int.random(in: 0...2, using: &rng)))
    }
    return entries.sorted { ListingDiff.precedes($0.path, $1.path) }
  }
}

/// `ListingDiff.compare` reads eight bytes at a time: on random paths it orders as a byte by
/// byte comparison of their UTF-8 does.
@Suite struct ListingDiffComparePropertyTests {
  static let pairs = Generator<[String], Shrink.None<[String]>> { rng in
    let pieces = ["journal/", "2026/", "2026-11-", "a", "b", "é", "日", "/", ".md", "-", "0", "9", "~", "🙂"]
    return (0..<2).map { _ in
      (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
        .joined()
    }
  }

  @Test func ordersAsTheBytesDo() async {
    await propertyCheck(count: 3000, input: Self.pairs) { pair in
      let (a, b) = (pair[0], pair[1])
      let bytes = Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) ? -1 : (Array(a.utf8) == Array(b.utf8) ? 0 : 1)
      #expect(ListingDiff.compare(a, b) == bytes, "\(a) \(b)")
      #expect(ListingDiff.compare(a + "x", a + "y") == -1)
    }
  }
}
