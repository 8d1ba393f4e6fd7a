import QuireCore
import Testing

/// Which reminders `quire watch` delivers when: each once, late ones marked, the catch-up window.
@Suite struct ReminderLedgerTests {
  // 2026-11-24T08:30 UTC.
  let t0830: Int64 = 1_795_509_000

  func reminder(_ title: String, at instant: Int64, id: String? = "abc123", line: Int = 3) -> Reminder {
    let minute = Int(instant / 60)
    let wall = LocalDateTime(minuteNumber: minute)
    return Reminder(
      at: wall, fires: wall, instant: instant, title: title, source: .task, taskID: id, file: "inbox.md", line: line)
  }

  @Test func dueAtItsMinuteOnceOnTime() {
    var ledger = ReminderLedger(lastSeen: t0830 - 2)
    let r = reminder("Submit slides", at: t0830)
    #expect(ledger.due([r], now: t0830 - 1).isEmpty)
    #expect(ledger.next([r], after: t0830 - 1) == r)
    #expect(ledger.due([r], now: t0830) == [DueReminder(reminder: r, late: false)])
    ledger.markDelivered(r)
    #expect(ledger.due([r], now: t0830 + 5).isEmpty)
    #expect(ledger.next([r], after: t0830 - 1) == nil)
  }

  @Test func aMovedLineIsTheSameReminder() {
    var ledger = ReminderLedger(lastSeen: t0830 - 2)
    ledger.markDelivered(reminder("Submit slides", at: t0830, line: 3))
    #expect(ledger.due([reminder("Submit slides", at: t0830, line: 9)], now: t0830 + 1).isEmpty)
  }

  @Test func missedWhileDownIsLateOnceAndNamesItsTime() {
    let r = reminder("Submit slides", at: t0830)
    let ledger = ReminderLedger(lastSeen: t0830 - 600)
    let due = ledger.due([r], now: t0830 + 3600)
    #expect(due == [DueReminder(reminder: r, late: true)])
    let today = r.fires.date
    #expect(due[0].logText(today: today) == "reminder: Submit slides (late, was due 08:30)")
    #expect(due[0].notification(today: today).body == "late, was due 08:30 · inbox.md:3")
    #expect(due[0].lateNote(today: today.adding(days: 1)) == "(late, was due 2026-11-24 08:30)")
    #expect(DueReminder(reminder: r, late: false).notification(today: today) == ("Submit slides", "08:30 · inbox.md:3"))
  }

  @Test func catchUpReachesBackSevenDaysAtMost() {
    let old = reminder("Eight days ago", at: t0830 - 8 * 86_400, id: "a")
    let recent = reminder("Six days ago", at: t0830 - 6 * 86_400, id: "b")
    let ledger = ReminderLedger(lastSeen: t0830 - 30 * 86_400)
    #expect(ledger.due([old, recent], now: t0830).map(\.reminder) == [recent])
  }

  @Test func aFirstRunAndAClockThatWentBackStartAtTheCurrentMinute() {
    let past = reminder("Earlier", at: t0830 - 120, id: "a")
    let thisMinute = reminder("This minute", at: t0830, id: "b")
    #expect(ReminderLedger().due([past, thisMinute], now: t0830 + 20).map(\.reminder) == [thisMinute])
    #expect(
      ReminderLedger(lastSeen: t0830 + 9999).due([past, thisMinute], now: t0830 + 20).map(\.reminder) == [thisMinute])
  }

  @Test func aReminderAddedWithATimeAlreadyPastDoesNotFire() {
    let ledger = ReminderLedger(lastSeen: t0830 + 300)
    #expect(ledger.due([reminder("Added late", at: t0830)], now: t0830 + 310).isEmpty)
  }

  @Test func pruneDropsKeysPastTheCatchUpWindow() {
    var ledger = ReminderLedger()
    ledger.markDelivered(reminder("Old", at: t0830 - ReminderLedger.keep - 1, id: "a"))
    ledger.markDelivered(reminder("Kept", at: t0830 - ReminderLedger.catchUp, id: "b"))
    ledger.prune(now: t0830)
    #expect(ledger.delivered.count == 1)
    #expect(ledger.delivered.keys.first?.hasPrefix("task|b|") == true)
  }
}
