import Foundation
import QuireTestSupport
import Testing

/// `quire quiz` and `quire review` on a real pseudo-terminal (python's pty module): single
/// keys without Enter, raw mode while running, the terminal restored on exit and on Ctrl-C.
@Suite struct TerminalKeysTests {
  struct Run: Decodable {
    var output: String
    var exit: Int?
    var rawWhileRunning: Bool
    var cookedAfter: Bool
  }

  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  func run(
    _ keys: String, _ arguments: [String], vault: TemporaryVault? = nil, environment: [String: String] = [:]
  ) throws -> Run {
    let vault = try vault ?? TemporaryVault(copying: RepositoryPaths.samples)
    let process = Process()
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.executableURL = URL(fileURLWithPath: Self.python!)
    process.arguments =
      [
        RepositoryPaths.fixtures.appendingPathComponent("pty/keys.py").path, RepositoryPaths.quireBinary.path,
        vault.url.path, keys,
      ] + arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONDecoder().decode(Run.self, from: data)
  }

  @Test(.enabled(if: python != nil)) func quizTakesSingleKeysAndRestoresTheTerminal() throws {
    let r = try run("frrrrrrrrr", ["quiz", "spanish", "--seed", "2"])
    #expect(r.rawWhileRunning)
    #expect(r.cookedAfter)
    #expect(r.exit == 0)
    #expect(r.output.contains("Keys: f/space flip, n/Enter next, r remove, q quit."))
    #expect(r.output.contains("Q [1/9]: el gato\n> flip\nA: the cat\n> remove\nremoved; 8 left\n"))
    #expect(r.output.hasSuffix("Every card removed. Quiz over.\n"))
  }

  @Test(.enabled(if: python != nil)) func ctrlCRestoresTheTerminal() throws {
    let r = try run("n^C", ["quiz", "spanish", "--seed", "2"])
    #expect(r.rawWhileRunning)
    #expect(r.cookedAfter)
    #expect(r.exit == 130)
    #expect(r.output.contains("> next\nQ [2/9]: madrugar"))
  }

  @Test(.enabled(if: python != nil)) func reviewGradesWithNumberKeys() throws {
    let r = try run(" 3q", ["--today", "2026-11-25", "review", "Spanish A2"])
    #expect(r.cookedAfter)
    #expect(r.exit == 0)
    #expect(r.output.contains("Q: la mariposa\n> flip\nA: the butterfly\n> good\ngood: next review 2026-11-28"))
  }

  @Test(.enabled(if: python != nil)) func dreamNewOpensTheEditorOnATerminal() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    try vault.write("bin/editor", "#!/bin/sh\necho \"I was flying.\" >> \"$1\"\n")
    chmod(vault.url.appendingPathComponent("bin/editor").path, 0o755)
    let editor = vault.url.appendingPathComponent("bin/editor").path
    let r = try run(
      "", ["--today", "2026-11-24", "dream", "new", "Sky"], vault: vault,
      environment: ["VISUAL": "", "EDITOR": editor])
    #expect(r.exit == 0)
    #expect(r.output == "")
    let note = String(decoding: try vault.read("dreams/2026-11-24-sky.md"), as: UTF8.self)
    #expect(note.hasSuffix("---\n\nI was flying.\n"))
  }
}
