import Foundation
import QuireTestSupport
import Testing

/// Lines as owners of Obsidian vaults write them, read through the built binary on a temporary
/// vault (docs/obsidian-tasks-compat.md, "Where Quire reads differently").
@Suite struct ObsidianFormsTests {
  static let now = ["--now", "2026-11-24T08:00"]

  static func run(_ arguments: [String], in v: TemporaryVault, status: Int32 = 0) throws -> QuireResult {
    let result = try QuireProcess.run(now + arguments, in: v.url)
    #expect(result.status == status, "quire \(arguments): \(result.stderr)")
    return result
  }

  static func exported(_ v: TemporaryVault, cached: [String] = []) throws -> [[String: Any]] {
    let out = try run(cached + ["export", "--json"], in: v).stdout
    let document = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
    return document?["tasks"] as? [[String: Any]] ?? []
  }

  // MARK: - ⏰ HH:MM

  /// `⏰ 12:00` reminds at noon on the due date (else the scheduled date), follows the due date
  /// `quire modify` moves, stays `⏰ 12:00` in the note, and is a warning without a date.
  @Test func aBareReminderTimeFallsOnTheTasksDay() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write(
      "inbox.md",
      """
      - [ ] Water the plants ⏰ 12:00 📅 2026-11-25
      - [ ] Call the bank  [remind:: 18:30]  [scheduled:: 2026-11-24]
      - [ ] Someday ⏰ 09:00

      """)
    let check = try Self.run(["check"], in: v)
    #expect(
      check.stdout
        == "inbox.md:3:19: warning: the reminder '09:00' is at 09:00 on the task's due date, else its scheduled date, "
        + "and the task has neither; add 📅 YYYY-MM-DD or ⏳ YYYY-MM-DD, or write the day in the reminder: "
        + "⏰ YYYY-MM-DD 09:00\n", "\(check.stdout)")
    for cached in [[], ["--no-cache"]] {
      let reminders = try Self.run(cached + ["remind", "--to", "2026-11-26T00:00"], in: v).stdout
      #expect(
        reminders.contains("2026-11-24 18:30  task   Call the bank")
          && reminders.contains("2026-11-25 12:00  task   Water the plants") && !reminders.contains("Someday"),
        "\(reminders)")
      let tasks = try Self.exported(v, cached: cached)
      #expect(tasks.map { $0["reminders"] as? [String] ?? [] } == [["2026-11-25T12:00"], ["2026-11-24T18:30"], []])
    }
    _ = try Self.run(["modify", "inbox.md:1", "--due", "2026-11-27"], in: v)
    #expect(try v.readText("inbox.md").hasPrefix("- [ ] Water the plants ⏰ 12:00 📅 2026-11-27\n"))
    #expect(try Self.exported(v).first?["reminders"] as? [String] == ["2026-11-27T12:00"])
  }

  /// On an event, a time in `remind:` is that time on each day the event occurs, in `quire remind`
  /// and in the calendar export (a trigger from the start of the day, or of the event).
  @Test func aReminderTimeOnAnEventFallsOnEachOccurrence() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: UTC\n")
    try v.write(
      "planner/yoga.md",
      "---\ntype: event\ntitle: Yoga\ndate: 2026-11-24\nstart: \"18:00\"\nrepeat: every day\nremind: [\"07:30\"]\n---\n"
    )
    try v.write("planner/fair.md", "---\ntype: event\ntitle: Fair\ndate: 2026-11-25\nremind: [\"08:15\"]\n---\n")
    let reminders = try Self.run(["remind", "--to", "2026-11-25T23:00"], in: v).stdout
    #expect(
      reminders
        == "2026-11-25 07:30  event  Yoga  planner/yoga.md:1\n2026-11-25 08:15  event  Fair  planner/fair.md:1\n",
      "\(reminders)")
    let ics = try Self.run(["ics", "export"], in: v).stdout
    #expect(ics.contains("TRIGGER:-PT10H30M") && ics.contains("TRIGGER:PT8H15M"), "\(ics)")
  }

  // MARK: - Fields neither reader reads

  /// A wikilink date, `Invalid date`, a link glued to a priority and fields before the text are
  /// warnings at their column that say what to write; the lines read as before (no data changes).
  @Test func unreadFieldFormsAreWarningsAndTheLinesReadAsBefore() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    let note = """
      - [ ] Water the plants 🔁 every week ⏳ [[2024-10-02]]
      - [ ] Pay the bill 📅 Invalid date
      - [ ] Read the report 📅 2026-11-25 ⏫[](app://obsidian.md/open?file=Report)
      - [ ] 📅 2026-11-25 Buy milk

      """
    try v.write("inbox.md", note)
    let check = try Self.run(["check"], in: v)
    #expect(
      check.stdout.split(separator: "\n") == [
        "inbox.md:1:44: warning: '⏳ [[2024-10-02]]' is a link, not a date: neither Quire nor Obsidian Tasks reads this date or the fields left of it; write ⏳ 2024-10-02",
        "inbox.md:2:25: warning: '📅 Invalid date' is what Obsidian Tasks writes for a date it could not read; write the date as 📅 YYYY-MM-DD, or remove the field",
        "inbox.md:3:42: warning: the link '[](app://obsidian.md/open?file=Report)' glued to ⏫ makes the priority and the fields left of it text to Quire and Obsidian Tasks; move the link into the task's text, before its fields",
        "inbox.md:4:7: warning: '📅 2026-11-25' stands before the task's text, and Quire and Obsidian Tasks read fields from the end of the line only, so it is text; write it after the text: 'Buy milk 📅 2026-11-25'",
      ], "\(check.stdout)")
    #expect(check.stderr == "0 errors, 4 warnings\n")
    let tasks = try Self.exported(v)
    #expect(
      tasks.map { $0["text"] as? String } == [
        "Water the plants 🔁 every week ⏳ [[2024-10-02]]", "Pay the bill 📅 Invalid date",
        "Read the report 📅 2026-11-25 ⏫[](app://obsidian.md/open?file=Report)", "📅 2026-11-25 Buy milk",
      ])
    #expect(tasks.allSatisfy { $0["due"] is NSNull && $0["scheduled"] is NSNull && $0["recurrence"] is NSNull })
    #expect(try v.readText("inbox.md") == note)
  }

  // MARK: - Expiry is opt-in

  /// A task with a start and a past due date is overdue, as in the plugin; only one marked
  /// `#expires` leaves the lists, shows under `--expired` and is archived, index or not.
  @Test func onlyATaskMarkedExpiresExpires() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write(
      "inbox.md",
      """
      - [ ] Cancel the gym trial 🛫 2026-10-01 📅 2026-10-15
      - [ ] Use the museum voucher #expires 🛫 2026-10-01 📅 2026-10-20
      - [ ] Sign up for the course #Expires 📅 2026-12-01

      """)
    for cached in [[], ["--no-cache"]] {
      let tasks = try Self.run(cached + ["tasks"], in: v).stdout
      #expect(tasks.hasPrefix("Overdue (1)\n") && tasks.contains("Cancel the gym trial"), "\(tasks)")
      #expect(!tasks.contains("museum voucher") && tasks.contains("Sign up for the course"), "\(tasks)")
      let expired = try Self.run(cached + ["tasks", "--expired"], in: v).stdout
      #expect(expired.hasPrefix("Expired (1)\n") && expired.contains("Use the museum voucher"), "\(expired)")
      let overdue = try Self.run(cached + ["tasks", "--due", "overdue"], in: v).stdout
      #expect(overdue.contains("Cancel the gym trial") && !overdue.contains("museum voucher"), "\(overdue)")
    }
    _ = try Self.run(["archive"], in: v)
    #expect(try v.readText("archive/2026-10.md").contains("Use the museum voucher #expires"))
    let inbox = try v.readText("inbox.md")
    #expect(inbox.contains("Cancel the gym trial") && !inbox.contains("museum voucher"), "\(inbox)")
  }
}
