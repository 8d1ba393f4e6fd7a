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
    let lines = LockedLines()
    let notifier = Notifier(
      method: .command(["/bin/sh", "-c", "printf '%s|%s' \"$0\" \"$1\" > '\(out)'"]), terminal: { lines.append($0) })
    #expect(notifier.send(title: "Feed cat", body: "08:30 habit"))
    #expect(lines.all.isEmpty)
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "Feed cat|08:30 habit")
  }

  @Test func aFailingCommandGivesOneLineANotificationWithItsText() {
    let lines = LockedLines()
    let notifier = Notifier(method: .command(["/nonexistent/notifier"]), terminal: { lines.append($0) })
    #expect(!notifier.send(title: "A", body: "1"))
    #expect(!notifier.send(title: "B", body: ""))
    #expect(lines.all.count == 2)
    #expect(lines.all[0].hasPrefix("quire: warning: the notifier '/nonexistent/notifier' could not be started"))
    #expect(lines.all[0].hasSuffix("; A: 1"))
    #expect(lines.all[1].hasSuffix("; B"))
    let failing = Notifier(method: .command(["/bin/sh", "-c", "exit 3"]), terminal: { lines.append($0) })
    #expect(!failing.send(title: "C", body: ""))
    #expect(lines.all.last == "quire: warning: the notifier '/bin/sh' failed (exit status 3); C")
  }

  @Test func placeholdersAreFilledInAndThenNothingIsAppended() {
    let note = Notification(
      title: "Pay {body}", body: "08:30 · inbox.md:3", time: "2026-11-24T08:30", file: "inbox.md", line: 3)
    #expect(
      Notifier.arguments(["curl", "-H", "Title: {title}", "-d", "{body} at {time} ({source}, {file} {line})"], note)
        == ["curl", "-H", "Title: Pay {body}", "-d", "08:30 · inbox.md:3 at 2026-11-24T08:30 (inbox.md:3, inbox.md 3)"])
    #expect(Notifier.arguments(["notify-send"], note) == ["notify-send", "Pay {body}", "08:30 · inbox.md:3"])
  }

  /// `{id}` is a task's id, for a notifier that offers to snooze it (docs/watch.md, "Snoozing").
  @Test func theIdPlaceholderIsTheTasksId() {
    let task = Notification(title: "Pay", body: "08:30", file: "inbox.md", line: 3, id: "3eea3046")
    #expect(Notifier.arguments(["snooze-notify", "{id}", "{title}"], task) == ["snooze-notify", "3eea3046", "Pay"])
    let event = Notification(title: "Dentist", body: "08:30", file: "planner/dentist.md")
    #expect(Notifier.arguments(["snooze-notify", "{id}", "{title}"], event) == ["snooze-notify", "", "Dentist"])
  }

  @Test func aHangingCommandIsKilledWithItsChildrenAtTheTimeout() throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("notify-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let lines = LockedLines()
    // The shell starts a child that would write the marker after 3 s: killing the group stops it too.
    let notifier = Notifier(
      method: .command(["/bin/sh", "-c", "(sleep 3; touch '\(marker)') & sleep 60"]), timeout: 0.5,
      terminal: { lines.append($0) })
    let started = Date()
    notifier.post(Notification(title: "T", body: "B"))
    #expect(Date().timeIntervalSince(started) < 0.2)
    notifier.waitForPosted()
    let took = Date().timeIntervalSince(started)
    #expect(took >= 0.5 && took < 3)
    #expect(lines.all == ["quire: warning: the notifier '/bin/sh' did not finish within 0.5 s and was stopped; T: B"])
    Thread.sleep(forTimeInterval: 3)
    #expect(!FileManager.default.fileExists(atPath: marker))
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
