import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What QuireKit tells the person goes to the vault's reporter, never to the terminal: the index's
/// warnings and progress counts, a wait for the write lock, what a killed writer's move left.
@Suite struct ReporterTests {
  /// An index that cannot be used is one warning to the vault's reporter; the notes are read from
  /// the files.
  @Test func anUnusableIndexIsAWarningToTheVaultsReporter() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("inbox.md", "- [ ] one\n")
    // A file where the cache folder should be: the index cannot be made.
    try v.write(".quire/cache", "not a folder")
    let reporter = CollectingReporter()
    var vault = Vault(root: v.url.path).reporting(to: reporter)
    vault.usesIndex = true
    let tasks = VaultLoader(vault: vault).reader().everything().tasks
    #expect(tasks.map(\.fields.description) == ["one"])
    #expect(reporter.warnings.count == 1, "\(reporter.warnings)")
    #expect(reporter.warnings.first?.hasPrefix("quire: ") == false)
  }

  /// A refresh reports its counts: started with the notes to read, advanced up to all of them,
  /// finished.
  @Test func aRefreshReportsItsProgressInCounts() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    for i in 0..<5 { try v.write("note-\(i).md", "- [ ] task \(i)\n") }
    var vault = Vault(root: v.url.path)
    vault.usesIndex = true
    let (opened, warning) = VaultIndex.open(vault)
    #expect(warning == nil)
    let index = try #require(opened)
    let reporter = CollectingReporter()
    _ = try index.update(progress: IndexProgress(reportingTo: reporter))
    let events = reporter.progressEvents
    #expect(events.first == .started(total: 5))
    #expect(events.last == .finished)
    #expect(events.dropFirst().dropLast().last == .advanced(done: 5, total: 5))
  }

  /// A writer that waits more than a second for another process's lock says so once, naming the
  /// holder, to the vault's reporter.
  @Test func aWaitForTheWriteLockIsToldOnce() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    let lockPath = v.url.path + "/.quire/cache/write.lock"
    try FileManager.default.createDirectory(
      atPath: v.url.path + "/.quire/cache", withIntermediateDirectories: true)
    // Another open file description of the lock file holds it, as another process would.
    let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    _ = Array("4242\n".utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 1.3) { flock(fd, LOCK_UN) }
    let reporter = CollectingReporter()
    try VaultLock.withLock(Vault(root: v.url.path).reporting(to: reporter), timeout: 10) {}
    #expect(reporter.waits == ["waiting for another quire (pid 4242) to finish writing ..."])
  }

  /// A move a killed writer left that can no longer be finished is a warning to the vault's
  /// reporter when the next writer takes the lock.
  @Test func aMoveThatCannotBeFinishedIsAWarning() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("planner/a.md", "a\n")
    try v.write("archive/a.md", "b\n")
    let entry = WriteJournal.Entry.move(from: "planner/a.md", to: "archive/a.md", edit: nil)
    try v.write(".quire/cache/journal/1-1.json", try JSONEncoder().encode(entry))
    let reporter = CollectingReporter()
    try VaultLock.withLock(Vault(root: v.url.path).reporting(to: reporter)) {}
    #expect(
      reporter.warnings == [
        "planner/a.md: an interrupted move to archive/a.md cannot be finished (both files exist and differ)"
      ])
  }
}
