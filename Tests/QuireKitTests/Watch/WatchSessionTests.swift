import Foundation
import QuireCore
import Testing

@testable import QuireKit

/// The watch loop in process, with recording hooks: what the index and the page builder will
/// be handed.
@Suite struct WatchSessionTests {
  /// Calls of the hooks, in order.
  final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) {
      lock.lock()
      items.append(item)
      lock.unlock()
    }
    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return items
    }

    func waitFor(_ item: String, timeout: Double = 5) -> Bool {
      waitFor(timeout: timeout) { $0 == item }
    }

    /// Whether a call that `matches` comes within `timeout` seconds.
    func waitFor(timeout: Double = 5, _ matches: (String) -> Bool) -> Bool {
      let end = Date().addingTimeInterval(timeout)
      while Date() < end {
        if all.contains(where: matches) { return true }
        Thread.sleep(forTimeInterval: 0.01)
      }
      return false
    }
  }

  /// Starts a session on `folder` at the UTC wall time `start`; returns it, the calls of its
  /// hooks and log, and a semaphore signalled when `run()` returns.
  func start(_ folder: WatchTestFolder, at start: String, plus seconds: Double = 0) throws -> (
    WatchSession, Calls, DispatchSemaphore
  ) {
    try folder.write(".quire/config.yaml", "timezone: UTC\n")
    let calls = Calls()
    let hooks = WatchHooks(
      refresh: { batch, vault, _ in
        calls.add("refresh " + (batch.rescan ? "rescan" : batch.notes.sorted().joined(separator: ",")))
        let live = LiveContents(vault: vault)
        live.reload(vault)
        return .inMemory(live)
      },
      rollover: { now, _, _ in calls.add("rollover \(now)") },
      agendaChanged: { pages, _, _ in calls.add("pages " + pages.sorted().joined(separator: ",")) })
    let instant =
      Double(
        WallClock(zone: FoundationZoneRules(TimeZone(identifier: "UTC")!)).resolve(LocalDateTime(text: start)!).instant)
      + seconds
    let session = WatchSession(
      vault: Vault(root: folder.root), clock: WatchClock(startingAt: instant), hooks: hooks, options: .init(),
      makeNotifier: { _ in Notifier(method: .terminal, terminal: { calls.add("notify " + $0) }) },
      makeZone: SystemClock.timeZone(for:), log: { calls.add("log " + $0) }, warn: { calls.add("warn " + $0) })
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      do { try session.run() } catch { calls.add("error \(error)") }
      done.signal()
    }
    return (session, calls, done)
  }

  @Test func hooksGetChangedNotesApartFromPagesAndTheLoopStopsCleanly() throws {
    let folder = try WatchTestFolder()
    try folder.write("a.md", "- [ ] one\n")
    try folder.write("agenda/daily/2026-11-24.md", "---\ngenerated: quire\n---\n")
    let (session, calls, done) = try start(folder, at: "2026-11-24T10:00")
    #expect(calls.waitFor("refresh rescan"))
    // The start logs after its first refresh returns: wait for the line rather than race it.
    #expect(calls.waitFor { $0.hasPrefix("log 10:00 watching") })
    // A vim-like save of a note with a reminder this minute, and a ticked box in a page.
    try folder.write("4913", "")
    try folder.remove("4913")
    try folder.move("a.md", "a.md~")
    try folder.write("a.md", "- [ ] one ⏰ 2026-11-24 10:00\n")
    try folder.remove("a.md~")
    try folder.write("agenda/daily/2026-11-24.md", "---\ngenerated: quire\n---\n- [x] ticked\n")
    #expect(calls.waitFor("refresh a.md"))
    #expect(calls.waitFor("pages agenda/daily/2026-11-24.md"))
    #expect(calls.waitFor("notify one: 10:00 · a.md:1"))
    session.stop()
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(calls.all.last == "log 10:00 stopped")
    #expect(calls.all.filter { $0.hasPrefix("refresh") } == ["refresh rescan", "refresh a.md"])
    #expect(!calls.all.contains { $0.hasPrefix("warn") || $0.hasPrefix("error") })
  }

  @Test func midnightCallsTheRolloverHookOnce() throws {
    let folder = try WatchTestFolder()
    let (session, calls, done) = try start(folder, at: "2026-11-24T23:59", plus: 59.5)
    #expect(calls.waitFor("rollover 2026-11-25T00:00"))
    #expect(calls.waitFor("log 00:00 day: 2026-11-25"))
    session.stop()
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(calls.all.filter { $0.hasPrefix("rollover") } == ["rollover 2026-11-25T00:00"])
  }
}
