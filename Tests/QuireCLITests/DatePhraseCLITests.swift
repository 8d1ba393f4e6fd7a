import Foundation
import QuireTestSupport
import Testing

/// Dates typed as phrases on the command line (docs/dates.md) resolve against the vault's today
/// (`--today`) and week start, and notes get the absolute ISO date.
@Suite struct DatePhraseCLITests {
  /// A vault whose inbox is `inbox.md`, with weeks from `weekStart`.
  static func vault(weekStart: String = "monday") throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\nweek_start: \(weekStart)\n")
    try v.write("inbox.md", "# Inbox\n")
    return v
  }

  static let today = ["--today", "2026-11-25"]  // a Wednesday

  @Test func addWritesTheResolvedISODate() throws {
    let v = try Self.vault()
    for (due, _) in [
      ("tomorrow", ""), ("fri", ""), ("next week", ""), ("in 3 days", ""), ("eom", ""), ("dec 24", ""),
      ("fri 14:30", ""), ("-1w", ""),
    ] {
      // A value that starts with '-' is given with '=' (swift-argument-parser reads it as an option otherwise).
      let arguments = ["--due", due]
      let added = try QuireProcess.run(Self.today + ["add", "Task \(due)"] + arguments, in: v.url)
      #expect(added.status == 0, "\(due): \(added.stderr)")
    }
    let reminded = try QuireProcess.run(
      Self.today + ["add", "Dentist", "--due", "tomorrow", "--remind", "tomorrow 9am"], in: v.url)
    #expect(reminded.status == 0, "\(reminded.stderr)")
    #expect(
      try v.readText("inbox.md") == """
        # Inbox
        - [ ] Task tomorrow 📅 2026-11-26
        - [ ] Task fri 📅 2026-11-27
        - [ ] Task next week 📅 2026-11-30
        - [ ] Task in 3 days 📅 2026-11-28
        - [ ] Task eom 📅 2026-11-30
        - [ ] Task dec 24 📅 2026-12-24
        - [ ] Task fri 14:30  [dueTime:: 14:30] 📅 2026-11-27
        - [ ] Task -1w 📅 2026-11-18
        - [ ] Dentist ⏰ 2026-11-26 09:00 📅 2026-11-26

        """)
  }

  @Test func theWeekStartsOnTheConfiguredDay() throws {
    let v = try Self.vault(weekStart: "sunday")
    let added = try QuireProcess.run(Self.today + ["add", "Plan", "--due", "next week"], in: v.url)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try v.readText("inbox.md").contains("- [ ] Plan 📅 2026-11-29\n"))
  }

  @Test func agendaAndEventsTakePhrases() throws {
    let v = try Self.vault()
    let agenda = try QuireProcess.run(Self.today + ["agenda", "tomorrow"], in: v.url)
    #expect(agenda.status == 0 && agenda.stdout.hasPrefix("Thursday, 26 November 2026"), "\(agenda.stdout)")
    let event = try QuireProcess.run(
      Self.today + ["event", "add", "Dentist", "--date", "fri 14:00", "--remind", "1h before"], in: v.url)
    #expect(event.status == 0, "\(event.stderr)")
    let note = try v.readText("planner/dentist.md")
    #expect(note.contains("date: 2026-11-27") && note.contains("start: \"14:00\""), "\(note)")
    let listed = try QuireProcess.run(Self.today + ["event", "list", "--from", "today", "--to", "eow"], in: v.url)
    #expect(listed.stdout.contains("Dentist"), "\(listed.stdout)")
  }

  @Test func aBadPhraseIsOneLineNamingTheOptionAndTheForms() throws {
    let v = try Self.vault()
    let added = try QuireProcess.run(Self.today + ["add", "Dentist", "--due", "tomrow"], in: v.url)
    #expect(added.status == 1)
    #expect(
      added.stderr
        == "quire: error: --due 'tomrow' is not a date (did you mean 'tomorrow'?): write YYYY-MM-DD, today, tomorrow, "
        + "fri, next week, in 3 days, +3d, eom, dec 24, with an optional time (9am, 18:00) (docs/dates.md)\n")
    let noTime = try QuireProcess.run(Self.today + ["add", "Dentist", "--remind", "tomorrow"], in: v.url)
    #expect(noTime.status == 1 && noTime.stderr.contains("--remind 'tomorrow' has no time"), "\(noTime.stderr)")
    let agenda = try QuireProcess.run(Self.today + ["agenda", "someday"], in: v.url)
    #expect(agenda.status == 64 && agenda.stderr.hasPrefix("Error: 'someday' is not a date: write YYYY-MM-DD"))
    #expect(try v.readText("inbox.md") == "# Inbox\n")
  }
}
