import Foundation
import QuireTestSupport
import Testing

@testable import QuireKit

/// What the documents say of the index matches the code.
@Suite struct IndexSchemaTests {
  /// docs/index.md states the record format version `IndexSchema.formatVersion` holds.
  @Test func theDocumentedFormatVersionIsTheCodes() throws {
    let doc = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/index.md"), encoding: .utf8)
    let stated = "`IndexSchema.formatVersion` when the layout or the meaning of a stored value changes (it is"
    let start = try #require(doc.range(of: stated)?.upperBound)
    let version = doc[start...].drop { $0 == " " || $0 == "\n" }.prefix { $0.isNumber }
    #expect(Int(version) == IndexSchema.formatVersion)
  }
}
