import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// `VaultWalker.conflictCopy(at:)` (what `quire conflicts merge` asks, listing one folder) finds
/// exactly the copies the whole walk finds, and none where the walk does not go.
@Suite struct VaultWalkerConflictCopyTests {
  @Test func oneFolderAnswersAsTheWalk() throws {
    let v = try TemporaryVault()
    let files = [
      "inbox.md", "inbox (conflicted copy 2026-11-27 101010).md", "notes/work.md",
      "notes/work.sync-conflict-20261127-101010-ABCDEFG.md", "notes/deep/a.md",
      "notes/deep/a (Jane Doe's conflicted copy 2026-11-27).md",
      "notes/deep/lonely.sync-conflict-20261127-101010-ABCDEFG.md", "agenda/day.md",
      "agenda/day.sync-conflict-20261127-101010-ABCDEFG.md", "private/p.md",
      "private/p.sync-conflict-20261127-101010-ABCDEFG.md",
    ]
    for file in files { try v.write(file, "- [ ] \(file)\n") }
    let walker = VaultWalker(
      root: v.url.path, skipFolders: ["agenda"],
      ignore: VaultIgnore(rules: IgnoreRules([try #require(try IgnorePattern("private/"))])))
    let copies = walker.walkFindingCopies().copies
    #expect(copies.count == 3, "\(copies.map(\.path))")
    for file in files {
      #expect(walker.conflictCopy(at: file) == copies.first { $0.path == file }, "\(file)")
    }
    #expect(walker.conflictCopy(at: "notes/missing.sync-conflict-20261127-101010-ABCDEFG.md") == nil)
  }
}
