import Foundation
import Testing

@testable import QuireKit

/// The polling watcher (macOS, and the fallback), forced on a real folder.
@Suite struct PollingWatcherTests {
  let filter = WatchPathFilter(agendaFolder: "agenda")

  @Test func findsWritesRenamesDeletesNewFoldersPagesAndConfig() throws {
    let folder = try WatchTestFolder()
    try folder.write("a.md", "one\n")
    try folder.write("old/b.md", "b\n")
    let w = FallbackWatcher(
      root: folder.root, filter: filter, waker: Waker(), forcePolling: true, pollInterval: 0.05, clock: wallSeconds,
      warn: { _ in Issue.record("forced polling warns about nothing") })
    #expect(w.mechanism == "polling")
    try folder.write("a.md", "one, longer\n")
    try Data("b2\n".utf8).write(to: URL(fileURLWithPath: folder.path("old/b.md")), options: .atomic)
    try folder.write("new/c.md", "c\n")
    try folder.write("new/4913", "")
    try folder.write("agenda/daily/2026-11-24.md", "page\n")
    try folder.write(".quire/config.yaml", "week_start: monday\n")
    try folder.write(".quire/cache/x.md", "state")
    #expect(
      try WatchTestFolder.collect(w, quiet: 0.2)
        == WatchBatch(
          notes: ["a.md", "old/b.md", "new/c.md"], agendaPages: ["agenda/daily/2026-11-24.md"], configChanged: true))
    try folder.move("old", "renamed")
    try folder.remove("a.md")
    #expect(try WatchTestFolder.collect(w, quiet: 0.2) == WatchBatch(notes: ["a.md", "old/b.md", "renamed/b.md"]))
  }

  @Test func snapshotDiff() {
    let old = DirectorySnapshot(files: ["a.md": .init(size: 1, mtime: 1), "b.md": .init(size: 1, mtime: 1)])
    let new = DirectorySnapshot(files: ["a.md": .init(size: 1, mtime: 2), "c.md": .init(size: 1, mtime: 1)])
    #expect(new.changes(since: old) == ["a.md", "b.md", "c.md"])
    #expect(new.changes(since: new).isEmpty)
  }

  @Test func wakerEndsAPollingWaitAtOnce() throws {
    let folder = try WatchTestFolder()
    let waker = Waker()
    let w = PollingWatcher(root: folder.root, filter: filter, waker: waker, interval: 10, clock: wallSeconds)
    waker.wake()
    let start = Date()
    #expect(try w.wait(timeout: 5).isEmpty)
    #expect(Date().timeIntervalSince(start) < 1)
  }
}
