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
          notes: ["a.md", "old/b.md", "new/c.md"], agendaPages: ["agenda/daily/2026-11-24.md"], configChanged: true,
          folders: true))
    try folder.move("old", "renamed")
    try folder.remove("a.md")
    #expect(
      try WatchTestFolder.collect(w, quiet: 0.2)
        == WatchBatch(notes: ["a.md", "old/b.md", "renamed/b.md"], folders: true))
  }

  @Test func aRenameSaveBesideASymlinkIsTheNoteOnlyAndASymlinkThatGoesIsAFolderChange() throws {
    let folder = try WatchTestFolder()
    try folder.write("a.md", "one\n")
    try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "a.md")
    let w = PollingWatcher(root: folder.root, filter: filter, waker: Waker(), interval: 0.05, clock: wallSeconds)
    // The folder is listed again (its mtime moved) and finds the symlink it knew.
    try folder.write("a.md.aB3xYz", "two\n")
    try folder.rename("a.md.aB3xYz", over: "a.md")
    #expect(try WatchTestFolder.collect(w, quiet: 0.2) == WatchBatch(notes: ["a.md"]))
    try folder.remove("link")
    #expect(try WatchTestFolder.collect(w, quiet: 0.2) == WatchBatch(folders: true))
  }

  @Test func snapshotDiff() {
    let old = DirectorySnapshot(files: ["a.md": .init(size: 1, mtime: 1), "b.md": .init(size: 1, mtime: 1)])
    let new = DirectorySnapshot(files: ["a.md": .init(size: 1, mtime: 2), "c.md": .init(size: 1, mtime: 1)])
    #expect(new.changes(since: old) == ["a.md", "b.md", "c.md"])
    #expect(new.changes(since: new).isEmpty)
  }

  @Test func looksBackOffWhileIdleAndARewriteInPlaceIsFoundByTheSweep() throws {
    let folder = try WatchTestFolder()
    try folder.write("deep/er/a.md", "one\n")
    let w = PollingWatcher(
      root: folder.root, filter: filter, waker: Waker(), interval: 0.05, maxInterval: 0.4, sweepSeconds: 0.6,
      clock: wallSeconds)
    // Idle: the looks back off from 0.05 s to 0.4 s (0.05 + 0.1 + 0.2 + 0.4 + 0.4 ... in 1.5 s: 6 looks).
    var looks = 0
    let start = Date()
    while Date().timeIntervalSince(start) < 1.5 {
      let before = Date()
      #expect(try w.wait(timeout: 5).isEmpty)
      if Date().timeIntervalSince(before) > 0.01 { looks += 1 }
    }
    #expect(looks <= 7, "\(looks) looks")
    // A rewrite in place leaves the folder's mtime alone: the next sweep of every file finds it.
    let handle = try #require(FileHandle(forWritingAtPath: folder.path("deep/er/a.md")))
    try handle.truncate(atOffset: 0)
    handle.write(Data("one, rewritten in place\n".utf8))
    try handle.close()
    #expect(try WatchTestFolder.collect(w, quiet: 0.5, limit: 2) == WatchBatch(notes: ["deep/er/a.md"]))
    // A new note in a new folder: found by the folders' mtimes, at the fast pace again.
    try folder.write("deep/new/b.md", "b\n")
    #expect(try WatchTestFolder.collect(w, quiet: 0.5, limit: 2) == WatchBatch(notes: ["deep/new/b.md"], folders: true))
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
