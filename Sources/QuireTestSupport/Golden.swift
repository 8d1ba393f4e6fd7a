import Foundation

/// Golden files: compares text with `Tests/Fixtures/golden/<name>`; with `RECORD_GOLDEN=1`
/// rewrites the file instead and reports a failure so a recording never passes silently.
public enum Golden {
  /// `nil` when `actual` matches; otherwise a message (with the first differing line).
  public static func check(_ actual: String, name: String) -> String? {
    let url = RepositoryPaths.fixtures.appendingPathComponent("golden/\(name)")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      return "recorded \(name); run again without RECORD_GOLDEN"
    }
    guard let data = try? Data(contentsOf: url) else {
      return "golden file \(name) is missing; run with RECORD_GOLDEN=1 to create it"
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected == actual { return nil }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(a.count, e.count) {
      let al = i < a.count ? String(a[i]) : "<end>"
      let el = i < e.count ? String(e[i]) : "<end>"
      if al != el { return "\(name) differs at line \(i + 1):\n  expected: \(el)\n  actual:   \(al)" }
    }
    return "\(name) differs"
  }
}
