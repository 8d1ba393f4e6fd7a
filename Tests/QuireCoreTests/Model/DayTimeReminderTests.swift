import Testing

@testable import QuireCore

/// `⏰ 12:00`: a reminder at a time of the task's day — its due date, else its scheduled date —
/// kept as written, so it follows the date; a warning at its column when the task has neither.
@Suite struct DayTimeReminderTests {
  let parser = NoteParser(config: VaultConfig())
  static let noon = LocalTime(hour: 12, minute: 0)!

  func task(_ line: String) throws -> TaskItem {
    try #require(parser.parse(file: "inbox.md", text: line + "\n").tasks.first)
  }

  @Test func aBareTimeIsAReminderOnTheTasksDay() {
    #expect(ReminderSpec(text: "12:00") == .atTimeOnDate(Self.noon))
    #expect(ReminderSpec(text: " 9:05 ") == .atTimeOnDate(LocalTime(hour: 9, minute: 5)!))
    #expect(ReminderSpec(text: "24:00") == nil)
    #expect(ReminderSpec.atTimeOnDate(LocalTime(hour: 9, minute: 5)!).text == "09:05")
  }

  @Test func itFallsOnTheDueDateElseTheScheduledDate() throws {
    let due = try task("- [ ] Water plants ⏰ 12:00 ⏳ 2026-11-24 📅 2026-11-25")
    #expect(due.fields.reminders == [.atTimeOnDate(Self.noon)])
    #expect(due.reminderTimes(defaultTime: LocalTime(hour: 9, minute: 0)!).map(\.description) == ["2026-11-25T12:00"])
    let scheduled = try task("- [ ] Water plants [remind:: 12:00] [scheduled:: 2026-11-24]")
    #expect(scheduled.reminderTimes(defaultTime: Self.noon).map(\.description) == ["2026-11-24T12:00"])
    let key = TaskKeys.Key(scheduled, archive: "archive/")
    let day = LocalDate(year: 2026, month: 11, day: 24)!.dayNumber
    #expect(key.mayRemind(within: day...day) && !key.mayRemind(within: (day + 1)...(day + 1)))
    let neither = try task("- [ ] Water plants ⏰ 12:00")
    #expect(neither.reminderTimes(defaultTime: Self.noon).isEmpty)
    #expect(TaskKeys.Key(neither, archive: "archive/").reminderFrom == TaskKeys.Key.none)
  }

  @Test func withoutADateItIsAWarningAtItsColumnAndTheLineReadsAsWritten() {
    let note = parser.parse(
      file: "inbox.md",
      text: "- [ ] Water plants ⏰ 12:00 #home\n- [ ] Fine ⏰ 12:00 ⏳ 2026-11-24\n- [ ] Bad ⏰ 24:00 📅 2026-11-25\n")
    let found = note.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.severity) \($0.code)" }
    #expect(found == ["1:24 warning reminder-needs-date", "3:15 error bad-reminder"], "\(found)")
    #expect(note.diagnostics[0].message.contains("add 📅 YYYY-MM-DD or ⏳ YYYY-MM-DD"))
    #expect(note.tasks[0].fields.description == "Water plants #home")
    #expect(note.tasks[0].fields.reminders == [.atTimeOnDate(Self.noon)])
  }

  @Test func itIsWrittenBackAsATimeInBothFormats() {
    var fields = TaskFields()
    fields.description = "Water plants"
    fields.due = LocalDate(year: 2026, month: 11, day: 25)
    fields.reminders = [.atTimeOnDate(Self.noon)]
    #expect(EmojiTaskSyntax().serialize(fields) == "Water plants ⏰ 12:00 📅 2026-11-25")
    #expect(DataviewTaskSyntax().serialize(fields) == "Water plants  [remind:: 12:00]  [due:: 2026-11-25]")
    #expect(TaskBodyParser.parse(EmojiTaskSyntax().serialize(fields)).fields == fields)
  }

  @Test func aMovedDateTakesTheReminderAlong() throws {
    let line = try #require(TaskLineParser.parse("- [ ] Water plants ⏰ 12:00 🔁 every week 📅 2026-11-25"))
    var fields = line.fields
    fields.due = LocalDate(year: 2026, month: 11, day: 27)
    let moved = line.edited(status: line.status, fields: fields)
    #expect(moved == "- [ ] Water plants ⏰ 12:00 🔁 every week 📅 2026-11-27")
    let outcome = TaskCompletion.setStatus(of: line, to: .done, today: LocalDate(year: 2026, month: 11, day: 25)!)
    #expect(
      outcome.nextCopy?.split(separator: "\n").first.map(String.init)
        == "- [ ] Water plants ⏰ 12:00 🔁 every week 📅 2026-12-02")
  }
}
