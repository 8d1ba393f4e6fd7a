import Foundation
import QuireTestSupport
import Testing

/// `quire watch` end to end: the built binary, a vault built here, a notifier command that
/// appends title|body to a file, and `--now` a few seconds before a reminder so it fires soon.
@Suite struct WatchTests {
  /// A vault in Berlin time whose notifier appends `title|body` lines to a file beside it (or
  /// the two `placeholders` given, such as `{id}` and `{title}`).
  final class WatchVault {
    let vault: TemporaryVault
    var root: String { vault.url.path }
    var out: String { root + "/../" + vault.url.lastPathComponent + "-notified.txt" }

    init(inbox: String, placeholders: [String] = []) throws {
      vault = try TemporaryVault()
      let fields = placeholders.map { ", '\($0)'" }.joined()
      try vault.write(
        ".quire/config.yaml",
        """
        timezone: Europe/Berlin
        notify:
          command: [sh, -c, 'printf "%s|%s\\n" "$1" "$2" >> "$0"', \(out)\(fields)]
        """)
      try vault.write("inbox.md", inbox)
    }

    deinit { try? FileManager.default.removeItem(atPath: out) }

    /// The notifications delivered so far.
    var notified: [String] {
      ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// A command run to its end on the vault at `now`.
    func run(_ arguments: [String], now: String) throws -> QuireResult {
      try QuireProcess.run(arguments + ["--vault", root, "--now", now])
    }

    func watch(_ now: String, _ more: [String] = [], environment: [String: String] = [:]) throws
      -> QuireBackgroundProcess
    {
      try QuireBackgroundProcess(["watch", "--vault", root, "--now", now] + more, environment: environment)
    }
  }

  /// inotify on Linux; macOS polls.
  #if os(Linux)
    static let mechanism = "inotify"
  #else
    static let mechanism = "polling"
  #endif

  static let inbox = "# Inbox\n\n- [ ] Submit slides ⏰ 2026-11-24 08:30 #cs101\n"

  @Test func firesOnceOnTimeAndARestartDoesNotRepeatIt() throws {
    let v = try WatchVault(inbox: Self.inbox)
    let first = try v.watch("2026-11-24T08:29:58")
    #expect(first.waitFor("watching \(v.root) (\(Self.mechanism)), next reminder 08:30 Submit slides #cs101"))
    #expect(first.waitFor("08:30 reminder: Submit slides #cs101", timeout: 6))
    #expect(first.stop(signal: SIGTERM) == 0)
    #expect(first.stdout.hasSuffix("08:30 stopped\n"))
    #expect(v.notified == ["Submit slides #cs101|08:30 · inbox.md:3"])
    // Restarted within the same minute (and with the clock set back before it): not again.
    for now in ["2026-11-24T08:30:40", "2026-11-24T08:29:59"] {
      let again = try v.watch(now)
      #expect(again.waitFor("watching"))
      Thread.sleep(forTimeInterval: now.hasSuffix("59") ? 1.5 : 0.2)
      #expect(again.stop(signal: SIGTERM) == 0)
      #expect(!again.stdout.contains("reminder:"), "\(again.stdout)")
    }
    #expect(v.notified == ["Submit slides #cs101|08:30 · inbox.md:3"])
  }

  @Test func aReminderMissedWhileDownIsDeliveredOnceOnStartMarkedLate() throws {
    let v = try WatchVault(inbox: Self.inbox)
    let before = try v.watch("2026-11-24T08:10:00")
    #expect(before.waitFor("watching"))
    #expect(before.stop(signal: SIGTERM) == 0)
    let after = try v.watch("2026-11-24T09:05:00")
    #expect(after.waitFor("09:05 reminder: Submit slides #cs101 (late, was due 08:30)"))
    #expect(after.stop(signal: SIGTERM) == 0)
    // Once more, and with --once: nothing new.
    let again = try QuireProcess.run(["watch", "--once", "--vault", v.root, "--now", "2026-11-24T09:06"])
    #expect(again.status == 0)
    #expect(again.stdout == "")
    #expect(v.notified == ["Submit slides #cs101|late, was due 08:30 · inbox.md:3"])
  }

  /// A morning with the laptop shut: three reminders missed by more than the grace window (1 h)
  /// are one notification, not three; a task's reminder says when the task is due.
  @Test func remindersMissedForLongerThanTheGraceAreOneNotification() throws {
    let v = try WatchVault(
      inbox: """
        # Inbox
        - [ ] Submit slides ⏰ 2026-11-24 08:30
        - [ ] Call Anna ⏰ 2026-11-24 09:00
        - [ ] Pay rent 📅 2026-11-25 ⏰ 2026-11-24 09:30
        - [ ] Water the plants 📅 2026-11-24 17:00 ⏰ 2026-11-24 11:30

        """)
    let before = try v.watch("2026-11-24T08:10:00")
    #expect(before.waitFor("watching"))
    #expect(before.stop(signal: SIGTERM) == 0)
    let after = try QuireProcess.run(["watch", "--once", "--vault", v.root, "--now", "2026-11-24T12:00"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(
      after.stdout.contains(
        "12:00 reminders: 3 reminders missed while Quire was not running: Submit slides (08:30); Call Anna (09:00); Pay rent (09:30)"
      ), "\(after.stdout)")
    #expect(after.stdout.contains("12:00 reminder: Water the plants (late, was due 11:30)"))
    #expect(
      v.notified == [
        "3 reminders missed while Quire was not running|Submit slides (08:30); Call Anna (09:00); Pay rent (09:30)",
        "Water the plants|late, was due 11:30 · due today 17:00 · inbox.md:5",
      ])
  }

  /// The reminders told as missed are a section of today's page, written by the watcher that
  /// told them, kept by a rebuild the same day, gone the next day.
  @Test func remindersMissedAreListedOnTodaysPageUntilTheDayEnds() throws {
    let v = try WatchVault(
      inbox: """
        # Inbox
        - [ ] Submit slides ⏰ 2026-11-24 08:30
        - [ ] Call Anna ⏰ 2026-11-24 09:00

        """)
    let before = try v.watch("2026-11-24T08:10:00")
    #expect(before.waitFor("watching"))
    #expect(before.stop(signal: SIGTERM) == 0)
    let page = "agenda/daily/2026-11-24.md"
    #expect(!(try v.vault.readText(page)).contains("Missed reminders"))
    let section = """

      ## Missed reminders

      - ⏰ 08:30 Submit slides · [inbox.md:2](../../inbox.md#L2)
      - ⏰ 09:00 Call Anna · [inbox.md:3](../../inbox.md#L3)

      """
    let after = try QuireProcess.run(["watch", "--once", "--vault", v.root, "--now", "2026-11-24T12:00"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(v.notified.count == 1)
    let written = try v.vault.readText(page)
    #expect(written.contains(section), "\(written)")
    // A rebuild the same day keeps it; another watcher start the same day too.
    #expect(try QuireProcess.run(["build", "--vault", v.root, "--now", "2026-11-24T18:00"]).status == 0)
    #expect(try v.vault.readText(page).contains(section))
    let evening = try v.watch("2026-11-24T20:00:00")
    #expect(evening.waitFor("watching"))
    #expect(evening.stop(signal: SIGTERM) == 0)
    #expect(try v.vault.readText(page).contains(section))
    // The next day's page (today then) has none, and the record is dropped.
    let next = try QuireProcess.run(["watch", "--once", "--vault", v.root, "--now", "2026-11-25T08:00"])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(!(try v.vault.readText("agenda/daily/2026-11-25.md")).contains("Missed reminders"))
    #expect(!(try v.vault.readText(".quire/cache/reminders.json")).contains("missed"))
    #expect(v.notified.count == 1)
  }

  @Test func afterAHardKillAMissedReminderIsNotDropped() throws {
    let v = try WatchVault(inbox: Self.inbox)
    let before = try v.watch("2026-11-24T08:10:00")
    #expect(before.waitFor("watching"))
    Thread.sleep(forTimeInterval: 0.2)
    #expect(before.stop(signal: SIGKILL) == SIGKILL)
    let after = try QuireProcess.run(["watch", "--once", "--vault", v.root, "--now", "2026-11-24T09:05"])
    #expect(after.stdout == "09:05 reminder: Submit slides #cs101 (late, was due 08:30)\n")
    #expect(v.notified == ["Submit slides #cs101|late, was due 08:30 · inbox.md:3"])
  }

  @Test func aReminderAddedWhileWatchingFiresAndSIGINTEndsCleanly() throws {
    let v = try WatchVault(inbox: "# Inbox\n")
    let w = try v.watch("2026-11-24T08:29:57")
    #expect(w.waitFor("watching \(v.root) (\(Self.mechanism))\n"))
    // A second watcher on the same vault is refused.
    let second = try QuireProcess.run(["watch", "--vault", v.root])
    #expect(second.status == 1)
    #expect(second.stderr.contains("another 'quire watch' is running"))
    let handle = try FileHandle(forWritingTo: v.vault.url.appendingPathComponent("inbox.md"))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("- [ ] Call Anna ⏰ 2026-11-24 08:30\n".utf8))
    try handle.close()
    #expect(w.waitFor("08:29 changed: 1 file"))
    #expect(w.waitFor("08:30 reminder: Call Anna", timeout: 6))
    #expect(w.stop(signal: SIGINT) == 0)
    #expect(w.stdout.hasSuffix("stopped\n"))
    #expect(v.notified == ["Call Anna|08:30 · inbox.md:2"])
    let state = try String(contentsOfFile: v.root + "/.quire/cache/reminders.json", encoding: .utf8)
    #expect(state.contains("2026-11-24T08:30"))
  }

  @Test func midnightRollsOverAndPollingFindsChanges() throws {
    let v = try WatchVault(inbox: "- [ ] Past midnight ⏰ 2026-11-25 00:00\n")
    let w = try v.watch(
      "2026-11-24T23:59:58", ["--poll-interval", "0.1", "--no-pages"], environment: ["QUIRE_WATCH_POLL": "1"])
    #expect(w.waitFor("watching \(v.root) (polling)"))
    try v.vault.write("notes/new.md", "- [ ] Written while polling\n")
    #expect(w.waitFor("changed: 1 file"))
    #expect(w.waitFor("00:00 day: 2026-11-25", timeout: 6))
    #expect(w.waitFor("00:00 reminder: Past midnight"))
    #expect(w.stop() == 0)
    #expect(v.notified == ["Past midnight|00:00 · inbox.md:1"])
    #expect(!FileManager.default.fileExists(atPath: v.root + "/agenda"))
  }

  @Test func aChangedConfigIsReadAgainItsZoneAndNotifierUsed() throws {
    let v = try WatchVault(inbox: "- [ ] Stretch ⏰ 2026-11-24 08:30\n- [ ] Call ⏰ 2026-11-24 07:30\n")
    let w = try v.watch("2026-11-24T08:29:52")
    #expect(w.waitFor("next reminder 08:30 Stretch"))
    // Another notifier (a second output file), and the vault's zone moved an hour west (8 s
    // before 08:30 in Berlin: time enough on a loaded machine).
    let other = v.out + ".2"
    defer { try? FileManager.default.removeItem(atPath: other) }
    try v.vault.write(
      ".quire/config.yaml",
      """
      timezone: Europe/London
      notify:
        command: [sh, -c, 'printf "%s|%s\\n" "$1" "$2" >> "$0"', \(other)]
      """)
    #expect(w.waitFor("07:29 changed: config"))
    // 08:30 in Berlin is 07:30 in London: now "Call" is due and "Stretch" an hour away.
    #expect(w.waitFor("07:30 reminder: Call", timeout: 12))
    #expect(w.stop() == 0)
    #expect(!w.stdout.contains("reminder: Stretch"), "\(w.stdout)")
    #expect(v.notified.isEmpty)
    #expect((try? String(contentsOfFile: other, encoding: .utf8)) == "Call|07:30 · inbox.md:2\n")
  }

  @Test func pagesAreBuiltAndABoxTickedInAPageReachesTheNote() throws {
    let v = try WatchVault(inbox: "- [ ] Pay rent 📅 2026-11-24\n")
    let w = try v.watch("2026-11-24T10:00:00")
    #expect(w.waitFor("watching"))
    #expect(w.stdout.hasPrefix("10:00 pages: "))
    let page = "agenda/daily/2026-11-24.md"
    let text = String(decoding: try v.vault.read(page), as: UTF8.self)
    #expect(text.contains("- [ ] Pay rent"))
    try v.vault.write(page, text.replacingOccurrences(of: "- [ ] Pay rent", with: "- [x] Pay rent"))
    #expect(w.waitFor("10:00 done: "))
    #expect(w.waitFor("changed: 1 file"))
    #expect(w.stop() == 0)
    #expect(
      String(decoding: try v.vault.read("inbox.md"), as: UTF8.self) == "- [x] Pay rent 📅 2026-11-24 ✅ 2026-11-24\n")
  }

  /// A note saved while the watcher starts (before, during or right after its first pages)
  /// reaches the page without waiting for another edit: the watches are armed before the
  /// first scan. 20 starts, each with a save at a different moment of the start-up.
  @Test func aSaveDuringStartUpReachesThePage() throws {
    let v = try WatchVault(inbox: "- [ ] Pay rent 📅 2026-11-24\n")
    let page = v.root + "/agenda/daily/2026-11-24.md"
    var missed: [Int] = []
    for round in 0..<20 {
      let w = try v.watch("2026-11-24T10:00:00")
      // From at once to just after the first scan (its pages are written before "watching").
      Thread.sleep(forTimeInterval: Double(round % 10) * 0.015)
      if round >= 10 { w.waitFor("watching") }
      try v.vault.write("inbox.md", "- [ ] Pay rent 📅 2026-11-24\n- [ ] Round \(round) 📅 2026-11-24\n")
      let end = Date().addingTimeInterval(1.5)
      var seen = false
      while Date() < end, !seen {
        seen = ((try? String(contentsOfFile: page, encoding: .utf8)) ?? "").contains("Round \(round)")
        if !seen { Thread.sleep(forTimeInterval: 0.02) }
      }
      if !seen { missed.append(round) }
      #expect(w.stop() == 0)
    }
    #expect(missed.isEmpty, "saves that did not reach the page: \(missed)")
  }

  @Test func aBadNowIsAUsageError() throws {
    let v = try WatchVault(inbox: "")
    let result = try QuireProcess.run(["watch", "--once", "--vault", v.root, "--now", "2026-11-24T08:29:61"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--now"))
  }
}
