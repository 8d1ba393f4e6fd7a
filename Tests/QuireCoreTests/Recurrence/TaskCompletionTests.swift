import Testing

@testable import QuireCore

/// Status changes on Quire's own lines: due times, reminders, dataview lines, line endings,
/// and in-place edits (the Obsidian Tasks cases are in ``ObsidianTasksRecurrenceCompatTests``).
@Suite struct TaskCompletionTests {
  static let today = LocalDate(iso: "2026-11-24")!

  static func change(_ line: String, to status: TaskStatus = .done, completion: LocalDate? = nil) throws
    -> TaskCompletion.Outcome
  {
    let parsed = try #require(TaskLineParser.parse(line), "not a task: \(line)")
    return TaskCompletion.setStatus(of: parsed, to: status, today: today, completion: completion)
  }

  // MARK: - Done, undo, cancel

  @Test func doneAppendsTheDateInTheLinesFormat() throws {
    #expect(try Self.change("- [ ] Buy milk 📅 2026-11-24\n").lines == ["- [x] Buy milk 📅 2026-11-24 ✅ 2026-11-24\n"])
    #expect(
      try Self.change("- [ ] Buy milk [due:: 2026-11-24]\n").lines
        == ["- [x] Buy milk [due:: 2026-11-24]  [completion:: 2026-11-24]\n"])
    #expect(try Self.change("- [ ] Buy milk\n").lines == ["- [x] Buy milk ✅ 2026-11-24\n"])
  }

  @Test func aLineWithoutFieldsTakesTheVaultFormat() throws {
    let parsed = try #require(TaskLineParser.parse("- [ ] Buy milk #shop\n"))
    let outcome = TaskCompletion.setStatus(
      of: parsed, to: .done, today: Self.today, options: .init(plainLineFormat: .dataview))
    #expect(outcome.lines == ["- [x] Buy milk #shop  [completion:: 2026-11-24]\n"])
  }

  @Test func theStatusMayBeAnyGrapheme() throws {
    #expect(try Self.change("- [👍🏽] Thumbs\n").lines == ["- [x] Thumbs ✅ 2026-11-24\n"])
    #expect(try Self.change("- [x] Back ✅ 2026-11-24\n", to: TaskStatus(symbol: "👍🏽")).lines == ["- [👍🏽] Back\n"])
  }

  @Test func undoRemovesTheDoneDate() throws {
    #expect(try Self.change("- [x] Buy milk ✅ 2026-11-23\n", to: .todo).lines == ["- [ ] Buy milk\n"])
    #expect(
      try Self.change("- [x] Buy milk [due:: 2026-11-24] [completion:: 2026-11-23]\n", to: .todo).lines
        == ["- [ ] Buy milk [due:: 2026-11-24]\n"])
    #expect(
      try Self.change("- [x] Buy milk ✅ 2026-11-23 #shop 📅 2026-11-24\n", to: .todo).lines
        == ["- [ ] Buy milk #shop 📅 2026-11-24\n"])
  }

  @Test func cancelAddsTheCancelledDate() throws {
    #expect(
      try Self.change("- [ ] Gym 📅 2026-11-24\n", to: .cancelled).lines == ["- [-] Gym 📅 2026-11-24 ❌ 2026-11-24\n"])
    // A cancelled recurring task gets no next copy.
    #expect(try Self.change("- [ ] Gym 🔁 every day 📅 2026-11-24\n", to: .cancelled).nextCopy == nil)
  }

  @Test func sameStatusChangesNothing() throws {
    let outcome = try Self.change("- [x] Done already ✅ 2026-01-01", to: .done)
    #expect(outcome.isUnchanged)
    #expect(outcome.lines == ["- [x] Done already ✅ 2026-01-01"])
  }

  @Test func onlyTheNamedPartsChange() throws {
    // Spacing, tags between fields, emoji variants and field order stay byte for byte.
    let line = "> - [ ]  Two  spaces   #tag 📆 2026-11-24 ⏫️ 🔁 every day  #later\r\n"
    let outcome = try Self.change(line)
    #expect(
      outcome.lines == [
        "> - [ ]  Two  spaces   #tag 📆 2026-11-25 ⏫️ 🔁 every day  #later\r\n",
        "> - [x]  Two  spaces   #tag 📆 2026-11-24 ⏫️ 🔁 every day  #later ✅ 2026-11-24\r\n",
      ])
  }

  @Test func completionDateDrivesDoneDateAndWhenDone() throws {
    let outcome = try Self.change(
      "- [ ] Haircut 🔁 every 4 weeks when done 📅 2026-11-01", completion: LocalDate(iso: "2026-11-20"))
    #expect(
      outcome.lines == [
        "- [ ] Haircut 🔁 every 4 weeks when done 📅 2026-12-18\n",
        "- [x] Haircut 🔁 every 4 weeks when done 📅 2026-11-01 ✅ 2026-11-20",
      ])
  }

  // MARK: - The next copy

  @Test func dueTimeRemindersCourseAndHabitSurvive() throws {
    let line =
      "- [ ] Pay rent 🔁 every month on the 1st 📅 2026-12-01 17:00 ⏰ 2026-11-30 09:00  [remind:: 1h before]  "
      + "[course:: cs101]  [habit:: budget]\n"
    let outcome = try Self.change(line)
    let next = try #require(outcome.nextCopy)
    #expect(
      next
        == "- [ ] Pay rent 🔁 every month on the 1st 📅 2027-01-01 17:00 ⏰ 2026-12-31 09:00  [remind:: 1h before]  "
        + "[course:: cs101]  [habit:: budget]\n")
    let fields = try #require(TaskLineParser.parse(next)).fields
    #expect(fields.dueTime == LocalTime(hour: 17, minute: 0))
    #expect(fields.reminders == [.absolute(LocalDateTime(text: "2026-12-31T09:00")!), .beforeDue(minutes: 60)])
    #expect(fields.course == "cs101")
    #expect(fields.habit == "budget")
  }

  @Test func dueTimeWithTKeepsItsT() throws {
    let outcome = try Self.change("- [ ] Standup 🔁 every weekday 📅 2026-11-27T09:30\n")
    #expect(outcome.nextCopy == "- [ ] Standup 🔁 every weekday 📅 2026-11-30T09:30\n")
  }

  @Test func dataviewLinesStayDataview() throws {
    let outcome = try Self.change(
      "- [ ] Water plants [repeat:: every 3 days] [scheduled:: 2026-11-23] [due:: 2026-11-24]\n")
    #expect(
      outcome.lines == [
        "- [ ] Water plants [repeat:: every 3 days] [scheduled:: 2026-11-26] [due:: 2026-11-27]\n",
        "- [x] Water plants [repeat:: every 3 days] [scheduled:: 2026-11-23] [due:: 2026-11-24]  [completion:: 2026-11-24]\n",
      ])
  }

  @Test func theCopyLosesIdsCreatedDateAndBlockLink() throws {
    let outcome = try Self.change("- [ ] Review 🆔 r1 ⛔ a,b 🔁 every week ➕ 2026-11-01 📅 2026-11-24 ^blk\n")
    #expect(outcome.nextCopy == "- [ ] Review 🔁 every week 📅 2026-12-01\n")
    #expect(outcome.task == "- [x] Review 🆔 r1 ⛔ a,b 🔁 every week ➕ 2026-11-01 📅 2026-11-24 ✅ 2026-11-24 ^blk\n")
  }

  @Test func fieldsCutFromTheStartOfTheBody() throws {
    let outcome = try Self.change("- [ ] 🆔 a1 ⛔ b2 🔁 every day 📅 2026-11-24\n")
    #expect(outcome.nextCopy == "- [ ] 🔁 every day 📅 2026-11-25\n")
  }

  @Test func setCreatedDateInsertsItInTheWrittenOrder() throws {
    let parsed = try #require(TaskLineParser.parse("- [ ] Water 🔁 every day ⏫ 📅 2026-11-24"))
    let outcome = TaskCompletion.setStatus(
      of: parsed, to: .done, today: Self.today, options: .init(setCreatedDate: true))
    #expect(outcome.nextCopy == "- [ ] Water 🔁 every day ⏫ ➕ 2026-11-24 📅 2026-11-25\n")
  }

  @Test func lineEndings() throws {
    let crlf = try Self.change("- [ ] A 🔁 every day 📅 2026-11-24\r\n")
    #expect(
      crlf.lines == ["- [ ] A 🔁 every day 📅 2026-11-25\r\n", "- [x] A 🔁 every day 📅 2026-11-24 ✅ 2026-11-24\r\n"])
    // The last line of a file without a final newline: the inserted line gets one, the task keeps none.
    let last = try Self.change("- [ ] A 🔁 every day 📅 2026-11-24")
    #expect(last.lines == ["- [ ] A 🔁 every day 📅 2026-11-25\n", "- [x] A 🔁 every day 📅 2026-11-24 ✅ 2026-11-24"])
    let parsed = try #require(TaskLineParser.parse("- [ ] A 🔁 every day 📅 2026-11-24"))
    let below = TaskCompletion.setStatus(
      of: parsed, to: .done, today: Self.today, options: .init(recurrenceOnNextLine: true))
    #expect(below.lines == ["- [x] A 🔁 every day 📅 2026-11-24 ✅ 2026-11-24\n", "- [ ] A 🔁 every day 📅 2026-11-25"])
  }

  @Test func onCompletionDeleteKeepsOnlyTheCopy() throws {
    let outcome = try Self.change("- [ ] Take out bins 🔁 every week 🏁 delete 📅 2026-11-24\n")
    #expect(outcome.lines == ["- [ ] Take out bins 🔁 every week 🏁 delete 📅 2026-12-01\n"])
    #expect(outcome.task == nil)
    #expect(try Self.change("- [ ] Once 🏁 delete\n").lines == [])
  }

  @Test func noDatesGivesACopyWithoutDates() throws {
    let outcome = try Self.change("- [ ] Stretch 🔁 every day\n")
    #expect(outcome.lines == ["- [ ] Stretch 🔁 every day\n", "- [x] Stretch 🔁 every day ✅ 2026-11-24\n"])
  }

  // MARK: - No next copy

  @Test func unreadableRule() throws {
    let outcome = try Self.change("- [ ] Odd 🔁 every fortnight 📅 2026-11-24\n")
    #expect(outcome.lines == ["- [x] Odd 🔁 every fortnight 📅 2026-11-24 ✅ 2026-11-24\n"])
    guard case .unreadableRule(let error) = outcome.noNextCopy else {
      Issue.record("expected unreadableRule, got \(String(describing: outcome.noNextCopy))")
      return
    }
    #expect(error.part == "fortnight")
  }

  @Test func unreadableDate() throws {
    let outcome = try Self.change("- [ ] Odd 🔁 every day 📅 2026-02-30\n")
    #expect(outcome.noNextCopy == .unreadableDate("📅 2026-02-30"))
    #expect(outcome.nextCopy == nil)
  }

  @Test func seriesEnded() throws {
    let outcome = try Self.change("- [ ] Course 🔁 RRULE:FREQ=WEEKLY;UNTIL=20261130 📅 2026-11-24\n")
    #expect(outcome.noNextCopy == .seriesEnded)
    #expect(outcome.lines == ["- [x] Course 🔁 RRULE:FREQ=WEEKLY;UNTIL=20261130 📅 2026-11-24 ✅ 2026-11-24\n"])
  }

  // MARK: - In-place edits fall back safely

  @Test func aFieldGivenTwiceIsRebuilt() throws {
    // The leftmost due date counts; the in-place edit cannot tell which token to move, so the
    // copy is rebuilt in the written order, with the same fields.
    let outcome = try Self.change("- [ ] Twice 🔁 every day 📅 2026-11-24 📅 2026-11-30\n")
    let next = try #require(outcome.nextCopy.flatMap { TaskLineParser.parse($0) })
    #expect(next.fields.due == LocalDate(iso: "2026-11-25"))
    #expect(next.fields.recurrence == "every day")
  }
}
