import Testing

@testable import QuireCore

/// A change made elsewhere rewrites only the changed fields of the task's line, in its own format.
@Suite struct VdirTaskChangeTests {
  func item(_ status: TaskStatus = .todo, _ edit: (inout TaskFields) -> Void) -> ICalendarImport.Task {
    var fields = TaskFields(description: "Pay rent #home")
    fields.due = LocalDate(iso: "2026-12-01")
    edit(&fields)
    return ICalendarImport.Task(fields: fields, status: status, uid: "u", line: 0)
  }

  @Test func onlyTheChangedFieldsAreRewrittenInPlace() throws {
    let change = VdirTaskChange(
      vault: item { _ in },
      vdir: item {
        $0.due = LocalDate(iso: "2026-12-03")
        $0.priority = .high
      })
    #expect(change.status == nil && change.changesFields)
    let emoji = try #require(TaskLineParser.parse("  - [ ] Pay rent #home  🔁 every month 📅 2026-12-01 ^rent"))
    #expect(
      change.applyFields(to: emoji, plainFormat: .emoji) == "  - [ ] Pay rent #home ⏫  🔁 every month 📅 2026-12-03 ^rent"
    )
    let dataview = try #require(TaskLineParser.parse("- [ ] Pay rent #home [due:: 2026-12-01]"))
    #expect(
      change.applyFields(to: dataview, plainFormat: .emoji)
        == "- [ ] Pay rent #home  [priority:: high] [due:: 2026-12-03]")
  }

  /// A DTSTART that came from the scheduled date of a task without a start date goes back there.
  @Test func aMovedStartOfAScheduledOnlyTaskMovesItsScheduledDate() throws {
    let change = VdirTaskChange(
      vault: item { $0.start = LocalDate(iso: "2026-11-28") }, vdir: item { $0.start = LocalDate(iso: "2026-11-29") })
    let scheduled = try #require(TaskLineParser.parse("- [ ] Pay rent #home ⏳ 2026-11-28 📅 2026-12-01"))
    #expect(change.applyFields(to: scheduled, plainFormat: .emoji) == "- [ ] Pay rent #home ⏳ 2026-11-29 📅 2026-12-01")
    let started = try #require(TaskLineParser.parse("- [ ] Pay rent #home 🛫 2026-11-28 ⏳ 2026-11-28 📅 2026-12-01"))
    #expect(
      change.applyFields(to: started, plainFormat: .emoji)
        == "- [ ] Pay rent #home 🛫 2026-11-29 ⏳ 2026-11-28 📅 2026-12-01")
  }

  /// A series changed or ended on the phone: the line's recurrence follows, in the line's format.
  @Test func aChangedOrRemovedRecurrenceComesBack() throws {
    let weekly = item { $0.recurrence = "every week" }
    let line = try #require(TaskLineParser.parse("- [ ] Pay rent #home 🔁 every week 📅 2026-12-01"))
    let changed = VdirTaskChange(vault: weekly, vdir: item { $0.recurrence = "every month" })
    #expect(changed.applyFields(to: line, plainFormat: .emoji) == "- [ ] Pay rent #home 🔁 every month 📅 2026-12-01")
    let ended = VdirTaskChange(vault: weekly, vdir: item { _ in })
    #expect(ended.applyFields(to: line, plainFormat: .emoji) == "- [ ] Pay rent #home 📅 2026-12-01")
    let dataview = try #require(TaskLineParser.parse("- [ ] Pay rent #home [repeat:: every week] [due:: 2026-12-01]"))
    #expect(
      changed.applyFields(to: dataview, plainFormat: .emoji)
        == "- [ ] Pay rent #home [repeat:: every month] [due:: 2026-12-01]")
  }

  @Test func aNewSummaryKeepsTheTagsAndFields() throws {
    let change = VdirTaskChange(vault: item { _ in }, vdir: item { $0.description = "Pay the rent" })
    let line = try #require(TaskLineParser.parse("- [ ] Pay rent #home 📅 2026-12-01"))
    #expect(change.applyFields(to: line, plainFormat: .emoji) == "- [ ] Pay the rent #home 📅 2026-12-01")
  }

  @Test func aStatusChangeIsLeftToCompletion() {
    let change = VdirTaskChange(vault: item { _ in }, vdir: item(.done) { $0.done = LocalDate(iso: "2026-11-26") })
    #expect(change.status == .done && !change.changesFields)
  }

  @Test func theNextDueDateOfASeriesIsARollover() throws {
    let line = try #require(TaskLineParser.parse("- [ ] Water plants 🔁 every week 📅 2026-11-27"))
    let today = LocalDate(iso: "2026-11-26")!
    func moved(to day: String) -> VdirTaskChange {
      VdirTaskChange(vault: item { $0.due = LocalDate(iso: "2026-11-27") }, vdir: item { $0.due = LocalDate(iso: day) })
    }
    #expect(moved(to: "2026-12-04").isRollover(of: line, today: today))
    #expect(!moved(to: "2026-12-05").isRollover(of: line, today: today))
    #expect(!moved(to: "2026-11-20").isRollover(of: line, today: today))
    let plain = try #require(TaskLineParser.parse("- [ ] Once 📅 2026-11-27"))
    #expect(!moved(to: "2026-12-04").isRollover(of: plain, today: today))
  }

  @Test func newAlarmsBecomeTheLinesReminders() throws {
    let at = LocalDateTime(date: LocalDate(iso: "2026-11-30")!, time: LocalTime(hour: 18, minute: 0)!)
    let change = VdirTaskChange(vault: item { _ in }, vdir: item { $0.reminders = [.absolute(at)] })
    let line = try #require(TaskLineParser.parse("- [ ] Pay rent #home 📅 2026-12-01"))
    #expect(change.applyFields(to: line, plainFormat: .emoji) == "- [ ] Pay rent #home ⏰ 2026-11-30 18:00 📅 2026-12-01")
  }
}
