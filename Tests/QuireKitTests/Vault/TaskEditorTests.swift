import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// An edit checks the task's line still holds the task the index saw, and refuses otherwise.
@Suite struct TaskEditorTests {
  @Test func refusesALineChangedSinceItWasRead() throws {
    let v = try TemporaryVault()
    try v.write("a.md", "# A\n- [ ] call mum 📅 2026-11-25\n")
    let vault = Vault(root: v.url.path)
    let task = try #require(VaultLoader(vault: vault).load().tasks.first)
    // Someone edits the line in an editor after Quire read the vault.
    try v.write("a.md", "# A\n- [ ] call dad 📅 2026-11-25\n")
    #expect(throws: QuireKitError.self) {
      try TaskEditor(vault: vault).replace(task) { _ in ["- [x] call mum"] }
    }
    #expect(String(decoding: try v.read("a.md"), as: UTF8.self) == "# A\n- [ ] call dad 📅 2026-11-25\n")
  }

  /// Another command (or a person) added lines above the task since the index was read: the
  /// task is found where it is now, and only its line changes.
  @Test func findsATaskThatMovedSinceItWasRead() throws {
    let v = try TemporaryVault()
    try v.write("a.md", "# A\n- [ ] call mum 📅 2026-11-25\n- [ ] call dad 📅 2026-11-25\n")
    let vault = Vault(root: v.url.path)
    let task = try #require(VaultLoader(vault: vault).load().tasks.last)
    try v.write("a.md", "# A\nnew line\n- [ ] call mum 📅 2026-11-25\n- [ ] call dad 📅 2026-11-25\n")
    let (outcome, line) = try TaskEditor(vault: vault).setStatus(
      task, to: .done, today: LocalDate(year: 2026, month: 11, day: 25)!, plainLineFormat: .emoji)
    #expect(!outcome.isUnchanged)
    #expect(line == 4)
    #expect(
      String(decoding: try v.read("a.md"), as: UTF8.self)
        == "# A\nnew line\n- [ ] call mum 📅 2026-11-25\n- [x] call dad 📅 2026-11-25 ✅ 2026-11-25\n")
  }

  @Test func refusesToWriteANoteThatIsNotUTF8() throws {
    let v = try TemporaryVault()
    var bytes = Data("- [ ] caf".utf8)
    bytes.append(0xE9)
    bytes.append(Data("\n".utf8))
    try v.write("latin.md", bytes)
    let vault = Vault(root: v.url.path)
    let task = try #require(VaultLoader(vault: vault).load().tasks.first)
    #expect(throws: QuireKitError.self) {
      try TaskEditor(vault: vault).replace(task) { _ in ["- [x] café"] }
    }
    #expect(try v.read("latin.md") == bytes)
  }

  @Test func appendsRefuseSymlinksAndPathsOutside() throws {
    let v = try TemporaryVault()
    try FileManager.default.createSymbolicLink(atPath: v.url.path + "/link.md", withDestinationPath: "/tmp/x.md")
    let editor = NoteEditor(vault: Vault(root: v.url.path))
    for path in ["link.md", "../x.md", "/etc/x.md", "a/../../x.md"] {
      #expect(throws: QuireKitError.self) { try editor.append(path, lines: ["- [ ] x"]) }
    }
  }
}
