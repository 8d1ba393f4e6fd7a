import PropertyBased
import QuireCore
import Testing

/// The `ignore:` list as gitignore(5) reads it: the last match decides, and a folder excluded
/// cannot have a note included again inside it.
@Suite struct IgnoreRulesTests {
  static func rules(_ patterns: String...) throws -> IgnoreRules {
    IgnoreRules(try patterns.compactMap { try IgnorePattern($0) })
  }

  @Test func aNegationIncludesAgainWhatAnEarlierPatternExcluded() throws {
    let rules = try Self.rules("*.md", "!keep.md")
    #expect(rules.excludesWithFolders("a.md", isFolder: false))
    #expect(!rules.excludesWithFolders("keep.md", isFolder: false))
    #expect(!rules.excludesWithFolders("x/keep.md", isFolder: false))
  }

  @Test func theLastMatchingPatternDecides() throws {
    let rules = try Self.rules("!a.md", "*.md")
    #expect(rules.excludesWithFolders("a.md", isFolder: false))
  }

  @Test func aNoteInsideAnExcludedFolderCannotBeIncludedAgain() throws {
    let rules = try Self.rules("templates/", "!templates/keep.md")
    #expect(rules.excludesWithFolders("templates/keep.md", isFolder: false))
    // The way git's documentation gives: exclude the folder's contents, not the folder.
    let contents = try Self.rules("/templates/*", "!/templates/keep.md")
    #expect(!contents.excludesWithFolders("templates/keep.md", isFolder: false))
    #expect(contents.excludesWithFolders("templates/daily.md", isFolder: false))
  }

  @Test func aNegationAloneExcludesNothing() throws {
    #expect(!(try Self.rules("!keep.md")).excludesWithFolders("keep.md", isFolder: false))
    #expect(!IgnoreRules().excludesWithFolders("a/b.md", isFolder: false))
  }

  @Test func aFolderPatternExcludesEverythingBelowIt() throws {
    let rules = try Self.rules("**/drafts/")
    #expect(rules.excludesWithFolders("notes/drafts/a/b.md", isFolder: false))
    #expect(!rules.excludesWithFolders("notes/drafts.md", isFolder: false))
  }

  /// A pattern followed by its negation excludes nothing; the other way round, what it matches.
  @Test func aPatternAndItsNegationCancel() async {
    let names = Gen.letterOrNumber.string(of: 1...4).array(of: 1...3).map { $0.joined(separator: "/") }
    await propertyCheck(count: 300, input: names) { path in
      let name = String(path.split(separator: "/").last!)
      let cancelled = try Self.rules(name, "!" + name)
      #expect(!cancelled.excludesWithFolders(path, isFolder: false))
      let excluded = try Self.rules("!" + name, name)
      #expect(excluded.excludesWithFolders(path, isFolder: false))
    }
  }
}
