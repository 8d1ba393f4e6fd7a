import Testing

@testable import QuireCore

@Suite struct TagScannerTests {
  @Test(arguments: [
    ("#a b #c", ["#a", "#c"]),
    ("count the # of tomatoes #gardening", ["#gardening"]),
    ("https://x.org/#opml #context/pc_clare", ["#context/pc_clare"]),
    ("#a#b #c,d #e.f (#g) #h!", ["#a", "#c", "#e", "#h"]),
    ("tab\t#t1 nbsp\u{00A0}#t2 ideographic\u{3000}#t3", ["#t1", "#t2", "#t3"]),
    ("#日本 #café #e\u{301}x #x-y_z/w", ["#日本", "#café", "#e\u{301}x", "#x-y_z/w"]),
    ("no tags", []),
    ("#", []),
    ("", []),
  ])
  func tags(text: String, tags: [String]) {
    #expect(TagScanner.tags(in: text) == tags)
  }
}
