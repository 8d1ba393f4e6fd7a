import Foundation
import QuireTestSupport
import Testing

/// `quire add TEXT` reads a date, a recurrence, a priority, tags and reminders from the end of
/// its text (docs/quick-add.md) and writes absolute ISO dates in the vault's task format.
@Suite struct QuickAddCLITests {
  /// A vault whose inbox is `inbox.md`, in `format`.
  static func vault(format: String = "emoji") throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\nweek_start: monday\ntask_format: \(format)\n")
    try v.write("inbox.md", "# Inbox\n")
    return v
  }

  static let today = ["--today", "2026-11-25"]  // a Wednesday

  @Test func takesTheTrailingWordsAndSaysWhatItTook() throws {
    let v = try Self.vault()
    let added = try QuireProcess.run(
      Self.today + ["add", "Pay rent tomorrow 9am every month !high #home remind 1d before"], in: v.url)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      added.stdout.hasSuffix(
        " inbox.md:2: Pay rent · due 2026-11-26 09:00 · every month · high · #home · remind 1d before\n"),
      "\(added.stdout)")
    #expect(added.stdout.hasPrefix("added "))
    #expect(
      try v.readText("inbox.md")
        == "# Inbox\n- [ ] Pay rent #home  [dueTime:: 09:00]  [remind:: 1d before] ⏫ 🔁 every month 📅 2026-11-26\n")
  }

  @Test func writesTheDataviewFormat() throws {
    let v = try Self.vault(format: "dataview")
    let added = try QuireProcess.run(Self.today + ["add", "Dentist fri 14:30 !! remind thu 6pm"], in: v.url)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      try v.readText("inbox.md")
        == "# Inbox\n- [ ] Dentist  [dueTime:: 14:30]  [remind:: 2026-11-26 18:00]  [priority:: medium]  [due:: 2026-11-27]\n"
    )
  }

  @Test func literalAndPlainTextsAreWrittenUnchanged() throws {
    let v = try Self.vault()
    for arguments in [
      ["add", "--literal", "Pay rent tomorrow 9am every month !high #home remind 1d before"],
      ["add", "Meet Friday about fri report"],
      ["add", "Say \"see you tomorrow\""],
      ["add", "Tidy up #home"],
    ] {
      let added = try QuireProcess.run(Self.today + arguments, in: v.url)
      #expect(added.status == 0, "\(added.stderr)")
      #expect(!added.stdout.contains(" · "), "\(added.stdout)")
    }
    #expect(
      try v.readText("inbox.md") == """
        # Inbox
        - [ ] Pay rent tomorrow 9am every month !high #home remind 1d before
        - [ ] Meet Friday about fri report
        - [ ] Say "see you tomorrow"
        - [ ] Tidy up #home

        """)
  }

  @Test func anExplicitOptionWinsAndLeavesTheWordsInTheText() throws {
    let v = try Self.vault()
    let added = try QuireProcess.run(
      Self.today + ["add", "Meet fri !high", "--due", "tomorrow", "--priority", "low"], in: v.url)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try v.readText("inbox.md") == "# Inbox\n- [ ] Meet fri !high 🔽 📅 2026-11-26\n")
    let mixed = try QuireProcess.run(Self.today + ["add", "Call Anna fri", "--priority", "high"], in: v.url)
    #expect(mixed.status == 0 && mixed.stdout.hasSuffix(": Call Anna · due 2026-11-27\n"), "\(mixed.stdout)")
    #expect(try v.readText("inbox.md").hasSuffix("- [ ] Call Anna ⏫ 📅 2026-11-27\n"))
  }

  @Test func aRelativeReminderNeedsADueDate() throws {
    let v = try Self.vault()
    let refused = try QuireProcess.run(Self.today + ["add", "Call Anna remind 1h before"], in: v.url)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("'remind 1h before' counts from the due date"), "\(refused.stderr)")
    #expect(try v.readText("inbox.md") == "# Inbox\n")
    let given = try QuireProcess.run(
      Self.today + ["add", "Call Anna remind 1h before", "--due", "fri 10am"], in: v.url)
    #expect(given.status == 0, "\(given.stderr)")
    #expect(
      try v.readText("inbox.md").hasSuffix("- [ ] Call Anna  [dueTime:: 10:00]  [remind:: 1h before] 📅 2026-11-27\n"))
  }
}
