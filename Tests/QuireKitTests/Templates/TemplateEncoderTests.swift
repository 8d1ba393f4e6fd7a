import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// Templates render from the view-model's encoding as from reflection: nested structs, arrays
/// of them, absent optionals, numbers of every width, and a hand-written conformance that uses
/// nested containers. (A date encodes as `YYYY-MM-DD`; reflection would show its fields.)
@Suite struct TemplateEncoderTests {
  struct Row: Encodable {
    var text: String
    var done: Bool
    var note: String?
  }

  struct Custom: Encodable {
    var a: Int
    func encode(to encoder: Encoder) throws {
      var outer = encoder.container(keyedBy: Key.self)
      var inner = outer.nestedContainer(keyedBy: Key.self, forKey: .inner)
      try inner.encode(a, forKey: .a)
      var list = outer.nestedUnkeyedContainer(forKey: .list)
      try list.encode("x")
      try list.encode(a + 1)
    }
    enum Key: String, CodingKey { case a, inner, list }
  }

  struct Page: Encodable {
    var title: String
    var date: LocalDate
    var rows: [Row]
    var missing: String?
    var small: Int8
    var big: UInt64
    var ratio: Float
    var custom: Custom
  }

  let page = Page(
    title: "Tom & \"Jerry\"", date: LocalDate(iso: "2026-11-24")!,
    rows: [Row(text: "one", done: false, note: "n"), Row(text: "two", done: true, note: nil)], missing: nil,
    small: -3, big: 12, ratio: 0.5, custom: Custom(a: 7))

  @Test func encodesToDictionariesArraysAndPlainValues() throws {
    let value = try #require(try TemplateEncoder.encode(page) as? [String: Any])
    #expect(value["title"] as? String == "Tom & \"Jerry\"")
    #expect(value["date"] as? String == "2026-11-24")
    #expect(value["missing"] == nil)
    #expect(value["small"] as? Int == -3)
    #expect(value["big"] as? Int == 12)
    #expect(value["ratio"] as? Double == 0.5)
    let rows = try #require(value["rows"] as? [Any])
    #expect((rows[1] as? [String: Any])?["done"] as? Bool == true)
    #expect((rows[1] as? [String: Any])?["note"] == nil)
    let custom = try #require(value["custom"] as? [String: Any])
    #expect((custom["inner"] as? [String: Any])?["a"] as? Int == 7)
    #expect((custom["list"] as? [Any])?.count == 2)
  }

  @Test func rendersAsReflectionDoes() throws {
    let template =
      "{{% CONTENT_TYPE: TEXT }}\n{{title}} {{small}} {{big}}\n{{#rows}}- {{text}}{{#done}} ✓{{/done}}{{#note}} ({{.}}){{/note}}\n{{/rows}}{{^missing}}none{{/missing}}\n"
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("enc-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/pages", withIntermediateDirectories: true)
    try "".write(toFile: root + "/config.yaml", atomically: false, encoding: .utf8)
    try template.write(toFile: root + "/pages/daily.md", atomically: false, encoding: .utf8)
    let set = try TemplateSet(builtIn: root, vaultRoot: nil)
    let encoded = try set.render("pages/daily", encoding: page)
    #expect(encoded == (try set.render("pages/daily", page as Any)))
    #expect(encoded == "Tom & \"Jerry\" -3 12\n- one (n)\n- two ✓\nnone\n")
  }
}
