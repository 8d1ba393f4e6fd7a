import Foundation
import Testing

@testable import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// When a command trusts `quire watch`'s token (docs/index.md, "With quire watch running").
@Suite struct WatchTokenTests {
  /// A token of this very process, written now.
  static func token() -> WatchToken {
    WatchToken(
      pid: getpid(), run: "run", processStart: WatchToken.processStart(of: getpid()), sequence: 1,
      mechanism: "inotify", current: true, refreshed: WatchToken.wallClock(), written: WatchToken.wallClock(),
      heartbeat: WatchToken.heartbeatSeconds, database: "1:2", rescans: 0, unreadable: 0, cookies: [])
  }

  @Test func aLiveCurrentTokenIsTrusted() {
    #expect(Self.token().distrust(now: WatchToken.wallClock()) == nil)
  }

  @Test func staleDeadReusedPollingOrBehindTokensAreNot() {
    let now = WatchToken.wallClock()
    var old = Self.token()
    old.written = now - 30_000_000_000
    #expect(old.distrust(now: now) == "the token is stale")
    var polling = Self.token()
    polling.mechanism = "polling"
    #expect(polling.distrust(now: now) == "the watcher polls")
    var behind = Self.token()
    behind.current = false
    #expect(behind.distrust(now: now) == "the watcher's index is not current")
    var unreadable = Self.token()
    unreadable.unreadable = 1
    #expect(unreadable.distrust(now: now) == "notes could not be read")
    var dead = Self.token()
    dead.pid = Int32.max - 1
    #expect(dead.distrust(now: now) == "the watcher is not running")
    #if os(Linux)
      var reused = Self.token()
      reused.processStart = (reused.processStart ?? 0) + 1
      #expect(reused.distrust(now: now) == "the watcher is not running (its pid is another process now)")
    #endif
  }

  @Test func writtenAtomicallyAndReadBack() throws {
    let folder = try WatchTestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path(".quire/cache"), withIntermediateDirectories: true)
    var token = Self.token()
    token.cookies = ["1-1-1", "2-1-1"]
    #expect(token.write(root: folder.root))
    #expect(WatchToken.read(root: folder.root) == token)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(".quire/cache")) == ["watch.token"])
  }
}
