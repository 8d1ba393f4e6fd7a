import Foundation
import QuireTestSupport
import Testing

/// `quire vdir sync DIR` end to end on a temporary vault and vdir (docs/phone.md): the vault's
/// items out, another program's changes in, conflicts, and bad files.
@Suite struct VdirSyncTests {
  static let now = "2026-11-26T10:00"

  /// A vault in Berlin and an empty folder for the vdir.
  final class Setup {
    let vault: TemporaryVault
    let folder: TemporaryVault
    var dir: URL { folder.url.appendingPathComponent("personal") }

    init(inbox: String, files: [String: String] = [:]) throws {
      vault = try TemporaryVault()
      folder = try TemporaryVault()
      try vault.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
      try vault.write("inbox.md", inbox)
      for (path, text) in files { try vault.write(path, text) }
    }

    @discardableResult
    func sync(now: String = VdirSyncTests.now, expectStatus: Int32 = 0) throws -> QuireResult {
      let result = try QuireProcess.run(["--now", now, "vdir", "sync", dir.path], in: vault.url)
      #expect(result.status == expectStatus, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
      return result
    }

    /// The vdir's files (name → text).
    func items() throws -> [String: String] {
      var out: [String: String] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) {
        out[name] = String(decoding: try Data(contentsOf: dir.appendingPathComponent(name)), as: UTF8.self)
      }
      return out
    }

    /// The one item whose text contains `summary`.
    func item(_ summary: String) throws -> (name: String, text: String) {
      let all = try items()
      let found = all.filter { $0.value.contains("\nSUMMARY:" + summary) }
      try #require(found.count == 1, "\(summary) in \(all.keys.sorted())")
      return (found.first!.key, found.first!.value)
    }

    /// Replaces the file `name` in the vdir as another program would (a new file, renamed).
    func put(_ name: String, _ text: String) throws {
      let temp = dir.appendingPathComponent(".tmp-" + UUID().uuidString)
      try Data(text.utf8).write(to: temp)
      _ = rename(temp.path, dir.appendingPathComponent(name).path)
    }

    /// The phone marks `item` completed (at 2026-11-26 09:00 UTC).
    func completeOnPhone(_ item: (name: String, text: String)) throws {
      try put(
        item.name,
        item.text.replacingOccurrences(
          of: "STATUS:NEEDS-ACTION", with: "STATUS:COMPLETED\r\nCOMPLETED:20261126T090000Z"))
    }

    func delete(_ name: String) throws { try FileManager.default.removeItem(at: dir.appendingPathComponent(name)) }

    /// Every file of the vault but Quire's cache (path → bytes).
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      let root = vault.url.path
      for case let path as String in FileManager.default.enumerator(atPath: root)! where !path.hasPrefix(".quire/cache")
      {
        var isFolder: ObjCBool = false
        FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
        if !isFolder.boolValue { files[path] = try vault.read(path) }
      }
      return files
    }
  }

  static func calendar(_ body: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN"] + body + ["END:VCALENDAR"]).joined(separator: "\r\n")
      + "\r\n"
  }

  static let inbox = """
    # Inbox

    - [ ] Buy milk 📅 2026-11-27 #home
    - [ ] Pay rent 🔁 every month 📅 2026-12-01 ⏰ 2026-11-30 18:00
    - [ ] No date at all
    - [ ] Call Ann 🆔 ann ⏫ 📅 2026-11-28

    """

  static let dentist = """
    ---
    type: event
    title: Dentist
    date: 2026-12-02
    start: "14:00"
    end: "14:45"
    remind: ["1h before"]
    ---
    # Dentist

    """

  // MARK: - Vault to vdir

  @Test func theVaultGoesOutOneFileAnItemWithStableUIDs() throws {
    let s = try Setup(inbox: Self.inbox, files: ["planner/dentist.md": Self.dentist])
    let first = try s.sync()
    #expect(first.stdout.hasSuffix("written 4, removed 0, changed in the vault 0, unchanged 0\n"), "\(first.stdout)")
    let names = try s.items().keys.sorted()
    #expect(names.count == 4 && names.contains("task-ann@quire.ics"), "\(names)")
    let dentist = try s.item("Dentist")
    #expect(dentist.text.contains("DTSTART;TZID=Europe/Berlin:20261202T140000\r\n"))
    #expect(dentist.text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"))
    #expect(dentist.text.contains("TRIGGER:-PT1H\r\n"))
    let rent = try s.item("Pay rent")
    #expect(
      rent.text.contains("RRULE:FREQ=MONTHLY\r\n") && rent.text.contains("TRIGGER;VALUE=DATE-TIME:20261130T170000Z"))
    #expect(try s.item("Buy milk").text.contains("CATEGORIES:home\r\n"))
    #expect(try s.item("Call Ann").text.contains("PRIORITY:3\r\n"))
    #expect(FileManager.default.fileExists(atPath: s.vault.url.path + "/.quire/cache/vdir"))

    // Nothing changed: no byte either.
    let before = try s.items()
    let second = try s.sync(now: "2026-11-26T11:00")
    #expect(second.stdout.hasSuffix("written 0, removed 0, changed in the vault 0, unchanged 4\n"), "\(second.stdout)")
    #expect(try s.items() == before)

    // Edits in the vault keep each item's file: a new due date, new words.
    let milk = try s.item("Buy milk").name
    try s.vault.write(
      "inbox.md",
      Self.inbox.replacingOccurrences(of: "Buy milk 📅 2026-11-27", with: "Buy oat milk 📅 2026-11-29")
        .replacingOccurrences(of: "📅 2026-12-01", with: "📅 2026-12-02"))
    let third = try s.sync()
    #expect(third.stdout.contains("written 2,"), "\(third.stdout)")
    #expect(try s.item("Buy oat milk").name == milk)
    #expect(try s.item("Pay rent").text.contains("DUE;VALUE=DATE:20261202\r\n"))

    // `--json` says the same as the text.
    let json = try QuireProcess.run(["--now", Self.now, "--json", "vdir", "sync", s.dir.path], in: s.vault.url)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["unchanged"] as? Int == 4 && (object?["written"] as? [String])?.isEmpty == true, "\(json.stdout)")

    // Removed in the vault: removed from the vdir; an item whose whole note is gone (not to the
    // archive) only by a sync ten minutes or more after the first that found it gone.
    try s.vault.write("inbox.md", "# Inbox\n\n- [ ] Call Ann 🆔 ann ⏫ 📅 2026-11-28\n")
    try FileManager.default.removeItem(at: s.vault.url.appendingPathComponent("planner/dentist.md"))
    let fourth = try s.sync()
    #expect(fourth.stdout.contains("removed 2,"), "\(fourth.stdout)")
    #expect(fourth.stdout.contains("1 of a note gone from the vault removed at a sync 10 minutes"), "\(fourth.stdout)")
    #expect(try s.items().count == 2)
    #expect(try s.sync(now: "2026-11-26T10:09").stdout.contains("removed 0,"))
    #expect(try s.sync(now: "2026-11-26T10:10").stdout.contains("removed 1,"))
    #expect(try s.items().keys.sorted() == ["task-ann@quire.ics"])
  }

  // MARK: - Vdir to vault

  @Test func changesMadeElsewhereComeBackAsQuireWouldMakeThem() throws {
    let s = try Setup(inbox: Self.inbox, files: ["planner/dentist.md": Self.dentist])
    try s.sync()
    // The phone: milk bought, rent due later, Ann's call cancelled, the dentist deleted, a task
    // and an event added.
    let milk = try s.item("Buy milk")
    try s.put(
      milk.name,
      milk.text.replacingOccurrences(
        of: "STATUS:NEEDS-ACTION\r\n", with: "STATUS:COMPLETED\r\nCOMPLETED:20261126T081500Z\r\nX-PHONE-ONLY:yes\r\n"))
    let rent = try s.item("Pay rent")
    try s.put(
      rent.name,
      rent.text.replacingOccurrences(of: "DUE;VALUE=DATE:20261201", with: "DUE;VALUE=DATE:20261203")
        .replacingOccurrences(of: "20261130T170000Z", with: "20261202T170000Z"))
    let ann = try s.item("Call Ann")
    try s.put(
      ann.name,
      ann.text.replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:CANCELLED")
        .replacingOccurrences(of: "SUMMARY:Call Ann", with: "SUMMARY:Call Ann back"))
    try s.delete(try s.item("Dentist").name)
    try s.put(
      "phone-task-1.ics",
      Self.calendar([
        "BEGIN:VTODO", "UID:phone-task-1", "SUMMARY:Water the plants", "DUE;VALUE=DATE:20261128",
        "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261128T070000Z", "END:VALARM", "END:VTODO",
      ]))
    try s.put(
      "phone-event-1.ics",
      Self.calendar([
        "BEGIN:VEVENT", "UID:phone-event-1", "SUMMARY:Lunch with Bo", "DTSTART:20261129T113000Z",
        "DTEND:20261129T130000Z", "LOCATION:Cafe Nord", "URL:https://example.com/lunch", "END:VEVENT",
      ]))
    let result = try s.sync()
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      try s.vault.readText("inbox.md") == """
        # Inbox

        - [x] Buy milk 📅 2026-11-27 #home ✅ 2026-11-26
        - [ ] Pay rent 🔁 every month 📅 2026-12-03 ⏰ 2026-12-02 18:00
        - [ ] No date at all
        - [-] Call Ann back 🆔 ann ⏫ 📅 2026-11-28 ❌ 2026-11-26
        - [ ] Water the plants ⏰ 2026-11-28 08:00 🆔 ics-\(String(try s.vault.readText("inbox.md").split(separator: "ics-").last!.prefix(10))) 📅 2026-11-28

        """)
    #expect(try s.vault.readText("archive/planner/dentist.md") == Self.dentist)
    let lunch = try s.vault.readText("planner/personal/lunch-with-bo.md")
    #expect(
      lunch.contains("date: 2026-11-29\nstart: \"12:30\"\nend: \"14:00\"") && lunch.contains("uid: \"phone-event-1\""))
    // The phone's own property stays in its file.
    #expect(try s.item("Buy milk").text.contains("X-PHONE-ONLY:yes\r\n"))

    // A second round with no edits changes no byte on either side.
    let vaultBefore = try s.snapshot()
    let itemsBefore = try s.items()
    let again = try s.sync(now: "2026-11-26T10:05")
    #expect(again.stdout.hasSuffix("written 0, removed 0, changed in the vault 0, unchanged 5\n"), "\(again.stdout)")
    #expect(try s.snapshot() == vaultBefore)
    #expect(try s.items() == itemsBefore)

    // Reopened and deleted elsewhere.
    let bought = try s.item("Buy milk")
    try s.put(bought.name, bought.text.replacingOccurrences(of: "STATUS:COMPLETED", with: "STATUS:NEEDS-ACTION"))
    try s.delete(try s.item("Water the plants").name)
    let third = try s.sync()
    #expect(third.stdout.contains("reopened inbox.md:3 Buy milk #home"), "\(third.stdout)")
    let inbox = try s.vault.readText("inbox.md")
    #expect(inbox.contains("- [ ] Buy milk 📅 2026-11-27 #home\n") && !inbox.contains("Water"), "\(inbox)")
    #expect(try s.vault.readText("archive/2026-11.md").contains("- [ ] Water the plants"))
  }

  /// A series changed on the phone comes back into the line; a scheduled-only task carries its
  /// scheduled date as DTSTART, and a new one on the phone moves it.
  @Test func aPhonesNewRecurrenceAndStartComeBack() throws {
    let s = try Setup(
      inbox: "# Inbox\n\n- [ ] Pay rent 🔁 every week 📅 2026-12-01\n- [ ] Plan the trip ⏳ 2026-11-30\n")
    try s.sync()
    let rent = try s.item("Pay rent")
    try s.put(rent.name, rent.text.replacingOccurrences(of: "RRULE:FREQ=WEEKLY", with: "RRULE:FREQ=MONTHLY"))
    let trip = try s.item("Plan the trip")
    #expect(trip.text.contains("DTSTART;VALUE=DATE:20261130"), "\(trip.text)")
    try s.put(
      trip.name, trip.text.replacingOccurrences(of: "DTSTART;VALUE=DATE:20261130", with: "DTSTART;VALUE=DATE:20261202"))
    try s.sync()
    #expect(
      try s.vault.readText("inbox.md")
        == "# Inbox\n\n- [ ] Pay rent 🔁 every month 📅 2026-12-01\n- [ ] Plan the trip ⏳ 2026-12-02\n")
    // Both sides agree now: the next sync changes nothing.
    #expect(try s.sync().stdout.contains("written 0, removed 0, changed in the vault 0"))
  }

  @Test func aRecurringTaskDoneElsewhereRollsOverIntoANewItem() throws {
    let s = try Setup(inbox: "# Inbox\n\n- [ ] Pay rent 🔁 every month 📅 2026-12-01\n")
    try s.sync()
    let rent = try s.item("Pay rent")
    try s.completeOnPhone(rent)
    try s.sync()
    #expect(
      try s.vault.readText("inbox.md")
        == "# Inbox\n\n- [ ] Pay rent 🔁 every month 📅 2027-01-01\n- [x] Pay rent 🔁 every month 📅 2026-12-01 ✅ 2026-11-26\n"
    )
    let items = try s.items()
    #expect(items.count == 2)
    // The done occurrence keeps its file, without RRULE; the next one is a new item.
    #expect(items[rent.name]?.contains("STATUS:COMPLETED") == true && items[rent.name]?.contains("RRULE") == false)
    #expect(items.values.contains { $0.contains("DUE;VALUE=DATE:20270101") && $0.contains("RRULE:FREQ=MONTHLY") })
  }

  /// A sync killed after it changed the vault (`QUIRE_CRASH_AT=after-vault-changes`): the next
  /// one does not take those changes for the person's, so no conflict and no copy.
  @Test func aKilledSyncIsFinishedWithoutAConflict() throws {
    let s = try Setup(inbox: "# Inbox\n\n- [ ] Pay rent 🔁 every month 📅 2026-12-01\n")
    try s.sync()
    let rent = try s.item("Pay rent")
    try s.completeOnPhone(rent)
    let killed = try QuireProcess.run(
      ["--now", Self.now, "vdir", "sync", s.dir.path], in: s.vault.url,
      environment: ["QUIRE_CRASH_AT": "after-vault-changes"])
    #expect(killed.status != 0)
    let inbox =
      "# Inbox\n\n- [ ] Pay rent 🔁 every month 📅 2027-01-01\n- [x] Pay rent 🔁 every month 📅 2026-12-01 ✅ 2026-11-26\n"
    #expect(try s.vault.readText("inbox.md") == inbox)
    let next = try s.sync()
    #expect(next.stderr.isEmpty, "\(next.stderr)")
    #expect(try s.vault.readText("inbox.md") == inbox)
    let items = try s.items()
    #expect(items.count == 2 && items[rent.name]?.contains("RRULE") == false, "\(items)")
    #expect(try s.sync().stdout.contains("written 0, removed 0, changed in the vault 0,"))
  }

  /// Without its sync state (`.quire/cache/` is not synced between machines, or was cleared)
  /// every item is found again: by `uid:`, by the `🆔` of a task that came from the vdir, by a
  /// task's words and due date. Nothing is added twice, nothing is a conflict.
  @Test func aLostSyncStateFindsEveryItemAgain() throws {
    let s = try Setup(inbox: Self.inbox, files: ["planner/dentist.md": Self.dentist])
    try s.sync()
    try s.put(
      "phone-task-1.ics",
      Self.calendar([
        "BEGIN:VTODO", "UID:phone-task-1", "SUMMARY:Water the plants", "DUE;VALUE=DATE:20261128", "END:VTODO",
      ]))
    try s.put(
      "phone-event-1.ics",
      Self.calendar([
        "BEGIN:VEVENT", "UID:phone-event-1", "SUMMARY:Lunch with Bo", "DTSTART:20261129T113000Z",
        "DTEND:20261129T130000Z", "END:VEVENT",
      ]))
    try s.sync()
    let vault = try s.snapshot()
    let items = try s.items()
    try FileManager.default.removeItem(at: s.vault.url.appendingPathComponent(".quire/cache/vdir"))
    let again = try s.sync()
    #expect(again.stderr.isEmpty, "\(again.stderr)")
    #expect(again.stdout.hasSuffix("written 0, removed 0, changed in the vault 0, unchanged 6\n"), "\(again.stdout)")
    #expect(try s.snapshot() == vault)
    #expect(try s.items() == items)
  }

  // MARK: - Overrides

  @Test func aSeriesWithItsOverridesIsOneItemBothWays() throws {
    let s = try Setup(inbox: "# Inbox\n")
    let series = Self.calendar([
      "BEGIN:VEVENT", "UID:standup-1", "SUMMARY:Standup", "DTSTART;TZID=Europe/Berlin:20261102T093000",
      "DTEND;TZID=Europe/Berlin:20261102T094500", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE",
      "EXDATE;TZID=Europe/Berlin:20261111T093000", "END:VEVENT",
      "BEGIN:VEVENT", "UID:standup-1", "RECURRENCE-ID;TZID=Europe/Berlin:20261104T093000", "SUMMARY:Standup (late)",
      "DTSTART;TZID=Europe/Berlin:20261104T110000", "DTEND;TZID=Europe/Berlin:20261104T111500", "END:VEVENT",
    ])
    try s.vault.write("series.ics", series)
    let imported = try QuireProcess.run(
      ["--now", Self.now, "ics", "import", "series.ics", "--calendar", "work"], in: s.vault.url)
    #expect(imported.status == 0, "\(imported.stderr)")
    try s.sync()
    // One file: the series without the overridden day in EXDATE, and the override.
    let file = try s.item("Standup")
    #expect(try file.name == "standup-1.ics" && s.items().count == 1)
    #expect(file.text.contains("EXDATE;TZID=Europe/Berlin:20261111T093000\r\n"))
    #expect(!file.text.contains("EXDATE;TZID=Europe/Berlin:20261104"))
    #expect(file.text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20261104T093000\r\nSUMMARY:Standup (late)\r\n"))
    #expect(try s.sync().stdout.contains("written 0,"))

    // Elsewhere: the override moves, a second one is added.
    try s.put(
      file.name,
      file.text.replacingOccurrences(of: "20261104T110000", with: "20261104T113000")
        .replacingOccurrences(
          of: "END:VCALENDAR\r\n",
          with: [
            "BEGIN:VEVENT", "UID:standup-1", "RECURRENCE-ID;TZID=Europe/Berlin:20261109T093000",
            "SUMMARY:Standup (remote)", "DTSTART;TZID=Europe/Berlin:20261109T100000",
            "DTEND;TZID=Europe/Berlin:20261109T101500", "END:VEVENT", "END:VCALENDAR", "",
          ].joined(separator: "\r\n")))
    let back = try s.sync()
    #expect(back.stdout.contains("created planner/work/standup-remote-2026-11-09.md"), "\(back.stdout)")
    #expect(try s.vault.readText("planner/work/standup-late-2026-11-04.md").contains("start: \"11:30\""))
    #expect(
      try s.vault.readText("planner/work/standup.md").contains(
        "exdate:\n  - 2026-11-04\n  - 2026-11-09\n  - 2026-11-11\n"))
    let listed = try QuireProcess.run(
      ["--now", Self.now, "event", "list", "--from", "2026-11-02", "--to", "2026-11-11"], in: s.vault.url)
    #expect(
      listed.stdout == """
        2026-11-02  09:30-09:45  Standup  work/standup
        2026-11-04  11:30        Standup (late)  work/standup-late-2026-11-04
        2026-11-09  10:00-10:15  Standup (remote)  work/standup-remote-2026-11-09

        """, "\(listed.stdout)")
    #expect(try s.sync().stdout.contains("written 0, removed 0, changed in the vault 0,"))
  }

  /// Tasks.org and iOS Reminders roll a recurring task over themselves: the same item, still
  /// open, due on the next date of its series. That is a completion; another date is a move.
  @Test func aPhoneThatRollsARecurringTaskOverCompletesIt() throws {
    let s = try Setup(
      inbox: "# Inbox\n\n- [ ] Water plants 🔁 every week 📅 2026-11-27\n- [ ] Gym 🔁 every week 📅 2026-11-27\n")
    try s.sync()
    let water = try s.item("Water plants")
    try s.put(
      water.name, water.text.replacingOccurrences(of: "DUE;VALUE=DATE:20261127", with: "DUE;VALUE=DATE:20261204"))
    let gym = try s.item("Gym")
    try s.put(gym.name, gym.text.replacingOccurrences(of: "DUE;VALUE=DATE:20261127", with: "DUE;VALUE=DATE:20261129"))
    let result = try s.sync()
    #expect(result.stdout.contains("done inbox.md:3 Water plants"), "\(result.stdout)")
    #expect(
      try s.vault.readText("inbox.md") == """
        # Inbox

        - [ ] Water plants 🔁 every week 📅 2026-12-04
        - [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-26
        - [ ] Gym 🔁 every week 📅 2026-11-29

        """)
    #expect(try s.sync().stdout.contains("written 0, removed 0, changed in the vault 0,"))
  }

  // MARK: - Conflicts

  /// A task and an event synced, then changed in the vault and in the vdir: a due date moved on
  /// each side, the event's title changed in the vdir and its end in the vault.
  static func changedOnBothSides() throws -> Setup {
    let s = try Setup(inbox: "# Inbox\n\n- [ ] Buy milk 📅 2026-11-27\n", files: ["planner/dentist.md": Self.dentist])
    try s.sync()
    let milk = try s.item("Buy milk")
    try s.put(milk.name, milk.text.replacingOccurrences(of: "20261127", with: "20261130"))
    let dentist = try s.item("Dentist")
    try s.put(dentist.name, dentist.text.replacingOccurrences(of: "SUMMARY:Dentist", with: "SUMMARY:Dentist (moved)"))
    try s.vault.write("inbox.md", "# Inbox\n\n- [ ] Buy milk 📅 2026-11-28\n")
    try s.vault.write("planner/dentist.md", Self.dentist.replacingOccurrences(of: "14:45", with: "15:00"))
    return s
  }

  @Test func changedOnBothSidesTheVaultWinsAndTheOtherIsKept() throws {
    let s = try Self.changedOnBothSides()
    let result = try s.sync()
    #expect(result.stderr.components(separatedBy: "warning: changed here").count == 3, "\(result.stderr)")
    #expect(result.stderr.contains("planner/conflicts/dentist-moved.md"), "\(result.stderr)")
    #expect(
      try s.vault.readText("inbox.md")
        == "# Inbox\n\n- [ ] Buy milk 📅 2026-11-28\n- [ ] Buy milk #conflict 📅 2026-11-30\n")
    #expect(try s.vault.readText("planner/conflicts/dentist-moved.md").contains("title: \"Dentist (moved)\""))
    #expect(try s.item("Buy milk").text.contains("DUE;VALUE=DATE:20261128"))
    #expect(try s.item("Dentist").text.contains("DTEND;TZID=Europe/Berlin:20261202T150000"))
    // The conflict copies stay in the vault only.
    #expect(try s.items().count == 2)
    let again = try s.sync()
    #expect(again.stderr.isEmpty && again.stdout.contains("written 0,"), "\(again.stdout)\(again.stderr)")
  }

  /// A first sync of many items lets go of the vault's write lock before it writes the vdir's
  /// files: a `quire done` meanwhile lands while the sync still writes, and the next sync sends it.
  @Test func aDoneDuringAFirstSyncDoesNotWaitForIt() throws {
    let tasks = (0..<3000).map { "- [ ] Task number \($0) 📅 2026-12-\(String(format: "%02d", 1 + $0 % 28))" }
    let s = try Setup(inbox: "# Inbox\n\n" + tasks.joined(separator: "\n") + "\n")
    let sync = try QuireBackgroundProcess(["--vault", s.vault.url.path, "--now", Self.now, "vdir", "sync", s.dir.path])
    // The first files in the folder: the sync is past the vault.
    let end = Date().addingTimeInterval(60)
    while ((try? FileManager.default.contentsOfDirectory(atPath: s.dir.path)) ?? []).isEmpty, Date() < end {
      Thread.sleep(forTimeInterval: 0.01)
    }
    let done = try QuireProcess.run(["--now", Self.now, "done", "inbox.md:3"], in: s.vault.url)
    #expect(done.status == 0, "\(done.stderr)")
    let written = try FileManager.default.contentsOfDirectory(atPath: s.dir.path).count
    #expect(sync.isRunning && written < 3000, "the done waited for the whole sync (\(written) files written)")
    #expect(sync.wait() == 0, "\(sync.stderr)")
    #expect(try s.vault.readText("inbox.md").contains("- [x] Task number 0 📅 2026-12-01 ✅ 2026-11-26\n"))
    try s.sync()
    #expect(try s.item("Task number 0").text.contains("STATUS:COMPLETED"))
  }

  /// A sync killed after it kept the conflict copies, before it recorded them: the next one finds
  /// the same conflicts and the copies already there, and writes none twice.
  @Test func aKilledSyncWritesEachConflictCopyOnce() throws {
    let s = try Self.changedOnBothSides()
    let killed = try QuireProcess.run(
      ["--now", Self.now, "vdir", "sync", s.dir.path], in: s.vault.url,
      environment: ["QUIRE_CRASH_AT": "after-vault-changes"])
    #expect(killed.status == SIGKILL, "\(killed.stderr)")
    let next = try s.sync()
    #expect(next.status == 0, "\(next.stderr)")
    #expect(
      try s.vault.readText("inbox.md")
        == "# Inbox\n\n- [ ] Buy milk 📅 2026-11-28\n- [ ] Buy milk #conflict 📅 2026-11-30\n")
    let copies = try FileManager.default.contentsOfDirectory(
      atPath: s.vault.url.appendingPathComponent("planner/conflicts").path)
    #expect(copies == ["dentist-moved.md"], "\(copies)")
    #expect(try s.sync().stdout.contains("written 0,"))
  }

  /// A conflict copy that cannot be written (the inbox cannot be made): the other side's file is
  /// left as it is, and tried again at the next sync; nothing is lost.
  @Test func aConflictWhoseCopyCannotBeKeptLeavesTheFileAlone() throws {
    let s = try Setup(
      inbox: "# Inbox\n", files: ["tasks.md": "# Tasks\n\n- [ ] Buy milk 📅 2026-11-27\n", "blocked": "a file\n"])
    try s.vault.write(".quire/config.yaml", "timezone: Europe/Berlin\ninbox: blocked/inbox.md\n")
    try s.sync()
    let milk = try s.item("Buy milk")
    let theirs = milk.text.replacingOccurrences(of: "20261127", with: "20261130")
    try s.put(milk.name, theirs)
    try s.vault.write("tasks.md", "# Tasks\n\n- [ ] Buy milk 📅 2026-11-28\n")
    let result = try s.sync(expectStatus: 1)
    #expect(result.stderr.contains("blocked/inbox.md"), "\(result.stderr)")
    #expect(try s.items()[milk.name] == theirs)
    // Once the inbox can be written, the conflict is settled: the vault's version out, theirs kept.
    try FileManager.default.removeItem(at: s.vault.url.appendingPathComponent("blocked"))
    let next = try s.sync()
    #expect(next.stderr.contains("warning: changed here (tasks.md:3)"), "\(next.stderr)")
    #expect(try s.vault.readText("blocked/inbox.md").contains("- [ ] Buy milk #conflict 📅 2026-11-30"))
    #expect(try s.item("Buy milk").text.contains("DUE;VALUE=DATE:20261128"))
  }

  // MARK: - Bad input

  @Test func badFilesAreWarnedAboutAndTheRestSyncs() throws {
    let s = try Setup(inbox: "# Inbox\n\n- [ ] Buy milk 📅 2026-11-27\n")
    try s.sync()
    let outside = s.folder.url.appendingPathComponent("outside.txt")
    try Data("secret\n".utf8).write(to: outside)
    func todo(_ uid: String, _ extra: [String] = []) -> String {
      Self.calendar(
        ["BEGIN:VTODO", "UID:" + uid, "SUMMARY:From \(uid.count)", "DUE;VALUE=DATE:20261201"] + extra + ["END:VTODO"])
    }
    try s.put("not-ics.ics", "just some text\n")
    try s.put("no-uid.ics", Self.calendar(["BEGIN:VTODO", "SUMMARY:Nameless", "END:VTODO"]))
    try s.put("a-dup.ics", todo("dup"))
    try s.put("b-dup.ics", todo("dup"))
    try s.put("slash.ics", todo("../../outside.txt"))
    try s.put("dots.ics", todo("a..b"))
    try s.put("nul.ics", todo("a\u{0}b"))
    try s.put(
      "count.ics",
      Self.calendar([
        "BEGIN:VEVENT", "UID:count", "SUMMARY:Forever", "DTSTART:20261201T090000Z", "RRULE:FREQ=DAILY;COUNT=1000000",
        "END:VEVENT",
      ]))
    try s.put("huge.ics", todo("huge", ["DESCRIPTION:" + String(repeating: "x", count: 20 << 20)]))
    try FileManager.default.createSymbolicLink(atPath: s.dir.path + "/link.ics", withDestinationPath: outside.path)
    try s.put(
      "cancelled.ics",
      Self.calendar([
        "BEGIN:VEVENT", "UID:gone", "SUMMARY:Called off", "DTSTART:20261201T090000Z", "STATUS:CANCELLED", "END:VEVENT",
      ]))
    try s.put("good.ics", todo("good"))
    let start = Date()
    let result = try s.sync()
    #expect(Date().timeIntervalSince(start) < 20)
    let warnings = result.stderr.split(separator: "\n")
    for name in ["not-ics", "no-uid", "b-dup", "slash", "dots", "nul", "count", "huge", "link", "cancelled"] {
      #expect(
        warnings.filter { $0.hasPrefix(name + ".ics") && $0.contains("warning: not synced") }.count == 1,
        "\(name): \(result.stderr)")
    }
    #expect(warnings.count == 10, "\(result.stderr)")
    #expect(
      result.stderr.contains("cancelled.ics:4: warning: not synced: VEVENT 'Called off' is cancelled"),
      "\(result.stderr)")
    #expect(try String(contentsOf: outside, encoding: .utf8) == "secret\n")
    let badCalendar = try QuireProcess.run(["vdir", "sync", s.dir.path, "--calendar", "../x"], in: s.vault.url)
    #expect(badCalendar.status == 64 && badCalendar.stderr.contains("is not a calendar name"), "\(badCalendar.stderr)")
    // The good one and the first of the two with one UID came in.
    let inbox = try s.vault.readText("inbox.md")
    #expect(inbox.contains("From 4 ") && inbox.contains("From 3 "), "\(inbox)")
  }
}
