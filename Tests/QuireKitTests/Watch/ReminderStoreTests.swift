import Foundation
import QuireCore
import Testing

@testable import QuireKit

@Suite struct ReminderStoreTests {
  @Test func roundTripsTheLedgerAndLocksTheVault() throws {
    let folder = try WatchTestFolder()
    let store = ReminderStore(vaultRoot: folder.root)
    #expect(store.load(warn: { _ in Issue.record("a missing file is no warning") }) == ReminderLedger())
    let ledger = ReminderLedger(delivered: ["task|abc|2026-11-24T08:30": 1_795_509_000], lastSeen: 1_795_509_030)
    try store.save(ledger)
    #expect(ReminderStore(vaultRoot: folder.root).load(warn: { _ in }) == ledger)
    #expect(try store.lock())
    let other = ReminderStore(vaultRoot: folder.root)
    #expect(try !other.lock())
    store.unlock()
    #expect(try other.lock())
  }

  @Test func anUnreadableFileIsReplacedWithAWarning() throws {
    let folder = try WatchTestFolder()
    try folder.write(ReminderStore.path, "{not json")
    let warnings = LockedLines()
    #expect(ReminderStore(vaultRoot: folder.root).load(warn: { warnings.append($0) }) == ReminderLedger())
    #expect(warnings.all.count == 1)
  }

  /// The missed reminders told on a day are kept with the ledger (today's page reads them); a
  /// file without them, as every earlier one, reads as none and is written as before.
  @Test func keepsTheMissedRemindersOfTheDay() throws {
    let folder = try WatchTestFolder()
    let store = ReminderStore(vaultRoot: folder.root)
    try store.save(ReminderLedger(lastSeen: 1))
    #expect(store.missed() == nil)
    #expect(!(try String(contentsOfFile: store.file, encoding: .utf8)).contains("missed"))
    let missed = MissedReminders(
      day: LocalDate(iso: "2026-11-24")!,
      items: [.init(due: LocalDateTime(text: "2026-11-20T08:30")!, title: "Pay rent", file: "inbox.md", line: 3)])
    let ledger = ReminderLedger(delivered: ["k": 2], lastSeen: 3, missed: missed)
    try store.save(ledger)
    #expect(store.load(warn: { _ in }) == ledger)
    #expect(ReminderStore(vaultRoot: folder.root).missed() == missed)
    #expect((try String(contentsOfFile: store.file, encoding: .utf8)).contains("\"due\" : \"2026-11-20T08:30\""))
  }
}
