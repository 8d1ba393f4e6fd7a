import Foundation
import QuireKit
import QuireTestSupport
import Testing

/// New note names for many notes at once: one listing of the folder, never a taken name.
@Suite struct FreeNoteNamesTests {
  @Test func namesSkipWhatTheFolderHeldAndWhatWasHandedOut() {
    var names = FreeNoteNames(taken: ["standup.md", "Standup-3.md", "other.txt"])
    #expect(names.take("standup") == "standup-2.md")
    #expect(names.take("standup") == "standup-4.md", "standup-3.md is taken whatever its case")
    // Another title whose slug is one of those names takes the next free one, and the first slug steps over it.
    #expect(names.take("standup-5") == "standup-5.md")
    #expect(names.take("standup") == "standup-6.md")
    #expect(names.take("review") == "review.md")
  }

  @Test func aFolderIsListedOnceAndAMissingOneIsEmpty() throws {
    let vault = try TemporaryVault()
    try vault.write("planner/work/standup.md", "x\n")
    var names = FreeNoteNames(listing: vault.url.appendingPathComponent("planner/work").path)
    #expect(names.take("standup") == "standup-2.md")
    var none = FreeNoteNames(listing: vault.url.appendingPathComponent("planner/missing").path)
    #expect(none.take("standup") == "standup.md")
  }
}
