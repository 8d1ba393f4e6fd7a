import Foundation
import QuireTestSupport
import Testing

/// `ics: {export: path}`: `quire watch` keeps the exported calendar current.
@Suite struct IcsWatchExportTests {
  func watchOnce(_ vault: TemporaryVault, at now: String) throws -> QuireResult {
    try QuireProcess.run(["--now", now, "watch", "--once", "--no-pages"], in: vault.url)
  }

  @Test func theExportFollowsTheVaultAndIgnoresTheStamp() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let config = String(decoding: try vault.read(".quire/config.yaml"), as: UTF8.self)
    try vault.write(".quire/config.yaml", config + "ics:\n  export: shared/calendar.ics\n")
    let first = try watchOnce(vault, at: "2026-11-24T08:00")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("calendar: wrote shared/calendar.ics"))
    let written = String(decoding: try vault.read("shared/calendar.ics"), as: UTF8.self)
    #expect(written.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(written.contains("SUMMARY:Game night\r\n"))

    // A later run with nothing changed leaves the file alone (only DTSTAMP would differ).
    let again = try watchOnce(vault, at: "2026-11-24T09:30")
    #expect(!again.stdout.contains("calendar: wrote"))
    #expect(try vault.read("shared/calendar.ics") == Data(written.utf8))

    // An edited event is in the next export.
    let note = String(decoding: try vault.read("planner/game-night.md"), as: UTF8.self)
    try vault.write(
      "planner/game-night.md", note.replacingOccurrences(of: "title: Game night", with: "title: Board game night"))
    let changed = try watchOnce(vault, at: "2026-11-24T10:00")
    #expect(changed.stdout.contains("calendar: wrote shared/calendar.ics"))
    #expect(
      String(decoding: try vault.read("shared/calendar.ics"), as: UTF8.self).contains("SUMMARY:Board game night\r\n"))
  }

  @Test func aPathOutOfTheVaultIsRefusedInTheConfig() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let config = String(decoding: try vault.read(".quire/config.yaml"), as: UTF8.self)
    try vault.write(".quire/config.yaml", config + "ics:\n  export: ../outside.ics\n")
    let check = try QuireProcess.run(["check"], in: vault.url)
    #expect(check.stdout.contains(".quire/config.yaml"))
    #expect(check.stdout.contains("ics export '../outside.ics' must be a path inside the vault, or an absolute path"))
    _ = try watchOnce(vault, at: "2026-11-24T08:00")
    #expect(
      !FileManager.default.fileExists(
        atPath: vault.url.deletingLastPathComponent().appendingPathComponent("outside.ics").path))
  }

  /// A cloned vault whose config points the export at a file of the user's (`~/.bashrc`):
  /// Quire replaces only a file that does not exist yet or a calendar it wrote itself.
  @Test func anExistingFileQuireDidNotWriteIsNeverReplaced() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    let home = try TemporaryVault()
    try home.write(".bashrc", "export PATH=$HOME/bin:$PATH\n")
    let config = String(decoding: try vault.read(".quire/config.yaml"), as: UTF8.self)
    try vault.write(".quire/config.yaml", config + "ics:\n  export: ~/.bashrc\n")
    let result = try QuireProcess.run(
      ["--now", "2026-11-24T08:00", "watch", "--once", "--no-pages"], in: vault.url,
      environment: ["HOME": home.url.path])
    #expect(
      result.stderr.contains("(ics: export: in .quire/config.yaml) is a file Quire did not write"), "\(result.stderr)")
    #expect(try home.read(".bashrc") == Data("export PATH=$HOME/bin:$PATH\n".utf8))
    // A new file there is written, and from then on kept current.
    try vault.write(".quire/config.yaml", config + "ics:\n  export: ~/calendar.ics\n")
    let fresh = try QuireProcess.run(
      ["--now", "2026-11-24T08:00", "watch", "--once", "--no-pages"], in: vault.url,
      environment: ["HOME": home.url.path])
    #expect(fresh.stdout.contains("calendar: wrote"), "\(fresh.stderr)")
  }
}
