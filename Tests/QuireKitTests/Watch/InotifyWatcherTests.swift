#if canImport(Glibc)
  import Foundation
  import QuireCore
  import Testing

  @testable import QuireKit

  /// Real folders, real inotify: each editor save pattern must come out as the one real note.
  @Suite(.serialized) struct InotifyWatcherTests {
    let folder: WatchTestFolder
    let filter = WatchPathFilter(agendaFolder: "agenda")

    init() throws {
      folder = try WatchTestFolder()
      try folder.write("a.md", "- [ ] one\n")
      try folder.write("notes/b.md", "text\n")
      try folder.write("agenda/daily/2026-11-24.md", "---\ngenerated: quire\n---\n")
    }

    func watcher() throws -> InotifyWatcher {
      try InotifyWatcher(root: folder.root, filter: filter, waker: Waker())
    }

    @Test func inPlaceWrite() throws {
      let w = try watcher()
      try folder.write("a.md", "- [ ] two\n")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["a.md"]))
    }

    @Test func foundationAtomicWriteAndRename() throws {
      let w = try watcher()
      try Data("- [x] one\n".utf8).write(to: URL(fileURLWithPath: folder.path("notes/b.md")), options: .atomic)
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["notes/b.md"]))
    }

    @Test func vimLikeSaveWithProbeBackupAndSwap() throws {
      let w = try watcher()
      // vim: a swap file, the 4913 probe, the old file renamed to a backup, a new file, backup removed.
      try folder.write(".a.md.swp", "swap")
      try folder.write("4913", "")
      try folder.remove("4913")
      try folder.move("a.md", "a.md~")
      try folder.write("a.md", "- [ ] edited in vim\n")
      try folder.remove("a.md~")
      try folder.remove(".a.md.swp")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["a.md"]))
    }

    /// Editors that write a temporary file and rename it over the note: Kate (`QSaveFile`),
    /// JetBrains' safe write, vim's swap name, the benchmark's `.tmp~`. The temporary name going
    /// away (`MOVED_FROM`) is not a folder or symlink change, so the batch names only the note.
    @Test(arguments: ["a.md.aB3xYz", "a.md___jb_tmp___", "a.md.swp", "a.md.tmp~", ".a.md.quire-1.tmp"])
    func renameSaveThroughATemporaryNameIsAChangeOfTheNoteOnly(temporary: String) throws {
      let w = try watcher()
      try folder.write(temporary, "- [ ] saved through \(temporary)\n")
      try folder.rename(temporary, over: "a.md")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["a.md"]))
      // A temporary file that appears and vanishes within the batch is nothing.
      try folder.write(temporary, "scratch")
      try folder.remove(temporary)
      #expect(try WatchTestFolder.collect(w, limit: 0.3) == WatchBatch())
    }

    @Test func jetBrainsSafeWriteKeepsTheOldFileAsideThenDeletesIt() throws {
      let w = try watcher()
      try folder.write("notes/b.md___jb_tmp___", "changed\n")
      try folder.move("notes/b.md", "notes/b.md___jb_old___")
      try folder.rename("notes/b.md___jb_tmp___", over: "notes/b.md")
      try folder.remove("notes/b.md___jb_old___")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["notes/b.md"]))
    }

    @Test func aNewNoteRenamedFromATemporaryNameIsReported() throws {
      let w = try watcher()
      try folder.write("notes/new.md.aB3xYz", "- [ ] new\n")
      try folder.move("notes/new.md.aB3xYz", "notes/new.md")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["notes/new.md"]))
    }

    @Test func aSymlinkThatGoesStillMarksTheBatch() throws {
      try FileManager.default.createSymbolicLink(atPath: folder.path("notes/link"), withDestinationPath: "../a.md")
      let w = try watcher()
      try folder.remove("notes/link")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(folders: true))
      try FileManager.default.createSymbolicLink(atPath: folder.path("other"), withDestinationPath: "a.md")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(folders: true))
      try folder.move("other", "moved")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(folders: true))
      // A file moved over a symlink replaces it.
      try folder.write("plain", "text")
      try folder.rename("plain", over: "moved")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(folders: true))
    }

    @Test func deleteThenCreate() throws {
      let w = try watcher()
      try folder.remove("a.md")
      try folder.write("a.md", "- [ ] recreated\n")
      try folder.write("x.tmp", "temp")
      try folder.write(".#a.md", "emacs lock")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["a.md"]))
    }

    @Test func newSubfolderWithAFileWrittenRightAfterMkdir() throws {
      let w = try watcher()
      try folder.mkdir("new")
      try folder.write("new/first.md", "- [ ] right after mkdir\n")
      try folder.write("new/deeper/second.md", "- [ ] two levels down\n")
      #expect(
        try WatchTestFolder.collect(w) == WatchBatch(notes: ["new/first.md", "new/deeper/second.md"], folders: true))
      // The new folders are watched from now on.
      try folder.write("new/deeper/second.md", "- [x] two levels down\n")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["new/deeper/second.md"]))
    }

    @Test func renamedFolderReportsOldAndNewPathsAndIsWatchedUnderItsNewName() throws {
      let w = try watcher()
      let before = w.watchCount
      try folder.move("notes", "renamed")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["notes/b.md", "renamed/b.md"], folders: true))
      #expect(w.watchCount == before)
      try folder.write("renamed/b.md", "changed\n")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["renamed/b.md"]))
    }

    @Test func folderMovedOutOfTheVaultAndDeletedFolders() throws {
      let w = try watcher()
      let outside = FileManager.default.temporaryDirectory.appendingPathComponent("quire-out-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: outside) }
      try FileManager.default.moveItem(atPath: folder.path("notes"), toPath: outside)
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["notes/b.md"], folders: true))
      // Writes in the moved-away folder are not the vault's any more.
      try "x".write(toFile: outside + "/b.md", atomically: false, encoding: .utf8)
      try folder.write("gone/c.md", "c\n")
      _ = try WatchTestFolder.collect(w)
      try folder.remove("gone")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(notes: ["gone/c.md"], folders: true))
    }

    @Test func agendaPagesConfigAndHiddenFolders() throws {
      let w = try watcher()
      try folder.write("agenda/daily/2026-11-24.md", "---\ngenerated: quire\n---\n- [x] ticked\n")
      try folder.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
      try folder.write(".quire/cache/reminders.json", "{}")
      try folder.write(".git/x.md", "not a note")
      try folder.write(".obsidian/y.md", "not a note")
      #expect(
        try WatchTestFolder.collect(w)
          == WatchBatch(agendaPages: ["agenda/daily/2026-11-24.md"], configChanged: true))
    }

    @Test func cookiesAreReportedApartAndFoldersAndSymlinksMarkTheBatch() throws {
      try FileManager.default.createDirectory(
        atPath: folder.path(".quire/cache/cookies"), withIntermediateDirectories: true)
      let w = try watcher()
      try folder.write(".quire/cache/cookies/123-1-9", "")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(cookies: ["123-1-9"]))
      // Removing a cookie is nothing.
      try folder.remove(".quire/cache/cookies/123-1-9")
      #expect(try WatchTestFolder.collect(w, limit: 0.2) == WatchBatch())
      try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "/tmp")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(folders: true))
    }

    @Test func aQuireFolderMadeWhileWatchingIsWatchedForItsConfig() throws {
      try folder.remove(".quire")
      let w = try watcher()
      try folder.mkdir(".quire")
      _ = try WatchTestFolder.collect(w, limit: 0.3)
      try folder.write(".quire/config.yaml", "timezone: UTC\n")
      #expect(try WatchTestFolder.collect(w) == WatchBatch(configChanged: true))
    }

    /// Obsidian's excluded files are a config change; a note under an excluded folder wakes nothing.
    @Test func obsidiansSettingsAreWatchedAndExcludedNotesAreNot() throws {
      try folder.write(".obsidian/app.json", "{}")
      let ignore = VaultIgnore(rules: IgnoreRules([try #require(try IgnorePattern("templates/"))]))
      let w = try InotifyWatcher(
        root: folder.root, filter: WatchPathFilter(agendaFolder: "agenda", ignore: ignore), waker: Waker())
      try folder.write(".obsidian/app.json", #"{"userIgnoreFilters": ["notes/"]}"#)
      #expect(try WatchTestFolder.collect(w) == WatchBatch(configChanged: true))
      try folder.write(".obsidian/workspace.json", "{}")
      try folder.write("notes/templates/daily.md", "- [ ] {{date}}\n")
      #expect(try WatchTestFolder.collect(w, limit: 0.3) == WatchBatch())
    }

    @Test func wakerEndsAWaitAtOnce() throws {
      let waker = Waker()
      let w = try InotifyWatcher(root: folder.root, filter: filter, waker: waker)
      waker.wake()
      let start = Date()
      #expect(try w.wait(timeout: 5).isEmpty)
      #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func watchLimitAtStartFallsBackToPollingWithOneWarning() throws {
      let warnings = LockedLines()
      let w = FallbackWatcher(
        root: folder.root, filter: filter, waker: Waker(), pollInterval: 0.05, clock: wallSeconds,
        warn: { warnings.append($0) }, watchLimit: 1)
      #expect(w.mechanism == "polling")
      #expect(
        warnings.all == [
          "quire: warning: the inotify watch limit (fs.inotify.max_user_watches) is reached; polling the vault instead "
            + "(every 0.05 s, up to 0.5 s while nothing changes)\nquire: hint: the vault has 4 folders; raise the limit "
            + "with `sudo sysctl fs.inotify.max_user_watches=524288` (to keep it, put "
            + "`fs.inotify.max_user_watches=524288` in /etc/sysctl.d/40-quire.conf), then start quire watch again"
        ])
      try folder.write("a.md", "- [ ] polled\n")
      #expect(try WatchTestFolder.collect(w, quiet: 0.2) == WatchBatch(notes: ["a.md"]))
    }

    @Test func watchLimitReachedLaterSwitchesToPollingAndAsksForARescan() throws {
      let probe = try watcher()
      let warnings = LockedLines()
      let w = FallbackWatcher(
        root: folder.root, filter: filter, waker: Waker(), pollInterval: 0.05, clock: wallSeconds,
        warn: { warnings.append($0) }, watchLimit: probe.watchCount)
      #expect(w.mechanism == "inotify")
      try folder.write("more/c.md", "c\n")
      let batch = try WatchTestFolder.collect(w)
      #expect(batch.rescan)
      #expect(w.mechanism == "polling")
      #expect(warnings.all.count == 1)
      try folder.write("more/c.md", "changed\n")
      #expect(try WatchTestFolder.collect(w, quiet: 0.2) == WatchBatch(notes: ["more/c.md"]))
    }
  }
#endif
