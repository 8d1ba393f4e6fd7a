import Foundation
import QuireTestSupport
import Testing

/// `vdir: [{path: DIR}]` in `.quire/config.yaml`: `quire watch` syncs after a change in the vault
/// and when a file in DIR changes (docs/phone.md, "With quire watch").
@Suite struct VdirWatchTests {
  /// A vault synced once by hand with its `vdir:` folder (the watcher syncs only with folders
  /// the vault synced with before), then given a task the folder does not have yet.
  func setup() throws -> VdirSyncTests.Setup {
    let s = try VdirSyncTests.Setup(inbox: "# Inbox\n\n- [ ] Water plants 📅 2026-11-29\n")
    try s.vault.write(
      ".quire/config.yaml", "timezone: Europe/Berlin\nvdir:\n  - path: \(s.dir.path)\n    calendar: phone\n")
    try s.sync()
    try s.vault.write("inbox.md", "# Inbox\n\n- [ ] Buy milk 📅 2026-11-27\n- [ ] Water plants 📅 2026-11-29\n")
    return s
  }

  /// A vault whose config names a folder it never synced with (a cloned vault, say) does not
  /// write into it on its own.
  @Test func watchDoesNotStartASyncOnItsOwn() throws {
    let s = try VdirSyncTests.Setup(inbox: "# Inbox\n\n- [ ] Buy milk 📅 2026-11-27\n")
    try s.vault.write(".quire/config.yaml", "timezone: Europe/Berlin\nvdir:\n  - path: \(s.dir.path)\n")
    let once = try QuireProcess.run(["--now", VdirSyncTests.now, "watch", "--once", "--no-pages"], in: s.vault.url)
    #expect(once.stderr.contains("run 'quire vdir sync \(s.dir.path)' once by hand"), "\(once.stderr)")
    #expect(!FileManager.default.fileExists(atPath: s.dir.path))
  }

  @Test func watchOnceSyncs() throws {
    let s = try setup()
    let once = try QuireProcess.run(["--now", VdirSyncTests.now, "watch", "--once", "--no-pages"], in: s.vault.url)
    #expect(
      once.status == 0 && once.stdout.contains("vdir: \(s.dir.path): wrote 1, removed 0"),
      "\(once.stdout)\(once.stderr)")
    #expect(try s.item("Buy milk").name.hasPrefix("task-"))
  }

  @Test func aRunningWatchSyncsBothWays() throws {
    let s = try setup()
    let watch = try QuireBackgroundProcess([
      "watch", "--vault", s.vault.url.path, "--now", VdirSyncTests.now, "--no-pages",
    ])
    defer { _ = watch.stop() }
    #expect(watch.waitFor("wrote 1, removed 0"), "\(watch.stdout)\(watch.stderr)")
    // vdirsyncer brings a change from the phone.
    let milk = try s.item("Buy milk")
    try s.put(milk.name, milk.text.replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:COMPLETED"))
    #expect(watch.waitFor("vdir: done inbox.md:3 Buy milk", timeout: 10), "\(watch.stdout)\(watch.stderr)")
    let done = "# Inbox\n\n- [x] Buy milk 📅 2026-11-27 ✅ 2026-11-26\n- [ ] Water plants 📅 2026-11-29\n"
    #expect(try s.vault.readText("inbox.md") == done)
    // A task added in the vault goes out.
    try s.vault.write("inbox.md", done + "- [ ] Call Ann 📅 2026-11-28\n")
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline, try !s.items().values.contains(where: { $0.contains("SUMMARY:Call Ann") }) {
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(try s.item("Call Ann").text.contains("DUE;VALUE=DATE:20261128"))
  }

  @Test func aBadEntryIsReportedByCheck() throws {
    let s = try VdirSyncTests.Setup(inbox: "# Inbox\n")
    try s.vault.write(".quire/config.yaml", "timezone: Europe/Berlin\nvdir:\n  - calendar: x\n  - path: ../outside\n")
    let check = try QuireProcess.run(["check"], in: s.vault.url)
    #expect(
      check.stdout.components(separatedBy: "is not '- path: FOLDER'").count == 3, "\(check.stdout)\(check.stderr)")
  }
}
