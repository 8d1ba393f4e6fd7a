import Foundation
import QuireTestSupport
import Testing

/// `quire ics import` end to end: round trips through the export, idempotence, a calendar
/// written by another program, a hostile one, updates and user edits, and khal as a real client.
@Suite struct IcsImportTests {
  static let now = "2026-11-24T08:00"
  static let first = "2026-09-01"
  static let last = "2027-08-31"

  /// The event occurrences `quire event list` shows (holidays left out), as `date start-end title` lines.
  func occurrences(_ vault: TemporaryVault, from: String = first, to: String = last) throws -> [String] {
    let result = try QuireProcess.run(
      ["--now", Self.now, "event", "list", "--from", from, "--to", to, "--json"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
    return items.filter { $0["holiday"] as? Bool != true }.map { item in
      let start = item["start"] as? String ?? ""
      let end = item["end"] as? String ?? ""
      return "\(item["date"] as! String) \(start)-\(end) \(item["title"] as! String)"
    }.sorted()
  }

  /// `quire export --json` as an object.
  func exported(_ vault: TemporaryVault) throws -> [String: Any] {
    let result = try QuireProcess.run(["--now", Self.now, "export", "--json"], in: vault.url)
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
  }

  /// An empty vault with the same settings as Samples.
  func emptyVault(like source: TemporaryVault) throws -> TemporaryVault {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", try source.read(".quire/config.yaml"))
    return vault
  }

  /// Every file of a vault (path → bytes), for byte comparisons.
  func snapshot(_ vault: TemporaryVault) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = vault.url.path
    let enumerator = FileManager.default.enumerator(atPath: root)!
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory)
      if !isDirectory.boolValue, !relative.hasPrefix(".quire/cache") { files[relative] = try vault.read(relative) }
    }
    return files
  }

  func export(_ vault: TemporaryVault, to name: String, tasks: Bool = false) throws -> URL {
    let result = try QuireProcess.run(
      ["--now", Self.now, "ics", "export", "-o", name] + (tasks ? [] : ["--no-tasks"]), in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    return vault.url.appendingPathComponent(name)
  }

  func importFile(_ file: URL, into vault: TemporaryVault, _ extra: [String] = []) throws -> QuireResult {
    try QuireProcess.run(["--now", Self.now, "ics", "import", file.path] + extra, in: vault.url)
  }

  @Test func exportImportExportKeepsEveryOccurrence() throws {
    let samples = try TemporaryVault(copying: RepositoryPaths.samples)
    let original = try occurrences(samples)
    #expect(original.count > 100)
    let first = try export(samples, to: "a.ics")

    let copy = try emptyVault(like: samples)
    let imported = try importFile(first, into: copy)
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    #expect(imported.stderr.isEmpty)
    #expect(try occurrences(copy) == original)

    // And once more: the copy's export, imported into a third vault, lists the same again.
    let second = try export(copy, to: "b.ics")
    let third = try emptyVault(like: samples)
    #expect(try importFile(second, into: third).status == 0)
    #expect(try occurrences(third) == original)
    // The same events with the same UIDs: the notes keep the UIDs they were imported with.
    let uids = { (url: URL) in
      try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        .sorted()
    }
    #expect(try uids(first).count > 10)
    #expect(try uids(first) == uids(second))
  }

  @Test func importTwiceChangesNoByte() throws {
    let samples = try TemporaryVault(copying: RepositoryPaths.samples)
    let file = try export(samples, to: "all.ics", tasks: true)
    let vault = try emptyVault(like: samples)
    let once = try importFile(file, into: vault)
    #expect(once.status == 0, "stderr: \(once.stderr)")
    let before = try snapshot(vault)
    #expect(before.keys.contains { $0.hasPrefix("notes/") && $0.hasSuffix("-tasks.md") })
    let twice = try importFile(file, into: vault)
    #expect(twice.status == 0, "stderr: \(twice.stderr)")
    #expect(try snapshot(vault) == before)
    #expect(twice.stdout.hasPrefix("created: 0, updated: 0, unchanged: "))
    #expect(!twice.stdout.contains("unchanged: 0"))
  }

  /// A calendar in the shape RFC 5545's own examples have (Tests/Fixtures/icalendar/rfc5545-example.ics):
  /// TZID=America/New_York with its VTIMEZONE, an all-day event, a weekly RRULE with UNTIL and
  /// EXDATE, a RECURRENCE-ID override, VALARMs and a VTODO.
  @Test func calendarWrittenByAnotherProgram() throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    let file = RepositoryPaths.fixtures.appendingPathComponent("icalendar/rfc5545-example.ics")
    let result = try importFile(file, into: vault, ["--calendar", "work"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout == """
        created planner/work/weekly-status.md
        created planner/work/company-holiday.md
        created planner/work/weekly-status-moved-to-tuesday-2026-11-30.md
        created notes/work-tasks.md
        created: 4, updated: 0, unchanged: 0, kept: 0

        """)
    // 09:00 in New York is 15:00 in Berlin; Nov 16 is an EXDATE, Nov 30 moved to Tuesday Dec 1
    // (14:00 New York, 20:00 Berlin); UNTIL=20261222T000000Z ends the series on Dec 21.
    #expect(
      try occurrences(vault, from: "2026-11-01", to: "2027-01-31") == [
        "2026-11-02 15:00-16:00 Weekly status", "2026-11-09 15:00-16:00 Weekly status",
        "2026-11-23 15:00-16:00 Weekly status", "2026-11-27 - Company holiday",
        "2026-12-01 20:00-21:00 Weekly status (moved to Tuesday)", "2026-12-07 15:00-16:00 Weekly status",
        "2026-12-14 15:00-16:00 Weekly status", "2026-12-21 15:00-16:00 Weekly status",
      ])
    let note = String(decoding: try vault.read("planner/work/weekly-status.md"), as: UTF8.self)
    #expect(note.contains("uid: \"19970901T130000Z-123401@example.com\"\n"))
    #expect(note.contains("remind:\n  - \"15m before\"\n"))
    #expect(note.contains("location: \"Conference Room - F123, Bldg. 002\"\n"))
    #expect(note.contains("\n\\- [ ] not a task\n\\---\n"))
    let export = try QuireProcess.run(["--now", Self.now, "ics", "export", "--no-tasks"], in: vault.url)
    #expect(export.stdout.contains("\r\nUID:19970901T130000Z-123401@example.com\r\n"))
    #expect(
      export.stdout.contains(
        "\r\nEXDATE;TZID=America/New_York:20261116T090000\r\nEXDATE;TZID=America/New_York:20261130T090000\r\n"))
    #expect(
      export.stdout.contains(
        "\r\nSUMMARY:Weekly status (moved to Tuesday)\r\nDTSTART;TZID=Europe/Berlin:20261201T200000\r\n"))
    // ... and passes the same strict check as the export of Samples (python icalendar).
    try vault.write("out.ics", export.stdout)
    if let problem = try IcsExportTests().validate(vault.url.appendingPathComponent("out.ics"), events: 3) {
      Issue.record(Comment(rawValue: problem))
    }
    let holiday = String(decoding: try vault.read("planner/work/company-holiday.md"), as: UTF8.self)
    #expect(holiday.contains("remind:\n  - \"1d before\"\n"), "-PT15H from an all-day start is 18:00 the day before")
    let list = try exported(vault)["tasks"] as! [[String: Any]]
    #expect(list.map { $0["text"] as? String } == ["Submit Quebec Income Tax Return for 2025"])
    #expect(list.first?["due"] as? String == "2026-12-09")
    #expect(list.first?["priority"] as? String == "high")
    // The reminders of the series fire 15 minutes before each kept occurrence.
    let remind = try QuireProcess.run(
      ["--now", Self.now, "remind", "--from", "2026-11-16T00:00", "--to", "2026-11-24T00:00", "--json"], in: vault.url)
    #expect(remind.stdout.contains("\"2026-11-23T14:45\""))
    #expect(!remind.stdout.contains("2026-11-16T14:45"), "the EXDATE has no reminder")
  }

  /// A calendar built to break things: paths in SUMMARY and UID, front matter and tasks in
  /// DESCRIPTION, quotes and newlines in every text, bare LF, no folding, bad components.
  @Test func hostileCalendarStaysInsideThePlannerAndMeansNothingMore() throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    let long = String(repeating: "Long ", count: 40)
    let text =
      [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Evil//EN",
        "BEGIN:VEVENT", "UID:../../../etc/passwd/../../x", "DTSTART:20261201T100000Z", "SUMMARY:../../../etc/x",
        "DESCRIPTION:---\\ntype: habit\\n---\\n- [ ] sneaky 📅 2026-12-01\\n# Heading\\n> - [ ] quoted",
        "LOCATION:\"a\\nb", "CATEGORIES:x\"\\nkind: y", "END:VEVENT",  // lines 4-11
        "BEGIN:VEVENT", "SUMMARY:no uid", "DTSTART:20261201", "END:VEVENT",  // 12-15
        "BEGIN:VEVENT", "UID:no-start", "SUMMARY:no start", "END:VEVENT",  // 16-19
        "BEGIN:VEVENT", "UID:tz", "SUMMARY:---", "DTSTART;TZID=Mars/Olympus:20261201T100000", "RRULE:FREQ=SOMETIMES",
        "END:VEVENT",  // 20-25
        "BEGIN:VEVENT", "UID://///", "SUMMARY:\(long)", "DTSTART;VALUE=DATE:20261202", "END:VEVENT",  // 26-30
        "BEGIN:VTODO", "UID:t/../1", "SUMMARY:Pay ⏫ 📅 2020-01-01 [due:: 2020-01-01]", "END:VTODO",  // 31-34
        "this is garbage", "END:VCALENDAR",
      ].joined(separator: "\n") + "\n"
    try vault.write("hostile.ics", text)
    let result = try QuireProcess.run(["--now", Self.now, "ics", "import", "hostile.ics"], in: vault.url)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(
      result.stderr == """
        hostile.ics:1: warning: line ends in a bare LF, not CRLF (RFC 5545 §3.1); read anyway
        hostile.ics:8: warning: line is 90 octets long, not folded at 75 (RFC 5545 §3.1); read anyway
        hostile.ics:35: warning: line is not a property (NAME:value; no ':' after THIS); skipped
        hostile.ics:16: warning: VEVENT has no DTSTART; skipped
        hostile.ics:23: warning: unknown TZID 'Mars/Olympus'; the time is read as the vault's local time
        hostile.ics:24: warning: RRULE 'FREQ=SOMETIMES' cannot be read (FREQ=SOMETIMES: 'SOMETIMES' is not a frequency; write DAILY, WEEKLY, MONTHLY or YEARLY); the event is imported once

        """)
    let files = try snapshot(vault).keys.filter { $0.hasSuffix(".md") }.sorted()
    #expect(
      files == [
        "notes/hostile-tasks.md", "planner/hostile/etc-x.md", "planner/hostile/event.md",
        "planner/hostile/long-long-long-long-long-long-long-long-long-long-long-long.md", "planner/hostile/no-uid.md",
      ])
    // Nothing in a description became a task, a habit or front matter; the one VTODO is the only task.
    let list = try exported(vault)["tasks"] as! [[String: Any]]
    #expect(list.map { $0["text"] as? String } == ["Pay 2020-01-01 [due: 2020-01-01]"])
    #expect(list.first?["due"] is NSNull)
    #expect(list.first?["priority"] as? String == "none")
    let all = try exported(vault)
    #expect((all["habits"] as? [Any])?.isEmpty == true)
    #expect((all["diagnostics"] as? [Any])?.isEmpty == true, "\(all["diagnostics"] ?? "")")
    let events = (all["events"] as! [[String: Any]]).sorted { ($0["file"] as! String) < ($1["file"] as! String) }
    #expect(
      events.map { $0["title"] as? String } == [
        "../../../etc/x", "---", long.trimmingCharacters(in: .whitespaces), "no uid",
      ])
    #expect(events[0]["location"] as? String == "\"a b")
    #expect(events[0]["kind"] as? String == "x\" kind: y")
  }

  @Test func notICalendarOrNothingSoundExitsOne() throws {
    let vault = try TemporaryVault()
    // A note makes the folder a vault: an empty one is refused before the file is read (not-a-vault.t).
    try vault.write("inbox.md", "# Inbox\n")
    try vault.write("notes.ics", "hello\nworld\n")
    try vault.write(
      "empty.ics", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    let text = try QuireProcess.run(["ics", "import", "notes.ics"], in: vault.url)
    #expect(text.status == 1)
    #expect(
      text.stderr
        == "notes.ics:1: warning: this is not an iCalendar file: it does not start with BEGIN:VCALENDAR\nquire: error: nothing in 'notes.ics' could be imported\n"
    )
    let empty = try QuireProcess.run(["ics", "import", "empty.ics"], in: vault.url)
    #expect(empty.status == 1)
    #expect(empty.stderr.hasPrefix("empty.ics:3: warning: VEVENT has no DTSTART"))
    #expect(try snapshot(vault).keys.sorted() == ["empty.ics", "inbox.md", "notes.ics"])
    let missing = try QuireProcess.run(["ics", "import", "nope.ics"], in: vault.url)
    #expect(missing.status == 1)
    let badCalendar = try QuireProcess.run(["ics", "import", "empty.ics", "--calendar", "../x"], in: vault.url)
    #expect(badCalendar.status == 64)
  }

  @Test func updatedFileUpdatesNotesButNotTheOnesTheUserEdited() throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    let original = try String(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("icalendar/rfc5545-example.ics"), encoding: .utf8)
    try vault.write("cal.ics", original)
    #expect(try QuireProcess.run(["ics", "import", "cal.ics"], in: vault.url).status == 0)
    // The user adds a line to one note; the calendar moves that series and renames another event.
    let edited = "planner/cal/weekly-status.md"
    try vault.write(edited, String(decoding: try vault.read(edited), as: UTF8.self) + "my own line\n")
    let mine = try vault.read(edited)
    try vault.write(
      "cal.ics",
      original.replacingOccurrences(of: "SUMMARY:Company holiday", with: "SUMMARY:Company holiday (office closed)")
        .replacingOccurrences(of: "America/New_York:20261102T090000", with: "America/New_York:20261102T083000"))
    let update = try QuireProcess.run(["ics", "import", "cal.ics"], in: vault.url)
    #expect(update.status == 0)
    #expect(update.stdout == "updated planner/cal/company-holiday.md\ncreated: 0, updated: 1, unchanged: 2, kept: 1\n")
    #expect(update.stderr == "\(edited): warning: edited since the last import; not updated (--force replaces it)\n")
    #expect(try vault.read(edited) == mine)
    #expect(
      String(decoding: try vault.read("planner/cal/company-holiday.md"), as: UTF8.self).contains("(office closed)"))
    let forced = try QuireProcess.run(["ics", "import", "cal.ics", "--force"], in: vault.url)
    #expect(forced.stdout == "updated \(edited)\ncreated: 0, updated: 1, unchanged: 3, kept: 0\n")
    // The series keeps its own zone: 08:30 New York (14:30 in Berlin).
    #expect(String(decoding: try vault.read(edited), as: UTF8.self).contains("start: \"08:30\""))
    #expect(String(decoding: try vault.read(edited), as: UTF8.self).contains("timezone: \"America/New_York\""))
    // An event the user removed (moved to the archive) is not brought back.
    #expect(try QuireProcess.run(["event", "rm", "cal/company-holiday"], in: vault.url).status == 0)
    let again = try QuireProcess.run(["ics", "import", "cal.ics"], in: vault.url)
    #expect(
      again.stdout
        == "not restored archive/planner/cal/company-holiday.md (removed with 'quire event rm')\ncreated: 0, updated: 0, unchanged: 4, kept: 0\n"
    )
    #expect(
      !FileManager.default.fileExists(atPath: vault.url.appendingPathComponent("planner/cal/company-holiday.md").path))
  }

  // MARK: - khal

  /// khal's path, when it is installed (`.ci/install-deps` installs it on Debian/Ubuntu).
  static let khal: String? = khalPath
}

/// khal's path, when it is installed.
let khalPath: String? = {
  for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
    let path = String(folder) + "/khal"
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  return nil
}()

extension IcsImportTests {

  /// Runs khal with a config and XDG folders inside `home`.
  func khal(_ arguments: [String], home: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.khal!)
    process.arguments = ["--config", home.appendingPathComponent("config").path] + arguments
    process.environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config.d").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8",
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// khal (a real calendar client) imports Quire's export of Samples and lists the same
  /// occurrences over two months as `quire event list` (start times and titles per day).
  @Test(
    .enabled(
      if: khalPath != nil,
      "khal is not installed (apt-get install khal, or .ci/install-deps); the real-client check is skipped"))
  func khalListsTheSameOccurrences() throws {
    let samples = try TemporaryVault(copying: RepositoryPaths.samples)
    let file = try export(samples, to: "quire.ics")
    let home = try khalHome()
    let imported = try khal(["import", "--batch", "-a", "quire", file.path], home: home.url)
    #expect(imported.status == 0, "khal import: \(imported.output)")
    let (from, to) = ("2026-11-01", "2026-12-31")
    let khalDays = try khalList(from: from, to: to, home: home.url)
    #expect(khalDays.count > 50)
    #expect(khalDays.sorted() == (try startsAndTitles(samples, from: from, to: to)))
  }

  /// khal writes events (a weekly New York series with an alarm, an all-day event) into its
  /// calendar folder; Quire imports those files and lists the same occurrences as khal.
  @Test(
    .enabled(
      if: khalPath != nil,
      "khal is not installed (apt-get install khal, or .ci/install-deps); the real-client check is skipped"))
  func eventsKhalWroteImportIntoQuire() throws {
    let home = try khalHome(defaultZone: "America/New_York")
    let weekly = try khal(
      [
        "new", "-a", "quire", "-r", "weekly", "-u", "2026-12-31", "--alarms", "30m", "2026-12-07", "09:00", "10:00",
        "Khal weekly :: notes here",
      ], home: home.url)
    #expect(weekly.status == 0, "khal new: \(weekly.output)")
    #expect(try khal(["new", "-a", "quire", "2026-12-10", "All day from khal"], home: home.url).status == 0)
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("cal").path)
    #expect(files.count == 2)
    for name in files {
      let result = try importFile(home.url.appendingPathComponent("cal/" + name), into: vault, ["--calendar", "khal"])
      #expect(result.status == 0, "stderr: \(result.stderr)")
      #expect(result.stderr.isEmpty)
    }
    let (from, to) = ("2026-12-01", "2027-01-31")
    let khalDays = try khalList(from: from, to: to, home: home.url)
    #expect(
      khalDays.sorted() == [
        "2026-12-07 15:00 Khal weekly", "2026-12-10  All day from khal", "2026-12-14 15:00 Khal weekly",
        "2026-12-21 15:00 Khal weekly", "2026-12-28 15:00 Khal weekly",
      ])
    #expect(try startsAndTitles(vault, from: from, to: to) == khalDays.sorted())
    let note = String(decoding: try vault.read("planner/khal/khal-weekly.md"), as: UTF8.self)
    #expect(note.contains("remind:\n  - \"30m before\"\n"))
    #expect(note.hasSuffix("\nnotes here\n"))
  }

  /// `quire event list` as `date start title` lines (khal gives an event without DTEND an
  /// hour, so ends are left out).
  func startsAndTitles(_ vault: TemporaryVault, from: String, to: String) throws -> [String] {
    try occurrences(vault, from: from, to: to).map { line -> String in
      let parts = line.split(separator: " ", maxSplits: 2)
      let start = parts[1].split(separator: "-", omittingEmptySubsequences: false).first ?? ""
      return "\(parts[0]) \(start) \(parts[2])"
    }.sorted()
  }

  /// A khal configuration with one calendar folder, in a temporary home.
  func khalHome(defaultZone: String = "Europe/Berlin") throws -> TemporaryVault {
    let home = try TemporaryVault()
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("cal"), withIntermediateDirectories: true)
    try home.write(
      "config",
      """
      [calendars]
      [[quire]]
      path = \(home.url.appendingPathComponent("cal").path)
      type = calendar
      [locale]
      timeformat = %H:%M
      dateformat = %Y-%m-%d
      longdateformat = %Y-%m-%d
      datetimeformat = %Y-%m-%d %H:%M
      longdatetimeformat = %Y-%m-%d %H:%M
      local_timezone = Europe/Berlin
      default_timezone = \(defaultZone)
      [default]
      default_calendar = quire

      """)
    return home
  }

  /// `khal list` as `date start title` lines (the start empty for all-day events).
  func khalList(from: String, to: String, home: URL) throws -> [String] {
    let listed = try khal(
      ["list", "--format", "{start-time}|{title}", "--day-format", "DAY {date}", from, to], home: home)
    #expect(listed.status == 0, "khal list: \(listed.output)")
    var days: [String] = []
    var day = ""
    for line in listed.output.split(separator: "\n") {
      if line.hasPrefix("DAY ") {
        day = String(line.dropFirst(4))
      } else if let bar = line.firstIndex(of: "|") {
        days.append("\(day) \(line[..<bar]) \(line[line.index(after: bar)...])")
      }
    }
    return days
  }
}
