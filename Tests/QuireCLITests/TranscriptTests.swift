import Foundation
import QuireTestSupport
import Testing

/// Runs every `Tests/Fixtures/transcripts/*.t` against the built binary on a copy of its vault.
/// `RECORD_GOLDEN=1` rewrites the transcripts with the actual output (and fails).
@Suite struct TranscriptTests {
  static let files: [String] = {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("transcripts")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".t") }.sorted()
  }()

  @Test func transcriptsExist() { #expect(Self.files.count >= 3) }

  @Test(arguments: files)
  func transcript(_ name: String) throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("transcripts/\(name)")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let transcript = Transcript(parsing: text)
    let source = transcript.vault.map { RepositoryPaths.root.appendingPathComponent($0) }
    let vault = try TemporaryVault(copying: source)
    var results: [(Transcript.Step, QuireResult)] = []
    for step in transcript.steps {
      let result = try QuireProcess.run(
        step.arguments, in: vault.url, input: step.input.map { $0.map { $0 + "\n" }.joined() })
      results.append((step, result))
      if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" { continue }
      let where_ = "\(name):\(step.line)"
      #expect(result.status == step.status, "exit status at \(where_); stderr: \(result.stderr)")
      #expect(Transcript.lines(result.stdout) == step.stdout, "stdout at \(where_)")
      #expect(Transcript.lines(result.stderr) == step.stderr, "stderr at \(where_)")
    }
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      var comments: [Int: [String]] = [:]
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for step in transcript.steps {
        var c: [String] = []
        var i = step.line - 2
        while i >= 0, lines[i].hasPrefix("#"), !lines[i].hasPrefix("# vault:") {
          c.insert(lines[i], at: 0)
          i -= 1
        }
        comments[step.line] = c
      }
      try Data(Transcript.render(vault: transcript.vault, steps: results, comments: comments).utf8).write(to: url)
      Issue.record("recorded \(name); run again without RECORD_GOLDEN")
    }
  }
}
