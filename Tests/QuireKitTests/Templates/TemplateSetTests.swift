import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

@Suite struct TemplateSetTests {
  /// A temporary folder with the given files, removed after `body`.
  func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tpl-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in files {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: false, encoding: .utf8)
    }
    try body(root)
  }

  @Test func rendersBuiltInEventNoteWithoutHTMLEscapingOrPragmaLine() throws {
    let set = try TemplateSet(builtIn: RepositoryPaths.templates.path, vaultRoot: nil)
    let text = try set.render(
      "notes/event",
      [
        "title": YAMLText.escapedForDoubleQuotes("Tom & \"Jerry\""), "date": "2026-11-25", "start": "09:00",
        "remind": ["1h before"], "body": "<b>notes</b>",
      ] as [String: Any])
    #expect(text.hasPrefix("---\ntype: event\ntitle: \"Tom & \\\"Jerry\\\"\"\n"))
    #expect(text.contains("start: \"09:00\"\n"))
    #expect(text.contains("remind:\n  - \"1h before\"\n"))
    #expect(text.contains("<b>notes</b>"))
  }

  @Test func vaultOverrideWinsAndPartialsResolveByRelativeName() throws {
    try withFolder([
      "builtin/config.yaml": "",
      "builtin/pages/daily.md": "{{% CONTENT_TYPE: TEXT }}\nbuilt-in {{> pages/item}}\n",
      "builtin/pages/item.md": "{{% CONTENT_TYPE: TEXT }}\n[{{name}}]",
      "vault/.quire/templates/pages/daily.md": "{{% CONTENT_TYPE: TEXT }}\nmine {{> pages/item}}\n",
    ]) { root in
      let set = try TemplateSet(builtIn: root + "/builtin", vaultRoot: root + "/vault")
      #expect(set.diagnostics.isEmpty)
      #expect(try set.render("pages/daily", ["name": "a&b"]) == "mine [a&b]\n")
    }
  }

  @Test func brokenOverrideIsADiagnosticWithLineAndTheBuiltInIsUsed() throws {
    try withFolder([
      "builtin/pages/daily.md": "{{% CONTENT_TYPE: TEXT }}\nbuilt-in\n",
      "vault/.quire/templates/pages/daily.md": "{{% CONTENT_TYPE: TEXT }}\nok\n{{#open}}\nnever closed\n",
    ]) { root in
      let set = try TemplateSet(builtIn: root + "/builtin", vaultRoot: root + "/vault")
      #expect(try set.render("pages/daily", [String: Any]()) == "built-in\n")
      let diagnostic = try #require(set.diagnostics.first)
      #expect(diagnostic.file == ".quire/templates/pages/daily.md")
      #expect(diagnostic.line != nil)
      #expect(diagnostic.code == "template-syntax")
    }
  }

  @Test func missingTemplateIsAnError() throws {
    let set = try TemplateSet(builtIn: RepositoryPaths.templates.path, vaultRoot: nil)
    #expect(throws: QuireKitError.self) { try set.render("pages/nope", [String: Any]()) }
  }

  @Test func yamlEscapingKeepsOneScalar() {
    #expect(YAMLText.escapedForDoubleQuotes("a\"b\\c\nd") == "a\\\"b\\\\c\\nd")
  }
}
