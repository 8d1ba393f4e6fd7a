import PropertyBased
import QuireCore
import Testing

/// `ignore:` patterns against paths, case by case from gitignore(5) ("PATTERN FORMAT" and its
/// examples); `IgnoreRulesTests` covers the list (negation, excluded folders).
@Suite struct IgnorePatternTests {
  /// A pattern, a vault-relative path, whether that path is a folder, and whether it matches.
  struct Case: Sendable, CustomTestStringConvertible {
    let pattern: String
    let path: String
    let folder: Bool
    let matches: Bool
    init(_ pattern: String, _ path: String, folder: Bool = false, _ matches: Bool) {
      self.pattern = pattern
      self.path = path
      self.folder = folder
      self.matches = matches
    }
    var testDescription: String { "\(pattern) \(matches ? "~" : "!~") \(path)\(folder ? "/" : "")" }
  }

  static let cases: [Case] = [
    // No slash: the name, at any depth.
    Case("foo.md", "foo.md", true),
    Case("foo.md", "a/b/foo.md", true),
    Case("foo.md", "foo.md.bak", false),
    Case("foo", "foo", folder: true, true),
    Case("foo", "a/foo", folder: true, true),
    // A slash at the end: folders only, still at any depth ("frotz/" matches "frotz" and "a/frotz").
    Case("frotz/", "frotz", folder: true, true),
    Case("frotz/", "a/frotz", folder: true, true),
    Case("frotz/", "frotz", false),
    Case("templates/", "templates", folder: true, true),
    Case("templates/", "notes/templates", folder: true, true),
    // A slash at the start or in the middle anchors ("doc/frotz/" matches "doc/frotz", not "a/doc/frotz").
    Case("doc/frotz/", "doc/frotz", folder: true, true),
    Case("doc/frotz/", "a/doc/frotz", folder: true, false),
    Case("/templates", "templates", folder: true, true),
    Case("/templates", "a/templates", folder: true, false),
    Case("/x.md", "x.md", true),
    Case("/x.md", "y/x.md", false),
    // `*` stays within one name ("Documentation/*.html" matches "Documentation/git.html", not
    // "Documentation/ppc/ppc.html" nor "tools/perf/Documentation/perf.html").
    Case("Documentation/*.html", "Documentation/git.html", true),
    Case("Documentation/*.html", "Documentation/ppc/ppc.html", false),
    Case("Documentation/*.html", "tools/perf/Documentation/perf.html", false),
    Case("*.excalidraw.md", "drawings/plan.excalidraw.md", true),
    Case("*.excalidraw.md", "plan.md", false),
    Case("*", "anything.md", true),
    Case("foo/*", "foo/test.json", true),
    Case("foo/*", "foo/bar", folder: true, true),
    Case("foo/*", "foo/bar/hello.c", false),
    Case("a*b.md", "ab.md", true),
    Case("a**b.md", "axyzb.md", true),
    // `?` is one character, never `/`; sets.
    Case("a?.md", "ab.md", true),
    Case("a?.md", "a.md", false),
    Case("a?c", "a/c", false),
    Case("[abc].md", "b.md", true),
    Case("[abc].md", "d.md", false),
    Case("[a-c]x.md", "cx.md", true),
    Case("[!a]x.md", "bx.md", true),
    Case("[!a]x.md", "ax.md", false),
    Case("[^a]x.md", "ax.md", false),
    Case("[]]x", "]x", true),
    Case("é?.md", "éa.md", true),
    // `**`: leading (any depth), trailing (everything inside), in the middle (zero or more folders).
    Case("**/foo", "foo", true),
    Case("**/foo", "a/b/foo", true),
    Case("**/foo/bar", "foo/bar", true),
    Case("**/foo/bar", "x/foo/bar", true),
    Case("**/drafts/", "notes/drafts", folder: true, true),
    Case("**/drafts/", "drafts", folder: true, true),
    Case("**/drafts/", "notes/drafts", false),
    Case("abc/**", "abc/x", true),
    Case("abc/**", "abc/x/y.md", true),
    Case("abc/**", "abc", folder: true, false),
    Case("a/**/b", "a/b", true),
    Case("a/**/b", "a/x/b", true),
    Case("a/**/b", "a/x/y/b", true),
    Case("a/**/b", "x/a/b", false),
    // Escapes, trailing spaces; case counts.
    Case("\\#notes.md", "#notes.md", true),
    Case("\\!important.md", "!important.md", true),
    Case("foo.md   ", "foo.md", true),
    Case("foo\\ ", "foo ", true),
    Case("f\\*o", "f*o", true),
    Case("f\\*o", "fxo", false),
    Case("Templates/", "templates", folder: true, false),
    // Negation is the list's business: the pattern itself matches.
    Case("!keep.md", "keep.md", true),
  ]

  @Test(arguments: cases)
  func matchesAsGitDoes(_ c: Case) throws {
    let pattern = try #require(try IgnorePattern(c.pattern))
    #expect(pattern.matches(c.path, isFolder: c.folder) == c.matches)
  }

  @Test func commentsAndBlankLinesAreNoPatterns() throws {
    #expect(try IgnorePattern("# templates") == nil)
    #expect(try IgnorePattern("") == nil)
    #expect(try IgnorePattern("   ") == nil)
  }

  @Test func theKindOfPatternIsReadFromItsSlashes() throws {
    let dir = try #require(try IgnorePattern("!/templates/"))
    #expect(dir.negated && dir.folderOnly && dir.anchored)
    let name = try #require(try IgnorePattern("templates/"))
    #expect(!name.negated && name.folderOnly && !name.anchored)
  }

  @Test(arguments: [
    ("!", IgnorePattern.Problem.empty), ("/", .empty), ("a[bc", .unclosedSet), ("a\\", .trailingBackslash),
    ("../x", .parentFolder),
  ])
  func unusablePatternsAreRefused(_ text: String, _ problem: IgnorePattern.Problem) {
    #expect(throws: problem) { _ = try IgnorePattern(text) }
  }

  // MARK: - Properties

  /// Paths of one to four names of letters.
  static let paths = Gen.letterOrNumber.string(of: 1...6).array(of: 1...4).map { $0.joined(separator: "/") }

  @Test func anAnchoredPathMatchesItselfAndNothingBelowOrAboveIt() async {
    await propertyCheck(count: 300, input: Self.paths) { path in
      let pattern = try #require(try IgnorePattern("/" + path))
      #expect(pattern.matches(path, isFolder: false))
      #expect(!pattern.matches(path + "/x", isFolder: false))
      #expect(!pattern.matches("x/" + path, isFolder: false))
    }
  }

  @Test func aLeadingDoubleStarMatchesTheNameAtAnyDepth() async {
    await propertyCheck(count: 300, input: Self.paths) { path in
      let name = String(path.split(separator: "/").last!)
      for text in ["**/" + name, name, "*"] {
        let pattern = try #require(try IgnorePattern(text))
        #expect(pattern.matches(path, isFolder: false))
      }
    }
  }
}
