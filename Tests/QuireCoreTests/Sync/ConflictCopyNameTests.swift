import QuireCore
import Testing

/// The conflict-copy names of each sync tool, as docs/sync.md gives them (from each tool's source
/// or documentation), and names people give their own notes that must stay notes.
@Suite struct ConflictCopyNameTests {
  @Test(arguments: [
    ("inbox.sync-conflict-20261127-101010-ABCDEF7.md", ConflictCopyName.Tool.syncthing, "inbox.md"),
    ("inbox.sync-conflict-20261127-101010.md", .syncthing, "inbox.md"),
    ("inbox.sync-conflict-20261127-101010-.md", .syncthing, "inbox.md"),
    ("a.b.sync-conflict-20261127-101010-Z2.md", .syncthing, "a.b.md"),
    ("inbox (conflicted copy 2026-11-27 101010).md", .nextcloud, "inbox.md"),
    ("inbox (conflicted copy Jane Doe 2026-11-27 101010).md", .nextcloud, "inbox.md"),
    (
      "x (conflicted copy 2026-11-27 101010) (conflicted copy 2026-11-28 090000).md", .nextcloud,
      "x (conflicted copy 2026-11-27 101010).md"
    ),
    ("inbox (case clash from 2026-11-27 101010).md", .nextcloud, "inbox.md"),
    ("inbox_conflict-20261127-101010.md", .nextcloud, "inbox.md"),
    ("inbox_conflict_jane-20261127-101010.md", .nextcloud, "inbox.md"),
    ("inbox_conflict-jane-20261127-101010.md", .nextcloud, "inbox.md"),
    ("inbox (Jane Doe's conflicted copy 2026-11-27).md", .dropbox, "inbox.md"),
    ("inbox (Copie en conflit de Jane 2026-11-27).md", .dropbox, "inbox.md"),
    ("inbox (Janes in Konflikt stehende Kopie 2026-11-27).md", .dropbox, "inbox.md"),
    ("Meeting notes (Conflicted copy MyMacBook2 202411281430).md", .obsidianSync, "Meeting notes.md"),
    ("inbox (Conflicted copy Jane's iPhone 202611271010).md", .obsidianSync, "inbox.md"),
    ("inbox.Conflict.md", .resilio, "inbox.md"),
    ("inbox.Conflict2.md", .resilio, "inbox.md"),
    ("inbox.Conflict 3.md", .resilio, "inbox.md"),
    ("inbox.Conflict.Conflict.md", .resilio, "inbox.md"),
  ])
  func readsEachToolsName(name: String, tool: ConflictCopyName.Tool, original: String) throws {
    let reading = try #require(ConflictCopyName.read(name))
    #expect(reading.tool == tool)
    #expect(reading.originals == [original])
  }

  /// A host name may hold hyphens: every split is a candidate, the longest stem first.
  @Test func aOneDriveSafeBackupNamesEverySplit() throws {
    let reading = try #require(ConflictCopyName.read("my-inbox-DESKTOP-ABC-safeBackup-0001.md"))
    #expect(reading.tool == .oneDrive)
    #expect(reading.originals == ["my-inbox-DESKTOP.md", "my-inbox.md", "my.md"])
  }

  @Test(arguments: [
    "inbox.md", "plan-b.md", "Meeting 2.md", "inbox (1).md", "inbox (draft).md", "conflict resolution.md",
    "Conflict.md", "notes on conflicted copy.md", "inbox.sync-conflict-2026-101010.md",
    "inbox.sync-conflict-20261127-101010-abc.md", "inbox (conflicted copy 2026-11-27).md",
    "inbox_conflict-2026.md", "inbox-host-safeBackup-01.md", "inbox.Conflicts.md",
    "(conflicted copy 2026-11-27 101010).md",
    ".md",
  ])
  func leavesPeoplesOwnNames(name: String) {
    #expect(ConflictCopyName.read(name) == nil)
  }

  /// A copy counts only beside its original; a copy of a copy names the copy.
  @Test func aCopyIsOneWhoseOriginalIsBesideIt() {
    let names = [
      "inbox.md", "inbox.sync-conflict-20261127-101010-ABCDEF7.md", "lonely.sync-conflict-20261127-101010-ABC.md",
      "Plan.md", "plan.Conflict.md", "x-host-safeBackup-0001.md", "x.md",
    ]
    let found = ConflictCopy.find(names: names, folder: "journal")
    #expect(
      found == [
        "inbox.sync-conflict-20261127-101010-ABCDEF7.md": ConflictCopy(
          path: "journal/inbox.sync-conflict-20261127-101010-ABCDEF7.md", original: "journal/inbox.md", tool: .syncthing
        ),
        "plan.Conflict.md": ConflictCopy(path: "journal/plan.Conflict.md", original: "journal/Plan.md", tool: .resilio),
        "x-host-safeBackup-0001.md": ConflictCopy(
          path: "journal/x-host-safeBackup-0001.md", original: "journal/x.md", tool: .oneDrive),
      ])
    let one = ConflictCopy.of("inbox (conflicted copy 2026-11-27 101010).md") { $0 == "inbox.md" }
    #expect(one?.original == "inbox.md" && one?.tool == .nextcloud)
    #expect(ConflictCopy.of("a/inbox (conflicted copy 2026-11-27 101010).md") { $0 == "inbox.md" } == nil)
  }

  /// Any name of letters, digits, blanks and the tags' punctuation is read without a trap, and
  /// an original it names is never the name itself.
  @Test func anyNameIsReadWithoutATrap() {
    var generator = SystemRandomNumberGenerator()
    let parts = [
      "a", " ", "-", ".", "(", ")", "_", "conflicted copy ", "Conflicted copy ", ".sync-conflict-", "_conflict",
      "-safeBackup-", ".Conflict", "2026", "-11-27", " 101010", "0001", "ABC", "'s", "é", ".md",
    ]
    for _ in 0..<5000 {
      let name = (0..<Int.random(in: 0...8, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
        .joined()
      if let reading = ConflictCopyName.read(name) { #expect(!reading.originals.contains(name), "\(name)") }
    }
  }
}
