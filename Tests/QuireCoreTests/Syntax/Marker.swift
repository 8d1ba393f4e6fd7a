/// Location markers in test text (swift-format `NoBlockCommentsTests.swift`): `1️⃣` marks the
/// byte a finding must point to.
enum Marker {
  static let symbol = "1️⃣"

  /// `text` without its marker, and the 0-based UTF-8 offset where the marker stood.
  static func strip(_ text: String) -> (text: String, offset: Int) {
    guard let range = text.range(of: symbol) else { return (text, -1) }
    let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    return (text.replacingCharacters(in: range, with: ""), offset)
  }
}

extension String {
  /// Foundation-free `range(of:)` for the marker.
  fileprivate func range(of needle: String) -> Range<String.Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
      index = self.index(after: index)
    }
    return nil
  }

  fileprivate func replacingCharacters(in range: Range<String.Index>, with replacement: String) -> String {
    String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
  }
}
