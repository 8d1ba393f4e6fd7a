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

/// What a killed writer leaves is finished by the next one, from any point, and finishing
/// twice changes nothing (docs/data-safety.md).
@Suite struct WriteJournalTests {
  static let source = "# Old\n- [x] september ✅ 2026-09-14\n- [ ] open\n- [x] october ✅ 2026-10-03\n"

  /// The move of `quire archive` for the two done tasks of ``source``.
  static func archiveMove(_ vault: Vault) throws -> [String: [TaskItem]] {
    let tasks = VaultLoader(vault: vault).load().tasks.filter { $0.file == "old.md" && $0.status.symbol == "x" }
    #expect(tasks.count == 2)
    return ArchivePlan.moves(tasks, today: LocalDate(year: 2026, month: 11, day: 25)!, folders: vault.config.folders)
  }

  static func text(_ v: TemporaryVault, _ path: String) -> String? {
    (try? v.read(path)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Two months of one note in one move: the second month's lines are found although the
  /// first month's removal moves them (before, the second failed with "line changed").
  @Test func archiveMovesSeveralMonthsOfOneNote() throws {
    let v = try TemporaryVault()
    try v.write("old.md", Self.source)
    let vault = Vault(root: v.url.path)
    let moved = try TaskEditor(vault: vault).archive(try Self.archiveMove(vault))
    #expect(moved.map(\.archive) == ["archive/2026-09.md", "archive/2026-10.md"])
    #expect(Self.text(v, "old.md") == "# Old\n- [ ] open\n")
    #expect(Self.text(v, "archive/2026-09.md") == "## old.md\n\n- [x] september ✅ 2026-09-14\n")
    #expect(Self.text(v, "archive/2026-10.md") == "## old.md\n\n- [x] october ✅ 2026-10-03\n")
  }

  /// A move killed after the archive notes were written but before the source was: the next
  /// writer removes the lines from the source; a second recovery does nothing more.
  @Test func aMoveKilledHalfWayIsFinishedOnce() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("old.md", Self.source)
    let vault = Vault(root: v.url.path)
    let entry = try Self.recordedEntry(vault, v)
    // The state a kill leaves after the appends: the archive notes written, the source not.
    try v.write("archive/2026-09.md", "## old.md\n\n- [x] september ✅ 2026-09-14\n")
    try v.write("archive/2026-10.md", "## old.md\n\n- [x] october ✅ 2026-10-03\n")
    try Self.leave(entry, in: v)
    try VaultLock.withLock(vault) {}
    #expect(Self.text(v, "old.md") == "# Old\n- [ ] open\n")
    #expect(Self.text(v, "archive/2026-10.md") == "## old.md\n\n- [x] october ✅ 2026-10-03\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: v.url.path + "/.quire/cache/journal").isEmpty)
    // Left again (a recovery killed in turn): nothing is written twice.
    try Self.leave(entry, in: v)
    try VaultLock.withLock(vault) {}
    #expect(Self.text(v, "old.md") == "# Old\n- [ ] open\n")
    #expect(Self.text(v, "archive/2026-09.md") == "## old.md\n\n- [x] september ✅ 2026-09-14\n")
  }

  /// Killed before anything was written: the move is made whole.
  @Test func aMoveKilledBeforeItsFirstWriteIsMadeWhole() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("old.md", Self.source)
    let vault = Vault(root: v.url.path)
    let entry = try Self.recordedEntry(vault, v)
    try Self.leave(entry, in: v)
    try VaultLock.withLock(vault) {}
    #expect(Self.text(v, "old.md") == "# Old\n- [ ] open\n")
    #expect(Self.text(v, "archive/2026-09.md") == "## old.md\n\n- [x] september ✅ 2026-09-14\n")
  }

  /// A file moved by link + unlink and killed between the two: the old name goes.
  @Test func aLinkedMoveKilledBetweenLinkAndUnlinkIsFinished() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("planner/dentist.md", "---\ntype: event\ntitle: Dentist\ndate: 2026-12-01\n---\n")
    try FileManager.default.createDirectory(atPath: v.url.path + "/archive/planner", withIntermediateDirectories: true)
    #expect(link(v.url.path + "/planner/dentist.md", v.url.path + "/archive/planner/dentist.md") == 0)
    try Self.leave(.move(from: "planner/dentist.md", to: "archive/planner/dentist.md", edit: nil), in: v)
    try VaultLock.withLock(Vault(root: v.url.path)) {}
    #expect(!FileManager.default.fileExists(atPath: v.url.path + "/planner/dentist.md"))
    #expect(Self.text(v, "archive/planner/dentist.md")?.contains("Dentist") == true)
  }

  /// A page whose record a kill left out of step is not read for ticks: its record goes.
  @Test func aPageOutOfStepWithItsRecordLosesTheRecord() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("agenda/daily/2026-11-25.md", "---\ngenerated: quire\n---\n- [ ] new\n")
    try v.write(".quire/cache/pages/agenda/daily/2026-11-25.md", "---\ngenerated: quire\n---\n- [x] old\n")
    try Self.leave(.pages(["agenda/daily/2026-11-25.md"]), in: v)
    let vault = Vault(root: v.url.path)
    try VaultLock.withLock(vault) {}
    #expect(PageStore(vault: vault).lastWritten("agenda/daily/2026-11-25.md") == nil)
  }

  /// Temporary files of a killed write are removed by the next writer.
  @Test func temporaryFilesOfAKilledWriteAreRemoved() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    let temp = v.url.path + "/.inbox.md.123-456.quire-tmp"
    try v.write(".inbox.md.123-456.quire-tmp", "half")
    try v.write(".quire/cache/temp-files", temp + "\n")
    try VaultLock.withLock(Vault(root: v.url.path)) {}
    #expect(!FileManager.default.fileExists(atPath: temp))
  }

  // MARK: - Helpers

  /// The journal entry `TaskEditor.archive` records for the move.
  static func recordedEntry(_ vault: Vault, _ v: TemporaryVault) throws -> WriteJournal.Entry {
    try TaskEditor(vault: vault).plan(try archiveMove(vault)).entry
  }

  static func leave(_ entry: WriteJournal.Entry, in v: TemporaryVault) throws {
    try v.write(".quire/cache/journal/1-1.json", try JSONEncoder().encode(entry))
  }
}
