import Foundation
import QuireCore
import Testing

@testable import QuireKit

/// A reminder due while `quire watch` is still on its first build (slow: a large vault, here a
/// hook that sleeps) is delivered on time from what the index held, unless its note changed
/// since: that one waits for the build (docs/watch.md, "Start-up").
@Suite struct WatchStartupTests {
  @Test func aReminderDueDuringASlowFirstBuildIsDeliveredOnTime() throws {
    let folder = try WatchTestFolder()
    try folder.write(".quire/config.yaml", "timezone: UTC\n")
    try folder.write("a.md", "- [ ] Call Anna ⏰ 2026-11-24 10:00\n")
    try folder.write("b.md", "- [ ] Old text ⏰ 2026-11-24 10:00\n")
    var vault = Vault(root: folder.root)
    vault.usesIndex = true
    _ = try #require(VaultIndex.open(vault).index).update()
    // Changed after it was indexed: its stored reminder must not go out.
    Thread.sleep(forTimeInterval: 0.02)
    try folder.write("b.md", "- [ ] New text, a little longer ⏰ 2026-11-24 10:00\n")

    let lines = LockedLines()
    let begin = Date()
    let timed: @Sendable (String) -> Void = {
      lines.append(String(format: "%.2f ", Date().timeIntervalSince(begin)) + $0)
    }
    let hooks = WatchHooks(refresh: { batch, vault, _ in
      if batch.rescan { Thread.sleep(forTimeInterval: 5) }
      let live = LiveContents(vault: vault)
      live.reload(vault)
      return .inMemory(live)
    })
    let start = try #require(ISO8601DateFormatter().date(from: "2026-11-24T09:59:57Z")).timeIntervalSince1970
    let utc = try #require(TimeZone(identifier: "UTC"))
    let notifier = Notifier(method: .terminal, terminal: { timed("notified " + $0) })
    let session = WatchSession(
      vault: vault, clock: RunningClock(startingAt: start, zone: utc), hooks: hooks, options: WatchSession.Options(),
      makeNotifier: { _ in notifier }, makeZone: { _ in utc }, log: { timed($0) }, warn: { timed($0) })
    let done = DispatchSemaphore(value: 0)
    let box = UncheckedBox(session)
    Thread {
      try? box.value.run()
      done.signal()
    }.start()
    let end = Date().addingTimeInterval(10)
    while Date() < end, !lines.all.contains(where: { $0.contains("New text") }) { Thread.sleep(forTimeInterval: 0.05) }
    session.stop()
    done.wait()

    let all = lines.all
    func at(_ text: String) -> Double? {
      all.first { $0.contains(text) }.flatMap { Double($0.prefix { $0 != " " }) }
    }
    let anna = try #require(at("10:00 reminder: Call Anna"), "\(all)")
    let watching = try #require(at("watching"), "\(all)")
    let changed = try #require(at("reminder: New text"), "\(all)")
    // Due 3 s after the start; the first build takes 5 s.
    #expect(anna >= 2.5 && anna < 4, "\(all)")
    #expect(watching >= 5, "\(all)")
    #expect(changed >= watching, "\(all)")
    #expect(!all.contains { $0.contains("Old text") }, "\(all)")
    #expect(all.filter { $0.contains("notified Call Anna") }.count == 1, "\(all)")
  }
}
