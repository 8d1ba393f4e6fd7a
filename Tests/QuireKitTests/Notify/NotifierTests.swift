import Foundation
import QuireCore
import Testing

@testable import QuireKit

@Suite struct NotifierTests {
  @Test func configuredCommandWinsAndGetsTitleAndBodyAppended() throws {
    var config = VaultConfig()
    config.notifyCommand = ["/bin/sh", "-c", "printf '%s|%s' \"$0\" \"$1\" > \"$QUIRE_TEST_OUT\""]
    #expect(Notifier.method(config: config, environment: [:]) == .command(config.notifyCommand))
    #expect(
      Notifier.arguments(config.notifyCommand, title: "T", body: "B") == config.notifyCommand + ["T", "B"])
  }

  @Test func runsTheCommand() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("notify-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let notifier = Notifier(method: .command(["/bin/sh", "-c", "printf '%s|%s' \"$0\" \"$1\" > '\(out)'"]))
    #expect(notifier.send(title: "Feed cat", body: "08:30 habit"))
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "Feed cat|08:30 habit")
  }

  @Test func failingCommandFallsBackToTheTerminalAndWarnsOnce() {
    let lines = LockedLines()
    let notifier = Notifier(method: .command(["/nonexistent/notifier"]), terminal: { lines.append($0) })
    #expect(!notifier.send(title: "A", body: "1"))
    #expect(!notifier.send(title: "B", body: ""))
    #expect(lines.all.count == 3)
    #expect(lines.all[0].contains("warning"))
    #expect(lines.all[1] == "A: 1")
    #expect(lines.all[2] == "B")
  }

  @Test func withoutDesktopOrConfigTheTerminalIsUsed() {
    #expect(Notifier.method(config: VaultConfig(), environment: ["PATH": "/nonexistent"]) == .terminal)
  }
}

final class LockedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
  var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
