import Foundation
import QuireTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The habit heatmap and the goal pies are standalone SVG files: well-formed XML with an `svg`
/// root in the SVG namespace (they were also checked by eye in headless Chromium; see
/// docs/habits.md and docs/goals.md).
@Suite struct ModuleSVGTests {
  final class RootCollector: NSObject, XMLParserDelegate {
    var root: String?
    var namespace: String?
    var elements = 0
    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if root == nil {
        root = elementName
        namespace = attributes["xmlns"]
      }
      elements += 1
    }
  }

  static func check(_ url: URL) throws -> RootCollector {
    let parser = try #require(XMLParser(contentsOf: url))
    let collector = RootCollector()
    parser.delegate = collector
    #expect(parser.parse(), "\(url.lastPathComponent): \(String(describing: parser.parserError))")
    #expect(collector.root == "svg")
    #expect(collector.namespace == "http://www.w3.org/2000/svg")
    return collector
  }

  @Test func heatmapAndPiesAreWellFormedSVG() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let heat = out.appendingPathComponent("feed-cat.svg")
    let shown = try QuireProcess.run(
      ["--today", "2026-11-24", "habit", "show", "feed-cat", "--svg", heat.path], in: v.url)
    #expect(shown.status == 0, "\(shown.stderr)")
    // 30 day squares, each with a tooltip and a number, and the frame, title, headers and legend.
    #expect(try Self.check(heat).elements > 90)
    let pies = try QuireProcess.run(
      ["--today", "2026-11-24", "goal", "list", "--svg", out.appendingPathComponent("pies").path], in: v.url)
    #expect(pies.status == 0, "\(pies.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("pies").path).sorted()
    #expect(
      files == ["emergency-fund.svg", "etf-portfolio.svg", "new-laptop.svg", "read-24-books.svg", "run-200km.svg"])
    for file in files { _ = try Self.check(out.appendingPathComponent("pies/\(file)")) }
  }
}
