import Foundation
import QuireTestSupport
import Testing

/// `quire snooze` (docs/watch.md, "Snoozing"): the reminder that fired moves later on the task's
/// line, and `quire watch` delivers it once more, once.
@Suite struct SnoozeCLITests {
  /// A vault whose notifier appends `id|title` lines to a file beside it.
  static func vault(inbox: String) throws -> WatchTests.WatchVault {
    try WatchTests.WatchVault(inbox: inbox, placeholders: ["{id}", "{title}"])
  }

  @Test func theFiredReminderMovesAnHourLaterAndIsDeliveredOnceMore() throws {
    let v = try Self.vault(inbox: "# Inbox\n\n- [ ] Submit slides 🆔 slides ⏰ 2026-11-24 08:30 #cs101\n")
    #expect(try v.run(["watch", "--once", "--no-pages"], now: "2026-11-24T08:10").status == 0)
    let fired = try v.run(["watch", "--once", "--no-pages"], now: "2026-11-24T08:30")
    #expect(fired.stdout.contains("08:30 reminder: Submit slides"), "\(fired.stdout)")
    // Ten minutes later: an hour after the reminder, not after now.
    let snoozed = try v.run(["snooze", "slides"], now: "2026-11-24T08:40")
    #expect(snoozed.status == 0, "\(snoozed.stderr)")
    #expect(snoozed.stdout == "snoozed: slides inbox.md:3 Submit slides #cs101 until 2026-11-24 09:30\n")
    #expect(try v.vault.readText("inbox.md") == "# Inbox\n\n- [ ] Submit slides 🆔 slides ⏰ 2026-11-24 09:30 #cs101\n")
    for (now, fires) in [("2026-11-24T09:29", false), ("2026-11-24T09:30", true), ("2026-11-24T09:31", false)] {
      let watched = try v.run(["watch", "--once", "--no-pages"], now: now)
      #expect(
        watched.status == 0 && watched.stdout.contains("reminder: Submit slides") == fires, "\(now): \(watched.stdout)")
    }
    #expect(v.notified == ["slides|Submit slides #cs101", "slides|Submit slides #cs101"])
  }

  /// A done or cancelled task reminds of nothing: snoozing it is refused and the note stays.
  @Test func aClosedTaskIsNotSnoozed() throws {
    let text = "# Inbox\n- [x] Call Anna ✅ 2026-11-23\n- [-] Pay rent ❌ 2026-11-23\n"
    let v = try Self.vault(inbox: text)
    for place in ["inbox.md:2", "inbox.md:3"] {
      let refused = try v.run(["snooze", place], now: "2026-11-24T10:15")
      #expect(refused.status == 1 && refused.stderr.contains("so it reminds of nothing"), "\(refused.stderr)")
    }
    #expect(try v.vault.readText("inbox.md") == text)
  }

  @Test func withoutAFiredReminderOneIsAddedFromNowOrAtTheTimeGiven() throws {
    let v = try Self.vault(inbox: "# Inbox\n- [ ] Call Anna 📅 2026-11-24\n- [ ] Pay rent\n")
    let hour = try v.run(["snooze", "inbox.md:2"], now: "2026-11-24T10:15")
    #expect(hour.status == 0, "\(hour.stderr)")
    let later = try v.run(["snooze", "inbox.md:3", "tomorrow 9am"], now: "2026-11-24T10:15")
    #expect(later.status == 0, "\(later.stderr)")
    let minutes = try v.run(["snooze", "inbox.md:3", "30m"], now: "2026-11-24T10:15")
    #expect(minutes.status == 0, "\(minutes.stderr)")
    #expect(
      try v.vault.readText("inbox.md")
        == "# Inbox\n- [ ] Call Anna ⏰ 2026-11-24 11:15 📅 2026-11-24\n- [ ] Pay rent ⏰ 2026-11-25 09:00 ⏰ 2026-11-24 10:45\n"
    )
    let past = try v.run(["snooze", "inbox.md:3", "9am"], now: "2026-11-24T10:15")
    #expect(past.status == 1 && past.stderr.contains("is not later than now"), "\(past.stderr)")
    let bad = try v.run(["snooze", "inbox.md:3", "soon"], now: "2026-11-24T10:15")
    #expect(bad.status == 1 && bad.stderr.contains("neither a duration"), "\(bad.stderr)")
  }
}
